"""Pattern application with a cost model (MLIR's `PatternApplicator`)."""

from __future__ import annotations

from collections.abc import Callable

from ..ir import Operation
from ..ir.actions import apply_pattern, executing
from .pattern import MAX_BENEFIT, RewritePattern
from .pattern_set import FrozenRewritePatternSet
from .rewriter import PatternRewriter

CostModel = Callable[[RewritePattern], int]
CanApply = Callable[[RewritePattern], bool]
OnFailure = Callable[[RewritePattern], None]
OnSuccess = Callable[[RewritePattern], bool]


class PatternApplicator:
    """Tries a frozen set's patterns on an op, best benefit first (ties keep the set's
    order, an op's own patterns before those for any op); a pattern whose cost-model
    benefit is `MAX_BENEFIT` is never tried. Each op name's list is merged once."""

    def __init__(self, patterns: FrozenRewritePatternSet):
        self.patterns = patterns
        self._by_root: dict[str, list[tuple[int, RewritePattern]]] = {}
        self._any_op: list[tuple[int, RewritePattern]] = []
        self._for_name: dict[str, list[RewritePattern]] = {}

    def apply_cost_model(self, model: CostModel) -> None:
        """Rank the patterns by `model(pattern)` (higher is tried first)."""
        self._by_root = {
            root: _ranked(patterns, model) for root, patterns in self.patterns.op_patterns.items()
        }
        self._by_root = {root: ranked for root, ranked in self._by_root.items() if ranked}
        self._any_op = _ranked(self.patterns.any_op_patterns, model)
        self._for_name = {}

    def apply_default_cost_model(self) -> None:
        """Rank the patterns by their static benefit (computed once per frozen set)."""
        ranking = self.patterns.default_ranking
        if ranking is None:
            self.apply_cost_model(lambda pattern: pattern.benefit)
            self.patterns.default_ranking = (self._by_root, self._any_op, self._for_name)
        else:
            self._by_root, self._any_op, self._for_name = ranking

    def has_patterns_for(self, op_name: str) -> bool:
        return bool(self._any_op) or op_name in self._by_root

    def patterns_for(self, op_name: str) -> list[RewritePattern]:
        """The patterns tried on ops named `op_name`, in order."""
        found = self._for_name.get(op_name)
        if found is None:
            found = self._for_name[op_name] = _merged(self._by_root.get(op_name, []), self._any_op)
        return found

    def match_and_rewrite(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        can_apply: CanApply | None = None,
        on_failure: OnFailure | None = None,
        on_success: OnSuccess | None = None,
    ) -> bool:
        """Apply the first pattern that matches `op`, best first; True if one did.

        The rewriter's insertion point is set before `op` for each attempt.
        `can_apply` may veto a pattern, `on_failure` runs after a failed attempt and
        `on_success` may turn a success into a failure by returning False.
        """
        observers = op.context.action_observers
        for pattern in self.patterns_for(op.name.name):
            if can_apply is not None and not can_apply(pattern):
                continue
            rewriter.set_insertion_point(op)
            if observers:
                with executing(observers, lambda: apply_pattern(pattern.debug_name, op)):
                    matched = _attempt(pattern, op, rewriter, on_failure, on_success)
            else:
                matched = _attempt(pattern, op, rewriter, on_failure, on_success)
            if matched:
                return True
        return False


def _merged(
    specific: list[tuple[int, RewritePattern]], generic: list[tuple[int, RewritePattern]]
) -> list[RewritePattern]:
    """Both ranked lists in one, by benefit; on a tie the op-specific pattern first."""
    merged: list[RewritePattern] = []
    i = j = 0
    while i < len(specific) or j < len(generic):
        if j >= len(generic) or (i < len(specific) and specific[i][0] >= generic[j][0]):
            merged.append(specific[i][1])
            i += 1
        else:
            merged.append(generic[j][1])
            j += 1
    return merged


def _attempt(
    pattern: RewritePattern,
    op: Operation,
    rewriter: PatternRewriter,
    on_failure: OnFailure | None,
    on_success: OnSuccess | None,
) -> bool:
    """Try `pattern` on `op` (MLIR's ApplyPatternAction): whether it rewrote `op`."""
    matched = pattern.match_and_rewrite(op, rewriter)
    if matched and on_success is not None and not on_success(pattern):
        matched = False
    if not matched and on_failure is not None:
        on_failure(pattern)
    return matched


def _ranked(patterns: list[RewritePattern], model: CostModel) -> list[tuple[int, RewritePattern]]:
    scored = [(model(pattern), pattern) for pattern in patterns]
    kept = [item for item in scored if item[0] < MAX_BENEFIT]
    kept.sort(key=lambda item: -item[0])
    return kept
