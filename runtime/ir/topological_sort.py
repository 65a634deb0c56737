"""Topological sorting of a block's ops, so that (as far as possible) every op comes after the
ops defining its operands (MLIR's `mlir/lib/Analysis/TopologicalSortUtils.cpp`:
`sortTopologically` and `computeTopologicalSorting`).

Both sorts are stable: ops already in order keep it. Ops that form a cycle are placed one by
one in their order when no other op can be, and the sort then reports False.

An operand is ready when `is_operand_ready(value, op)` says so (`op` is the op of the range
being placed), when it is a block argument, when it is defined outside the block (an implicit
capture) or inside `op` itself, or when the op of the block that holds its definition is
already placed. An op is ready when the operands of it and of every op nested in it are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .context import Trait
from .operation import Block, Operation, OpResult, Value

OperandReady = Callable[[Value, Operation], bool]
"""MLIR's `isOperandReady` callback: whether `value`, an operand of (an op nested in) the op,
counts as ready whatever defines it."""


def sort_topologically(
    block: Block,
    ops: Sequence[Operation] | None = None,
    is_operand_ready: OperandReady | None = None,
) -> bool:
    """Reorder `ops`, a run of consecutive ops of `block` (default: all of them but a
    terminator), in topological order, moving them within their run; False when a cycle
    left some op before an operand's definition."""
    if ops is None:
        ops = block.operations
        if ops and ops[-1].has_trait(Trait.IS_TERMINATOR):
            ops = ops[:-1]
    if not ops:
        return True
    unscheduled = set(ops)
    next_scheduled: Operation | None = ops[0]
    end = ops[-1].next_op
    all_scheduled = True
    while unscheduled:
        scheduled_once = False
        op = next_scheduled
        while op is not end:
            assert op is not None
            following = op.next_op
            if _is_op_ready(block, op, unscheduled, is_operand_ready):
                unscheduled.discard(op)
                if op is next_scheduled:
                    next_scheduled = following
                else:
                    assert next_scheduled is not None
                    op.move_before(next_scheduled)
                scheduled_once = True
            op = following
        if not scheduled_once:
            assert next_scheduled is not None
            all_scheduled = False
            unscheduled.discard(next_scheduled)
            next_scheduled = next_scheduled.next_op
    return all_scheduled


def compute_topological_sorting(
    ops: list[Operation], is_operand_ready: OperandReady | None = None
) -> bool:
    """Permute the list `ops` (ops of one block, in any order) into topological order
    without moving any op; False when a cycle left some op before an operand's definition."""
    if not ops:
        return True
    block = ops[0].parent
    assert block is not None and all(op.parent is block for op in ops), "ops of one block"
    unscheduled = set(ops)
    next_index = 0
    all_scheduled = True
    while unscheduled:
        scheduled_once = False
        for index in range(next_index, len(ops)):
            op = ops[index]
            if not _is_op_ready(block, op, unscheduled, is_operand_ready):
                continue
            unscheduled.discard(op)
            ops[index], ops[next_index] = ops[next_index], op
            scheduled_once = True
            next_index += 1
        if not scheduled_once:
            all_scheduled = False
            unscheduled.discard(ops[next_index])
            next_index += 1
    return all_scheduled


def find_ancestor_op_in_block(block: Block, op: Operation) -> Operation | None:
    """The op of `block` that is `op` or holds it (MLIR's `Block::findAncestorOpInBlock`)."""
    ancestor: Operation | None = op
    while ancestor is not None and ancestor.parent is not block:
        ancestor = ancestor.parent_op
    return ancestor


def _is_op_ready(
    block: Block,
    op: Operation,
    unscheduled: set[Operation],
    is_operand_ready: OperandReady | None,
) -> bool:
    """MLIR's `isOpReady`: every operand of `op` and of the ops nested in it is ready."""

    def ready(value: Value) -> bool:
        if is_operand_ready is not None and is_operand_ready(value, op):
            return True
        if not isinstance(value, OpResult):
            return True
        ancestor = find_ancestor_op_in_block(block, value.owner)
        return ancestor is None or ancestor is op or ancestor not in unscheduled

    return all(ready(operand) for nested in op.walk() for operand in nested.operands)
