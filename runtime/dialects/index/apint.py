"""What `APInt` computes, on Python ints holding the unsigned bit pattern of a value of
`bits` bits: the divisions and shifts the index folders use, wrapping as `APInt` wraps (a
result may be any int: `wrap` it)."""

from __future__ import annotations

from ..elements import to_signed
from ..integers import to_unsigned

wrap = to_unsigned
"""The bit pattern of `value` in `bits` bits."""


def sdiv(lhs: int, rhs: int, bits: int) -> int:
    """Signed division rounding toward zero (`INT_MIN / -1` wraps to `INT_MIN`)."""
    a, b = to_signed(lhs, bits), to_signed(rhs, bits)
    quotient = abs(a) // abs(b)
    return wrap(quotient if (a < 0) == (b < 0) else -quotient, bits)


def srem(lhs: int, rhs: int, bits: int) -> int:
    """Signed remainder, with the dividend's sign."""
    a, b = to_signed(lhs, bits), to_signed(rhs, bits)
    remainder = abs(a) % abs(b)
    return wrap(-remainder if a < 0 else remainder, bits)


def ashr(lhs: int, amount: int, bits: int) -> int:
    return wrap(to_signed(lhs, bits) >> amount, bits)


def ceildivs(n: int, m: int, bits: int) -> int | None:
    """MLIR's `calculateCeilDivS`: `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` with `x = m > 0 ? -1 :
    1`; None for a zero divisor."""
    if m == 0:
        return None
    if n == 0:
        return n
    m_positive = to_signed(m, bits) > 0
    if (to_signed(n, bits) > 0) != m_positive:
        return -sdiv(wrap(-n, bits), m, bits)
    x = -1 if m_positive else 1
    return sdiv(wrap(n + x, bits), m, bits) + 1


def ceildivu(n: int, m: int, bits: int) -> int | None:
    """`n == 0 ? 0 : (n-1)/m + 1`; None for a zero divisor."""
    if m == 0:
        return None
    return n if n == 0 else (n - 1) // m + 1


def floordivs(n: int, m: int, bits: int) -> int | None:
    """MLIR's `calculateFloorDivS`: `n*m < 0 ? -1 - (x-n)/m : n/m` with `x = m < 0 ? 1 :
    -1`; None for a zero divisor."""
    if m == 0:
        return None
    if n == 0:
        return n
    m_negative = to_signed(m, bits) < 0
    if (to_signed(n, bits) < 0) == m_negative:
        return sdiv(n, m, bits)
    x = 1 if m_negative else -1
    return -1 - sdiv(wrap(x - n, bits), m, bits)
