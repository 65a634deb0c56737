"""Which values may hold the same buffer as a given one (MLIR's `BufferViewFlowAnalysis`,
without its terminal-buffer queries): views alias their source, successor block and region
arguments alias what branches and region terminators forward to them, `arith.select`
aliases both choices, `memref.realloc` its source, and a call's results every operand.
Ops known to none of these interfaces add no alias."""

from __future__ import annotations

from collections.abc import Sequence

from ..interfaces.call import CallOpInterface
from ..interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
)
from ..ir import Operation, Value

_VIEW_LIKE = "ViewLikeOpInterface"
_BUFFER_VIEW_FLOW = {"arith.select": (1, 2), "memref.realloc": (0,)}
"""The ops with a `BufferViewFlowOpInterface` model: the operands their result aliases."""


class BufferViewFlow:
    """The dependencies of every value under `op`, built once (MLIR's `build`)."""

    def __init__(self, op: Operation):
        self.dependencies: dict[Value, set[Value]] = {}
        for nested in op.walk():
            self._register(nested)

    def resolve(self, value: Value) -> set[Value]:
        """`value` and every value that may alias it, transitively (MLIR's `resolve`)."""
        found = {value}
        worklist = [value]
        while worklist:
            for dependent in self.dependencies.get(worklist.pop(), ()):
                if dependent not in found:
                    found.add(dependent)
                    worklist.append(dependent)
        return found

    def _depend(self, values: Sequence[Value], dependents: Sequence[Value]) -> None:
        for value, dependent in zip(values, dependents):
            self.dependencies.setdefault(value, set()).add(dependent)

    def _register(self, op: Operation) -> None:
        name = op.name.name
        if name in _BUFFER_VIEW_FLOW:
            for index in _BUFFER_VIEW_FLOW[name]:
                if index < len(op.operands):
                    self._depend([op.operands[index]], op.results[:1])
        elif op.name.definition is not None and _VIEW_LIKE in op.name.definition.interfaces:
            if op.operands and op.results:
                self._depend(op.operands[:1], op.results[:1])
        elif (branch := BranchOpInterface.of(op)) is not None:
            for index, successor in enumerate(op.successors):
                operands = branch.get_successor_operands(op, index)
                forwarded = [op.operands[i] for i in operands.forwarded]
                self._depend(forwarded, successor.arguments[operands.produced :])
        elif (region_branch := RegionBranchOpInterface.of(op)) is not None:
            self._register_region_branch(op, region_branch)
        elif RegionBranchTerminatorOpInterface.of(op) is None and CallOpInterface.of(op):
            for operand in op.operands:
                self._depend([operand] * len(op.results), op.results)

    def _register_region_branch(self, op: Operation, branch: RegionBranchOpInterface) -> None:
        for entry in branch.get_successor_regions(op, RegionBranchPoint.parent()):
            self._depend(branch.get_entry_successor_operands(op, entry.region), entry.inputs)
        for region in op.regions:
            for successor in branch.get_successor_regions(op, RegionBranchPoint(region)):
                for block in region.blocks:
                    terminator = block.terminator
                    model = (
                        RegionBranchTerminatorOpInterface.of(terminator)
                        if terminator is not None
                        else None
                    )
                    if terminator is not None and model is not None:
                        operands = model.get_successor_operands(terminator, successor.region)
                        self._depend(operands, successor.inputs)
