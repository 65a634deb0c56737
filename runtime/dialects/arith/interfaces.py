"""arith's models of `ConditionallySpeculatable` for its divisions, as MLIR's `ArithOps.cpp`
gives them: a division is speculatable when its divisor's range, as the op defining it
infers it (`m_IntRangeWithoutZeroU`, `m_IntRangeWithoutZeroS`, `m_IntRangeWithoutNegOneS`),
leaves out zero (and, signed, -1): the range the defining op's `InferIntRangeInterface`
model infers with its operands unknown (a constant's value, `x | 1` never 0, ...).

The inliner's interface: every op may be inlined; the integer range models are
`int_ranges`'."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner
from ...interfaces.int_range import ConstantIntRanges, infer_with_unknown_operands
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.operation import Operation, OpResult, Value
from .int_ranges import int_range_models


def _divisor_range(divisor: Value) -> ConstantIntRanges | None:
    """The range the op defining `divisor` infers with its operands unknown (MLIR's
    `infer_int_range_op_binder`), else None (the whole range)."""
    return infer_with_unknown_operands(divisor) if isinstance(divisor, OpResult) else None


def _without_zero_unsigned(divisor: Value) -> bool:
    known = _divisor_range(divisor)
    return known is not None and known.umin > 0


def _without_zero_and_minus_one_signed(divisor: Value) -> bool:
    known = _divisor_range(divisor)
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
