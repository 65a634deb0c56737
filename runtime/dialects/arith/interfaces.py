"""arith's models of `ConditionallySpeculatable` for its divisions, as MLIR's `ArithOps.cpp`
gives them: a division is speculatable when its divisor's range, as the op defining it
infers it (`m_IntRangeWithoutZeroU`, `m_IntRangeWithoutZeroS`, `m_IntRangeWithoutNegOneS`),
leaves out zero (and, signed, -1). The ranges known here are those of integer constants
(`arith.constant`, `index.constant`: a scalar or the union of its elements), which any
other op's divisor is assumed to span entirely.

The inliner's interface: every op may be inlined; the integer range models are
`int_ranges`'."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.operation import Operation, OpResult, Value
from ..elements import element_type_or_self, int_width, read, to_signed
from .int_ranges import int_range_models

_CONSTANTS = frozenset({"arith.constant", "index.constant"})


@dataclass(frozen=True)
class ConstantRange:
    """MLIR's `ConstantIntRanges` of a constant: its signed and unsigned bounds."""

    smin: int
    smax: int
    umin: int
    umax: int


def constant_range(value: Value) -> ConstantRange | None:
    """The range of `value` when a constant defines it (MLIR's `inferResultRanges` of
    `arith.constant` and `index.constant`), else None (the whole range)."""
    if not isinstance(value, OpResult) or value.op.name.name not in _CONSTANTS:
        return None
    constant = read(value.op.get_attr("value"))
    bits = int_width(element_type_or_self(value.type))
    if constant is None or bits is None:
        return None
    signed = [to_signed(v, bits) for v in constant.values]
    unsigned = [v & ((1 << bits) - 1) for v in constant.values]
    return ConstantRange(min(signed), max(signed), min(unsigned), max(unsigned))


def _without_zero_unsigned(divisor: Value) -> bool:
    known = constant_range(divisor)
    return known is not None and known.umin > 0


def _without_zero_and_minus_one_signed(divisor: Value) -> bool:
    known = constant_range(divisor)
    return (
        known is not None
        and (known.smin > 0 or known.smax < 0)
        and (known.smin > -1 or known.smax < -1)
    )


class UnsignedDivision(ConditionallySpeculatable):
    """`getDivUISpeculatability`: `x / 0` is undefined."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if _without_zero_unsigned(op.operands[1]):
            return Speculatability.SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class SignedDivision(ConditionallySpeculatable):
    """`getDivSISpeculatability`: `x / 0` and `INT_MIN / -1` are undefined."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if _without_zero_and_minus_one_signed(op.operands[1]):
            return Speculatability.SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


@functools.cache
def interface_models() -> InterfaceModels:
    unsigned, signed = UnsignedDivision(), SignedDivision()
    speculation = InterfaceModels.of(
        {
            "divui": (unsigned,),
            "ceildivui": (unsigned,),
            "divsi": (signed,),
            "ceildivsi": (signed,),
        },
        LegalOpsInliner(),
    )
    return InterfaceModels.merged(speculation, int_range_models())
