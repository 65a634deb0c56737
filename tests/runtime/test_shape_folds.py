"""The `shape` dialect's folders and constant materializer (MLIR's `Shape.cpp`,
`ShapeDialect::materializeConstant`): their outputs written out, and edge cases of the
size arithmetic against mlir-opt 22, byte for byte."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


RESULTS = (
    "tensor<2xindex>, !shape.size, index, index, !shape.shape, !shape.witness, i1, "
    "!shape.size, index"
)
FOLDS = f"""func.func @f(%x: tensor<2x3xf32>, %s: !shape.size, %i: index) -> ({RESULTS}) {{
  %0 = shape.shape_of %x : tensor<2x3xf32> -> tensor<2xindex>
  %c2 = shape.const_size 2
  %c3 = shape.const_size 3
  %1 = shape.mul %c2, %c3 : !shape.size, !shape.size -> !shape.size
  %2 = shape.num_elements %0 : tensor<2xindex> -> index
  %c-7 = arith.constant -7 : index
  %c2i = arith.constant 2 : index
  %3 = shape.div %c-7, %c2i : index, index -> index
  %4 = shape.from_extents %c2, %c3 : !shape.size, !shape.size
  %5 = shape.cstr_eq %4, %4 : !shape.shape, !shape.shape
  %6 = shape.shape_eq %0, %0 : tensor<2xindex>, tensor<2xindex>
  %7 = shape.max %s, %s : !shape.size, !shape.size -> !shape.size
  %8 = shape.size_to_index %i : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : {RESULTS}
}}
"""


def test_folds_compute_shapes_sizes_and_witnesses_of_constants() -> None:
    assert canonicalized(FOLDS) == (
        "module {\n"
        "  func.func @f(%arg0: tensor<2x3xf32>, %arg1: !shape.size, %arg2: index) -> "
        f"({RESULTS}) {{\n"
        "    %0 = shape.const_shape [2, 3] : tensor<2xindex>\n"
        "    %c6 = shape.const_size 6\n"
        "    %c6_0 = arith.constant 6 : index\n"
        "    %c-4 = arith.constant -4 : index\n"
        "    %1 = shape.const_shape [2, 3] : !shape.shape\n"
        "    %2 = shape.const_witness true\n"
        "    %true = arith.constant true\n"
        f"    return %0, %c6, %c6_0, %c-4, %1, %2, %true, %arg1, %arg2 : {RESULTS}\n"
        "  }\n}\n\n"
    )


def _binary(op: str, lhs: str, rhs: str) -> str:
    return (
        "func.func @f() -> index {\n"
        f"  %a = arith.constant {lhs} : index\n  %b = arith.constant {rhs} : index\n"
        f"  %r = shape.{op} %a, %b : index, index -> index\n  return %r : index\n}}\n"
    )


def _extent(shape: str, dim: str) -> str:
    return (
        "func.func @f() -> (!shape.size, !shape.size, !shape.size) {\n"
        f"  %s = shape.const_shape {shape} : !shape.shape\n"
        f"  %d = shape.const_size {dim}\n"
        "  %e = shape.get_extent %s, %d : !shape.shape, !shape.size -> !shape.size\n"
        "  %r = shape.rank %s : !shape.shape -> !shape.size\n"
        "  %n = shape.num_elements %s : !shape.shape -> !shape.size\n"
        "  return %e, %r, %n : !shape.size, !shape.size, !shape.size\n}\n"
    )


EDGE_CASES = [
    _binary(op, lhs, rhs)
    for op in ("add", "mul", "div")
    for lhs, rhs in (("0", "0"), ("-7", "2"), ("7", "-2"), ("-8", "2"), ("5", "0"))
] + [
    _extent(shape, dim)
    for shape in ("[]", "[4, 5, 6]", "[1, -9223372036854775808]")
    for dim in ("0", "2", "3")
]


@requires_mlir_opt
@pytest.mark.parametrize("source", EDGE_CASES)
def test_size_arithmetic_and_extents_fold_as_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
