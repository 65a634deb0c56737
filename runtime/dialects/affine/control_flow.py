"""The `affine` ops' models of the control-flow interfaces (MLIR's AffineOps.cpp):
`affine.for` (which knows a constant trip count), `affine.if` and `affine.yield`."""

from __future__ import annotations

from ...interfaces import InterfaceModels
from ...interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionSuccessor,
    ReturnLikeTerminator,
)
from ...ir import IntegerAttr, Operation, Region, Value
from ...ir.affine.attributes import map_of
from ...ir.affine.expr import ConstantExpr
from ...ir.affine.structures import AffineMap
from .for_syntax import LOWER, STEP, UPPER


class AffineForModel(RegionBranchOpInterface):
    """`affine.for`: the body or the results; with a constant trip count, the op enters
    only the body (at least one iteration) or only the results (none), and a body run
    once returns only to the results."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        trip_count = constant_trip_count(op)
        body = RegionSuccessor.of_region(op.regions[0], _iter_args(op))
        results = RegionSuccessor.of_parent(op.results)
        if point.is_parent and trip_count is not None:
            return [body] if trip_count > 0 else [results]
        if not point.is_parent and trip_count == 1:
            return [results]
        return [body, results]

    def get_entry_successor_operands(self, op: Operation, successor: Region | None) -> list[Value]:
        return op.operands[len(op.operands) - len(op.results) :]


class AffineIfModel(RegionBranchOpInterface):
    """`affine.if`: both regions (the results for an empty `else`); they return to the
    results."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        if not point.is_parent:
            return [RegionSuccessor.of_parent(op.results)]
        then, other = op.regions
        return [
            RegionSuccessor.of_region(then),
            RegionSuccessor.of_parent(op.results)
            if other.is_empty
            else RegionSuccessor.of_region(other),
        ]


def constant_trip_count(op: Operation) -> int | None:
    """The trip count of an `affine.for` with constant bounds and a positive step (MLIR's
    `getTrivialConstantTripCount`)."""
    step = op.get_attr(STEP)
    lower, upper = map_of(op.get_attr(LOWER)), map_of(op.get_attr(UPPER))
    if not isinstance(step, IntegerAttr) or step.value <= 0 or lower is None or upper is None:
        return None
    lb, ub = _single_constant(lower), _single_constant(upper)
    if lb is None or ub is None:
        return None
    return 0 if ub - lb <= 0 else (ub - lb + step.value - 1) // step.value


def _single_constant(map: AffineMap) -> int | None:
    """The result of a map whose one result is a constant (`isSingleConstant`)."""
    only = map.results[0] if len(map.results) == 1 else None
    return only.value if isinstance(only, ConstantExpr) else None


def _iter_args(op: Operation) -> list[Value]:
    entry = op.regions[0].entry_block
    return list(entry.arguments[1:]) if entry is not None else []


def control_flow_models() -> InterfaceModels:
    """The control-flow models of the `affine` ops (part of `interfaces.interface_models`)."""
    return InterfaceModels.of(
        {
            "for": (AffineForModel(),),
            "if": (AffineIfModel(),),
            "yield": (ReturnLikeTerminator(),),
        }
    )
