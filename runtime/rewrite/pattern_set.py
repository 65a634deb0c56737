"""Pattern lists: `RewritePatternSet` collects patterns; `FrozenRewritePatternSet`
filters them by debug name or label and indexes them by root op name."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .pattern import RewritePattern

PatternSource = RewritePattern | type[RewritePattern]


class RewritePatternSet:
    """A mutable list of patterns (MLIR's `RewritePatternSet`)."""

    def __init__(self, patterns: Iterable[RewritePattern] = ()):
        self.patterns: list[RewritePattern] = list(patterns)

    def add(self, *sources: PatternSource, **arguments: Any) -> RewritePatternSet:
        """Add pattern instances, or classes built with `cls.create(**arguments)`."""
        for source in sources:
            self.patterns.append(_instantiate(source, arguments))
        return self

    def add_with_label(
        self, labels: str | Iterable[str], *sources: PatternSource, **arguments: Any
    ) -> RewritePatternSet:
        """`add`, attaching the debug label(s) `labels` to every added pattern."""
        names = [labels] if isinstance(labels, str) else list(labels)
        for source in sources:
            pattern = _instantiate(source, arguments)
            pattern.add_debug_labels(*names)
            self.patterns.append(pattern)
        return self

    def __iter__(self) -> Iterator[RewritePattern]:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)


def _instantiate(source: PatternSource, arguments: dict[str, Any]) -> RewritePattern:
    if isinstance(source, RewritePattern):
        if arguments:
            raise TypeError("constructor arguments apply to pattern classes, not instances")
        return source
    return source.create(**arguments)


class FrozenRewritePatternSet:
    """An immutable, filtered pattern list: a pattern is dropped when its debug name or
    one of its labels is in `disabled_patterns`, or, when `enabled_patterns` is not
    empty, when neither is in it (disabling wins)."""

    def __init__(
        self,
        patterns: Iterable[RewritePattern] = (),
        disabled_patterns: Iterable[str] = (),
        enabled_patterns: Iterable[str] = (),
    ):
        self.default_ranking: Any = None  # the applicator's cache for the default cost model
        disabled = frozenset(disabled_patterns)
        enabled = frozenset(enabled_patterns)
        self.op_patterns: dict[str, list[RewritePattern]] = {}
        self.any_op_patterns: list[RewritePattern] = []
        for pattern in patterns:
            names = {pattern.debug_name, *pattern.debug_labels}
            if names & disabled or (enabled and not names & enabled):
                continue
            if pattern.root is None:
                self.any_op_patterns.append(pattern)
            else:
                self.op_patterns.setdefault(pattern.root, []).append(pattern)
        self.all_bounded = all(p.has_bounded_rewrite_recursion for p in self)

    def __iter__(self) -> Iterator[RewritePattern]:
        for patterns in self.op_patterns.values():
            yield from patterns
        yield from self.any_op_patterns

    def __len__(self) -> int:
        return sum(len(p) for p in self.op_patterns.values()) + len(self.any_op_patterns)
