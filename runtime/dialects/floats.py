"""IEEE float arithmetic on bit patterns (what MLIR's folders do with LLVM's `APFloat`):
each result is the exact result rounded once into the type (to nearest, ties to even),
with APFloat's NaN propagation (the NaN operand, quieted, the left one first), its
default NaN for invalid operations, and IEEE signed zeros.

The small formats follow APFloat too: without infinities an overflow is the NaN (the
largest number where there is no NaN either), FNUZ formats have one NaN and no -0 (a
zero result is +0, negating a zero or the NaN changes nothing). Formats without a sign
bit (f8E8M0FNU) are not computed on (`elements.float_semantics`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from ..ir.float_format import (
    IEEE,
    NAN_NEGATIVE_ZERO,
    FloatSemantics,
    infinity_bits,
    is_infinity_bits,
    is_nan_bits,
    nan_bits,
    to_bits,
)

FloatMath = Callable[[int, int, FloatSemantics], int]
"""`(lhs bits, rhs bits, semantics) -> result bits`."""

# `APFloat::compare` results.
LESS, EQUAL, GREATER, UNORDERED = "lt", "eq", "gt", "un"


def sign_bit(sem: FloatSemantics) -> int:
    return sem.sign_bit


def is_negative(bits: int, sem: FloatSemantics) -> bool:
    return bool(bits & sem.sign_bit)


def _exponent_field(bits: int, sem: FloatSemantics) -> int:
    return (bits >> sem.fraction_bits) & sem.max_exponent_field


def _fraction(bits: int, sem: FloatSemantics) -> int:
    return bits & ((1 << sem.fraction_bits) - 1)


def is_nan(bits: int, sem: FloatSemantics) -> bool:
    return is_nan_bits(bits, sem)


def is_inf(bits: int, sem: FloatSemantics) -> bool:
    return is_infinity_bits(bits, sem)


def is_zero(bits: int, sem: FloatSemantics) -> bool:
    return bits & ~sem.sign_bit == 0 and not is_nan_bits(bits, sem)


def _quiet_bit(sem: FloatSemantics) -> int:
    """IEEE formats' quiet bit (the others have no signaling NaN)."""
    return 1 << (sem.precision - 2) if sem.nonfinite == IEEE else 0


def is_signaling(bits: int, sem: FloatSemantics) -> bool:
    return sem.nonfinite == IEEE and is_nan(bits, sem) and not bits & _quiet_bit(sem)


def quiet(bits: int, sem: FloatSemantics) -> int:
    """A NaN with its quiet bit set (`APFloat::makeQuiet`)."""
    return bits | _quiet_bit(sem) if is_nan(bits, sem) else bits


def default_nan(sem: FloatSemantics) -> int:
    """The NaN of an invalid operation (`APFloat::makeNaN`): positive and quiet."""
    return nan_bits(sem)


def infinity(negative: bool, sem: FloatSemantics) -> int:
    """An infinity (`APFloat::makeInf`: the NaN in a format without infinities)."""
    return infinity_bits(sem, negative) if sem.nonfinite == IEEE else nan_bits(sem, negative)


def value(bits: int, sem: FloatSemantics) -> Fraction:
    """The exact value of a finite float."""
    field = _exponent_field(bits, sem)
    fraction = _fraction(bits, sem)
    p = sem.precision
    if field == 0:
        magnitude = Fraction(fraction) * Fraction(2) ** (1 - sem.bias - (p - 1))
    else:
        significand = fraction if sem.explicit_integer_bit else fraction | (1 << (p - 1))
        magnitude = Fraction(significand) * Fraction(2) ** (field - sem.bias - (p - 1))
    return -magnitude if is_negative(bits, sem) else magnitude


def _rounded(exact: Fraction, zero_negative: bool, sem: FloatSemantics) -> int:
    """`exact` rounded into `sem`; an exact zero gets the sign IEEE gives it (none in
    FNUZ formats)."""
    if exact == 0:
        return sem.sign_bit if zero_negative and sem.nonfinite != NAN_NEGATIVE_ZERO else 0
    return to_bits(exact, sem)


def _propagate_nan(lhs: int, rhs: int, sem: FloatSemantics) -> int | None:
    """The quieted NaN operand (the left one first), or None when neither is a NaN."""
    for bits in (lhs, rhs):
        if is_nan(bits, sem):
            return quiet(bits, sem)
    return None


def add(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    nan = _propagate_nan(lhs, rhs, sem)
    if nan is not None:
        return nan
    if is_inf(lhs, sem) or is_inf(rhs, sem):
        if is_inf(lhs, sem) and is_inf(rhs, sem) and is_negative(lhs, sem) != is_negative(rhs, sem):
            return default_nan(sem)
        return lhs if is_inf(lhs, sem) else rhs
    both_negative = is_negative(lhs, sem) and is_negative(rhs, sem)
    return _rounded(value(lhs, sem) + value(rhs, sem), both_negative, sem)


def negate(bits: int, sem: FloatSemantics) -> int:
    """`APFloat::changeSign`: FNUZ's zero and NaN have no other sign."""
    if sem.nonfinite == NAN_NEGATIVE_ZERO and (is_zero(bits, sem) or is_nan(bits, sem)):
        return bits
    return bits ^ sem.sign_bit


def subtract(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    if is_nan(rhs, sem):  # a NaN keeps its sign
        return add(lhs, rhs, sem)
    return add(lhs, negate(rhs, sem), sem)


def multiply(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    nan = _propagate_nan(lhs, rhs, sem)
    if nan is not None:
        return nan
    negative = is_negative(lhs, sem) != is_negative(rhs, sem)
    if is_inf(lhs, sem) or is_inf(rhs, sem):
        if is_zero(lhs, sem) or is_zero(rhs, sem):
            return default_nan(sem)
        return infinity(negative, sem)
    return _rounded(value(lhs, sem) * value(rhs, sem), negative, sem)


def divide(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    nan = _propagate_nan(lhs, rhs, sem)
    if nan is not None:
        return nan
    negative = is_negative(lhs, sem) != is_negative(rhs, sem)
    if is_inf(lhs, sem):
        return default_nan(sem) if is_inf(rhs, sem) else infinity(negative, sem)
    if is_inf(rhs, sem):
        return sign_bit(sem) if negative else 0
    if is_zero(rhs, sem):
        return default_nan(sem) if is_zero(lhs, sem) else infinity(negative, sem)
    return _rounded(value(lhs, sem) / value(rhs, sem), negative, sem)


def remainder(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    """`APFloat::mod`: the remainder of the truncated quotient, with the sign of `lhs`."""
    nan = _propagate_nan(lhs, rhs, sem)
    if nan is not None:
        return nan
    if is_inf(lhs, sem) or is_zero(rhs, sem):
        return default_nan(sem)
    if is_inf(rhs, sem) or is_zero(lhs, sem):
        return lhs
    a, b = value(lhs, sem), value(rhs, sem)
    exact = a - b * math.trunc(a / b)
    return _rounded(exact, is_negative(lhs, sem), sem)


def compare(lhs: int, rhs: int, sem: FloatSemantics) -> str:
    """`APFloat::compare`: LESS, EQUAL, GREATER or UNORDERED (a NaN operand)."""
    if is_nan(lhs, sem) or is_nan(rhs, sem):
        return UNORDERED
    a, b = (_ordered_value(bits, sem) for bits in (lhs, rhs))
    return LESS if a < b else GREATER if a > b else EQUAL


def _ordered_value(bits: int, sem: FloatSemantics) -> float | Fraction:
    if is_inf(bits, sem):
        return -math.inf if is_negative(bits, sem) else math.inf
    return value(bits, sem)


def _opposite_zeros(lhs: int, rhs: int, sem: FloatSemantics) -> bool:
    return is_zero(lhs, sem) and is_zero(rhs, sem) and lhs != rhs


def maximum(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    """`llvm::maximum`: a NaN operand wins, +0 is above -0."""
    return _extremum(lhs, rhs, sem, largest=True)


def minimum(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    """`llvm::minimum`: a NaN operand wins, -0 is below +0."""
    return _extremum(lhs, rhs, sem, largest=False)


def _extremum(lhs: int, rhs: int, sem: FloatSemantics, largest: bool) -> int:
    nan = _propagate_nan(lhs, rhs, sem)
    if nan is not None:
        return nan
    if _opposite_zeros(lhs, rhs, sem):
        return rhs if is_negative(lhs, sem) == largest else lhs
    below = compare(lhs, rhs, sem) if largest else compare(rhs, lhs, sem)
    return rhs if below == LESS else lhs


def _number_over_nan(lhs: int, rhs: int, sem: FloatSemantics) -> int | None:
    """`llvm::maxnum` / `minnum` on NaNs: a signaling NaN wins (quieted), else the other
    operand of a quiet NaN; None when neither is a NaN."""
    for bits in (lhs, rhs):
        if is_signaling(bits, sem):
            return quiet(bits, sem)
    if is_nan(lhs, sem):
        return rhs
    if is_nan(rhs, sem):
        return lhs
    return None


def maxnum(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    chosen = _number_over_nan(lhs, rhs, sem)
    return maximum(lhs, rhs, sem) if chosen is None else chosen


def minnum(lhs: int, rhs: int, sem: FloatSemantics) -> int:
    chosen = _number_over_nan(lhs, rhs, sem)
    return minimum(lhs, rhs, sem) if chosen is None else chosen


def from_integer(number: int, sem: FloatSemantics) -> int:
    """`APFloat::convertFromAPInt` (to nearest, ties to even)."""
    return _rounded(Fraction(number), False, sem)


def to_integer(bits: int, sem: FloatSemantics, width: int, signed: bool) -> int | None:
    """`APFloat::convertToInteger` toward zero; None when the value does not fit (an
    invalid operation)."""
    if is_nan(bits, sem) or is_inf(bits, sem):
        return None
    truncated = math.trunc(value(bits, sem))
    low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    return truncated if low <= truncated <= high else None


def convert(bits: int, source: FloatSemantics, target: FloatSemantics) -> int | None:
    """`bits` converted into `target` when no information is lost, else None."""
    if is_nan(bits, source):
        return _converted_nan(bits, source, target)
    if is_inf(bits, source):
        return infinity(is_negative(bits, source), target) if target.nonfinite == IEEE else None
    exact = value(bits, source)
    converted = _rounded(exact, is_negative(bits, source), target)
    if is_inf(converted, target) or is_nan(converted, target) or value(converted, target) != exact:
        return None
    return converted


def _converted_nan(bits: int, source: FloatSemantics, target: FloatSemantics) -> int | None:
    """A NaN converted as LLVM's `IEEEFloat::convert` converts it, when it folds: into an
    IEEE format, the sign, the exponent of ones and the significand moved up (FNUZ's one
    NaN, with no significand of its own, becomes the default NaN); within IEEE formats,
    quiet NaNs whose payload fits. Signaling NaNs, and NaNs into formats with one NaN or none,
    are left alone: whether LLVM reports a loss varies, and into a format without NaNs it
    keeps a NaN whose bits are a zero's (mlir-opt prints `0x0`, and folds on it as a NaN)."""
    if target.nonfinite != IEEE or is_signaling(bits, source):
        return None
    shift = target.precision - source.precision
    if source.nonfinite == NAN_NEGATIVE_ZERO:
        return default_nan(target) if shift >= 0 else None
    if source.nonfinite != IEEE:
        if shift < 0:
            return None
        field = target.max_exponent_field << target.fraction_bits
        sign = sign_bit(target) if is_negative(bits, source) else 0
        return sign | field | (_fraction(bits, source) << shift)
    payload = _fraction(bits, source) & (_quiet_bit(source) - 1)
    if shift < 0 and payload & ((1 << -shift) - 1):
        return None
    moved = payload << shift if shift >= 0 else payload >> -shift
    return default_nan(target) | moved | (sign_bit(target) if is_negative(bits, source) else 0)


def ilogb(bits: int, sem: FloatSemantics) -> int:
    """The exponent of a finite nonzero float: floor(log2(|x|)) (`llvm::ilogb`)."""
    magnitude = abs(value(bits, sem))
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    return exponent - 1 if Fraction(2) ** exponent > magnitude else exponent


Rounding = Callable[[Fraction], int]
"""An exact value to the integer a rounding mode picks (`math.floor`, `math.ceil`, ...)."""


def round_to_integral(bits: int, sem: FloatSemantics, rounding: Rounding) -> int:
    """`APFloat::roundToIntegral`: a NaN quieted, infinities and zeros kept, a number
    rounded to an integer by `rounding`, keeping its sign when that is zero."""
    if is_nan(bits, sem):
        return quiet(bits, sem)
    if is_inf(bits, sem) or is_zero(bits, sem):
        return bits
    return _rounded(Fraction(rounding(value(bits, sem))), is_negative(bits, sem), sem)


def is_normal(bits: int, sem: FloatSemantics) -> bool:
    """`APFloat::isNormal`: finite, nonzero and not subnormal."""
    if is_nan(bits, sem) or is_inf(bits, sem) or is_zero(bits, sem):
        return False
    return abs(value(bits, sem)) >= Fraction(2) ** (1 - sem.bias)
