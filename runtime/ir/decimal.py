"""Decimal text of integers of any size, both ways.

Python refuses `str(n)` and `int(text)` past 4,300 decimal digits
(`sys.get_int_max_str_digits`, a guard against quadratic conversions), but an integer
attribute of type `i20000` holds values of 6,000 digits that mlir-opt reads and prints.
These split the number (or its text) in halves at a power of ten until each part is
within the limit, without touching the interpreter-wide setting; their cost grows as
that of Python's own conversion of big numbers.
"""

from __future__ import annotations

import functools

_CHUNK = 600  # digits Python converts itself: within any limit it allows (at least 640)


@functools.lru_cache(maxsize=64)
def _power_of_ten(digits: int) -> int:
    return 10**digits


def int_text(value: int) -> str:
    """`str(value)`, for any number of digits."""
    if -(1 << 1990) < value < 1 << 1990:  # at most 600 digits
        return str(value)
    if value < 0:
        return "-" + int_text(-value)
    digits = _digit_count(value)
    return _text(value, digits).lstrip("0") or "0"


def _digit_count(value: int) -> int:
    """An upper bound of the decimal digits of `value` > 0."""
    return value.bit_length() * 30103 // 100000 + 2


def _text(value: int, digits: int) -> str:
    """`value` < 10**digits as exactly `digits` digits (leading zeros kept)."""
    if digits <= _CHUNK:
        return str(value).zfill(digits)
    low = digits // 2
    high, rest = divmod(value, _power_of_ten(low))
    return _text(high, digits - low) + _text(rest, low)


def parse_int(digits: str) -> int:
    """`int(digits)` for a string of decimal digits, for any number of them."""
    if len(digits) <= _CHUNK:
        return int(digits)
    low = len(digits) // 2
    return parse_int(digits[:-low]) * _power_of_ten(low) + parse_int(digits[-low:])
