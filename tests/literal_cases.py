"""Number literals of every builtin type, for the differential tests and the IR fuzz
campaign: float literals of each of MLIR 22's float types (decimal ones that round,
overflow, underflow or are negative zeros, and hex ones of every width), integers of
thousands of digits, and the IR that holds them (an attribute, an `arith.constant`, a
dense elements attribute)."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from passgen.runtime.ir.decimal import int_text
from passgen.runtime.ir.float_format import SEMANTICS, float_text, largest_bits

FLOAT_TYPES = (
    "f4E2M1FN f6E2M3FN f6E3M2FN f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ "
    "f8E4M3B11FNUZ f8E3M4 f8E8M0FNU bf16 f16 tf32 f32 f64 f80 f128"
).split()
"""Every builtin float type of MLIR 22."""

_DECIMALS = (
    "0.0 -0.0 1.0 -1.0 1.5 -1.5 0.1 2.5 3.0 5.0 6.0 7.0 0.25 0.26 0.75 100.0 448.0 464.0 "
    "465.0 480.0 57344.0 65504.0 65520.0 1.0e10 -1.0e10 1.0e38 3.0e38 1.0e300 1.0e400 "
    "-1.0e400 1.0e-5 1.0e-10 -1.0e-10 1.0e-39 5.0e-324 1.0e-400 -1.0e-400 "
    "3.4028234663852886e38 1.7976931348623157e308 1.0000001 123456789.123456789"
).split()


def edge_literals(type: str) -> list[str]:
    """Literals at the edges of `type`: fixed decimals, its largest number and the
    numbers just past it, every bit pattern of a type of 8 bits or fewer (a sample of
    the others), too wide and negative hex, a decimal integer."""
    sem = SEMANTICS[type]
    largest = float_text(largest_bits(sem), sem)
    literals = [*_DECIMALS, largest, "-" + largest, _scaled(largest, 1.0625)]
    if sem.width <= 8:
        literals += [f"0x{bits:X}" for bits in range(1 << sem.width)]
    else:
        literals += [f"0x{bits:X}" for bits in _wide_patterns(sem.width)]
    literals += [f"0x{1 << sem.width:X}", "-0x1", "1", "-1"]
    return literals


def _scaled(literal: str, factor: float) -> str:
    value = float(literal) * factor
    return double_literal(value) if math.isfinite(value) else "1.0e309"


def double_literal(value: float) -> str:
    """The shortest text of a finite double, as an MLIR float literal (with a dot)."""
    mantissa, _, exponent = repr(value).partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + (f"e{exponent}" if exponent else "")


def _wide_patterns(width: int) -> list[int]:
    """Bit patterns of a wide type: zeros, ones, infinities and NaNs, subnormals, f80's
    unnormals, and a spread of others."""
    top = (1 << width) - 1
    return sorted(
        {0, 1, top, top >> 1, 1 << (width - 1), (1 << (width - 1)) | 1, top ^ 1}
        | {(0x9E3779B97F4A7C15 * (i + 1)) & top for i in range(24)}
        | {top >> k for k in range(1, 18)}
    )


# -- random literals --------------------------------------------------------------------------

_DIGITS = st.text("0123456789", min_size=1, max_size=25)


@st.composite
def decimal_literals(draw: st.DrawFn) -> str:
    """A decimal float literal as MLIR's lexer reads one: digits, a dot, digits, and maybe
    an exponent; or the shortest text of a random double."""
    if draw(st.booleans()):
        return double_literal(draw(st.floats(allow_nan=False, allow_infinity=False)))
    whole, fraction = draw(_DIGITS), draw(st.text("0123456789", max_size=20))
    exponent = draw(st.none() | st.integers(-420, 420))
    sign = draw(st.sampled_from(["", "-"]))
    return f"{sign}{whole}.{fraction}" + ("" if exponent is None else f"e{exponent:+d}")


@st.composite
def hex_literals(draw: st.DrawFn, type: str) -> str:
    """A hex literal for `type`: usually within its width, sometimes wider or negative."""
    width = SEMANTICS[type].width
    bits = draw(st.integers(0, (1 << (width + draw(st.sampled_from([0, 0, 0, 1, 8])))) - 1))
    return draw(st.sampled_from(["", "", "", "-"])) + f"0x{bits:X}"


@st.composite
def float_literals(draw: st.DrawFn) -> tuple[str, str]:
    """(literal, type) for a random builtin float type."""
    type = draw(st.sampled_from(FLOAT_TYPES))
    literal = draw(
        decimal_literals() | hex_literals(type) | st.sampled_from(edge_literals(type)[:48])
    )
    return literal, type


@st.composite
def huge_integers(draw: st.DrawFn) -> tuple[str, str]:
    """(literal, type): an integer of up to 6,000 digits (or its hex) in a wide type."""
    digits = draw(st.integers(1, 6000))
    width = draw(st.sampled_from([64, 1024, 14000, 20000, 20001, 24000]))
    value = draw(st.integers(0, 9)) + 10 ** (digits - 1) * draw(st.integers(1, 9))
    sign = draw(st.sampled_from(["", "-"]))
    kind = draw(st.sampled_from(["i", "si", "ui"]))
    if draw(st.booleans()):
        return f"0x{value:X}", f"{kind}{width}"
    return sign + int_text(value), f"{kind}{width}"


# -- IR holding them -----------------------------------------------------------------------------


def attribute_op(literal: str, type: str) -> str:
    return f'"test.op"() {{v = {literal} : {type}}} : () -> ()'


def constant_op(literal: str, type: str) -> str:
    return f'%0 = "arith.constant"() <{{value = {literal} : {type}}}> : () -> {type}'


def dense_op(literals: list[str], type: str) -> str:
    shaped = f"tensor<{len(literals)}x{type}>"
    return f'"test.op"() {{v = dense<[{", ".join(literals)}]> : {shaped}}} : () -> ()'


def splat_op(literal: str, type: str) -> str:
    return f'"test.op"() {{v = dense<{literal}> : tensor<2x{type}>}} : () -> ()'


CONTEXTS = (attribute_op, constant_op, splat_op)


def chunks(ops: list[str]) -> str:
    """One `--split-input-file` chunk per op."""
    return "\n// -----\n".join(ops) + "\n"
