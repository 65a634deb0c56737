"""The `math` dialect's constant folders (MLIR's `MathOps.cpp`): the upstream lit test
canonicalizes as with mlir-opt 22, byte for byte, and passes its FileCheck; random math ops
on random float constants (f16, bf16, f32, f64: subnormals, infinities, signed zeros, NaNs)
and integer constants, as scalars, splats and elements, canonicalize alike."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples
from random_constants import INT_LITERALS, constant, float_literal, shaped

FLOAT_UNARY = (
    "absf ceil floor roundeven round trunc sqrt exp exp2 expm1 log log2 log10 log1p sin cos "
    "tan tanh sinh cosh asin acos atan asinh acosh atanh erf erfc"
).split()
FLOAT_BINARY = ["copysign", "powf", "atan2"]
FLOAT_CLASSES = ["isnan", "isinf", "isfinite", "isnormal"]
INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


def test_f16_folds_only_what_apfloat_computes() -> None:
    out = canonicalized(
        "func.func @f() -> (f16, f16) {\n  %0 = arith.constant -2.5 : f16\n"
        "  %1 = math.floor %0 : f16\n  %2 = math.exp %0 : f16\n"
        "  return %1, %2 : f16, f16\n}\n"
    )
    assert "arith.constant -3.000000e+00 : f16" in out and "math.exp %" in out


def test_logarithms_of_negative_values_stay() -> None:
    out = canonicalized(
        "func.func @f() -> (f32, f64) {\n  %0 = arith.constant -0.0 : f32\n"
        "  %1 = math.log %0 : f32\n  %2 = arith.constant 4.0 : f64\n"
        "  %3 = math.sqrt %2 : f64\n  return %1, %3 : f32, f64\n}\n"
    )
    assert "math.log %" in out and "arith.constant 2.000000e+00 : f64" in out


def _float_line(draw: st.DrawFn, name: str, values: list[str], type: str, flag: str) -> str:
    kind = draw(st.sampled_from(["unary", "unary", "binary", "class"]))
    operand = st.sampled_from(values)
    if kind == "unary":
        return f"  {name} = math.{draw(st.sampled_from(FLOAT_UNARY))} {draw(operand)} : {type}"
    if kind == "binary":
        op = draw(st.sampled_from(FLOAT_BINARY))
        return f"  {name} = math.{op} {draw(operand)}, {draw(operand)} : {type}"
    op = draw(st.sampled_from(FLOAT_CLASSES))
    return f"  {name} = math.{op} {draw(operand)} : {type}\n  {name}.f = arith.uitofp {name} : {flag} to {type}"


@st.composite
def float_functions(draw: st.DrawFn) -> str:
    """Math ops on float constants, returning the last values."""
    element = draw(st.sampled_from(["f16", "bf16", "f32", "f32", "f64", "f64"]))
    lanes = draw(st.sampled_from([None, None, 3]))
    type, flag = shaped(lanes, element), shaped(lanes, "i1")
    lines = [
        f"  %c{n} = {constant(draw, lanes, element, lambda: float_literal(draw, element))}"
        for n in range(draw(st.integers(1, 3)))
    ]
    values = [f"%c{n}" for n in range(len(lines))]
    for index in range(draw(st.integers(1, 6))):
        line = _float_line(draw, f"%v{index}", values, type, flag)
        lines.append(line)
        values.append(f"%v{index}.f" if ".f = " in line else f"%v{index}")
    results = values[-3:]
    types = ", ".join([type] * len(results))
    body = "\n".join(lines)
    return f"func.func @f() -> ({types}) {{\n{body}\n  return {', '.join(results)} : {types}\n}}\n"


@st.composite
def integer_functions(draw: st.DrawFn) -> str:
    """`absi`, `ctlz`, `cttz`, `ctpop` and `ipowi` on integer constants."""
    element = draw(st.sampled_from(["i1", "i8", "i16", "i32", "i64"]))
    width = int(element[1:])
    lanes = draw(st.sampled_from([None, 3]))
    type = shaped(lanes, element)
    extremes = INT_LITERALS + [-(2**63), 2**63 - 1]

    def literal() -> str:
        return str(draw(st.sampled_from(extremes)) % (1 << width))

    lines = [f"  %c{n} = {constant(draw, lanes, element, literal)}" for n in range(2)]
    values = ["%c0", "%c1"]
    for index in range(draw(st.integers(1, 5))):
        operand = st.sampled_from(values)
        if draw(st.booleans()):
            op = draw(st.sampled_from(INT_UNARY))
            lines.append(f"  %v{index} = math.{op} {draw(operand)} : {type}")
        else:
            lines.append(f"  %v{index} = math.ipowi {draw(operand)}, {draw(operand)} : {type}")
        values.append(f"%v{index}")
    results = values[-3:]
    types = ", ".join([type] * len(results))
    body = "\n".join(lines)
    return f"func.func @f() -> ({types}) {{\n{body}\n  return {', '.join(results)} : {types}\n}}\n"


def assert_canonicalizes_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout


@requires_mlir_opt
@settings(max_examples=examples(150))
@given(source=float_functions())
def test_random_float_math_folds_like_mlir_opt(source: str) -> None:
    assert_canonicalizes_like_mlir_opt(source)


@requires_mlir_opt
@settings(max_examples=examples(80))
@given(source=integer_functions())
def test_random_integer_math_folds_like_mlir_opt(source: str) -> None:
    assert_canonicalizes_like_mlir_opt(source)
