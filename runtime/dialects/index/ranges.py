"""The ranges MLIR's integer range analysis gives a value (`ConstantIntRanges`) and what a
compare of two ranges is known to give (`intrange::evaluatePred`), on the bit patterns of
values of `bits` bits: what `index.cmp` folds `cmp(max/min(x, a), b)` with."""

from __future__ import annotations

from dataclasses import dataclass

from ..elements import to_signed
from ..integers import EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT


@dataclass(frozen=True)
class Ranges:
    """A value's unsigned bounds (bit patterns) and signed bounds (signed values), of
    `bits` bits."""

    umin: int
    umax: int
    smin: int
    smax: int
    bits: int

    @property
    def constant(self) -> int | None:
        """The bit pattern of the one value the ranges hold, else None."""
        if self.umin == self.umax:
            return self.umin
        return self.smin % (1 << self.bits) if self.smin == self.smax else None


def from_signed(smin: int, smax: int, bits: int) -> Ranges:
    """Signed bounds, and the unsigned ones they imply when both have one sign."""
    if (smin >= 0) == (smax >= 0):
        low, high = sorted((smin % (1 << bits), smax % (1 << bits)))
        return Ranges(low, high, smin, smax, bits)
    return Ranges(0, (1 << bits) - 1, smin, smax, bits)


def from_unsigned(umin: int, umax: int, bits: int) -> Ranges:
    """Unsigned bounds, and the signed ones they imply when both have one sign bit."""
    if (umin >> (bits - 1)) == (umax >> (bits - 1)):
        low, high = sorted((to_signed(umin, bits), to_signed(umax, bits)))
        return Ranges(umin, umax, low, high, bits)
    return Ranges(umin, umax, -(1 << (bits - 1)), (1 << (bits - 1)) - 1, bits)


def constant(value: int, bits: int) -> Ranges:
    signed = to_signed(value, bits)
    return Ranges(value, value, signed, signed, bits)


_INVERSE = {EQ: NE, NE: EQ, SLT: SGE, SGE: SLT, SLE: SGT, SGT: SLE, ULT: UGE, UGE: ULT}
_INVERSE.update({ULE: UGT, UGT: ULE})


def _always(predicate: int, lhs: Ranges, rhs: Ranges) -> bool:
    """Whether `lhs <predicate> rhs` holds for every pair of values of the ranges."""
    if predicate == EQ:
        return lhs.constant is not None and lhs.constant == rhs.constant
    if predicate == NE:  # apart both as signed and as unsigned values
        signed = _always(SLT, lhs, rhs) or _always(SGT, lhs, rhs)
        return signed and (_always(ULT, lhs, rhs) or _always(UGT, lhs, rhs))
    return {
        SLE: lhs.smax <= rhs.smin,
        SLT: lhs.smax < rhs.smin,
        ULE: lhs.umax <= rhs.umin,
        ULT: lhs.umax < rhs.umin,
        SGE: lhs.smin >= rhs.smax,
        SGT: lhs.smin > rhs.smax,
        UGE: lhs.umin >= rhs.umax,
        UGT: lhs.umin > rhs.umax,
    }[predicate]


def evaluate(predicate: int, lhs: Ranges, rhs: Ranges) -> bool | None:
    """What `lhs <predicate> rhs` gives for all values of the ranges, if one thing."""
    if _always(predicate, lhs, rhs):
        return True
    if _always(_INVERSE[predicate], lhs, rhs):
        return False
    return None
