"""`loop-invariant-code-motion` (MLIR's `moveLoopInvariantCode`): an op of a loop's body
leaves it when it uses nothing the loop defines, has no memory effect and is speculatable
(`ConditionallySpeculatable`: its dialect's model, else its traits), innermost loops first.

The differential inputs are in tests/data/transforms/licm (run by
test_transforms_differential); here: the speculatability queries, one input's output
written out, and random loop nests compared with mlir-opt-22."""

from __future__ import annotations

import tempfile
from pathlib import Path

import paths
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import requires_mlir_opt
from pass_runner import run
from profiles import examples
from transform_runners import assert_same_ir

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.interfaces.loop_like import LoopLikeOpInterface
from passgen.runtime.interfaces.speculation import (
    Speculatability,
    get_speculatability,
    is_speculatable,
)
from passgen.runtime.ir import Context, Operation

SPECULATION = paths.DATA / "transforms" / "licm" / "speculation.mlir"


def _first(module: Operation, name: str) -> Operation:
    return next(op for op in module.walk() if op.name.name == name)


@pytest.mark.parametrize(
    ("divisor", "op", "expected"),
    [
        ("arith.constant 5 : i32", "divui", Speculatability.SPECULATABLE),
        ("arith.constant 0 : i32", "divui", Speculatability.NOT_SPECULATABLE),
        ("arith.constant -1 : i32", "divui", Speculatability.SPECULATABLE),
        ("arith.constant -1 : i32", "divsi", Speculatability.NOT_SPECULATABLE),
        ("arith.constant -2 : i32", "ceildivsi", Speculatability.SPECULATABLE),
        ("arith.addi %x, %x : i32", "ceildivui", Speculatability.NOT_SPECULATABLE),
    ],
)
def test_divisions_are_speculatable_by_their_divisor(
    divisor: str, op: str, expected: Speculatability
) -> None:
    module = parse_source(
        f"func.func @f(%x: i32) -> i32 {{\n  %d = {divisor}\n"
        f"  %q = arith.{op} %x, %d : i32\n  return %q : i32\n}}",
        Context(),
    )
    assert get_speculatability(_first(module, f"arith.{op}")) is expected


def test_speculatability_of_loops_dims_and_traits() -> None:
    module = parse_source(
        "func.func @f(%lb: index, %t: tensor<?xf32>, %x: i32) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  scf.for %i = %lb to %lb step %c1 {\n"
        "    %d = tensor.dim %t, %c1 : tensor<?xf32>\n"
        "    %e = arith.divsi %x, %x : i32\n  }\n"
        "  %g = tensor.dim %t, %c0 : tensor<?xf32>\n  return\n}",
        Context(),
    )
    loop = _first(module, "scf.for")
    assert get_speculatability(loop) is Speculatability.RECURSIVELY_SPECULATABLE
    assert not is_speculatable(loop)  # the division in it is not
    dims = [op for op in module.walk() if op.name.name == "tensor.dim"]
    assert [is_speculatable(dim) for dim in dims] == [False, True]  # rank 1: index 1 is out
    assert get_speculatability(_first(module, "func.func")) is None  # no interface


def test_loop_models_give_regions_and_carried_values() -> None:
    module = parse_source(
        "func.func @f(%n: index, %x: i32) -> i32 {\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %r = scf.for %i = %c1 to %n step %c1 iter_args(%a = %x) -> (i32) {\n"
        "    scf.yield %a : i32\n  }\n  return %r : i32\n}",
        Context(),
    )
    loop = _first(module, "scf.for")
    model = LoopLikeOpInterface.of(loop)
    assert model is not None
    (carried,) = model.get_region_iter_args(loop)
    init = model.tied_loop_init(loop, carried)
    assert init is not None and loop.operands[init.index] is loop.operands[3]
    assert model.tied_loop_result(loop, carried) is loop.results[0]
    assert model.get_loop_steps(loop) == [loop.operands[2]]
    assert LoopLikeOpInterface.of(_first(module, "func.func")) is None


EXPECTED = """\
module {
  func.func @speculation(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: tensor<?x?xf32>, %arg6: tensor<*xf32>, %arg7: memref<?xf32>, %arg8: vector<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<3> : vector<4xi32>
    %cst_0 = arith.constant dense<[1, 0, 2, 3]> : vector<4xi32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = arith.divui %arg3, %c5_i32 : i32
    %1 = arith.ceildivsi %arg3, %c5_i32 : i32
    %2 = arith.ceildivui %arg3, %c-1_i32 : i32
    %3 = arith.divsi %arg8, %cst : vector<4xi32>
    %4 = arith.remui %arg3, %arg4 : i32
    %dim = tensor.dim %arg5, %c1 : tensor<?x?xf32>
    %dim_2 = memref.dim %arg7, %c0 : memref<?xf32>
    %5 = vector.transfer_read %arg5[%c0, %c0], %cst_1 : tensor<?x?xf32>, vector<4xf32>
    %6 = arith.addi %arg3, %arg4 : i32
    %7 = arith.addi %arg3, %arg4 : i32
    scf.for %arg9 = %arg0 to %arg1 step %c1 {
    }
    scf.for %arg9 = %arg0 to %arg1 step %arg2 {
      %8 = arith.divui %arg3, %arg4 : i32
      %9 = arith.divui %arg3, %c0_i32 : i32
      %10 = arith.divsi %arg3, %c-1_i32 : i32
      %11 = arith.divui %arg8, %cst_0 : vector<4xi32>
      %dim_3 = tensor.dim %arg5, %c2 : tensor<?x?xf32>
      %dim_4 = tensor.dim %arg6, %c0 : tensor<*xf32>
      %dim_5 = memref.dim %arg7, %c1 : memref<?xf32>
      %12 = vector.transfer_read %arg7[%c0], %cst_1 : memref<?xf32>, vector<4xf32>
      scf.for %arg10 = %arg0 to %arg1 step %c2 {
      }
    }
    return
  }
}
"""


def test_speculatable_invariants_leave_and_the_rest_stays() -> None:
    """Divisions by constants other than 0 (signed: and -1), in-rank dims of ranked
    values, tensor reads and the loop of step 1 leave the loop, each op that leaves its
    inner loop leaving the outer one too; the others stay (tests/data/transforms/licm)."""
    result = run(SPECULATION.read_text(), "loop-invariant-code-motion")
    assert result.succeeded
    assert print_op(result.module) == EXPECTED


OPS = ["add", "add", "divc", "div0", "divarg", "cast", "load", "store", "call"]
LOOPS = ["for", "for_step", "affine", "affine_step", "while", "if"]


@st.composite
def loop_nests(draw: st.DrawFn) -> str:
    """A function whose body nests scf.for (step 1 or not), affine.for (step 1 or 2),
    scf.while and scf.if ops holding random sequences of pure ops, divisions (by a
    non-zero constant, by zero, by a value), index casts of induction variables, loads,
    stores and calls, each using values defined inside or outside the loops."""
    counter = iter(range(10_000))

    def body(values: list[str], ivs: list[str], depth: int) -> list[str]:
        lines: list[str] = []
        own = list(values)
        for _ in range(draw(st.integers(1, 5))):
            kinds = OPS + LOOPS if depth < 3 else OPS
            kind = draw(st.sampled_from(kinds))
            n = next(counter)
            a, b = draw(st.sampled_from(own)), draw(st.sampled_from(own))
            index = draw(st.sampled_from(ivs))
            if kind == "add":
                op = draw(st.sampled_from(["addi", "muli", "xori"]))
                lines.append(f"%v{n} = arith.{op} {a}, {b} : i32")
            elif kind in ("divc", "div0", "divarg"):
                divisor = {"divc": "%c5", "div0": "%zero", "divarg": b}[kind]
                op = draw(st.sampled_from(["divui", "divsi"]))
                lines.append(f"%v{n} = arith.{op} {a}, {divisor} : i32")
            elif kind == "cast":
                lines.append(f"%v{n} = arith.index_cast {index} : index to i32")
            elif kind == "load":
                lines.append(f"%v{n} = memref.load %m[{index}] : memref<10xi32>")
            elif kind == "store":
                lines.append(f"memref.store {a}, %m[{index}] : memref<10xi32>")
                continue
            elif kind == "call":
                lines.append(f"%v{n} = func.call @g({a}) : (i32) -> i32")
            elif kind in ("for", "for_step"):
                step = "%c1" if kind == "for" else "%s"
                lines.append(f"scf.for %i{n} = %lb to %ub step {step} {{")
                lines += ["  " + line for line in body(own, [*ivs, f"%i{n}"], depth + 1)]
                lines.append("}")
                continue
            elif kind in ("affine", "affine_step"):
                step = "" if kind == "affine" else " step 2"
                lines.append(f"affine.for %i{n} = 0 to 10{step} {{")
                lines += ["  " + line for line in body(own, [*ivs, f"%i{n}"], depth + 1)]
                lines.append("}")
                continue
            elif kind == "while":
                lines.append(f"%v{n} = scf.while (%w{n} = {a}) : (i32) -> i32 {{")
                inner = body([*own, f"%w{n}"], ivs, depth + 1)
                lines += ["  " + line for line in inner]
                lines.append(f"  %t{n} = arith.cmpi slt, %w{n}, {b} : i32")
                lines.append(f"  scf.condition(%t{n}) %w{n} : i32")
                lines.append(f"}} do {{\n^bb0(%d{n}: i32):")
                lines += ["  " + line for line in body([*own, f"%d{n}"], ivs, depth + 1)]
                lines.append(f"  scf.yield %d{n} : i32\n}}")
            else:
                lines.append("scf.if %c {")
                lines += ["  " + line for line in body(own, ivs, depth + 1)]
                lines.append("}")
                continue
            own.append(f"%v{n}")
        return lines

    lines = body(["%x", "%y"], ["%c0"], 0)
    return (
        "func.func private @g(i32) -> i32\n"
        "func.func @f(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %c: i1, "
        "%m: memref<10xi32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c5 = arith.constant 5 : i32\n  %zero = arith.constant 0 : i32\n"
        + "".join(f"  {line}\n" for line in lines)
        + "  return\n}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(loop_nests())
def test_same_result_as_mlir_opt(text: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["--loop-invariant-code-motion"], source, Path(scratch))
