"""A partial dialect conversion without type conversion (MLIR's `applyPartialConversion`
with a target that marks some ops illegal, by name or dynamically, and every other op
legal).

The ops nested in the root are visited in pre-order (`computeConversionSet`); each one
still in the IR that is illegal is first folded (`legalizeWithFold`: replaced by the values
or the constants its folder gives, or updated in place and legalized again), else
rewritten by the best of its patterns that matches, and the illegal ops a rewrite creates
are converted right after it (`legalizePatternCreatedOperations`). An illegal op no pattern converts fails the
conversion with MLIR's error. Patterns rewrite in place: there is no rollback, which
gives the IR MLIR's driver leaves when the conversion succeeds.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ir import Operation, Value
from .applicator import PatternApplicator
from .folding import fold_op
from .listener import RewriterListener
from .pattern_set import FrozenRewritePatternSet
from .rewriter import PatternRewriter


class _CreatedIllegalOps(RewriterListener):
    """Collects the illegal ops a rewrite inserts that the conversion has not seen."""

    def __init__(self, illegal: Callable[[Operation], bool], seen: set[Operation]):
        self.illegal = illegal
        self.seen = seen
        self.created: list[Operation] = []

    def notify_operation_inserted(self, op: Operation) -> None:
        if op not in self.seen and self.illegal(op):
            self.seen.add(op)
            self.created.append(op)


def apply_partial_conversion(
    root: Operation, patterns: FrozenRewritePatternSet, illegal: Callable[[Operation], bool]
) -> bool:
    """Convert the ops nested in `root` that `illegal` holds illegal with `patterns`;
    False (an error reported at the op) when one of them cannot be converted."""
    to_convert = [op for op in root.walk() if op is not root]
    seen = set(to_convert)
    listener = _CreatedIllegalOps(illegal, seen)
    rewriter = PatternRewriter(root.context, listener)
    applicator = PatternApplicator(patterns)
    applicator.apply_default_cost_model()
    for op in to_convert:
        if illegal(op) and _is_nested_in(op, root):
            if not _legalize(op, applicator, rewriter, listener):
                return False
    return True


def _legalize(
    op: Operation,
    applicator: PatternApplicator,
    rewriter: PatternRewriter,
    listener: _CreatedIllegalOps,
) -> bool:
    """Fold or rewrite `op`, then the illegal ops the rewrite created, in creation order."""
    folded = _try_fold(op, rewriter)
    if folded is not None:
        if not folded:
            return _legalize(op, applicator, rewriter, listener)
        rewriter.replace_op(op, folded)
        return True
    if not applicator.match_and_rewrite(op, rewriter):
        op.emit_error(
            f"failed to legalize operation '{op.name.name}' that was explicitly marked illegal"
        )
        return False
    created, listener.created = listener.created, []
    return all(_legalize(new, applicator, rewriter, listener) for new in created)


def _try_fold(op: Operation, rewriter: PatternRewriter) -> list[Value] | None:
    """`OpBuilder::tryFold`: the values replacing `op` (constants materialized by its
    dialect before it, at its location), `[]` when it was folded in place, None when it
    does not fold or a constant cannot be materialized."""
    folded = fold_op(op)
    if folded is None:
        return None
    if not folded:
        return []
    dialect = op.context.loaded_dialects.get(op.name.dialect)
    materialize = dialect.constant_materializer if dialect is not None else None
    values: list[Value] = []
    created: list[Operation] = []
    rewriter.set_insertion_point(op)
    for result, item in zip(op.results, folded):
        if isinstance(item, Value):
            values.append(item)
            continue
        constant = materialize(rewriter, item, result.type, op.location) if materialize else None
        if constant is None:
            for made in created:
                rewriter.erase_op(made)
            return None
        created.append(constant)
        values.append(constant.results[0])
    return values


def _is_nested_in(op: Operation, root: Operation) -> bool:
    """Whether `op` is still in the IR under `root` (not erased by an earlier rewrite)."""
    parent = op.parent_op
    while parent is not None and parent is not root:
        parent = parent.parent_op
    return parent is root and op.parent is not None
