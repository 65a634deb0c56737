"""`arith`'s canonicalization patterns on vectors and tensors (MLIR's
`ArithCanonicalization.td` constrains element widths, `getScalarOrElementWidth`, not scalar
ones) and folders' splats of any shape (`getZeroAttr`, `getBoolAttribute`):
`trunci(ext(x)) -> ext(x)` on a vector and `x ^ x`, `cmpi x, x` on dynamic and unranked
tensors, written out, and each pattern's shaped form against mlir-opt 22."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


def test_a_truncation_of_a_vector_extension_is_a_narrower_extension() -> None:
    out = canonicalized(
        "func.func @f(%x: vector<4xi1>) -> vector<4xi2> {\n"
        "  %0 = arith.extui %x : vector<4xi1> to vector<4xi8>\n"
        "  %1 = arith.trunci %0 : vector<4xi8> to vector<4xi2>\n"
        "  return %1 : vector<4xi2>\n}\n"
    )
    assert out == (
        "module {\n  func.func @f(%arg0: vector<4xi1>) -> vector<4xi2> {\n"
        "    %0 = arith.extui %arg0 : vector<4xi1> to vector<4xi2>\n"
        "    return %0 : vector<4xi2>\n  }\n}\n\n"
    )


def test_an_extension_of_i0_is_not_narrowed() -> None:
    out = canonicalized(
        "func.func @f(%x: i0) -> i4 {\n  %0 = arith.extui %x : i0 to i8\n"
        "  %1 = arith.trunci %0 : i8 to i4\n  return %1 : i4\n}\n"
    )
    assert "arith.trunci %0 : i8 to i4" in out


def test_self_folds_give_splats_of_dynamic_shapes() -> None:
    """`x ^ x` is `getZeroAttr` (a vector or ranked tensor, static or not: not unranked);
    `cmpi x, x` is `getBoolAttribute` (any shaped type); `x - x` keeps static shapes."""
    out = canonicalized(
        "func.func @f(%x: tensor<?xi32>, %u: tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>,"
        " tensor<*xi1>, tensor<?xi32>) {\n"
        "  %0 = arith.xori %x, %x : tensor<?xi32>\n  %1 = arith.xori %u, %u : tensor<*xi32>\n"
        "  %2 = arith.cmpi sle, %u, %u : tensor<*xi32>\n  %3 = arith.subi %x, %x : tensor<?xi32>\n"
        "  return %0, %1, %2, %3 : tensor<?xi32>, tensor<*xi32>, tensor<*xi1>, tensor<?xi32>\n}\n"
    )
    assert out == (
        "module {\n  func.func @f(%arg0: tensor<?xi32>, %arg1: tensor<*xi32>) -> "
        "(tensor<?xi32>, tensor<*xi32>, tensor<*xi1>, tensor<?xi32>) {\n"
        "    %cst = arith.constant dense<true> : tensor<*xi1>\n"
        "    %cst_0 = arith.constant dense<0> : tensor<?xi32>\n"
        "    %0 = arith.xori %arg1, %arg1 : tensor<*xi32>\n"
        "    %1 = arith.subi %arg0, %arg0 : tensor<?xi32>\n"
        "    return %cst_0, %0, %cst, %1 : tensor<?xi32>, tensor<*xi32>, tensor<*xi1>, "
        "tensor<?xi32>\n  }\n}\n\n"
    )


SHAPED = [
    "func.func @f(%x: tensor<?x4xi8>, %v: vector<[4]xi16>) -> (tensor<?x4xi1>, tensor<?x4xi8>,"
    " vector<[4]xi1>, vector<[4]xi16>) {\n"
    "  %0 = arith.cmpi ult, %x, %x : tensor<?x4xi8>\n  %1 = arith.xori %x, %x : tensor<?x4xi8>\n"
    "  %2 = arith.cmpi eq, %v, %v : vector<[4]xi16>\n  %3 = arith.xori %v, %v : vector<[4]xi16>\n"
    "  return %0, %1, %2, %3 : tensor<?x4xi1>, tensor<?x4xi8>, vector<[4]xi1>, vector<[4]xi16>\n"
    "}\n",
    "func.func @f(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi1> {\n"
    "  %t = arith.constant dense<true> : vector<2xi1>\n"
    "  %c = arith.cmpi slt, %a, %b : vector<2xi8>\n  %r = arith.xori %c, %t : vector<2xi1>\n"
    "  return %r : vector<2xi1>\n}\n",
    "func.func @f(%p: vector<2xi1>, %a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {\n"
    "  %t = arith.constant dense<true> : vector<2xi1>\n  %n = arith.xori %p, %t : vector<2xi1>\n"
    "  %r = arith.select %n, %a, %b : vector<2xi1>, vector<2xi8>\n  return %r : vector<2xi8>\n}\n",
    "func.func @f(%p: tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi8>) {\n"
    "  %t = arith.constant dense<true> : tensor<2xi1>\n"
    "  %f = arith.constant dense<false> : tensor<2xi1>\n"
    "  %s = arith.select %p, %f, %t : tensor<2xi1>, tensor<2xi1>\n"
    "  %o = arith.constant dense<1> : tensor<2xi8>\n  %z = arith.constant dense<0> : tensor<2xi8>\n"
    "  %e = arith.select %p, %o, %z : tensor<2xi1>, tensor<2xi8>\n"
    "  return %s, %e : tensor<2xi1>, tensor<2xi8>\n}\n",
    "func.func @f(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {\n"
    "  %c1 = arith.constant dense<1> : vector<2xi8>\n  %c2 = arith.constant dense<[2, 3]> : vector<2xi8>\n"
    "  %a = arith.addi %x, %c1 : vector<2xi8>\n  %b = arith.addi %a, %c1 : vector<2xi8>\n"
    "  %s = arith.subi %c1, %x : vector<2xi8>\n  %t = arith.subi %s, %c2 : vector<2xi8>\n"
    "  %m = arith.muli %x, %c2 : vector<2xi8>\n  %n = arith.muli %m, %c2 : vector<2xi8>\n"
    "  return %b, %t, %n : vector<2xi8>, vector<2xi8>, vector<2xi8>\n}\n",
    "func.func @f(%x: vector<2xi64>) -> vector<2xi32> {\n"
    "  %c = arith.constant dense<32> : vector<2xi64>\n  %s = arith.shrsi %x, %c : vector<2xi64>\n"
    "  %t = arith.trunci %s : vector<2xi64> to vector<2xi32>\n  return %t : vector<2xi32>\n}\n",
    "func.func @f(%x: vector<2xi8>) -> (vector<2xindex>, vector<2xi4>) {\n"
    "  %e = arith.extsi %x : vector<2xi8> to vector<2xi16>\n"
    "  %i = arith.index_cast %e : vector<2xi16> to vector<2xindex>\n"
    "  %u = arith.extui %x : vector<2xi8> to vector<2xi16>\n"
    "  %t = arith.trunci %u : vector<2xi16> to vector<2xi4>\n"
    "  return %i, %t : vector<2xindex>, vector<2xi4>\n}\n",
    "func.func @f(%a: vector<2xi8>, %b: vector<2xi8>) -> (vector<2xi1>, vector<2xi32>) {\n"
    "  %x = arith.extsi %a : vector<2xi8> to vector<2xi32>\n"
    "  %y = arith.extsi %b : vector<2xi8> to vector<2xi32>\n"
    "  %r = arith.cmpi eq, %x, %y : vector<2xi32>\n  %s = arith.andi %x, %y : vector<2xi32>\n"
    "  return %r, %s : vector<2xi1>, vector<2xi32>\n}\n",
    "func.func @f(%x: vector<2xi32>) -> (vector<2xi1>, vector<2xi32>, vector<2xi32>) {\n"
    "  %c = arith.constant dense<0.0> : vector<2xf64>\n"
    "  %f = arith.uitofp %x : vector<2xi32> to vector<2xf64>\n"
    "  %r = arith.cmpf ole, %f, %c : vector<2xf64>\n  %o = arith.constant dense<1> : vector<2xi32>\n"
    "  %l, %h = arith.mulsi_extended %x, %o : vector<2xi32>\n"
    "  return %r, %l, %h : vector<2xi1>, vector<2xi32>, vector<2xi32>\n}\n",
]


@requires_mlir_opt
@pytest.mark.parametrize("source", SHAPED)
def test_shaped_patterns_canonicalize_as_with_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
