"""Liveness analysis (MLIR's LivenessAnalysis.h/.cpp): whether each SSA value is *live*,
needed to compute something the program's behaviour depends on, as a sparse backward
analysis. `RunLivenessAnalysis` runs it with the analyses it needs and answers per value.

A value is live when it is an operand of an op with memory effects (or a terminator that
is not a region-branch or callable return, such as `linalg.yield`), a non-forwarded operand
of a branch whose op is live, an operand of a call that the callee does not receive, a
value a public function returns, or when it is used to compute a live value.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..interfaces.control_flow import RegionBranchTerminatorOpInterface, RegionSuccessor
from ..ir import Operation, Value
from ..ir.effects import would_op_be_trivially_dead
from .constant_propagation import SparseConstantPropagation
from .dead_code import DeadCodeAnalysis
from .lattice import AbstractSparseLattice
from .solver import DataFlowSolver, LatticeAnchor
from .sparse_backward import SparseBackwardDataFlowAnalysis


class Liveness(AbstractSparseLattice):
    """Whether a value is live (MLIR's `dataflow::Liveness`): not live until shown live."""

    __slots__ = ("is_live",)

    def __init__(self, anchor: LatticeAnchor):
        super().__init__(anchor)
        self.is_live = False

    def mark_live(self) -> bool:
        """Make the value live; True if it was not."""
        changed = not self.is_live
        self.is_live = True
        return changed

    def meet(self, rhs: AbstractSparseLattice) -> bool:
        return rhs.is_live and self.mark_live()  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return "live" if self.is_live else "not live"


class LivenessAnalysis(SparseBackwardDataFlowAnalysis[Liveness]):
    """The liveness of every value (MLIR's `dataflow::LivenessAnalysis`); load
    `DeadCodeAnalysis` and `SparseConstantPropagation` beside it (or use
    `RunLivenessAnalysis`)."""

    lattice = Liveness

    def initialize(self, top: Operation) -> None:
        # Users outside the analysed op are not visited: its own results are live.
        for result in top.results:
            self.set_to_exit_state(self.get_lattice_element(result))
        super().initialize(top)

    def visit_operation(
        self,
        op: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        if not would_op_be_trivially_dead(op):
            for operand in operands:
                self.propagate_if_changed(operand, operand.mark_live())  # type: ignore[attr-defined]
        live = next((result for result in results if result.is_live), None)  # type: ignore[attr-defined]
        if live is not None:
            for operand in operands:
                self.meet(operand, live)

    def visit_branch_operand(self, op: Operation, index: int) -> None:
        """A non-forwarded operand is live as its op would be with it as only operand:
        a branch's always, a region-branch op's or (through its parent) a region
        terminator's when the op has effects or a live result."""
        visited = op.parent_op if RegionBranchTerminatorOpInterface.of(op) is not None else op
        assert visited is not None
        operand = self.get_lattice_element(op.operands[index])
        results = [self.get_lattice_element(result) for result in visited.results]
        self.visit_operation(visited, [operand], results)

    def visit_call_operand(self, op: Operation, index: int) -> None:
        operand = self.get_lattice_element(op.operands[index])
        self.propagate_if_changed(operand, operand.mark_live())  # type: ignore[attr-defined]

    def visit_non_control_flow_arguments(
        self, op: Operation, successor: RegionSuccessor, arguments: Sequence[Value]
    ) -> None:
        argument_lattices = [self.get_lattice_element(argument) for argument in arguments]
        result_lattices = [self.get_lattice_element(result) for result in op.results]
        if any(result.is_live for result in result_lattices):  # type: ignore[attr-defined]
            for argument in argument_lattices:
                self.propagate_if_changed(argument, argument.mark_live())  # type: ignore[attr-defined]
            return
        self.visit_operation(op, argument_lattices, result_lattices)

    def set_to_exit_state(self, lattice: AbstractSparseLattice) -> None:
        self.propagate_if_changed(lattice, lattice.mark_live())  # type: ignore[attr-defined]


class RunLivenessAnalysis:
    """Liveness of the values under an op (MLIR's `RunLivenessAnalysis`): runs
    `DeadCodeAnalysis`, `SparseConstantPropagation` and `LivenessAnalysis` on it. Values
    in blocks dead code analysis proved unreachable are not live; values created after
    the run have no liveness (`get_liveness` is None)."""

    def __init__(self, op: Operation):
        self.solver = DataFlowSolver()
        self.solver.load(DeadCodeAnalysis)
        self.solver.load(SparseConstantPropagation)
        self.solver.load(LivenessAnalysis)
        self.solver.initialize_and_run(op)
        # The solver does not visit ops in dead blocks: their values get a state, dead.
        for nested in op.walk():
            for result in nested.results:
                self.solver.get_or_create_state(Liveness, result)
            for region in nested.regions:
                for block in region.blocks:
                    for argument in block.arguments:
                        self.solver.get_or_create_state(Liveness, argument)

    def get_liveness(self, value: Value) -> Liveness | None:
        """`value`'s liveness, None for a value the analysis never saw."""
        return self.solver.lookup_state(Liveness, value)
