"""Analyses: lazily computed, cached per op, nested like the IR, invalidated after passes.

An analysis is any class constructed from `(op)` or `(op, analysis_manager)`.
It may define `is_invalidated(preserved) -> bool` to survive passes that did
not preserve it explicitly.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, TypeVar

from .ir import Operation

if TYPE_CHECKING:
    from .instrumentation import DirectDispatch, PassInstrumentor

A = TypeVar("A")
_NONE: frozenset[Any] = frozenset()


class PreservedAnalyses:
    """The analyses a pass declared preserved (or all of them): by class, or by class
    name (what a spec's `preserves` lists)."""

    __slots__ = ("all", "kinds", "names")

    def __init__(self, names: tuple[str, ...] = ()) -> None:
        self.all = False
        self.kinds: frozenset[type] = _NONE
        self.names: frozenset[str] = frozenset(names) if names else _NONE

    def preserve_all(self) -> None:
        self.all = True

    def preserve(self, *kinds: type) -> None:
        self.kinds = self.kinds.union(kinds)

    def is_preserved(self, kind: type) -> bool:
        return self.all or kind in self.kinds or kind.__name__ in self.names

    @property
    def is_none(self) -> bool:
        return not self.all and not self.kinds and not self.names


_TAKES_MANAGER: dict[type, bool] = {}


def _takes_manager(kind: type) -> bool:
    known = _TAKES_MANAGER.get(kind)
    if known is None:
        params = [
            p
            for p in inspect.signature(kind).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
        known = _TAKES_MANAGER[kind] = len(params) >= 2
    return known


class AnalysisManager:
    """Analyses of one op, with child managers for ops nested in it."""

    __slots__ = ("op", "parent", "analyses", "children", "instrumentor", "pass_")

    def __init__(
        self,
        op: Operation,
        parent: AnalysisManager | None = None,
        instrumentor: PassInstrumentor | DirectDispatch | None = None,
    ):
        self.op = op
        self.parent = parent
        self.analyses: dict[type, Any] = {}
        self.children: dict[Operation, AnalysisManager] = {}
        self.instrumentor = instrumentor
        self.pass_: Any = None  # the pass computing analyses here, for instrumentation

    def nest(self, op: Operation) -> AnalysisManager:
        """The manager of `op`, which must be nested in this manager's op."""
        if op is self.op:
            return self
        parent_op = op.parent_op
        owner = self if parent_op is self.op else self.nest(parent_op)  # type: ignore[arg-type]
        child = owner.children.get(op)
        if child is None:
            child = owner.children[op] = AnalysisManager(op, owner, owner.instrumentor)
            child.pass_ = owner.pass_
        return child

    def get_analysis(self, kind: type[A]) -> A:
        found = self.analyses.get(kind)
        if found is None:
            instrumentor = self.instrumentor
            if instrumentor is not None:
                instrumentor.run_before_analysis(kind, self.op, self.pass_)
            found = kind(self.op, self) if _takes_manager(kind) else kind(self.op)  # type: ignore[call-arg]
            self.analyses[kind] = found
            if instrumentor is not None:
                instrumentor.run_after_analysis(kind, self.op, self.pass_)
        return found

    def get_cached_analysis(self, kind: type[A]) -> A | None:
        return self.analyses.get(kind)

    def get_cached_parent_analysis(
        self, kind: type[A], parent: Operation | None = None
    ) -> A | None:
        """A cached analysis of an ancestor (the nearest with one, or `parent`)."""
        manager = self.parent
        while manager is not None:
            if parent is None or manager.op is parent:
                found = manager.analyses.get(kind)
                if found is not None or parent is not None:
                    return found
            manager = manager.parent
        return None

    def get_child_analysis(self, kind: type[A], child: Operation) -> A:
        return self.nest(child).get_analysis(kind)

    def get_cached_child_analysis(self, kind: type[A], child: Operation) -> A | None:
        manager = self.children.get(child)
        return manager.analyses.get(kind) if manager is not None else None

    def invalidate(self, preserved: PreservedAnalyses) -> None:
        """Drop every analysis (here and below) that `preserved` does not keep."""
        if preserved.all:
            return
        if self.analyses:
            self.analyses = {
                kind: value
                for kind, value in self.analyses.items()
                if preserved.is_preserved(kind) or not _invalidated(value, preserved)
            }
        if self.children:
            for child in list(self.children.values()):
                child.invalidate(preserved)
            # Drop managers left empty, so finished nested pipelines free their memory.
            self.children = {op: m for op, m in self.children.items() if m.analyses or m.children}

    def clear(self) -> None:
        self.analyses.clear()
        self.children.clear()


def _invalidated(analysis: Any, preserved: PreservedAnalyses) -> bool:
    hook = getattr(analysis, "is_invalidated", None)
    return True if hook is None else bool(hook(preserved))
