"""Sparse backward dataflow analysis (MLIR's `AbstractSparseBackwardDataFlowAnalysis` and
`SparseBackwardDataFlowAnalysis<StateT>`, in SparseAnalysis.h/.cpp): a lattice element per
SSA value, computed from the lattices of the values it is used to compute.

A subclass names its lattice class and gives the transfer function of ops
(`visit_operation`: update the operands' lattices with `meet` from the results'), the state
of values whose uses are unknown (`set_to_exit_state`), and what becomes of operands that
control flow does not forward (`visit_branch_operand`, `visit_call_operand`) and of region
arguments it does not forward into (`visit_non_control_flow_arguments`). The framework does
the rest, with `DeadCodeAnalysis` loaded beside it: ops in dead blocks are not visited;
what a branch forwards meets its successor blocks' arguments (`BranchOpInterface`), what a
region-branch op or terminator forwards meets the region arguments and results it flows
into (`RegionBranchOpInterface`), a call's arguments meet its callee's entry arguments and
a callable's returned values the results of its calls (`CallOpInterface`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from ..interfaces.call import CallableOpInterface, CallOpInterface
from ..interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
    operand_indices,
)
from ..ir import Operation, Trait, Value
from ..ir.symbol_table import SymbolTableCollection
from .dead_code import Executable, PredecessorState
from .lattice import AbstractSparseLattice
from .solver import BlockStart, DataFlowAnalysis, DataFlowSolver, ProgramPoint, point_before

LatticeT = TypeVar("LatticeT", bound=AbstractSparseLattice)


class AbstractSparseBackwardDataFlowAnalysis(DataFlowAnalysis):
    """The driver of sparse backward analyses (MLIR's
    `AbstractSparseBackwardDataFlowAnalysis`), over lattices of class `lattice`."""

    lattice: ClassVar[type[AbstractSparseLattice]]

    def __init__(self, solver: DataFlowSolver):
        super().__init__(solver)
        self.symbol_table = SymbolTableCollection()

    # -- what a subclass gives ---------------------------------------------------

    def visit_operation(
        self,
        op: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        """The transfer function: update `operands` (with `meet`) from `results`."""
        raise NotImplementedError

    def visit_branch_operand(self, op: Operation, index: int) -> None:
        """Operand `index` of a branch, region-branch op or region terminator that is not
        forwarded to a successor (a condition, a loop bound)."""
        raise NotImplementedError

    def visit_call_operand(self, op: Operation, index: int) -> None:
        """Operand `index` of a call that is not forwarded to the callee's arguments."""
        raise NotImplementedError

    def visit_non_control_flow_arguments(
        self, op: Operation, successor: RegionSuccessor, arguments: Sequence[Value]
    ) -> None:
        """The `arguments` of `successor`'s entry block that no operand is forwarded into
        (a loop's induction variable); nothing by default."""

    def set_to_exit_state(self, lattice: AbstractSparseLattice) -> None:
        """Set `lattice` to the state of a value whose uses are unknown (the returned
        values of a public function), with `propagate_if_changed`."""
        raise NotImplementedError

    def visit_external_call(
        self,
        call: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        """The operands of a call to a callable without a body: each a non-forwarded call
        operand by default."""
        for index in range(len(call.operands)):
            self.visit_call_operand(call, index)

    # -- helpers -----------------------------------------------------------------

    def get_lattice_element(self, value: Value) -> AbstractSparseLattice:
        return self.get_or_create(self.lattice, value)

    def get_lattice_element_for(self, point: ProgramPoint, value: Value) -> AbstractSparseLattice:
        """`value`'s lattice, with `point` re-visited when it changes."""
        return self.get_or_create_for(self.lattice, point, value)

    def set_all_to_exit_states(self, lattices: Sequence[AbstractSparseLattice]) -> None:
        for lattice in lattices:
            self.set_to_exit_state(lattice)

    def meet(self, lhs: AbstractSparseLattice, rhs: AbstractSparseLattice) -> None:
        self.propagate_if_changed(lhs, lhs.meet(rhs))

    # -- the framework -----------------------------------------------------------

    def initialize(self, top: Operation) -> None:
        """Visit every op, each before the ops nested in it, a block's ops last to first
        (MLIR's `initializeRecursively`, without recursion)."""
        stack = [top]
        while stack:
            op = stack.pop()
            self._visit_op(op)
            nested: list[Operation] = []
            for region in op.regions:
                for block in region.blocks:
                    executable = self.get_or_create(Executable, point_before(block))
                    executable.block_content_subscribe(self)
                    nested += reversed(block.operations)
            stack.extend(reversed(nested))

    def visit(self, point: ProgramPoint) -> None:
        # Control flow between blocks is handled by the branch ops and calls; block
        # starts have nothing to do.
        if not isinstance(point, BlockStart):
            self._visit_op(point)

    def _visit_op(self, op: Operation) -> None:
        block = op.parent
        if block is not None and not self.get_or_create(Executable, point_before(block)).live:
            return
        operands = [self.get_lattice_element(operand) for operand in op.operands]
        results = [self.get_lattice_element_for(op, result) for result in op.results]
        branch = RegionBranchOpInterface.of(op)
        if branch is not None:
            self._visit_region_successors(op, branch, operands)
            return
        branch_op = BranchOpInterface.of(op)
        if branch_op is not None:
            self._visit_branch(op, branch_op)
            return
        call = CallOpInterface.of(op)
        if call is not None and self._visit_call(op, call, operands, results):
            return
        parent = op.parent_op
        parent_branch = RegionBranchOpInterface.of(parent) if parent is not None else None
        if parent_branch is not None and RegionBranchTerminatorOpInterface.of(op) is not None:
            assert parent is not None
            self._visit_region_successors_from_terminator(op, parent, parent_branch)
            return
        if Trait.RETURN_LIKE in op.name.traits and parent is not None:
            callable_ = CallableOpInterface.of(parent)
            if callable_ is not None:
                self._visit_callable_return(op, parent, operands)
                return
        self.visit_operation(op, operands, results)

    def _visit_branch(self, op: Operation, branch: BranchOpInterface) -> None:
        """Block arguments of the successors flow back into the operands forwarded to
        them; the others (a condition) are branch operands."""
        unaccounted = [True] * len(op.operands)
        for index, block in enumerate(op.successors):
            forwarded = branch.get_successor_operands(op, index)
            for position, operand_index in enumerate(forwarded.forwarded):
                unaccounted[operand_index] = False
                argument_index = forwarded.produced + position
                if argument_index < len(block.arguments):
                    argument = self.get_lattice_element_for(op, block.arguments[argument_index])
                    self.meet(self.get_lattice_element(op.operands[operand_index]), argument)
        for index, unforwarded in enumerate(unaccounted):
            if unforwarded:
                self.visit_branch_operand(op, index)

    def _visit_call(
        self,
        op: Operation,
        call: CallOpInterface,
        operands: list[AbstractSparseLattice],
        results: list[AbstractSparseLattice],
    ) -> bool:
        """A call's arguments flow back from its callee's entry arguments; False when the
        callee is unknown (the call is then an ordinary op)."""
        callee = call.resolve_callable(op, self.symbol_table)
        callable_ = CallableOpInterface.of(callee) if callee is not None else None
        if callee is None or callable_ is None:
            return False
        region = callable_.get_callable_region(callee)
        if region is None or not region.blocks or not self.solver.config.interprocedural:
            self.visit_external_call(op, operands, results)
            return True
        unaccounted = [True] * len(op.operands)
        arguments = region.blocks[0].arguments
        for argument, index in zip(arguments, operand_indices(op, call.get_arg_operands(op))):
            self.meet(operands[index], self.get_lattice_element_for(op, argument))
            unaccounted[index] = False
        for index, unforwarded in enumerate(unaccounted):
            if unforwarded:
                self.visit_call_operand(op, index)
        return True

    def _visit_callable_return(
        self, op: Operation, callable_op: Operation, operands: list[AbstractSparseLattice]
    ) -> None:
        """The returned values flow back from the results of every call of the callable
        (MLIR's `visitCallableOperation`); exit states when some calls are unknown."""
        callsites = self.get_or_create_for(PredecessorState, op, callable_op)
        if not callsites.all_known:
            self.set_all_to_exit_states(operands)
            return
        for call in callsites.known_predecessors:
            for operand, result in zip(operands, call.results):
                self.meet(operand, self.get_lattice_element_for(op, result))

    def _visit_region_successors(
        self, op: Operation, branch: RegionBranchOpInterface, operands: list[AbstractSparseLattice]
    ) -> None:
        """What the op forwards on entry flows back from the region arguments and results
        it lands in (MLIR's `visitRegionSuccessors`)."""
        unaccounted = [True] * len(op.operands)
        mapping = branch.get_successor_operand_input_mapping(op, RegionBranchPoint.parent())
        for (_, index), inputs in mapping.items():
            for input_ in inputs:
                self.meet(operands[index], self.get_lattice_element_for(op, input_))
                unaccounted[index] = False
        for successor in branch.get_entry_successor_regions(op, [None] * len(op.operands)):
            if successor.region is not None:
                arguments = branch.get_non_successor_inputs(op, successor)
                self.visit_non_control_flow_arguments(op, successor, arguments)
        for index, unforwarded in enumerate(unaccounted):
            if unforwarded:
                self.visit_branch_operand(op, index)

    def _visit_region_successors_from_terminator(
        self, terminator: Operation, op: Operation, branch: RegionBranchOpInterface
    ) -> None:
        """What a region's terminator forwards flows back from where it lands (MLIR's
        `visitRegionSuccessorsFromTerminator`)."""
        unaccounted = [True] * len(terminator.operands)
        point = RegionBranchPoint(terminator.parent_region)
        mapping = branch.get_successor_operand_input_mapping(op, point)
        for (_, index), inputs in mapping.items():
            for input_ in inputs:
                operand = self.get_lattice_element(terminator.operands[index])
                self.meet(operand, self.get_lattice_element_for(terminator, input_))
                unaccounted[index] = False
        for index, unforwarded in enumerate(unaccounted):
            if unforwarded:
                self.visit_branch_operand(terminator, index)


class SparseBackwardDataFlowAnalysis(AbstractSparseBackwardDataFlowAnalysis, Generic[LatticeT]):
    """A sparse backward analysis over lattices of class `lattice` (MLIR's
    `SparseBackwardDataFlowAnalysis<StateT>`): subclass it, set `lattice`, and give
    `visit_operation`, `visit_branch_operand`, `visit_call_operand` and
    `set_to_exit_state`."""

    lattice: ClassVar[type[AbstractSparseLattice]]
