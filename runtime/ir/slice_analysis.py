"""Forward slices (MLIR's mlir/lib/Analysis/SliceAnalysis.cpp, `getForwardSlice`): the ops
that transitively use a value, through results and nested regions, in topological order.

Uses are visited in MLIR's use-list order, the newest use first (`mlir_uses`), so that a
pass that acts in that order acts as MLIR's does."""

from __future__ import annotations

from collections.abc import Iterator

from .operation import Operation, OpOperand, Value


def mlir_uses(value: Value) -> list[OpOperand]:
    """`value.getUses()` in MLIR's order: a use list grows at its front."""
    uses = list(value.uses)
    uses.reverse()
    return uses


def forward_slice(root: Value) -> list[Operation]:
    """`getForwardSlice(root)`: every op using `root` or, transitively, a result of such an
    op or of an op nested in one, each before the ops using its results."""
    post_order: dict[Operation, None] = {}
    entered: set[Operation] = set()
    for use in mlir_uses(root):
        if use.owner in entered:
            continue
        entered.add(use.owner)
        stack: list[tuple[Operation, Iterator[Operation]]] = [(use.owner, _next(use.owner))]
        while stack:
            op, pending = stack[-1]
            for nxt in pending:
                if nxt not in entered:
                    entered.add(nxt)
                    stack.append((nxt, _next(nxt)))
                    break
            else:
                stack.pop()
                post_order[op] = None
    ordered = list(post_order)
    ordered.reverse()
    return ordered


def _next(op: Operation) -> Iterator[Operation]:
    """The ops `getForwardSliceImpl` visits from `op`: those nested in it, then the users of
    its results."""
    for region in op.regions:
        for block in region.blocks:
            yield from block
    for result in op.results:
        for use in mlir_uses(result):
            yield use.owner
