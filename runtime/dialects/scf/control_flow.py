"""The `scf` ops' models of the control-flow interfaces (MLIR's SCF.cpp:
`getSuccessorRegions`, `getEntrySuccessorRegions`, `getEntrySuccessorOperands`,
`getRegionInvocationBounds` and the terminators' `getMutableSuccessorOperands`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array_values
from ...interfaces import InterfaceModels
from ...interfaces.control_flow import (
    InvocationBounds,
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
    ReturnLikeTerminator,
    SingleRegionEnteredOnce,
    bool_constant,
    int_constant,
)
from ...ir import Attribute, Operation, Region, Value

_parent = RegionSuccessor.of_parent
_region = RegionSuccessor.of_region


class ForModel(RegionBranchOpInterface):
    """`scf.for`: the body or the results, from the op and from the body alike."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        body = op.regions[0]
        entry = body.entry_block
        return [_region(body, entry.arguments[1:] if entry else ()), _parent(op.results)]

    def get_entry_successor_operands(self, op: Operation, successor: Region | None) -> list[Value]:
        return op.operands[3:]


class IfModel(RegionBranchOpInterface):
    """`scf.if`: the `then` region or the `else` one (the results when it is empty);
    the regions return to the results."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        if not point.is_parent:
            return [_parent(op.results)]
        then, other = op.regions
        return [_region(then), _parent() if other.is_empty else _region(other)]

    def get_entry_successor_regions(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[RegionSuccessor]:
        condition = bool_constant(operands[0])
        then, other = op.regions
        regions = []
        if condition is None or condition:
            regions.append(_region(then))
        if condition is None or not condition:
            regions.append(_parent(op.results) if other.is_empty else _region(other))
        return regions

    def get_region_invocation_bounds(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[InvocationBounds]:
        condition = bool_constant(operands[0])
        if condition is None:
            return [InvocationBounds(0, 1), InvocationBounds(0, 1)]
        return [InvocationBounds(0, int(condition)), InvocationBounds(0, int(not condition))]


class WhileModel(RegionBranchOpInterface):
    """`scf.while`: the op and the `after` region enter `before`; `before` exits to the
    results or enters `after` (its `scf.condition` decides)."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        before, after = op.regions
        if point.is_parent or point.region is after:
            return [_region(before)]
        return [_parent(op.results), _region(after)]

    def get_entry_successor_operands(self, op: Operation, successor: Region | None) -> list[Value]:
        return list(op.operands)


class IndexSwitchModel(RegionBranchOpInterface):
    """`scf.index_switch`: the op enters the case its argument selects (every region
    when unknown); the regions (the default first) return to the results."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        if not point.is_parent:
            return [_parent(op.results)]
        return [_region(region) for region in op.regions]

    def get_entry_successor_regions(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[RegionSuccessor]:
        value = int_constant(operands[0])
        if value is None:
            return [_region(region) for region in op.regions]
        cases = _cases(op)
        return [_region(op.regions[1 + cases.index(value) if value in cases else 0])]

    def get_region_invocation_bounds(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[InvocationBounds]:
        value = int_constant(operands[0])
        if value is None:
            return [InvocationBounds(0, 1) for _ in op.regions]
        cases = _cases(op)
        # As MLIR: the live region indexed among the cases, the last without a match.
        live = cases.index(value) if value in cases else len(op.regions) - 1
        return [InvocationBounds(0, int(i == live)) for i in range(len(op.regions))]


class ParallelModel(RegionBranchOpInterface):
    """`scf.parallel`: the body or the op, forwarding nothing."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        return [_region(op.regions[0], ()), _parent()]


class ForallModel(RegionBranchOpInterface):
    """`scf.forall`: the body from the op, the op from the body (MLIR's: the body runs in
    parallel, never branched back into), forwarding nothing."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        return [_region(op.regions[0], ())] if point.is_parent else [_parent()]


class ConditionModel(RegionBranchTerminatorOpInterface):
    """`scf.condition`: forwards its arguments (all operands but the condition) to the
    `after` region when the condition holds, else to the results."""

    def get_mutable_successor_operands(self, op: Operation, successor: Region | None) -> range:
        return range(1, len(op.operands))

    def get_successor_regions(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[RegionSuccessor]:
        loop = op.parent_op
        assert loop is not None
        condition = bool_constant(operands[0])
        regions = []
        if condition is None or condition:
            regions.append(_region(loop.regions[1]))
        if condition is None or not condition:
            regions.append(_parent(loop.results))
        return regions


class ReduceModel(RegionBranchTerminatorOpInterface):
    """`scf.reduce`: forwards nothing to the next iteration."""

    def get_mutable_successor_operands(self, op: Operation, successor: Region | None) -> range:
        return range(0)


def _cases(op: Operation) -> list[int]:
    return dense_array_values(op.get_attr("cases")) or []


def control_flow_models() -> InterfaceModels:
    """The control-flow models of the `scf` ops (part of `interfaces.interface_models`)."""
    return InterfaceModels.of(
        {
            "for": (ForModel(),),
            "if": (IfModel(),),
            "while": (WhileModel(),),
            "execute_region": (SingleRegionEnteredOnce(),),
            "index_switch": (IndexSwitchModel(),),
            "parallel": (ParallelModel(),),
            "forall": (ForallModel(),),
            "condition": (ConditionModel(),),
            "reduce": (ReduceModel(),),
            "yield": (ReturnLikeTerminator(),),
        }
    )
