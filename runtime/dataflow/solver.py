"""The dataflow solver and what it runs (MLIR's DataFlowFramework.h/.cpp): analyses
(`DataFlowAnalysis`) compute analysis states (`AnalysisState`) attached to lattice anchors,
and the solver (`DataFlowSolver`) re-visits the program points whose inputs changed until
nothing changes.

A *program point* is where an analysis runs: an `Operation` stands for the point after it
(visiting it computes what the op produces) and a `BlockStart` (`point_before(block)`) for
the point at a block's start (visiting it computes its arguments). A *lattice anchor* is what a state is attached to: a
program point, a `Value`, a `CFGEdge`, or any other hashable object an analysis chooses.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TypeVar

from ..ir import Block, Operation


@dataclass(frozen=True)
class BlockStart:
    """The point at the start of `block` (MLIR's `getProgramPointBefore(block)`). MLIR keys
    it by the block's first op when asked: an op a folder inserts at the front during the
    analysis makes a new point, whose states start over (dead), as in MLIR."""

    block: Block
    first: Operation | None


def point_before(block: Block) -> BlockStart:
    """The point at the start of `block`, the anchor of its `Executable` state."""
    return BlockStart(block, block._first)


ProgramPoint = Operation | BlockStart
"""Where an analysis runs: after an op (the `Operation`), or at a block's start."""

LatticeAnchor = Hashable
"""What a state is attached to: a program point, a `Value`, a `CFGEdge`, ..."""

WorkItem = tuple[ProgramPoint, "DataFlowAnalysis"]

StateT = TypeVar("StateT", bound="AnalysisState")
AnalysisT = TypeVar("AnalysisT", bound="DataFlowAnalysis")


@dataclass(frozen=True)
class CFGEdge:
    """The control-flow edge from block `source` to its successor `target` (MLIR's
    `CFGEdge`), an anchor of the liveness of that edge."""

    source: Block
    target: Block


class AnalysisState:
    """A state computed by an analysis at a lattice anchor (MLIR's `AnalysisState`).

    `dependents` are the work items (program point, analysis) that read the state: they
    are re-visited when it changes (`on_update`). Subclasses hold the state itself and
    report, from each update method, whether it changed (MLIR's `ChangeResult`)."""

    __slots__ = ("anchor", "dependents")

    def __init__(self, anchor: LatticeAnchor):
        self.anchor = anchor
        self.dependents: dict[WorkItem, None] = {}

    def add_dependency(self, point: ProgramPoint, analysis: DataFlowAnalysis) -> None:
        """Re-visit `point` with `analysis` whenever this state changes."""
        self.dependents[(point, analysis)] = None

    def on_update(self, solver: DataFlowSolver) -> None:
        """The state changed: enqueue its dependents (subclasses add more)."""
        for item in self.dependents:
            solver.enqueue(item)


@dataclass(frozen=True)
class DataFlowConfig:
    """How the solver runs (MLIR's `DataFlowConfig`): `interprocedural` analyses follow
    calls into their callees and back."""

    interprocedural: bool = True


class DataFlowSolver:
    """Runs the analyses loaded into it to a fixpoint and keeps their states (MLIR's
    `DataFlowSolver`):

        solver = DataFlowSolver()
        solver.load(DeadCodeAnalysis)
        solver.load(SparseConstantPropagation)
        solver.initialize_and_run(op)
        lattice = solver.lookup_state(ConstantValueLattice, value)
    """

    def __init__(self, config: DataFlowConfig | None = None):
        self.config = config or DataFlowConfig()
        self.analyses: list[DataFlowAnalysis] = []
        self._states: dict[type[AnalysisState], dict[LatticeAnchor, AnalysisState]] = {}
        self._worklist: deque[WorkItem] = deque()

    def load(self, analysis: type[AnalysisT]) -> AnalysisT:
        """Create an analysis of class `analysis` on this solver and run it with the others."""
        loaded = analysis(self)
        self.analyses.append(loaded)
        return loaded

    def initialize_and_run(self, top: Operation) -> None:
        """Initialize every analysis on `top` (and what it holds), then visit the work
        items their states' changes enqueue until there are none."""
        for analysis in self.analyses:
            analysis.initialize(top)
        worklist = self._worklist
        while worklist:
            point, analysis = worklist.popleft()
            analysis.visit(point)

    def lookup_state(self, state: type[StateT], anchor: LatticeAnchor) -> StateT | None:
        """The state of class `state` at `anchor`, None if no analysis created it."""
        found = self._states.get(state, {}).get(anchor)
        return found  # type: ignore[return-value]

    def get_or_create_state(self, state: type[StateT], anchor: LatticeAnchor) -> StateT:
        """The state of class `state` at `anchor`, created (in its initial value) if needed."""
        states = self._states.get(state)
        if states is None:
            states = self._states[state] = {}
        found = states.get(anchor)
        if found is None:
            found = states[anchor] = state(anchor)
        return found  # type: ignore[return-value]

    def enqueue(self, item: WorkItem) -> None:
        """Visit `item`'s point with its analysis later."""
        self._worklist.append(item)

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        """Notify `state`'s dependents if an update `changed` it."""
        if changed:
            state.on_update(self)


class DataFlowAnalysis:
    """An analysis the solver runs (MLIR's `DataFlowAnalysis`): `initialize` visits the IR
    under the top op once, creating states and subscribing to those it reads; `visit`
    recomputes what depends on a program point when the solver re-visits it."""

    def __init__(self, solver: DataFlowSolver):
        self.solver = solver

    def initialize(self, top: Operation) -> None:
        raise NotImplementedError

    def visit(self, point: ProgramPoint) -> None:
        raise NotImplementedError

    def get_or_create(self, state: type[StateT], anchor: LatticeAnchor) -> StateT:
        """The state of class `state` at `anchor` (MLIR's `getOrCreate`)."""
        return self.solver.get_or_create_state(state, anchor)

    def get_or_create_for(
        self, state: type[StateT], dependent: ProgramPoint, anchor: LatticeAnchor
    ) -> StateT:
        """The state at `anchor`, with `dependent` re-visited by this analysis whenever
        it changes (MLIR's `getOrCreateFor`)."""
        found = self.solver.get_or_create_state(state, anchor)
        found.add_dependency(dependent, self)
        return found

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        self.solver.propagate_if_changed(state, changed)
