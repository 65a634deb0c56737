"""MLIR's `LoopInvariantCodeMotionUtils.cpp`: `canBeHoisted` and `moveLoopInvariantCode`,
which moves the ops of a loop's body that use nothing the loop defines, are free of memory
effects and speculatable out of it (the subset half: `subset_hoisting`)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from ..interfaces.loop_like import LoopLikeOpInterface, parent_op_of
from ..interfaces.speculation import is_speculatable
from ..ir.context import Trait
from ..ir.effects import is_memory_effect_free
from ..ir.operation import Operation, OpOperand, Value


def can_be_hoisted(op: Operation, condition: Callable[[OpOperand], bool]) -> bool:
    """MLIR's `canBeHoisted`: `op` is no terminator, and every operand of it and of the ops
    nested in it, but those defined inside `op`, meets `condition`."""
    return _can_be_hoisted(op, lambda owner, index, _: condition(OpOperand(owner, index)))


def _can_be_hoisted(op: Operation, condition: Callable[[Operation, int, Value], bool]) -> bool:
    """`can_be_hoisted` with the operand given as its owner, its number and its value."""
    if Trait.IS_TERMINATOR in op.name.traits:
        return False
    if not op.regions:  # nothing is defined inside `op`
        return all(condition(op, index, value) for index, value in enumerate(op.operands))
    for child in op.walk():
        for index, operand in enumerate(child.operands):
            parent = parent_op_of(operand)
            if parent is not None and op.is_ancestor(parent):
                continue
            if not condition(child, index, operand):
                return False
    return True


def move_loop_invariant_code(loop: Operation, model: LoopLikeOpInterface) -> int:
    """Move the invariant ops of each of `loop`'s regions right before it, in the order a
    worklist of the region's ops (then of the users of each op moved) finds them; how many
    moved."""
    moved = 0
    for region in model.get_loop_regions(loop):
        worklist = deque(op for block in region.blocks for op in block)

        def defined_outside(owner: Operation, index: int, value: Value) -> bool:
            return model.is_defined_outside_of_loop(loop, value)

        while worklist:
            op = worklist.popleft()
            if op.parent_region is not region:
                continue  # already moved
            if not (
                is_memory_effect_free(op)
                and is_speculatable(op)
                and _can_be_hoisted(op, defined_outside)
            ):
                continue
            model.move_out_of_loop(loop, op)
            moved += 1
            # MLIR's use lists hold the newest use first.
            worklist.extend(
                user
                for result in op.results
                for user in reversed(result.users)
                if user.parent_region is region
            )
    return moved
