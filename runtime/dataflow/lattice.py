"""Sparse lattices (MLIR's `AbstractSparseLattice` and `Lattice<ValueT>`, in
SparseAnalysis.h): the state a sparse analysis keeps for each SSA value."""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, TypeVar

from ..ir import Value
from .solver import AnalysisState, DataFlowAnalysis, DataFlowSolver, LatticeAnchor

SelfT = TypeVar("SelfT")


class LatticeValue(Protocol):
    """What a `Lattice` holds: a value with a least upper bound (`join`) and equality."""

    def join(self: SelfT, other: SelfT) -> SelfT: ...

    def __eq__(self, other: object) -> bool: ...


ValueT = TypeVar("ValueT", bound=LatticeValue)


class AbstractSparseLattice(AnalysisState):
    """The lattice element of one SSA value (MLIR's `AbstractSparseLattice`). The analyses
    that subscribe to it (`use_def_subscribe`) re-visit the value's users when it changes."""

    __slots__ = ("use_def_subscribers",)

    def __init__(self, anchor: LatticeAnchor):
        super().__init__(anchor)
        self.use_def_subscribers: dict[DataFlowAnalysis, None] = {}

    def join(self, rhs: AbstractSparseLattice) -> bool:
        """Join `rhs` into this element (forward analyses); True if it changed."""
        raise NotImplementedError

    def meet(self, rhs: AbstractSparseLattice) -> bool:
        """Meet `rhs` into this element (backward analyses); True if it changed."""
        raise NotImplementedError

    def use_def_subscribe(self, analysis: DataFlowAnalysis) -> None:
        self.use_def_subscribers[analysis] = None

    def on_update(self, solver: DataFlowSolver) -> None:
        super().on_update(solver)
        if self.use_def_subscribers:
            value: Value = self.anchor  # type: ignore[assignment]
            for user in value.users:
                for analysis in self.use_def_subscribers:
                    solver.enqueue((user, analysis))


class Lattice(AbstractSparseLattice, Generic[ValueT]):
    """A sparse lattice element holding a `LatticeValue` (MLIR's `Lattice<ValueT>`);
    a subclass gives the value an element starts with (`initial`, its uninitialized
    state)."""

    __slots__ = ("value",)
    initial: ClassVar[Any]

    def __init__(self, anchor: LatticeAnchor):
        super().__init__(anchor)
        self.value: ValueT = self.initial

    def join(self, rhs: AbstractSparseLattice) -> bool:
        return self.join_value(rhs.value)  # type: ignore[attr-defined]

    def join_value(self, rhs: ValueT) -> bool:
        """Join `rhs` into the held value; True if it changed."""
        joined = self.value.join(rhs)
        if joined == self.value:
            return False
        self.value = joined
        return True

    def __repr__(self) -> str:
        return repr(self.value)
