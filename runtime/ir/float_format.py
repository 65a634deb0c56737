"""Floats as MLIR prints them: values rounded into a type's IEEE format (LLVM's
`APFloat::convert`, round to nearest, ties to even) and printed by MLIR's
`printFloatValue` (`APFloat::toString` with 6 digits when that reads back the same
value, else its shortest form if it has a '.', else the bits in hex).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction  # imported where used: not at start-up


@dataclass(frozen=True)
class FloatSemantics:
    """An IEEE binary format: `precision` significand bits (the leading one included)."""

    precision: int
    exponent_bits: int
    explicit_integer_bit: bool = False  # x87's f80 stores the leading one

    @property
    def bias(self) -> int:
        return (1 << (self.exponent_bits - 1)) - 1

    @property
    def fraction_bits(self) -> int:
        return self.precision if self.explicit_integer_bit else self.precision - 1

    @property
    def width(self) -> int:
        return 1 + self.exponent_bits + self.fraction_bits

    @property
    def max_exponent_field(self) -> int:
        return (1 << self.exponent_bits) - 1


SEMANTICS = {
    "f16": FloatSemantics(11, 5),
    "bf16": FloatSemantics(8, 8),
    "tf32": FloatSemantics(11, 8),
    "f32": FloatSemantics(24, 8),
    "f64": FloatSemantics(53, 11),
    "f80": FloatSemantics(64, 15, explicit_integer_bit=True),
    "f128": FloatSemantics(113, 15),
}


def _special(sem: FloatSemantics, negative: bool, nan: bool) -> int:
    """The bits of an infinity or of the default quiet NaN."""
    fraction = 0
    if sem.explicit_integer_bit:
        fraction = 1 << (sem.precision - 1)
    if nan:
        fraction |= 1 << (sem.precision - 2)
    return (negative << (sem.width - 1)) | (sem.max_exponent_field << sem.fraction_bits) | fraction


def to_bits(value: float | Fraction, sem: FloatSemantics) -> int:
    """`value` rounded into `sem` (to nearest, ties to even), as its bit pattern."""
    from fractions import Fraction

    if isinstance(value, float):
        if math.isnan(value):
            return _special(sem, math.copysign(1.0, value) < 0, nan=True)
        if math.isinf(value):
            return _special(sem, value < 0, nan=False)
        negative = math.copysign(1.0, value) < 0
    else:
        negative = value < 0
    magnitude = abs(Fraction(value))
    sign = negative << (sem.width - 1)
    if not magnitude:
        return sign
    p = sem.precision
    emin = 1 - sem.bias
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1
    quantum_exponent = max(exponent, emin) - (p - 1)
    scaled = magnitude / Fraction(2) ** quantum_exponent
    significand = round(scaled)  # Fraction rounds half to even
    if significand == 1 << p:
        significand >>= 1
        quantum_exponent += 1
    if quantum_exponent + p - 1 > sem.bias:
        return _special(sem, negative, nan=False)
    if significand < 1 << (p - 1):  # subnormal (or rounded to zero)
        return sign | significand
    field = quantum_exponent + p - 1 + sem.bias
    fraction = significand if sem.explicit_integer_bit else significand - (1 << (p - 1))
    return sign | (field << sem.fraction_bits) | fraction


def _decode(bits: int, sem: FloatSemantics) -> tuple[bool, int, int] | None:
    """(negative, significand, exponent) with value = significand * 2**exponent; None for
    an infinity or a NaN."""
    negative = bool(bits >> (sem.width - 1))
    field = (bits >> sem.fraction_bits) & sem.max_exponent_field
    fraction = bits & ((1 << sem.fraction_bits) - 1)
    p = sem.precision
    if field == sem.max_exponent_field or _is_unnormal(field, fraction, sem):
        return None
    if field == 0:
        return negative, fraction, 1 - sem.bias - (p - 1)
    significand = fraction if sem.explicit_integer_bit else fraction | (1 << (p - 1))
    return negative, significand, field - sem.bias - (p - 1)


def float_text(bits: int, sem: FloatSemantics) -> str:
    """MLIR's `printFloatValue`: the literal mlir-opt prints for these bits."""
    from fractions import Fraction

    decoded = _decode(bits, sem)
    if decoded is not None:
        negative, significand, exponent = decoded
        short = _to_string(negative, significand, exponent, sem.precision, 6, 0, False)
        if not significand or to_bits(Fraction(short), sem) == bits:  # zeros keep their sign
            return short
        default = _to_string(negative, significand, exponent, sem.precision, 0, 3, True)
        if "." in default:
            return default
    field = (bits >> sem.fraction_bits) & sem.max_exponent_field
    if _is_unnormal(field, bits, sem):  # LLVM reads it as a NaN, and prints it as one
        bits |= sem.max_exponent_field << sem.fraction_bits
    return f"0x{bits:X}"


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
    negative = bool(bits >> (sem.width - 1))
    if decoded is None:
        infinite = bits & ((1 << (sem.width - 1)) - 1) == _special(sem, False, nan=False)
        return math.copysign(math.inf if infinite else math.nan, -1.0 if negative else 1.0)
    _, significand, exponent = decoded
    try:
        value = float(Fraction(significand) * Fraction(2) ** exponent)
    except OverflowError:
        value = math.inf
    return -value if negative else value
