"""The op-based greedy driver (MLIR's `applyOpPatternsGreedily`): one worklist pass over
the given ops and, depending on the strictness, the ops their rewrites affect."""

from __future__ import annotations

from collections.abc import Sequence

from ..ir import Operation, Region
from .config import GreedyRewriteConfig, Strictness
from .greedy_driver import GreedyPatternRewriteDriver, GreedyRewriteResult
from .pattern_set import FrozenRewritePatternSet


def _common_region(ops: Sequence[Operation]) -> Region | None:
    """The innermost region containing every op (None if one is top-level)."""
    region = ops[0].parent_region
    while region is not None:
        if all(_in_region(region, op) for op in ops[1:]):
            return region
        parent = region.parent
        region = parent.parent_region if parent is not None else None
    return None


def _in_region(region: Region, op: Operation) -> bool:
    current: Operation | None = op
    while current is not None:
        if current.parent_region is region:
            return True
        current = current.parent_op
    return False


class _SurvivorTracker(GreedyPatternRewriteDriver):
    """The op-based driver: remembers which of the given ops were erased."""

    survivors: set[Operation]

    def notify_operation_erased(self, op: Operation) -> None:
        super().notify_operation_erased(op)
        self.survivors.discard(op)


def apply_op_patterns_greedily(
    ops: Sequence[Operation],
    patterns: FrozenRewritePatternSet,
    config: GreedyRewriteConfig | None = None,
) -> GreedyRewriteResult:
    """Rewrite `ops` (and, depending on the strictness, the ops they affect) with one
    worklist pass; `converged` means the worklist emptied within `max_num_rewrites`."""
    config = config or GreedyRewriteConfig()
    if not ops:
        return GreedyRewriteResult(True, False, all_erased=True)
    scope = config.scope if config.scope is not None else _common_region(ops)
    driver = _SurvivorTracker(ops[0].context, patterns, config, scope)
    driver.survivors = set(ops)
    if config.strictness is not Strictness.ANY_OP:
        driver.filtered.update(ops)
    for op in ops:
        driver.add_single_op(op)
    changed = driver.process_worklist()
    return GreedyRewriteResult(not driver.worklist, changed, not driver.survivors, driver.recursive)
