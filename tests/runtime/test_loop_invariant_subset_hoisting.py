"""`loop-invariant-subset-hoisting` (MLIR's `hoistLoopInvariantSubsets`): on the chain of
subset ops from a loop's iter_arg to what it yields, an extraction and an insertion of the
same subset that no other op of the chain may overlap, at offsets the loop does not
define, leave the loop as a new iter_arg; equal and disjoint subsets are told by the
linear forms of their offsets, sizes and strides (`interfaces.value_bounds`).

The differential inputs are in tests/data/transforms/subset_hoisting (run by
test_transforms_differential); here: the subset queries, one input's output written out,
and random chains compared with mlir-opt-22."""

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
from passgen.runtime.interfaces.subset import SubsetOpInterface
from passgen.runtime.interfaces.value_bounds import are_equal, constant_value
from passgen.runtime.ir import Context, Operation

SLICES = paths.DATA / "transforms" / "subset_hoisting" / "slices.mlir"


def _ops(source: str, name: str) -> list[Operation]:
    module = parse_source(source, Context())
    return [op for op in module.walk() if op.name.name == name]


def test_linear_forms_prove_equal_and_constant_bounds() -> None:
    (add,) = _ops(
        "func.func @f(%n: index) -> index {\n  %c1 = arith.constant 1 : index\n"
        "  %c3 = arith.constant 3 : index\n  %a = arith.addi %n, %c3 : index\n"
        "  %b = arith.subi %a, %c1 : index\n  %m = arith.muli %b, %c3 : index\n"
        "  %s = arith.muli %n, %n : index\n  %r = arith.addi %m, %s : index\n"
        "  return %r : index\n}",
        "arith.addi",
    )[-1:]
    scaled, square = add.operands  # (%n + 3 - 1) * 3 and %n * %n
    n = square.op.operands[0]  # type: ignore[attr-defined]
    assert constant_value([(1, scaled, None), (-3, n, None)]) == 6
    assert constant_value([(1, square, None)]) is None  # a product of variables
    assert are_equal(scaled, scaled) is True and are_equal(4, 5) is False
    assert are_equal(square, n) is None
    assert constant_value([(1, n, n)]) is None


@pytest.mark.parametrize(
    ("first", "second", "equivalent", "disjoint"),
    [
        ("[0] [4] [1]", "[0] [4] [1]", True, False),
        ("[0] [4] [1]", "[4] [4] [1]", False, True),
        ("[0] [4] [1]", "[3] [4] [1]", False, False),
        ("[%i] [4] [1]", "[%i] [4] [1]", True, False),
        ("[%i] [4] [1]", "[0] [4] [1]", False, False),
    ],
)
def test_slices_are_equivalent_or_disjoint_when_proven(
    first: str, second: str, equivalent: bool, disjoint: bool
) -> None:
    one, two = _ops(
        "func.func @f(%t: tensor<16xf32>, %i: index) {\n"
        f"  %a = tensor.extract_slice %t{first} : tensor<16xf32> to tensor<4xf32>\n"
        f"  %b = tensor.extract_slice %t{second} : tensor<16xf32> to tensor<4xf32>\n"
        "  return\n}",
        "tensor.extract_slice",
    )
    model = SubsetOpInterface.of(one)
    assert model is not None
    assert model.operates_on_equivalent_subset(one, two) is equivalent
    assert model.operates_on_disjoint_subset(one, two) is disjoint


def test_transfers_access_the_chunk_their_map_gives() -> None:
    (read,) = _ops(
        "func.func @f(%t: tensor<8x8x8xf32>, %i: index) -> vector<4x2xf32> {\n"
        "  %p = arith.constant 0.0 : f32\n"
        "  %v = vector.transfer_read %t[%i, %i, %i], %p "
        "{permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} "
        ": tensor<8x8x8xf32>, vector<4x2xf32>\n  return %v : vector<4x2xf32>\n}",
        "vector.transfer_read",
    )
    model = SubsetOpInterface.of(read)
    assert model is not None
    accessed = model.accessed_slice(read)
    assert accessed is not None
    assert accessed.sizes == [2, 1, 4] and accessed.strides == [1, 1, 1]


EXPECTED = """\
module {
  func.func private @work(tensor<4xf32>) -> tensor<4xf32>
  func.func private @read(tensor<?xf32>)
  func.func @slices(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = arith.subi %c2, %c1 : index
    %1 = arith.addi %0, %c0 : index
    %extracted_slice = tensor.extract_slice %arg0[%c1] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[8] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %2:4 = scf.for %arg6 = %arg2 to %arg3 step %arg4 iter_args(%arg7 = %arg0, %arg8 = %arg1, %arg9 = %extracted_slice, %arg10 = %extracted_slice_0) -> (tensor<?xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>) {
      %5 = func.call @work(%arg9) : (tensor<4xf32>) -> tensor<4xf32>
      %6 = func.call @work(%arg10) : (tensor<4xf32>) -> tensor<4xf32>
      %extracted_slice_2 = tensor.extract_slice %arg8[%arg6] [4] [1] : tensor<?xf32> to tensor<4xf32>
      %7 = func.call @work(%extracted_slice_2) : (tensor<4xf32>) -> tensor<4xf32>
      %inserted_slice_3 = tensor.insert_slice %7 into %arg8[%arg6] [4] [1] : tensor<4xf32> into tensor<?xf32>
      scf.yield %arg7, %inserted_slice_3, %5, %6 : tensor<?xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %inserted_slice = tensor.insert_slice %2#3 into %2#0[8] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %inserted_slice_1 = tensor.insert_slice %2#2 into %inserted_slice[%1] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %3 = scf.for %arg6 = %arg2 to %arg3 step %arg4 iter_args(%arg7 = %arg0) -> (tensor<?xf32>) {
      func.call @read(%arg7) : (tensor<?xf32>) -> ()
      %extracted_slice_2 = tensor.extract_slice %arg7[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
      %5 = func.call @work(%extracted_slice_2) : (tensor<4xf32>) -> tensor<4xf32>
      %inserted_slice_3 = tensor.insert_slice %5 into %arg7[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
      scf.yield %inserted_slice_3 : tensor<?xf32>
    }
    %4 = scf.for %arg6 = %arg2 to %arg3 step %arg4 iter_args(%arg7 = %3) -> (tensor<?xf32>) {
      %extracted_slice_2 = tensor.extract_slice %arg7[0] [%arg5] [1] : tensor<?xf32> to tensor<?xf32>
      %extracted_slice_3 = tensor.extract_slice %arg7[4] [4] [1] : tensor<?xf32> to tensor<4xf32>
      %5 = func.call @work(%extracted_slice_3) : (tensor<4xf32>) -> tensor<4xf32>
      %inserted_slice_4 = tensor.insert_slice %extracted_slice_2 into %arg7[0] [%arg5] [1] : tensor<?xf32> into tensor<?xf32>
      %inserted_slice_5 = tensor.insert_slice %5 into %inserted_slice_4[4] [4] [1] : tensor<4xf32> into tensor<?xf32>
      scf.yield %inserted_slice_5 : tensor<?xf32>
    }
    return %inserted_slice_1, %4 : tensor<?xf32>, tensor<?xf32>
  }
}
"""


def test_matching_pairs_leave_and_the_rest_stays() -> None:
    """The pairs at offsets %c1 and %c2 - %c1 + %c0, and at 8, leave the first loop, the
    extractions before it and the insertions after it; the pair at %iv stays; nothing leaves the loop whose iter_arg
    a call reads, nor the one where two slices may overlap."""
    result = run(SLICES.read_text(), "loop-invariant-subset-hoisting")
    assert result.succeeded
    assert print_op(result.module) == EXPECTED


def test_an_affine_loop_is_left_alone() -> None:
    """`affine.for` gives no loop results (MLIR's does not, and mlir-opt 22 crashes)."""
    source = (
        "func.func @f(%t: tensor<16xf32>) -> tensor<16xf32> {\n"
        "  %r = affine.for %i = 0 to 8 iter_args(%a = %t) -> (tensor<16xf32>) {\n"
        "    %x = tensor.extract_slice %a[0] [4] [1] : tensor<16xf32> to tensor<4xf32>\n"
        "    %y = tensor.insert_slice %x into %a[0] [4] [1] : tensor<4xf32> into tensor<16xf32>\n"
        "    affine.yield %y : tensor<16xf32>\n  }\n  return %r : tensor<16xf32>\n}"
    )
    result = run(source, "loop-invariant-subset-hoisting")
    assert result.succeeded
    assert print_op(result.module) == print_op(parse_source(source, Context()))


@st.composite
def chains(draw: st.DrawFn) -> str:
    """An scf.for (sometimes nesting another) whose iter_args go through random
    extract_slice/insert_slice and transfer pairs at constant, computed, invariant or
    induction-variable offsets, with calls reading values or the whole tensor."""
    offsets = ["0", "4", "8", "%c4", "%k", "%iv", "%n"]
    counter = iter(range(10_000))

    def chain(value: str, iv: str) -> tuple[list[str], str]:
        lines: list[str] = []
        for _ in range(draw(st.integers(1, 3))):
            n = next(counter)
            offset = draw(st.sampled_from(offsets)).replace("%iv", iv)
            kind = draw(st.sampled_from(["slice", "slice", "transfer", "read_whole", "extract"]))
            if kind == "slice":
                lines += [
                    f"%x{n} = tensor.extract_slice {value}[{offset}] [4] [1] "
                    ": tensor<32xf32> to tensor<4xf32>",
                    f"%f{n} = func.call @work(%x{n}) : (tensor<4xf32>) -> tensor<4xf32>",
                    f"%y{n} = tensor.insert_slice %f{n} into {value}[{offset}] [4] [1] "
                    ": tensor<4xf32> into tensor<32xf32>",
                ]
                value = f"%y{n}"
            elif kind == "transfer":
                index = offset if offset.startswith("%") else f"%c{offset}"
                lines += [
                    f"%x{n} = vector.transfer_read {value}[{index}], %pad "
                    ": tensor<32xf32>, vector<4xf32>",
                    f"%y{n} = vector.transfer_write %x{n}, {value}[{index}] "
                    ": vector<4xf32>, tensor<32xf32>",
                ]
                value = f"%y{n}"
            elif kind == "read_whole":
                lines.append(f"func.call @read({value}) : (tensor<32xf32>) -> ()")
            else:
                lines.append(
                    f"%x{n} = tensor.extract_slice {value}[{offset}] [4] [1] "
                    ": tensor<32xf32> to tensor<4xf32>"
                )
        return lines, value

    outer = next(counter)
    body, value = chain(f"%a{outer}", f"%i{outer}")
    if draw(st.booleans()):
        inner = next(counter)
        nested, nested_value = chain(f"%a{inner}", f"%i{inner}")
        body += [
            f"%r{inner} = scf.for %i{inner} = %lb to %ub step %s iter_args(%a{inner} = {value}) "
            "-> (tensor<32xf32>) {",
            *(f"  {line}" for line in nested),
            f"  scf.yield {nested_value} : tensor<32xf32>",
            "}",
        ]
        value = f"%r{inner}"
    return (
        "func.func private @work(tensor<4xf32>) -> tensor<4xf32>\n"
        "func.func private @read(tensor<32xf32>)\n"
        "func.func @f(%t: tensor<32xf32>, %lb: index, %ub: index, %s: index, %n: index) "
        "-> tensor<32xf32> {\n"
        "  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n"
        "  %c8 = arith.constant 8 : index\n  %k = arith.addi %c4, %c4 : index\n"
        "  %pad = arith.constant 0.0 : f32\n"
        f"  %r = scf.for %i{outer} = %lb to %ub step %s iter_args(%a{outer} = %t) "
        "-> (tensor<32xf32>) {\n"
        + "".join(f"    {line}\n" for line in body)
        + f"    scf.yield {value} : tensor<32xf32>\n  }}\n  return %r : tensor<32xf32>\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(chains())
def test_same_result_as_mlir_opt(text: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["--loop-invariant-subset-hoisting"], source, Path(scratch))
