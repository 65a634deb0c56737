"""The `cf` branches' models of `BranchOpInterface` (MLIR's ControlFlowOps.cpp): which
operands each successor receives, and the successor constant operands select."""

from __future__ import annotations

from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.control_flow import BranchOpInterface, SuccessorOperands, int_constant
from ...ir import Attribute, Block, IntegerAttr, Operation
from ...rewrite.successor_operands import successor_operand_ranges
from .patterns import case_values


class CfBranchModel(BranchOpInterface):
    """The operands of each successor, as the ops' operand segments group them."""

    def get_successor_operands(self, op: Operation, index: int) -> SuccessorOperands:
        ranges = successor_operand_ranges(op)
        if ranges is None:
            return SuccessorOperands(0, range(0))
        start, count = ranges[index]
        return SuccessorOperands(0, range(start, start + count))


class BranchModel(CfBranchModel):
    """`cf.br`: its one destination."""

    def get_successor_for_operands(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> Block | None:
        return op.successors[0]


class CondBranchModel(CfBranchModel):
    """`cf.cond_br`: the true destination when the condition is one, else the false one."""

    def get_successor_for_operands(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> Block | None:
        condition = operands[0]
        if not isinstance(condition, IntegerAttr):
            return None
        width = getattr(condition.type, "width", 64)
        return op.successors[0 if condition.value % (1 << width) == 1 else 1]


class SwitchModel(CfBranchModel):
    """`cf.switch`: the case matching the flag, else the default destination."""

    def get_successor_for_operands(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> Block | None:
        if op.properties.get("case_values") is None:
            return op.successors[0]
        value = int_constant(operands[0])
        if value is None:
            return None
        cases = case_values(op)
        return op.successors[1 + cases.index(value)] if value in cases else op.successors[0]


def control_flow_models() -> InterfaceModels:
    """The control-flow models of the `cf` ops (part of `interfaces.interface_models`)."""
    return InterfaceModels.of(
        {"br": (BranchModel(),), "cond_br": (CondBranchModel(),), "switch": (SwitchModel(),)}
    )
