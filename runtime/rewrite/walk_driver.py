"""The walk pattern rewrite driver (MLIR's `walkAndApplyPatterns`): one post-order
walk over the regions of an op, applying the best matching pattern to each op once.

Ops created or modified by a rewrite are not revisited, and an op is rewritten at
most once; patterns may erase only the matched op (and ops nested in it).
"""

from __future__ import annotations

from ..ir import Operation
from .applicator import PatternApplicator
from .debug_log import WALK_REWRITER, ScopedLogger, is_enabled, op_ref
from .listener import RewriterListener
from .pattern_set import FrozenRewritePatternSet
from .rewriter import PatternRewriter


class _WalkListener(RewriterListener):
    """Forwards to the user's listener and logs, as the walk driver does."""

    def __init__(self, user: RewriterListener | None, log: ScopedLogger | None):
        self.user = user
        self.log = log

    def notify_operation_inserted(self, op: Operation) -> None:
        if self.log is not None:
            self.log.line(f"** Insert  : {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_inserted(op)

    def notify_operation_modified(self, op: Operation) -> None:
        if self.user is not None:
            self.user.notify_operation_modified(op)

    def notify_operation_erased(self, op: Operation) -> None:
        if self.log is not None:
            self.log.line(f"** Erase   : {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_erased(op)


def walk_and_apply_patterns(
    op: Operation, patterns: FrozenRewritePatternSet, listener: RewriterListener | None = None
) -> bool:
    """Apply `patterns` to every op nested in `op` (not `op` itself), post-order;
    True if any pattern applied."""
    log = ScopedLogger() if is_enabled(WALK_REWRITER) else None
    rewriter = PatternRewriter(op.context, _WalkListener(listener, log))
    applicator = PatternApplicator(patterns)
    applicator.apply_default_cost_model()
    changed = False
    for region in op.regions:
        for block in list(region.blocks):
            for child in block.operations:
                for nested in child.walk(post_order=True):
                    if log is not None:
                        log.line(f"Visiting op: {op_ref(nested)}")
                    if applicator.has_patterns_for(
                        nested.name.name
                    ) and applicator.match_and_rewrite(nested, rewriter):
                        changed = True
                        if log is not None:
                            log.line(f"\tOp matched and rewritten: {nested.name.name}")
    return changed
