"""Sparse forward dataflow analysis (MLIR's SparseAnalysis.h/.cpp): a lattice element per
SSA value (`Lattice`), computed from the lattices of the values it is derived from.

A subclass of `SparseForwardDataFlowAnalysis` names its lattice class and gives the transfer
function of ops (`visit_operation`) and the state of values nothing is known of
(`set_to_entry_state`). The framework does the rest, with `DeadCodeAnalysis` loaded beside
it: only live blocks are visited, block arguments join the values branches forward into
them (`BranchOpInterface`), region arguments and region-branch results the values forwarded
by region control flow (`RegionBranchOpInterface`), callable arguments and call results the
values of the calls and returns of the call graph (`CallOpInterface`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from ..interfaces.call import CallableOpInterface, CallOpInterface
from ..interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from ..ir import Block, BlockArgument, Operation, OpResult, Region, Value
from ..ir.symbol_table import SymbolTableCollection
from .dead_code import Executable, PredecessorState
from .lattice import AbstractSparseLattice
from .solver import (
    BlockStart,
    CFGEdge,
    DataFlowAnalysis,
    DataFlowSolver,
    ProgramPoint,
    point_before,
)

LatticeT = TypeVar("LatticeT", bound=AbstractSparseLattice)


class AbstractSparseForwardDataFlowAnalysis(DataFlowAnalysis):
    """The driver of sparse forward analyses (MLIR's
    `AbstractSparseForwardDataFlowAnalysis`), over lattices of class `lattice`."""

    lattice: ClassVar[type[AbstractSparseLattice]]

    def __init__(self, solver: DataFlowSolver):
        super().__init__(solver)
        self.symbol_table = SymbolTableCollection()
        self._edges: dict[Block, list[tuple[Block, int]]] = {}

    # -- what a subclass gives ---------------------------------------------------

    def visit_operation(
        self,
        op: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        """The transfer function: update `results` (with `join`) from `operands`."""
        raise NotImplementedError

    def set_to_entry_state(self, lattice: AbstractSparseLattice) -> None:
        """Set `lattice` to the state of a value nothing is known of (its pessimistic
        fixpoint), with `propagate_if_changed`."""
        raise NotImplementedError

    def visit_external_call(
        self,
        call: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        """The results of a call to a callable without a body (entry states by default)."""
        self.set_all_to_entry_states(results)

    def visit_non_control_flow_arguments(
        self,
        op: Operation,
        successor: RegionSuccessor,
        lattices: Sequence[AbstractSparseLattice],
        first_index: int,
    ) -> None:
        """The lattices of the region arguments or results region control flow does not
        forward into (`successor.inputs` start at `first_index`): entry states by default
        (a loop's induction variable, ...)."""
        self.set_all_to_entry_states(lattices[:first_index])
        self.set_all_to_entry_states(lattices[first_index + len(successor.inputs) :])

    # -- helpers -----------------------------------------------------------------

    def get_lattice_element(self, value: Value) -> AbstractSparseLattice:
        return self.get_or_create(self.lattice, value)

    def get_lattice_element_for(self, point: ProgramPoint, value: Value) -> AbstractSparseLattice:
        """`value`'s lattice, with `point` re-visited when it changes."""
        return self.get_or_create_for(self.lattice, point, value)

    def set_all_to_entry_states(self, lattices: Sequence[AbstractSparseLattice]) -> None:
        for lattice in lattices:
            self.set_to_entry_state(lattice)

    def join(self, lhs: AbstractSparseLattice, rhs: AbstractSparseLattice) -> None:
        self.propagate_if_changed(lhs, lhs.join(rhs))

    # -- the framework -----------------------------------------------------------

    def initialize(self, top: Operation) -> None:
        for region in top.regions:
            if region.blocks:
                for argument in region.blocks[0].arguments:
                    self.set_to_entry_state(self.get_lattice_element(argument))
        stack = [top]
        while stack:
            op = stack.pop()
            self._visit_op(op)
            nested: list[Operation] = []
            for region in op.regions:
                for block in region.blocks:
                    self.get_or_create(Executable, point_before(block)).block_content_subscribe(
                        self
                    )
                    self._visit_block(block)
                    nested += block.operations
            # MLIR recurses into each block's ops as it goes; only the order of the
            # initial visits differs, not the fixpoint.
            stack.extend(reversed(nested))

    def visit(self, point: ProgramPoint) -> None:
        if isinstance(point, BlockStart):
            self._visit_block(point.block)
        else:
            self._visit_op(point)

    def _visit_op(self, op: Operation) -> None:
        if not op.results:
            return
        if (
            op.parent is not None
            and not self.get_or_create(Executable, point_before(op.parent)).live
        ):
            return
        results = [self.get_lattice_element(result) for result in op.results]
        branch = RegionBranchOpInterface.of(op)
        if branch is not None:
            self._visit_region_successors(op, op, branch, None, results)
            return
        operands = []
        for operand in op.operands:
            lattice = self.get_lattice_element(operand)
            lattice.use_def_subscribe(self)
            operands.append(lattice)
        call = CallOpInterface.of(op)
        if call is not None:
            self._visit_call(op, call, operands, results)
            return
        self.visit_operation(op, operands, results)

    def _visit_call(
        self,
        op: Operation,
        call: CallOpInterface,
        operands: list[AbstractSparseLattice],
        results: list[AbstractSparseLattice],
    ) -> None:
        callee = call.resolve_callable(op, self.symbol_table)
        callable_ = CallableOpInterface.of(callee) if callee is not None else None
        if not self.solver.config.interprocedural or (
            callee is not None
            and callable_ is not None
            and callable_.get_callable_region(callee) is None
        ):
            self.visit_external_call(op, operands, results)
            return
        predecessors = self.get_or_create_for(PredecessorState, op, op)
        if not predecessors.all_known:
            self.set_all_to_entry_states(results)
            return
        for predecessor in predecessors.known_predecessors:
            for operand, result in zip(predecessor.operands, results):
                self.join(result, self.get_lattice_element_for(op, operand))

    def _visit_block(self, block: Block) -> None:
        if not block.arguments:
            return
        start = point_before(block)
        if not self.get_or_create(Executable, start).live:
            return
        arguments = [self.get_lattice_element(argument) for argument in block.arguments]
        region = block.parent
        parent = block.parent_op
        if region is not None and region.blocks[0] is block:
            if parent is None:
                return
            callable_ = CallableOpInterface.of(parent)
            if callable_ is not None and callable_.get_callable_region(parent) is region:
                self._visit_callable(start, parent, arguments)
                return
            branch = RegionBranchOpInterface.of(parent)
            if branch is not None:
                self._visit_region_successors(start, parent, branch, region, arguments)
                return
            successor = RegionSuccessor.of_region(region)
            self.visit_non_control_flow_arguments(parent, successor, arguments, 0)
            return
        for predecessor, index in self._edges_into(block):
            edge = self.get_or_create(Executable, CFGEdge(predecessor, block))
            edge.block_content_subscribe(self)
            if not edge.live:
                continue
            terminator = predecessor.last_op
            branch_op = BranchOpInterface.of(terminator) if terminator is not None else None
            if terminator is None or branch_op is None:
                self.set_all_to_entry_states(arguments)
                return
            operands = branch_op.get_successor_operands(terminator, index)
            for i, lattice in enumerate(arguments):
                operand = operands.value(terminator, i) if i < len(operands) else None
                if operand is not None:
                    self.join(lattice, self.get_lattice_element_for(start, operand))
                else:
                    self.set_to_entry_state(lattice)

    def _edges_into(self, block: Block) -> list[tuple[Block, int]]:
        """(predecessor, successor index) of each edge into `block` (MLIR's `pred_begin`
        and `getSuccessorIndex`), found for the whole region on first ask."""
        edges = self._edges.get(block)
        if edges is None:
            region = block.parent
            blocks = region.blocks if region is not None else [block]
            for other in blocks:
                self._edges.setdefault(other, [])
            for other in blocks:
                terminator = other.last_op
                for i, target in enumerate(terminator.successors if terminator else ()):
                    self._edges.setdefault(target, []).append((other, i))
            edges = self._edges[block]
        return edges

    def _visit_callable(
        self, start: BlockStart, callable_op: Operation, arguments: list[AbstractSparseLattice]
    ) -> None:
        callsites = self.get_or_create_for(PredecessorState, start, callable_op)
        if not callsites.all_known or not self.solver.config.interprocedural:
            self.set_all_to_entry_states(arguments)
            return
        for callsite in callsites.known_predecessors:
            call = CallOpInterface.of(callsite)
            assert call is not None
            for operand, lattice in zip(call.get_arg_operands(callsite), arguments):
                self.join(lattice, self.get_lattice_element_for(start, operand))

    def _visit_region_successors(
        self,
        point: ProgramPoint,
        op: Operation,
        branch: RegionBranchOpInterface,
        successor: Region | None,
        lattices: list[AbstractSparseLattice],
    ) -> None:
        """MLIR's `visitRegionSuccessors`: join what each predecessor of `point` (the
        op's results, or `successor`'s entry) forwards."""
        predecessors = self.get_or_create_for(PredecessorState, point, point)
        for predecessor in predecessors.known_predecessors:
            if predecessor is op:
                operands = branch.get_entry_successor_operands(op, successor)
            else:
                terminator = RegionBranchTerminatorOpInterface.of(predecessor)
                if terminator is None:
                    self.set_all_to_entry_states(lattices)
                    return
                operands = terminator.get_successor_operands(predecessor, successor)
            inputs = predecessors.inputs_of(predecessor)
            first_index = 0
            if len(inputs) != len(lattices):
                if inputs:
                    first = inputs[0]
                    first_index = first.index if isinstance(first, OpResult | BlockArgument) else 0
                if successor is None:
                    forwarded = RegionSuccessor.of_parent(op.results[first_index:][: len(inputs)])
                else:
                    entry = successor.blocks[0]
                    forwarded = RegionSuccessor.of_region(
                        successor, entry.arguments[first_index:][: len(inputs)]
                    )
                self.visit_non_control_flow_arguments(op, forwarded, lattices, first_index)
            for operand, lattice in zip(operands, lattices[first_index:]):
                self.join(lattice, self.get_lattice_element_for(point, operand))


class SparseForwardDataFlowAnalysis(AbstractSparseForwardDataFlowAnalysis, Generic[LatticeT]):
    """A sparse forward analysis over lattices of class `lattice` (MLIR's
    `SparseForwardDataFlowAnalysis<StateT>`): subclass it, set `lattice`, and give
    `visit_operation` and `set_to_entry_state`."""

    lattice: ClassVar[type[AbstractSparseLattice]]
