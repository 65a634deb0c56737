"""`ub.poison` through canonicalize (MLIR's `CommonFolders.h` poison, `SelectOp::fold`,
`BitcastOp::fold`, the `ub` dialect's folder and materializer): what the folders of arith
and math make of poison operands, written out, and the same inputs against mlir-opt 22."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

BINARY_INT = (
    "addi subi muli divui divsi ceildivui ceildivsi floordivsi remui remsi andi ori xori "
    "shli shrui shrsi maxsi maxui minsi minui"
).split()
BINARY_FLOAT = "addf subf mulf divf remf maximumf maxnumf minimumf minnumf".split()
CASTS = [
    ("extsi", "i32", "i64"),
    ("extui", "i32", "i64"),
    ("trunci", "i64", "i32"),
    ("extf", "f32", "f64"),
    ("truncf", "f64", "f32"),
    ("sitofp", "i32", "f32"),
    ("uitofp", "i32", "f32"),
    ("fptosi", "f32", "i32"),
    ("fptoui", "f32", "i32"),
    ("index_cast", "i32", "index"),
    ("index_castui", "i32", "index"),
    ("bitcast", "i32", "f32"),
    ("bitcast", "vector<2xi32>", "vector<2xf32>"),
]
MATH = "absf ceil sqrt exp log sin tanh erf".split()


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


def _binary(op: str, type: str, poison_lhs: bool) -> str:
    operands = "%p, %x" if poison_lhs else "%x, %p"
    return (
        f"func.func @f(%x: {type}) -> {type} {{\n  %p = ub.poison : {type}\n"
        f"  %r = arith.{op} {operands} : {type}\n  return %r : {type}\n}}\n"
    )


def _cast(op: str, source: str, result: str) -> str:
    return (
        f"func.func @f() -> {result} {{\n  %p = ub.poison : {source}\n"
        f"  %r = arith.{op} %p : {source} to {result}\n  return %r : {result}\n}}\n"
    )


def _math(op: str) -> str:
    return (
        "func.func @f() -> f32 {\n  %p = ub.poison : f32\n"
        f"  %r = math.{op} %p : f32\n  return %r : f32\n}}\n"
    )


FOLDS_TO_POISON = (
    "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %0 = ub.poison : i32\n"
    "    return %0 : i32\n  }\n}\n\n"
)


@pytest.mark.parametrize("op", ["addi", "muli", "divsi", "floordivsi", "maxui"])
def test_integer_ops_propagate_a_poison_operand(op: str) -> None:
    assert canonicalized(_binary(op, "i32", poison_lhs=False)) == FOLDS_TO_POISON


def test_shifts_do_not_fold_poison_for_want_of_a_computed_element() -> None:
    out = canonicalized(_binary("shli", "i32", poison_lhs=True))
    assert "    %1 = arith.shli %0, %arg0 : i32\n" in out


def test_select_takes_the_operand_beside_a_poison_and_cmpi_moves_it_right() -> None:
    out = canonicalized(
        "func.func @f(%c: i1, %x: i32) -> (i32, i32, i1) {\n  %p = ub.poison : i32\n"
        "  %a = arith.select %c, %p, %x : i32\n  %b = arith.select %c, %x, %p : i32\n"
        "  %d = arith.cmpi slt, %p, %x : i32\n  return %a, %b, %d : i32, i32, i1\n}\n"
    )
    assert out == (
        "module {\n  func.func @f(%arg0: i1, %arg1: i32) -> (i32, i32, i1) {\n"
        "    %0 = ub.poison : i32\n    %1 = arith.cmpi sgt, %arg1, %0 : i32\n"
        "    return %arg1, %arg1, %1 : i32, i32, i1\n  }\n}\n\n"
    )


def test_a_bitcast_of_poison_folds_to_a_scalar_only() -> None:
    assert "ub.poison : f32\n    return %0 : f32" in canonicalized(_cast("bitcast", "i32", "f32"))
    vector = canonicalized(_cast("bitcast", "vector<2xi32>", "vector<2xf32>"))
    assert "arith.bitcast %0 : vector<2xi32> to vector<2xf32>" in vector


def test_math_folds_poison_on_types_it_does_not_compute() -> None:
    out = canonicalized(
        "func.func @f() -> f16 {\n  %p = ub.poison : f16\n  %r = math.sin %p : f16\n"
        "  return %r : f16\n}\n"
    )
    assert "math.sin" not in out and "%0 = ub.poison : f16\n    return %0 : f16" in out


INPUTS = [
    *(_binary(op, "i32", side) for op in BINARY_INT for side in (True, False)),
    *(_binary(op, "f32", side) for op in BINARY_FLOAT for side in (True, False)),
    *(_cast(*cast) for cast in CASTS),
    *(_math(op) for op in MATH),
    _binary("addi", "vector<4xi32>", True),
    "func.func @f(%x: i32) -> (i32, i32, i1) {\n  %p = ub.poison : i32\n"
    "  %l, %h = arith.mului_extended %p, %x : i32\n  %c = arith.cmpi eq, %x, %p : i32\n"
    "  return %l, %h, %c : i32, i32, i1\n}\n",
    "func.func @f(%c: i1, %x: index) -> (i32, index, i1) {\n  %p = ub.poison : i32\n"
    "  %t = arith.constant true\n  %s = arith.select %t, %p, %p : i32\n"
    "  %q = ub.poison : index\n  %a = index.add %q, %x\n  %one = index.constant 1\n"
    "  %b = index.cmp slt(%q, %one)\n  return %s, %a, %b : i32, index, i1\n}\n",
]


@requires_mlir_opt
@pytest.mark.parametrize("source", INPUTS)
def test_poison_canonicalizes_as_with_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
