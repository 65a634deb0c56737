"""Integer range analysis and the passes on it (`int-range-optimizations`,
`arith-unsigned-when-equivalent`, `arith-int-range-narrowing`): outputs written out on custom-form inputs, the ranges
asked of the solver, the soundness of every op's inference (each concrete result of
operands in the operands' ranges lies in the inferred range), and mlir-opt on random
programs and on loops, branches and calls."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from int_range_programs import affine_programs, arith_programs, index_programs
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.dataflow import (
    ConstantIntRanges,
    ConstantValueLattice,
    DataFlowSolver,
    DeadCodeAnalysis,
    IntegerRangeAnalysis,
    IntegerValueRangeLattice,
    SparseConstantPropagation,
)
from passgen.runtime.dialects.integers import compare
from passgen.runtime.interfaces import int_range_common as common
from passgen.runtime.interfaces.int_range import signed, unsigned
from passgen.runtime.ir import Context, IntegerAttr, Value


def run(text: str, *flags: str) -> str:
    code, out, err = passgen_opt(textwrap.dedent(text), *flags)
    assert code == 0, err
    return out.rstrip("\n") + "\n"


def test_clamped_compares_fold_to_constants() -> None:
    out = run(
        """
        func.func @f(%a: i32, %b: i32) -> (i1, i1) {
          %c1 = arith.constant 1 : i32
          %c2 = arith.constant 2 : i32
          %0 = arith.maxsi %a, %c1 : i32
          %1 = arith.maxsi %b, %c1 : i32
          %2 = arith.addi %0, %1 : i32
          %3 = arith.cmpi sge, %2, %c2 : i32
          %4 = arith.cmpi uge, %0, %c1 : i32
          return %3, %4 : i1, i1
        }
        """,
        "-int-range-optimizations",
    )
    # The signed sum may wrap, so only the compare of %0 is known.
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i32, %arg1: i32) -> (i1, i1) {
            %true = arith.constant true
            %c1_i32 = arith.constant 1 : i32
            %c2_i32 = arith.constant 2 : i32
            %0 = arith.maxsi %arg0, %c1_i32 : i32
            %1 = arith.maxsi %arg1, %c1_i32 : i32
            %2 = arith.addi %0, %1 : i32
            %3 = arith.cmpi sge, %2, %c2_i32 : i32
            return %3, %true : i1, i1
          }
        }
        """
    )


def test_trivial_remainder_and_loop_induction_variable() -> None:
    out = run(
        """
        func.func @f(%m: memref<8xindex>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c8 = arith.constant 8 : index
          scf.for %i = %c0 to %c8 step %c1 {
            %r = arith.remui %i, %c8 : index
            %t = arith.cmpi ult, %i, %c8 : index
            scf.if %t {
              memref.store %r, %m[%i] : memref<8xindex>
            }
          }
          return
        }
        """,
        "-int-range-optimizations",
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: memref<8xindex>) {
            %true = arith.constant true
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %c8 = arith.constant 8 : index
            scf.for %arg1 = %c0 to %c8 step %c1 {
              scf.if %true {
                memref.store %arg1, %arg0[%arg1] : memref<8xindex>
              }
            }
            return
          }
        }
        """
    )


def test_index_ops_are_inferred_on_32_and_64_bits() -> None:
    out = run(
        """
        func.func @f(%a: index) -> (i1, i1) {
          %c1 = index.constant 1
          %small = index.constant 0xfffffffe
          %max32 = index.constant 0xffffffff
          %0 = index.minu %a, %small
          %1 = index.add %0, %c1
          %2 = index.cmp uge(%1, %c1)
          %3 = index.minu %a, %max32
          %4 = index.add %3, %c1
          %5 = index.cmp uge(%4, %c1)
          return %2, %5 : i1, i1
        }
        """,
        "-int-range-optimizations",
        "-canonicalize",
    )
    # On 32 bits, 0xffffffff + 1 wraps to 0: the second compare stays.
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: index) -> (i1, i1) {
            %idx1 = index.constant 1
            %idx4294967295 = index.constant 4294967295
            %true = index.bool.constant true
            %0 = index.minu %arg0, %idx4294967295
            %1 = index.add %0, %idx1
            %2 = index.cmp uge(%1, %idx1)
            return %true, %2 : i1, i1
          }
        }
        """
    )


def test_signed_ops_on_non_negative_values_become_unsigned() -> None:
    out = run(
        """
        func.func @f(%a: i32) -> (i32, i64, i1, i32) {
          %c4 = arith.constant 4 : i32
          %big = arith.constant 0x7ffffffe : i32
          %c1 = arith.constant 1 : i32
          %0 = arith.minui %a, %big : i32
          %1 = arith.addi %0, %c1 : i32
          %2 = arith.floordivsi %1, %c4 : i32
          %3 = arith.extsi %1 : i32 to i64
          %4 = arith.cmpi slt, %1, %c4 : i32
          %5 = arith.divsi %a, %c4 : i32
          return %2, %3, %4, %5 : i32, i64, i1, i32
        }
        """,
        "-arith-unsigned-when-equivalent",
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i32) -> (i32, i64, i1, i32) {
            %c4_i32 = arith.constant 4 : i32
            %c2147483646_i32 = arith.constant 2147483646 : i32
            %c1_i32 = arith.constant 1 : i32
            %0 = arith.minui %arg0, %c2147483646_i32 : i32
            %1 = arith.addi %0, %c1_i32 : i32
            %2 = arith.divui %1, %c4_i32 : i32
            %3 = arith.extui %1 : i32 to i64
            %4 = arith.cmpi ult, %1, %c4_i32 : i32
            %5 = arith.divsi %arg0, %c4_i32 : i32
            return %2, %3, %4, %5 : i32, i64, i1, i32
          }
        }
        """
    )


def test_ops_narrow_to_a_supported_width() -> None:
    out = run(
        """
        func.func @f(%a: i64, %b: i64, %c: index) -> (i64, i1, index) {
          %k = arith.constant 1000 : i64
          %x = arith.minui %a, %k : i64
          %y = arith.minui %b, %k : i64
          %s = arith.addi %x, %y : i64
          %t = arith.cmpi slt, %x, %y : i64
          %ki = arith.constant 1000 : index
          %z = arith.minui %c, %ki : index
          %n = arith.index_castui %z : index to i32
          %w = arith.index_castui %n : i32 to index
          %m = arith.muli %w, %w : index
          return %s, %t, %m : i64, i1, index
        }
        """,
        "--arith-int-range-narrowing=int-bitwidths-supported=32",
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i64, %arg1: i64, %arg2: index) -> (i64, i1, index) {
            %c1000 = arith.constant 1000 : index
            %c1000_i64 = arith.constant 1000 : i64
            %0 = arith.minui %arg0, %c1000_i64 : i64
            %1 = arith.minui %arg1, %c1000_i64 : i64
            %2 = arith.trunci %0 : i64 to i32
            %3 = arith.trunci %1 : i64 to i32
            %4 = arith.addi %2, %3 : i32
            %5 = arith.extui %4 : i32 to i64
            %6 = arith.trunci %0 : i64 to i32
            %7 = arith.trunci %1 : i64 to i32
            %8 = arith.cmpi slt, %6, %7 : i32
            %9 = arith.minui %arg2, %c1000 : index
            %10 = arith.index_castui %9 : index to i32
            %11 = arith.muli %10, %10 : i32
            %12 = arith.index_castui %11 : i32 to index
            return %5, %8, %12 : i64, i1, index
          }
        }
        """
    )


def test_affine_maps_dims_and_vectors() -> None:
    out = run(
        """
        func.func @f(%a: index, %t: tensor<4x?xf32>) -> (i1, i1, vector<4xi1>) {
          %c0 = arith.constant 0 : index
          %c2 = arith.constant 2 : index
          %c4 = arith.constant 4 : index
          %x = arith.minui %a, %c4 : index
          %q = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%x)
          %r0 = arith.cmpi ule, %q, %c2 : index
          %d = tensor.dim %t, %c0 : tensor<4x?xf32>
          %r1 = arith.cmpi eq, %d, %c4 : index
          %s = vector.step : vector<4xindex>
          %b = vector.broadcast %c4 : index to vector<4xindex>
          %r2 = arith.cmpi ult, %s, %b : vector<4xindex>
          return %r0, %r1, %r2 : i1, i1, vector<4xi1>
        }
        """,
        "-int-range-optimizations",
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: index, %arg1: tensor<4x?xf32>) -> (i1, i1, vector<4xi1>) {
            %true = arith.constant true
            %cst = arith.constant dense<true> : vector<4xi1>
            return %true, %true, %cst : i1, i1, vector<4xi1>
          }
        }
        """
    )


def _solve(text: str) -> tuple[DataFlowSolver, dict[str, Value]]:
    """The solver after the analysis on `text`'s function, and its values by op name."""
    module = parse_source(textwrap.dedent(text), Context())
    solver = DataFlowSolver()
    solver.load(DeadCodeAnalysis)
    solver.load(SparseConstantPropagation)
    solver.load(IntegerRangeAnalysis)
    solver.initialize_and_run(module)
    values: dict[str, Value] = {}
    for op in module.walk():
        if op.results:
            values.setdefault(op.name.name, op.results[0])
    return solver, values


def test_solver_ranges_and_constants() -> None:
    solver, values = _solve(
        """
        func.func @f(%a: i8) -> i8 {
          %c3 = arith.constant 3 : i8
          %c-2 = arith.constant -2 : i8
          %0 = arith.minsi %a, %c3 : i8
          %1 = arith.maxsi %0, %c-2 : i8
          %2 = arith.muli %1, %1 : i8
          %3 = arith.cmpi sle, %2, %c3 : i8
          return %2 : i8
        }
        """
    )
    clamped = solver.lookup_state(IntegerValueRangeLattice, values["arith.maxsi"])
    assert clamped is not None
    assert clamped.value.value == ConstantIntRanges(0, 255, -2, 3, 8)
    product = solver.lookup_state(IntegerValueRangeLattice, values["arith.muli"])
    assert product is not None and product.value.value == ConstantIntRanges(0, 255, -6, 9, 8)
    known = solver.lookup_state(ConstantValueLattice, values["arith.cmpi"])
    assert known is not None and known.value.constant is None  # unknown: up to 9 > 3
    constant = solver.lookup_state(ConstantValueLattice, values["arith.constant"])
    assert constant is not None and constant.value.constant == IntegerAttr(
        3, values["arith.constant"].type
    )


def test_unsupported_ops_get_the_whole_range() -> None:
    solver, values = _solve(
        """
        func.func @f(%a: f32) -> i32 {
          %0 = arith.fptosi %a : f32 to i32
          return %0 : i32
        }
        """
    )
    lattice = solver.lookup_state(IntegerValueRangeLattice, values["arith.fptosi"])
    assert lattice is not None and lattice.value.value == ConstantIntRanges.max_range(32)


# -- soundness of the inference ------------------------------------------------

WIDTH = 4
Concrete = Callable[[int, int], "int | None"]


def _sdiv(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _floor_div(a: int, b: int) -> int:
    return a // b


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _srem(a: int, b: int) -> int:
    return a - _sdiv(a, b) * b


def _signed_op(op: Callable[[int, int], int], check_zero: bool = True) -> Concrete:
    """`op` on the operands' signed values: undefined (None) on zero or INT_MIN / -1."""

    def apply(a: int, b: int) -> int | None:
        x, y = signed(a, WIDTH), signed(b, WIDTH)
        if check_zero and (y == 0 or (x == -(1 << (WIDTH - 1)) and y == -1)):
            return None
        return op(x, y)

    return apply


def _unsigned_op(op: Callable[[int, int], int]) -> Concrete:
    return lambda a, b: None if b == 0 else op(a, b)


def _shift(op: Callable[[int, int], int]) -> Concrete:
    return lambda a, b: None if b >= WIDTH else op(a, b)


# (inference, concrete semantics on bit patterns; None: undefined)
OPS: dict[str, tuple[common.InferRangeFn, Concrete]] = {
    "add": (common.infer_add, lambda a, b: a + b),
    "sub": (common.infer_sub, lambda a, b: a - b),
    "mul": (common.infer_mul, lambda a, b: a * b),
    "divu": (common.infer_div_u, _unsigned_op(lambda a, b: a // b)),
    "ceildivu": (common.infer_ceil_div_u, _unsigned_op(_ceil_div)),
    "divs": (common.infer_div_s, _signed_op(_sdiv)),
    "ceildivs": (common.infer_ceil_div_s, _signed_op(_ceil_div)),
    "floordivs": (common.infer_floor_div_s, _signed_op(_floor_div)),
    "remu": (common.infer_rem_u, _unsigned_op(lambda a, b: a % b)),
    "rems": (common.infer_rem_s, _signed_op(_srem)),
    "and": (common.infer_and, lambda a, b: a & b),
    "or": (common.infer_or, lambda a, b: a | b),
    "xor": (common.infer_xor, lambda a, b: a ^ b),
    "maxs": (common.infer_max_s, _signed_op(max, check_zero=False)),
    "mins": (common.infer_min_s, _signed_op(min, check_zero=False)),
    "maxu": (common.infer_max_u, max),
    "minu": (common.infer_min_u, min),
    "shl": (common.infer_shl, _shift(lambda a, b: a << b)),
    "shru": (common.infer_shr_u, _shift(lambda a, b: a >> b)),
    "shrs": (common.infer_shr_s, _shift(lambda a, b: signed(a, WIDTH) >> b)),
}


@st.composite
def ranges(draw: st.DrawFn) -> ConstantIntRanges:
    """Unsigned bounds, signed bounds, or both intersected, of `WIDTH` bits."""
    low, high = sorted(draw(st.lists(st.integers(0, (1 << WIDTH) - 1), min_size=2, max_size=2)))
    by_unsigned = ConstantIntRanges.from_unsigned(low, high, WIDTH)
    slow, shigh = sorted(
        signed(v, WIDTH) for v in draw(st.lists(st.integers(0, 15), min_size=2, max_size=2))
    )
    by_signed = ConstantIntRanges.from_signed(slow, shigh, WIDTH)
    return draw(st.sampled_from((by_unsigned, by_signed, by_unsigned.intersection(by_signed))))


def _members(ranges: ConstantIntRanges) -> list[int]:
    return [
        v
        for v in range(1 << WIDTH)
        if ranges.umin <= v <= ranges.umax and ranges.smin <= signed(v, WIDTH) <= ranges.smax
    ]


def _contains(ranges: ConstantIntRanges, value: int) -> bool:
    bits = unsigned(value, WIDTH)
    return ranges.umin <= bits <= ranges.umax and ranges.smin <= signed(bits, WIDTH) <= ranges.smax


@settings(max_examples=examples(400), deadline=None)
@given(st.sampled_from(sorted(OPS)), ranges(), ranges())
def test_inferred_ranges_hold_every_result(
    name: str, lhs: ConstantIntRanges, rhs: ConstantIntRanges
) -> None:
    infer, concrete = OPS[name]
    for both_widths in (False, True):
        inferred = (
            common.infer_index_op(infer, [lhs, rhs], common.CmpMode.BOTH)
            if both_widths
            else infer([lhs, rhs])
        )
        for a in _members(lhs):
            for b in _members(rhs):
                result = concrete(a, b)
                assert result is None or _contains(inferred, result), (name, a, b, inferred)


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 9), ranges(), ranges())
def test_compares_known_only_when_always_so(
    pred: int, lhs: ConstantIntRanges, rhs: ConstantIntRanges
) -> None:
    known = common.evaluate_pred(pred, lhs, rhs)
    outcomes = {compare(pred, a, b, WIDTH) for a in _members(lhs) for b in _members(rhs)}
    if known is not None and outcomes:
        assert outcomes == {known}


@settings(max_examples=examples(200), deadline=None)
@given(ranges(), st.integers(1, WIDTH - 1))
def test_truncation_and_extension_hold_every_value(source: ConstantIntRanges, width: int) -> None:
    truncated = common.trunc_range(source, width)
    extended = common.ext_si_range(source, 8), common.ext_ui_range(source, 8)
    for value in _members(source):
        narrow = value & ((1 << width) - 1)
        assert truncated.umin <= narrow <= truncated.umax
        assert truncated.smin <= signed(narrow, width) <= truncated.smax
        assert extended[0].smin <= signed(value, WIDTH) <= extended[0].smax
        assert extended[1].umin <= value <= extended[1].umax


# -- mlir-opt -------------------------------------------------------------------

PASS_FLAGS = (
    "-int-range-optimizations",
    "-arith-unsigned-when-equivalent",
    "--arith-int-range-narrowing=int-bitwidths-supported=8,16",
    "--arith-int-range-narrowing=int-bitwidths-supported=32",
)

CONTROL_FLOW = """
func.func @loop_sum() -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c20 = arith.constant 20 : index
  %0 = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> index {
    %s = arith.addi %i, %acc : index
    scf.yield %s : index
  }
  %1 = arith.cmpi ule, %0, %c20 : index
  return %1 : i1
}

func.func @negative_step() -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %c10 to %c0 step %cm1 iter_args(%a = %c0) -> i32 : i32 {
    %m = arith.remsi %i, %c10 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @if_union(%arg0 : index, %arg1 : i1) -> i1 {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %cm4 = arith.constant -4 : index
  %cm1 = arith.constant -1 : index
  %0 = arith.minui %arg0, %c4 : index
  %1 = scf.if %arg1 -> index {
    %10 = arith.muli %0, %0 : index
    scf.yield %10 : index
  } else {
    %20 = arith.muli %0, %cm1 : index
    scf.yield %20 : index
  }
  %2 = arith.cmpi sle, %1, %c16 : index
  %3 = arith.cmpi sge, %1, %cm4 : index
  %4 = arith.andi %2, %3 : i1
  return %4 : i1
}

func.func @while_loop(%arg0 : index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = arith.divui %arg0, %c2 : index
  %1 = scf.while (%arg1 = %0) : (index) -> index {
    %2 = arith.cmpi slt, %arg1, %c0 : index
    scf.condition(%2) %arg1 : index
  } do {
  ^bb0(%arg2 : index):
    scf.yield %c2 : index
  }
  return %1 : index
}

func.func @branches(%arg0 : index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^bb2(%c0 : index)
^bb1(%1 : index):
  %2 = arith.addi %1, %c1 : index
  cf.br ^bb2(%2 : index)
^bb2(%3 : index):
  %4 = arith.cmpi ult, %3, %c4 : index
  cf.cond_br %4, ^bb1(%3 : index), ^bb3(%3 : index)
^bb3(%5 : index):
  %6 = arith.cmpi sge, %5, %c0 : index
  return %6 : i1
}

func.func @caller(%arg0: memref<?xindex>) -> i1 {
  %r = call @callee(%arg0) : (memref<?xindex>) -> i1
  return %r : i1
}

func.func private @callee(%arg0: memref<?xindex>) -> i1 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = affine.load %arg0[0] : memref<?xindex>
  scf.for %arg1 = %c0 to %0 step %c1 {
    memref.store %arg1, %arg0[%c0] : memref<?xindex>
  }
  %t = arith.cmpi sge, %0, %c0 : index
  return %t : i1
}

func.func @vectors(%a: vector<4xi32>) -> vector<4xi1> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<5> : vector<4xi32>
  %m = arith.minui %a, %c : vector<4xi32>
  %s = arith.addi %m, %d : vector<4xi32>
  %x = arith.cmpi uge, %s, %d : vector<4xi32>
  return %x : vector<4xi1>
}

func.func @apply(%a: index, %b: index) -> (i1, i1, i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c40 = arith.constant 40 : index
  %x = arith.minui %a, %c4 : index
  %y = arith.minui %b, %c10 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 8 + s0)>(%x)[%y]
  %r0 = arith.cmpi ule, %0, %c40 : index
  %1 = affine.apply affine_map<(d0) -> (d0 mod 5)>(%a)
  %r1 = arith.cmpi ult, %1, %c4 : index
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%x)
  %r2 = arith.cmpi ule, %2, %c4 : index
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%y)
  %r3 = arith.cmpi sge, %3, %c0 : index
  %4 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%x)
  %r4 = arith.cmpi ule, %4, %c4 : index
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

func.func @dims(%t: tensor<4x?xf32>, %m: memref<8x16xf32>, %i: index, %u: tensor<*xf32>) -> (i1, i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %r1 = arith.cmpi sge, %1, %c0 : index
  %j = arith.minui %i, %c1 : index
  %2 = memref.dim %m, %j : memref<8x16xf32>
  %r2 = arith.cmpi uge, %2, %c8 : index
  %3 = memref.dim %m, %i : memref<8x16xf32>
  %r3 = arith.cmpi ule, %3, %c16 : index
  %4 = tensor.dim %u, %c0 : tensor<*xf32>
  %r4 = arith.cmpi sge, %4, %c0 : index
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}

func.func @vector_ops(%a: index, %p: index) -> (vector<2x4xi1>, i1, vector<4xi1>, vector<4xi1>, i1) {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c3 = arith.constant 3 : index
  %x = arith.minui %a, %c5 : index
  %b = vector.broadcast %x : index to vector<2x4xindex>
  %b9 = vector.broadcast %c9 : index to vector<2x4xindex>
  %r0 = arith.cmpi ult, %b, %b9 : vector<2x4xindex>
  %cv = arith.constant dense<[1, 2, 3, 4]> : vector<4xindex>
  %e = vector.extract %cv[%p] : index from vector<4xindex>
  %r1 = arith.cmpi ule, %e, %c5 : index
  %s = vector.step : vector<4xindex>
  %s3 = vector.broadcast %c3 : index to vector<4xindex>
  %r2 = arith.cmpi ule, %s, %s3 : vector<4xindex>
  %ins = vector.insert %x, %cv [2] : index into vector<4xindex>
  %c9v = vector.broadcast %c9 : index to vector<4xindex>
  %r3 = arith.cmpi ult, %ins, %c9v : vector<4xindex>
  %tr = vector.transpose %b, [1, 0] : vector<2x4xindex> to vector<4x2xindex>
  %sc = vector.shape_cast %tr : vector<4x2xindex> to vector<8xindex>
  %ex = vector.extract %sc[0] : index from vector<8xindex>
  %r4 = arith.cmpi ule, %ex, %c5 : index
  return %r0, %r1, %r2, %r3, %r4 : vector<2x4xi1>, i1, vector<4xi1>, vector<4xi1>, i1
}

func.func @gpu_launch(%m: memref<?xindex>, %n: index) attributes {gpu.known_grid_size = array<i32: 8, 1, 1>} {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w = arith.minui %n, %c64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %w, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = gpu.thread_id x
    %d = gpu.block_dim x
    %b = gpu.block_id x
    %g = gpu.grid_dim x
    %gl = gpu.global_id x
    %l = gpu.lane_id
    %s = gpu.subgroup_size : index
    %u = gpu.thread_id y upper_bound 3
    %r0 = arith.cmpi ult, %i, %c64 : index
    %r1 = arith.cmpi ult, %b, %c64 : index
    %r2 = arith.cmpi ult, %u, %c4 : index
    %r3 = arith.cmpi ule, %s, %c64 : index
    %v0 = arith.select %r0, %c0, %c1 : index
    %v1 = arith.select %r1, %v0, %c1 : index
    %v2 = arith.select %r2, %v1, %c1 : index
    %v3 = arith.select %r3, %v2, %c1 : index
    memref.store %v3, %m[%d] : memref<?xindex>
    memref.store %g, %m[%gl] : memref<?xindex>
    memref.store %l, %m[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}

func.func @casts(%a: i32, %b: index) -> (index, i1, i1, index) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %c = arith.constant 4294967296 : index
  %2 = arith.cmpi ult, %1, %c : index
  %4 = index.castu %b : index to i16
  %c7 = arith.constant 65535 : i16
  %5 = arith.cmpi ule, %4, %c7 : i16
  %6 = index.sizeof
  return %0, %2, %5, %6 : index, i1, i1, index
}
"""


@requires_mlir_opt
@pytest.mark.parametrize("flag", PASS_FLAGS)
def test_loops_branches_calls_as_mlir_opt(flag: str) -> None:
    ours, theirs = both(CONTROL_FLOW, flag)
    assert ours == theirs


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(arith_programs() | index_programs() | affine_programs())
def test_random_programs_as_mlir_opt(text: str) -> None:
    for flag in PASS_FLAGS:
        ours, theirs = both(text, flag)
        assert ours == theirs
