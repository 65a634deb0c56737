"""Floats as MLIR prints them: values rounded into a type's IEEE format (LLVM's
`APFloat::convert`, round to nearest, ties to even) and printed by MLIR's
`printFloatValue` (`APFloat::toString` with 6 digits when that reads back the same
value, else its shortest form if it has a '.', else the bits in hex).
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction  # imported where used: not at start-up


# What a format does with the patterns IEEE gives infinities and NaNs (LLVM's
# `fltNonfiniteBehavior` and `fltNanEncoding`).
IEEE = "ieee"  # the largest exponent field holds infinities and NaNs
NAN_ALL_ONES = "nan-all-ones"  # no infinity; the pattern of all ones is the NaN (F8E4M3FN)
NAN_NEGATIVE_ZERO = "nan-negative-zero"  # no infinity, no -0; -0's pattern is the NaN (FNUZ)
FINITE_ONLY = "finite-only"  # every pattern is a number (F4E2M1FN, F6*)


@dataclass(frozen=True)
class FloatSemantics:
    """A binary float format: `precision` significand bits (the leading one included),
    as LLVM's `fltSemantics` describes it."""

    precision: int
    exponent_bits: int
    explicit_integer_bit: bool = False  # x87's f80 stores the leading one
    nonfinite: str = IEEE
    exponent_bias: int | None = None  # None: IEEE's 2**(exponent_bits - 1) - 1
    signed: bool = True  # F8E8M0FNU has no sign bit
    has_zero: bool = True  # ... nor a zero (nor subnormals): its field 0 is 2**-127

    @property
    def bias(self) -> int:
        if self.exponent_bias is not None:
            return self.exponent_bias
        return (1 << (self.exponent_bits - 1)) - 1

    @property
    def fraction_bits(self) -> int:
        return self.precision if self.explicit_integer_bit else self.precision - 1

    @property
    def width(self) -> int:
        return self.signed + self.exponent_bits + self.fraction_bits

    @property
    def max_exponent_field(self) -> int:
        return (1 << self.exponent_bits) - 1

    @property
    def min_exponent(self) -> int:
        """The exponent of the smallest normal number."""
        return 1 - self.bias if self.has_zero else -self.bias

    @property
    def max_exponent(self) -> int:
        """The exponent of the largest finite numbers."""
        return self.max_exponent_field - self.bias - (self.nonfinite == IEEE)

    @property
    def sign_bit(self) -> int:
        return 1 << (self.width - 1) if self.signed else 0


SEMANTICS = {
    "f16": FloatSemantics(11, 5),
    "bf16": FloatSemantics(8, 8),
    "tf32": FloatSemantics(11, 8),
    "f32": FloatSemantics(24, 8),
    "f64": FloatSemantics(53, 11),
    "f80": FloatSemantics(64, 15, explicit_integer_bit=True),
    "f128": FloatSemantics(113, 15),
    "f4E2M1FN": FloatSemantics(2, 2, nonfinite=FINITE_ONLY),
    "f6E2M3FN": FloatSemantics(4, 2, nonfinite=FINITE_ONLY),
    "f6E3M2FN": FloatSemantics(3, 3, nonfinite=FINITE_ONLY),
    "f8E5M2": FloatSemantics(3, 5),
    "f8E4M3": FloatSemantics(4, 4),
    "f8E4M3FN": FloatSemantics(4, 4, nonfinite=NAN_ALL_ONES),
    "f8E5M2FNUZ": FloatSemantics(3, 5, nonfinite=NAN_NEGATIVE_ZERO, exponent_bias=16),
    "f8E4M3FNUZ": FloatSemantics(4, 4, nonfinite=NAN_NEGATIVE_ZERO, exponent_bias=8),
    "f8E4M3B11FNUZ": FloatSemantics(4, 4, nonfinite=NAN_NEGATIVE_ZERO, exponent_bias=11),
    "f8E3M4": FloatSemantics(5, 3),
    "f8E8M0FNU": FloatSemantics(
        1, 8, nonfinite=NAN_ALL_ONES, signed=False, has_zero=False, exponent_bias=127
    ),
}
"""Every builtin float type of MLIR 22, by its name."""


def _integer_bit(sem: FloatSemantics) -> int:
    """The stored leading one of f80 (0 elsewhere)."""
    return 1 << (sem.precision - 1) if sem.explicit_integer_bit else 0


def nan_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """The NaN LLVM's `makeNaN` makes: quiet (IEEE), the one pattern (FNUZ), all ones."""
    if sem.nonfinite == NAN_NEGATIVE_ZERO:
        return sem.sign_bit
    if sem.nonfinite == NAN_ALL_ONES:
        return (negative and sem.sign_bit) | ((1 << (sem.width - sem.signed)) - 1)
    fraction = _integer_bit(sem) | 1 << (sem.precision - 2)
    return (negative and sem.sign_bit) | (sem.max_exponent_field << sem.fraction_bits) | fraction


def infinity_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """An infinity's pattern (a format without infinities: what LLVM's bit cast of one
    gives, its exponent field overflowed to zero)."""
    field = sem.max_exponent_field << sem.fraction_bits if sem.nonfinite == IEEE else 0
    return (negative and sem.sign_bit) | field | _integer_bit(sem)


def largest_bits(sem: FloatSemantics, negative: bool = False) -> int:
    """The largest finite number's pattern."""
    magnitude = (((sem.max_exponent + sem.bias) << sem.fraction_bits) | _integer_bit(sem)) + (
        (1 << (sem.precision - 1)) - 1
    )
    if sem.nonfinite == NAN_ALL_ONES and sem.max_exponent_field == sem.max_exponent + sem.bias:
        magnitude -= 1  # the pattern of all ones is the NaN
    return (negative and sem.sign_bit) | magnitude


def is_nan_bits(bits: int, sem: FloatSemantics) -> bool:
    magnitude = bits & ~sem.sign_bit
    if sem.nonfinite == NAN_NEGATIVE_ZERO:
        return bits == sem.sign_bit
    if sem.nonfinite == NAN_ALL_ONES:
        return magnitude == (1 << (sem.width - sem.signed)) - 1
    if sem.nonfinite == FINITE_ONLY:
        return False
    field = magnitude >> sem.fraction_bits
    return field == sem.max_exponent_field and magnitude & ((1 << sem.fraction_bits) - 1) != (
        _integer_bit(sem)
    )


def is_infinity_bits(bits: int, sem: FloatSemantics) -> bool:
    return sem.nonfinite == IEEE and bits & ~sem.sign_bit == infinity_bits(sem)


def _special(sem: FloatSemantics, negative: bool, nan: bool) -> int:
    """The bits of an infinity or of the default quiet NaN (IEEE formats)."""
    return nan_bits(sem, negative) if nan else infinity_bits(sem, negative)


# The formats the hardware converts a double into (`struct`: round to nearest, ties to
# even, as APFloat), by their struct code.
_PACKED = {(53, 11): "d", (24, 8): "f", (11, 5): "e"}


def _packed(value: float, sem: FloatSemantics) -> int | None:
    """`to_bits` of a finite double for f64, f32 and f16, by the hardware; None for the
    other formats and on overflow."""
    code = _PACKED.get((sem.precision, sem.exponent_bits)) if sem.nonfinite == IEEE else None
    if code is None:
        return None
    try:
        packed = struct.pack("<" + code, value)
    except OverflowError:
        return None
    return int.from_bytes(packed, "little")


def _decimal_bits(text: str, sem: FloatSemantics) -> int:
    """A decimal literal rounded directly into `sem` (`APFloat(sem, text)`): through a
    double by the hardware when that rounds the same (the double is no tie of `sem`: a
    tie of f32 or f16 is a double, so a double that is none lies on the same side of each
    as the literal), else exactly."""
    from fractions import Fraction

    double = float(text)
    bits = _packed(double, sem) if math.isfinite(double) else None
    if bits is not None and (sem.precision == 53 or not _is_tie(double, bits, sem)):
        return bits
    return to_bits(Fraction(text), sem)


def _is_tie(double: float, bits: int, sem: FloatSemantics) -> bool:
    """Whether `double` lies halfway between `bits` (its rounding in `sem`) and the
    neighbour on its side."""
    code = _PACKED[(sem.precision, sem.exponent_bits)]
    size = struct.calcsize(code)
    rounded = struct.unpack("<" + code, bits.to_bytes(size, "little"))[0]
    if rounded == double:
        return False
    toward = 1 if abs(double) > abs(rounded) else -1  # a step of the magnitude's pattern
    neighbour_bits = bits + toward
    if neighbour_bits & ~sem.sign_bit >= infinity_bits(sem):
        return True  # past the largest number: let the exact path decide
    neighbour = struct.unpack("<" + code, neighbour_bits.to_bytes(size, "little"))[0]
    return abs(double - rounded) == abs(neighbour - double)


def to_bits(value: float | Fraction, sem: FloatSemantics) -> int:
    """`value` rounded into `sem` (to nearest, ties to even), as its bit pattern: LLVM's
    `APFloat::convert` and `bitcastToAPInt`. Past the largest finite number it is an
    infinity, else the NaN, else (no NaN either) the largest number; a zero or a number
    that rounds to one is unsigned in FNUZ formats and the smallest number of a format
    without zero. A Python infinity in a format without one, and the sign of a negative
    number in a format without a sign bit, give the bits LLVM's cast gives (the sign in
    the top bit)."""
    from fractions import Fraction

    if isinstance(value, float):
        packed = _packed(value, sem) if math.isfinite(value) else None
        if packed is not None:
            return packed
        negative = math.copysign(1.0, value) < 0
        if math.isnan(value):
            return nan_bits(sem, negative)
        if math.isinf(value):
            if sem.nonfinite in (NAN_ALL_ONES, NAN_NEGATIVE_ZERO):
                return nan_bits(sem, negative)
            return infinity_bits(sem, negative)
    else:
        negative = value < 0
    magnitude = abs(Fraction(value))
    sign = negative << (sem.width - 1)  # LLVM's bit cast puts it there without a sign bit too
    if not magnitude:
        return _zero(sem, sign)
    p = sem.precision
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1
    quantum_exponent = max(exponent, sem.min_exponent) - (p - 1)
    significand = round(magnitude / Fraction(2) ** quantum_exponent)  # half to even
    if significand == 1 << p:
        significand >>= 1
        quantum_exponent += 1
    exponent = quantum_exponent + p - 1
    if exponent > sem.max_exponent or (
        sem.nonfinite == NAN_ALL_ONES
        and exponent + sem.bias == sem.max_exponent_field
        and significand == (1 << p) - 1
    ):
        if sem.nonfinite == FINITE_ONLY:
            return largest_bits(sem, negative)
        return _special(sem, negative, nan=sem.nonfinite != IEEE)
    if significand < 1 << (p - 1):  # subnormal (or rounded to zero)
        return sign | significand if significand else _zero(sem, sign)
    field = exponent + sem.bias
    fraction = significand if sem.explicit_integer_bit else significand - (1 << (p - 1))
    return sign | (field << sem.fraction_bits) | fraction


def _zero(sem: FloatSemantics, sign: int) -> int:
    """A zero's pattern: FNUZ formats have no -0, F8E8M0FNU no zero (its smallest number)."""
    return sign if sem.nonfinite != NAN_NEGATIVE_ZERO and sem.has_zero else 0


def _decode(bits: int, sem: FloatSemantics) -> tuple[bool, int, int] | None:
    """(negative, significand, exponent) with value = significand * 2**exponent; None for
    an infinity or a NaN."""
    negative = bool(bits & sem.sign_bit)
    field = (bits >> sem.fraction_bits) & sem.max_exponent_field
    fraction = bits & ((1 << sem.fraction_bits) - 1)
    p = sem.precision
    if is_nan_bits(bits, sem) or is_infinity_bits(bits, sem) or _is_unnormal(field, fraction, sem):
        return None
    if field == 0 and sem.has_zero:
        return negative, fraction, 1 - sem.bias - (p - 1)
    significand = fraction if sem.explicit_integer_bit else fraction | (1 << (p - 1))
    return negative, significand, field - sem.bias - (p - 1)


def float_text(bits: int, sem: FloatSemantics, negative: bool = False) -> str:
    """MLIR's `printFloatValue`: the literal mlir-opt prints for these bits (`negative`:
    the sign LLVM keeps beside the bits of a format without a sign bit)."""
    decoded = _decode(bits, sem)
    if decoded is not None:
        signed, significand, exponent = decoded
        signed = signed or negative
        short = _to_string(signed, significand, exponent, sem.precision, 6, 0, False)
        read = short.lstrip("-") if negative else short  # `bits` is the magnitude
        if not significand or _decimal_bits(read, sem) == bits:  # zeros keep their sign
            return short
        default = _to_string(signed, significand, exponent, sem.precision, 0, 3, True)
        if "." in default:
            return default
    field = (bits >> sem.fraction_bits) & sem.max_exponent_field
    if _is_unnormal(field, bits, sem):  # LLVM reads it as a NaN, and prints it as one
        bits |= sem.max_exponent_field << sem.fraction_bits
    return f"0x{bits:X}"


def bits_hold_value(value: float, sem: FloatSemantics) -> bool:
    """Whether `to_bits(value, sem)` keeps all that mlir-opt prints of the double `value`
    converted into `sem` (`value_text`)."""
    return sem.signed and not (math.isinf(value) and sem.nonfinite == FINITE_ONLY)


def value_text(value: float, sem: FloatSemantics) -> str:
    """What mlir-opt prints for the double `value` converted into `sem` (`to_bits`): an
    infinity in a format without infinities or NaNs keeps the category LLVM gives it, so it
    prints as its bits in hex; a format without a sign bit keeps a nonzero number's sign."""
    bits = to_bits(value, sem)
    if math.isinf(value) and sem.nonfinite == FINITE_ONLY:
        return f"0x{bits:X}"
    if sem.signed or value >= 0:
        return float_text(bits, sem)
    magnitude = to_bits(-value, sem)
    kept_sign = not is_nan_bits(magnitude, sem) and -value > math.ldexp(
        1.0, sem.min_exponent - sem.precision
    )  # not rounded to zero (the smallest number)
    return float_text(magnitude, sem, negative=kept_sign)


def _is_unnormal(field: int, fraction: int, sem: FloatSemantics) -> bool:
    """An f80 pattern with an exponent but no integer bit."""
    return sem.explicit_integer_bit and field != 0 and not fraction >> (sem.precision - 1) & 1


def _to_string(
    negative: bool,
    significand: int,
    exponent: int,
    semantics_precision: int,
    precision: int,
    max_padding: int,
    truncate_zero: bool,
) -> str:
    """LLVM's `IEEEFloat::toString` of significand * 2**exponent."""
    sign = "-" if negative else ""
    if not significand:
        if max_padding:
            return sign + "0"
        return sign + ("0.0E+0" if truncate_zero else "0." + "0" * max(precision, 1) + "e+00")
    if not precision:
        precision = 2 + semantics_precision * 59 // 196
    trailing = (significand & -significand).bit_length() - 1
    significand >>= trailing
    exponent += trailing
    if exponent > 0:
        significand <<= exponent
        exponent = 0
    elif exponent < 0:
        significand *= 5**-exponent  # n * 2**-e == n * 5**e * 10**-e
    bits = significand.bit_length()
    required = (precision * 196 + 58) // 59
    if bits > required:
        removable = (bits - required) * 59 // 196
        exponent += removable
        significand //= 10**removable
    digits = str(significand)  # most significant first
    stripped = digits.rstrip("0")
    exponent += len(digits) - len(stripped)
    digits, exponent = _round_digits(stripped, exponent, precision)
    count = len(digits)
    if not max_padding:
        scientific = True
    elif exponent >= 0:
        scientific = exponent > max_padding or count + exponent > precision
    else:
        leading = exponent + count - 1
        scientific = leading < 0 and -leading > max_padding
    if scientific:
        exponent += count - 1
        mantissa = digits[0] + "." + (digits[1:] or ("0" if truncate_zero else ""))
        if not truncate_zero and precision > count - 1:
            mantissa += "0" * (precision - count + 1)
        power = str(abs(exponent))
        if not truncate_zero and len(power) < 2:
            power = "0" + power
        return (
            f"{sign}{mantissa}{'E' if truncate_zero else 'e'}{'+' if exponent >= 0 else '-'}{power}"
        )
    if exponent >= 0:
        return sign + digits + "0" * exponent
    whole = exponent + count
    if whole > 0:
        return f"{sign}{digits[:whole]}.{digits[whole:]}"
    return f"{sign}0.{'0' * -whole}{digits}"


def _round_digits(digits: str, exponent: int, precision: int) -> tuple[str, int]:
    """LLVM's `AdjustToPrecision` on decimal digits (most significant first): keep
    `precision` of them, rounding half up, without trailing zeros."""
    if len(digits) <= precision:
        return digits, exponent
    dropped = len(digits) - precision
    kept = digits[:precision]
    exponent += dropped
    if digits[precision] >= "5":
        rounded = str(int(kept) + 1)
        if len(rounded) > len(kept):  # carried through: 999 -> 1000
            return "1", exponent + len(kept)
        kept = rounded
    stripped = kept.rstrip("0")
    return stripped, exponent + len(kept) - len(stripped)


def from_bits(bits: int, sem: FloatSemantics) -> float:
    """The value of a bit pattern of `sem`, as the nearest Python float."""
    from fractions import Fraction

    decoded = _decode(bits, sem)
    negative = bool(bits & sem.sign_bit)
    if decoded is None:
        infinite = is_infinity_bits(bits, sem)
        return math.copysign(math.inf if infinite else math.nan, -1.0 if negative else 1.0)
    _, significand, exponent = decoded
    try:
        value = float(Fraction(significand) * Fraction(2) ** exponent)
    except OverflowError:
        value = math.inf
    return -value if negative else value
