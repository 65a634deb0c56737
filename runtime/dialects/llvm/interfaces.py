"""llvm's model of `ConditionallySpeculatable` for its divisions, as MLIR's `LLVMDialect.cpp`
gives it: speculatable by a constant divisor other than 0 (and, `llvm.sdiv`, -1)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.attributes import Attribute
from ...ir.operation import Operation, OpResult, Value
from ...rewrite.folding import constant_operand
from ..elements import element_type_or_self, int_width
from ..integers import is_all_ones, splat_value


def _constant(value: Value) -> Attribute | None:
    """What `m_ConstantInt` folds: a constant op's value; `llvm.mlir.constant`'s is its
    `value` (`ConstantOp::fold`, which the runtime does not attach to it)."""
    if isinstance(value, OpResult) and value.op.name.name == "llvm.mlir.constant":
        return value.op.get_attr("value")
    return constant_operand(value)


class Division(ConditionallySpeculatable):
    def __init__(self, signed: bool):
        self.signed = signed

    def get_speculatability(self, op: Operation) -> Speculatability:
        divisor = op.operands[1]
        value = splat_value(_constant(divisor))
        bits = int_width(element_type_or_self(divisor.type))
        if value is None or value == 0 or bits is None:
            return Speculatability.NOT_SPECULATABLE
        if self.signed and is_all_ones(value, bits):
            return Speculatability.NOT_SPECULATABLE
        return Speculatability.SPECULATABLE


@functools.cache
def llvm_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"udiv": (Division(False),), "sdiv": (Division(True),)})
