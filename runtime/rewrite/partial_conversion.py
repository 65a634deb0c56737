"""A partial dialect conversion without type conversion (MLIR's `applyPartialConversion`
with a target that marks some op names illegal and every other op legal).

The ops nested in the root are visited in pre-order (`computeConversionSet`); each one
still in the IR whose name is illegal is rewritten by the best of its patterns that
matches, and the illegal ops a rewrite creates are converted right after it
(`legalizePatternCreatedOperations`). An illegal op no pattern converts fails the
conversion with MLIR's error. Patterns rewrite in place: there is no rollback, which
gives the IR MLIR's driver leaves when the conversion succeeds.
"""

from __future__ import annotations

from collections.abc import Collection

from ..ir import Operation
from .applicator import PatternApplicator
from .listener import RewriterListener
from .pattern_set import FrozenRewritePatternSet
from .rewriter import PatternRewriter


class _CreatedIllegalOps(RewriterListener):
    """Collects the illegal ops a rewrite inserts that the conversion has not seen."""

    def __init__(self, illegal: Collection[str], seen: set[Operation]):
        self.illegal = illegal
        self.seen = seen
        self.created: list[Operation] = []

    def notify_operation_inserted(self, op: Operation) -> None:
        if op.name.name in self.illegal and op not in self.seen:
            self.seen.add(op)
            self.created.append(op)


def apply_partial_conversion(
    root: Operation, patterns: FrozenRewritePatternSet, illegal: Collection[str]
) -> bool:
    """Convert the ops named in `illegal` nested in `root` with `patterns`; False (an
    error reported at the op) when one of them cannot be converted."""
    to_convert = [op for op in root.walk() if op is not root]
    seen = set(to_convert)
    listener = _CreatedIllegalOps(illegal, seen)
    rewriter = PatternRewriter(root.context, listener)
    applicator = PatternApplicator(patterns)
    applicator.apply_default_cost_model()
    for op in to_convert:
        if op.name.name in illegal and _is_nested_in(op, root):
            if not _legalize(op, applicator, rewriter, listener):
                return False
    return True


def _legalize(
    op: Operation,
    applicator: PatternApplicator,
    rewriter: PatternRewriter,
    listener: _CreatedIllegalOps,
) -> bool:
    """Rewrite `op`, then the illegal ops the rewrite created, in creation order."""
    if not applicator.match_and_rewrite(op, rewriter):
        op.emit_error(
            f"failed to legalize operation '{op.name.name}' that was explicitly marked illegal"
        )
        return False
    created, listener.created = listener.created, []
    return all(_legalize(new, applicator, rewriter, listener) for new in created)


def _is_nested_in(op: Operation, root: Operation) -> bool:
    """Whether `op` is still in the IR under `root` (not erased by an earlier rewrite)."""
    parent = op.parent_op
    while parent is not None and parent is not root:
        parent = parent.parent_op
    return parent is root and op.parent is not None
