"""Random constants for the differential fold tests (hypothesis draws): float bit patterns
of f16, bf16, f32, f64 (with their special values) and of the small formats, integer
literals, and scalar, splat or non-splat `arith.constant`s of them."""

from __future__ import annotations

from hypothesis import strategies as st

from passgen.runtime.ir.float_format import SEMANTICS

FLOAT_WIDTHS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
# The small formats of 8 bits or fewer (f8E8M0FNU is not folded): random patterns are all of them.
SMALL_FLOATS = {
    name: SEMANTICS[name].width
    for name in "f4E2M1FN f6E2M3FN f6E3M2FN f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ "
    "f8E4M3B11FNUZ f8E3M4".split()
}


def special_bits(width: int, exponent_bits: int) -> list[int]:
    """Zeros, ones, infinities, NaNs (quiet, signaling, with payloads, negative), the
    smallest subnormal and the largest finite value of a format."""
    fraction_bits = width - 1 - exponent_bits
    sign, exponent_mask = 1 << (width - 1), ((1 << exponent_bits) - 1) << fraction_bits
    one = ((1 << (exponent_bits - 1)) - 1) << fraction_bits
    quiet = 1 << (fraction_bits - 1)
    patterns = [
        0,
        one,
        exponent_mask,
        exponent_mask | quiet,
        exponent_mask | quiet | 5,
        exponent_mask | 1,
        1,
        exponent_mask - 1,
        one + 1,
        one + (1 << fraction_bits),
    ]
    return patterns + [p | sign for p in patterns]


EXPONENT_BITS = {"f16": 5, "bf16": 8, "f32": 8, "f64": 11}


def float_literal(draw: st.DrawFn, type: str) -> str:
    if type in SMALL_FLOATS:
        return f"0x{draw(st.integers(0, (1 << SMALL_FLOATS[type]) - 1)):X}"
    width = FLOAT_WIDTHS[type]
    bits = draw(
        st.one_of(
            st.sampled_from(special_bits(width, EXPONENT_BITS[type])),
            st.integers(0, (1 << width) - 1),
        )
    )
    return f"0x{bits:0{width // 4}X}"


def shaped(lanes: int | None, element: str) -> str:
    return element if lanes is None else f"vector<{lanes}x{element}>"


def constant(draw: st.DrawFn, lanes: int | None, element: str, literal) -> str:  # type: ignore[no-untyped-def]
    """A scalar, splat or non-splat constant of `element` (or a vector of them)."""
    if lanes is None:
        return f"arith.constant {literal()} : {element}"
    if draw(st.booleans()):
        return f"arith.constant dense<{literal()}> : {shaped(lanes, element)}"
    return f"arith.constant dense<[{', '.join(literal() for _ in range(lanes))}]> : {shaped(lanes, element)}"


INT_LITERALS = [0, 1, -1, 2, 3, 7, 8, 31, 127, -128, 255, 100, -7, 32767, -32768]
