"""The `complex` dialect's folders, canonicalization patterns and constant materializer
(MLIR's `ComplexOps.cpp`, `ComplexDialect::materializeConstant`): their outputs written out,
edge cases and random programs of complex ops against mlir-opt 22, byte for byte."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


def _function(arguments: str, results: str, body: str, returned: str) -> str:
    return (
        f"func.func @f({arguments}) -> ({results}) {{\n{body}\n"
        f"  return {returned} : {results}\n}}\n"
    )


C = "complex<f32>"
FOLDS = _function(
    f"%a: {C}, %b: {C}",
    f"{C}, {C}, {C}, {C}, f32",
    f"""  %zero = complex.constant [0.0 : f32, -0.0 : f32] : {C}
  %one = complex.constant [1.0 : f32, 0.0 : f32] : {C}
  %0 = complex.sub %a, %b : {C}
  %1 = complex.add %0, %b : {C}
  %2 = complex.add %1, %zero : {C}
  %3 = complex.mul %2, %one : {C}
  %4 = complex.conj %3 : {C}
  %5 = complex.conj %4 : {C}
  %6 = complex.log %b : {C}
  %7 = complex.exp %6 : {C}
  %8 = complex.re %a : {C}
  %9 = complex.im %a : {C}
  %10 = complex.create %8, %9 : {C}
  %11 = complex.re %one : {C}""",
    "%5, %7, %10, %one, %11",
)


def test_folds_cancel_inverse_ops_identities_and_read_constant_parts() -> None:
    assert canonicalized(FOLDS) == (
        "module {\n"
        f"  func.func @f(%arg0: {C}, %arg1: {C}) -> ({C}, {C}, {C}, {C}, f32) {{\n"
        f"    %cst = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : {C}\n"
        "    %cst_0 = arith.constant 1.000000e+00 : f32\n"
        f"    return %arg0, %arg1, %arg0, %cst, %cst_0 : {C}, {C}, {C}, {C}, f32\n"
        "  }\n}\n\n"
    )


PATTERNS = _function(
    f"%x: f32, %y: f32, %c: {C}, %d: f64",
    f"f32, f32, {C}, f64, i64",
    f"""  %create = complex.create %x, %y : {C}
  %neg = complex.neg %create : {C}
  %re = complex.re %neg : {C}
  %im = complex.im %neg : {C}
  %0 = complex.bitcast %c : {C} to i64
  %1 = complex.bitcast %0 : i64 to {C}
  %2 = arith.bitcast %0 : i64 to f64
  %3 = complex.bitcast %d : f64 to {C}
  %4 = complex.bitcast %3 : {C} to i64""",
    "%re, %im, %1, %2, %4",
)


def test_patterns_negate_parts_and_merge_bitcast_chains() -> None:
    assert canonicalized(PATTERNS) == (
        "module {\n"
        f"  func.func @f(%arg0: f32, %arg1: f32, %arg2: {C}, %arg3: f64) -> "
        f"(f32, f32, {C}, f64, i64) {{\n"
        "    %0 = arith.negf %arg0 : f32\n"
        "    %1 = arith.negf %arg1 : f32\n"
        f"    %2 = complex.bitcast %arg2 : {C} to f64\n"
        "    %3 = arith.bitcast %arg3 : f64 to i64\n"
        f"    return %0, %1, %arg2, %2, %3 : f32, f32, {C}, f64, i64\n"
        "  }\n}\n\n"
    )


def _binary_with_constant(op: str, type: str, real: str, imag: str) -> str:
    complex_type = f"complex<{type}>"
    return _function(
        f"%a: {complex_type}",
        complex_type,
        f"  %k = complex.constant [{real} : {type}, {imag} : {type}] : {complex_type}\n"
        f"  %r = complex.{op} %a, %k : {complex_type}",
        "%r",
    )


EDGE_CASES = [
    _binary_with_constant(op, type, real, imag)
    for op in ("add", "sub", "mul", "div")
    for type in ("f16", "bf16", "f80")
    for real, imag in (("0.0", "0.0"), ("-0.0", "-0.0"), ("1.0", "-0.0"), ("1.0", "1.0"))
] + [
    _function(
        f"%a: {C}, %b: {C}",
        f"{C}, {C}",
        f"  %0 = complex.add %a, %b : {C}\n  %1 = complex.sub %0, %a : {C}\n"
        f"  %2 = complex.sub %b, %a : {C}\n  %3 = complex.add %2, %a : {C}",
        "%1, %3",
    ),
    _function(
        "%x: f64",
        "f64, f64",
        "  %c = complex.create %x, %x : complex<f64>\n  %n = complex.neg %c : complex<f64>\n"
        "  %r = complex.re %n : complex<f64>\n  %i = complex.im %n : complex<f64>",
        "%r, %i",
    ),
]


@requires_mlir_opt
@pytest.mark.parametrize("source", EDGE_CASES)
def test_zero_and_one_constants_of_each_sign_and_type_fold_as_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout


UNARY = ("neg", "conj", "exp", "log")
BINARY = ("add", "sub", "mul", "div")
PARTS = ("0.0", "-0.0", "1.0", "2.5")


@st.composite
def complex_functions(draw: st.DrawFn) -> str:
    """A function of complex ops on constants, `create`s and the argument `%a`, returning
    its last complex values and the parts it read."""
    values, floats, lines = ["%a"], ["%x"], []
    for index in range(draw(st.integers(2, 10))):
        name = f"%v{index}"
        kind = draw(st.sampled_from(["constant", "create", "unary", "binary", "part"]))
        operand = st.sampled_from(values)
        if kind == "constant":
            real, imag = draw(st.sampled_from(PARTS)), draw(st.sampled_from(PARTS))
            lines.append(f"  {name} = complex.constant [{real} : f32, {imag} : f32] : {C}")
        elif kind == "create":
            re, im = draw(st.sampled_from(floats)), draw(st.sampled_from(floats))
            lines.append(f"  {name} = complex.create {re}, {im} : {C}")
        elif kind == "unary":
            lines.append(f"  {name} = complex.{draw(st.sampled_from(UNARY))} {draw(operand)} : {C}")
        elif kind == "binary":
            op = draw(st.sampled_from(BINARY))
            lines.append(f"  {name} = complex.{op} {draw(operand)}, {draw(operand)} : {C}")
        else:
            part = draw(st.sampled_from(["re", "im"]))
            lines.append(f"  {name} = complex.{part} {draw(operand)} : {C}")
            floats.append(name)
            continue
        values.append(name)
    returned = values[-2:] + floats[-2:]
    types = [C] * len(values[-2:]) + ["f32"] * len(floats[-2:])
    return _function(f"%a: {C}, %x: f32", ", ".join(types), "\n".join(lines), ", ".join(returned))


@requires_mlir_opt
@settings(max_examples=examples(100))
@given(source=complex_functions())
def test_random_complex_programs_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
