"""Region simplification run by the greedy driver between iterations (MLIR's
`simplifyRegions`): unreachable-block erasure and liveness-based dead code and dead
block-argument elimination (`runRegionDCE`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ir import Block, Operation, Region, Trait, Value
from ..ir.effects import would_op_be_trivially_dead
from .block_merging import drop_redundant_arguments, merge_identical_blocks
from .rewriter import PatternRewriter
from .successor_operands import erase_successor_operand, successor_operand_ranges


def post_order(entry: Block) -> list[Block]:
    """The blocks reachable from `entry`, successors before predecessors."""
    visited = {entry}
    order: list[Block] = []
    stack = [(entry, iter(entry.successors))]
    while stack:
        block, children = stack[-1]
        for child in children:
            if child not in visited:
                visited.add(child)
                stack.append((child, iter(child.successors)))
                break
        else:
            stack.pop()
            order.append(block)
    return order


def _nested_regions(block: Block) -> Iterable[Region]:
    for op in block:
        yield from op.regions


def erase_unreachable_blocks(rewriter: PatternRewriter, regions: Sequence[Region]) -> bool:
    """Erase the blocks no path from their region's entry reaches; True if any."""
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        if not region.blocks:
            continue
        if len(region.blocks) == 1:
            worklist.extend(_nested_regions(region.blocks[0]))
            continue
        reachable = set(post_order(region.blocks[0]))
        dead = [block for block in region.blocks if block not in reachable]
        for block in dead:
            for op in block:
                op.drop_all_references()
        for block in dead:
            rewriter.erase_block(block)
        erased = erased or bool(dead)
        for block in region.blocks:
            worklist.extend(_nested_regions(block))
    return erased


class _Liveness:
    """Ops and values proved live, with a flag for the fixed-point loop.

    An op is live once it or one of its results is: marking a result marks its op.
    """

    def __init__(self) -> None:
        self.live: set[Operation | Value] = set()
        self.changed = False
        self.orders: dict[Region, list[Block]] = {}

    def post_order(self, region: Region) -> list[Block]:
        """`post_order` of the region's entry, computed once per region: finding and
        deleting what is dead changes no successor lists."""
        order = self.orders.get(region)
        if order is None:
            order = self.orders[region] = post_order(region.blocks[0])
        return order

    def mark(self, item: Operation | Value) -> None:
        live = self.live
        if item not in live:
            live.add(item)
            self.changed = True
            owner = getattr(item, "op", None)
            if owner is not None:
                live.add(owner)

    def feeds_only_dead_arguments(self, branch: Operation, value: Value) -> bool:
        """Whether every use of `value` by the terminator `branch` is a successor
        operand whose block argument is not live (a phi operand, not a real use)."""
        ranges = successor_operand_ranges(branch)
        if ranges is None:
            return False
        operands = branch.operands
        for index, operand in enumerate(operands):
            if operand is not value:
                continue
            for successor, (start, count) in zip(branch.successors, ranges):
                if start <= index < start + count:
                    if successor.arguments[index - start] in self.live:
                        return False
                    break
            else:
                return False
        return True

    def process_value(self, value: Value) -> None:
        live = self.live
        for user in value.users:
            if user in live and not (
                Trait.IS_TERMINATOR in user.name.traits
                and self.feeds_only_dead_arguments(user, value)
            ):
                self.mark(value)
                return

    def propagate_op(self, op: Operation) -> None:
        for region in op.regions:
            self.propagate_region(region)
        traits = op.name.traits
        if Trait.IS_TERMINATOR in traits:
            self.mark(op)
            if op.successors and successor_operand_ranges(op) is None:
                for successor in op.successors:
                    for argument in successor.arguments:
                        self.mark(argument)
            return
        if op in self.live:
            return
        if not would_op_be_trivially_dead(op):
            self.mark(op)
            return
        for result in op.results:
            self.process_value(result)

    def propagate_region(self, region: Region) -> None:
        if not region.blocks:
            return
        entry = region.blocks[0]
        for block in self.post_order(region):
            for op in reversed(block):
                self.propagate_op(op)
            if block is entry:
                continue
            for argument in block.arguments:
                if argument not in self.live:
                    self.process_value(argument)


def run_region_dce(rewriter: PatternRewriter, regions: Sequence[Region]) -> bool:
    """Erase dead ops and dead non-entry block arguments; True if anything went."""
    liveness = _Liveness()
    liveness.changed = True
    while liveness.changed:
        liveness.changed = False
        for region in regions:
            liveness.propagate_region(region)
    return _delete_dead(rewriter, regions, liveness)


def _delete_dead(rewriter: PatternRewriter, regions: Sequence[Region], liveness: _Liveness) -> bool:
    erased = False
    live = liveness.live
    for region in regions:
        if not region.blocks:
            continue
        dead: list[Operation] = []
        for block in liveness.post_order(region):
            if len(region.blocks) > 1:
                _erase_dead_successor_operands(block, live)
            for op in reversed(block):
                if op not in live:
                    dead.append(op)
                elif op.regions:
                    erased = _delete_dead(rewriter, op.regions, liveness) or erased
        for op in dead:
            op.drop_all_references()
        for op in dead:
            rewriter.erase_op(op)
        erased = erased or bool(dead)
        for block in region.blocks[1:]:
            for index in reversed(range(len(block.arguments))):
                if block.arguments[index] not in live:
                    block.erase_argument(index)
                    erased = True
    return erased


def _erase_dead_successor_operands(block: Block, live: set[Operation | Value]) -> None:
    terminator = block.last_op
    if terminator is None or Trait.IS_TERMINATOR not in terminator.name.traits:
        return
    ranges = successor_operand_ranges(terminator)
    if ranges is None:
        return
    for successor_index in reversed(range(len(ranges))):
        successor = terminator.successors[successor_index]
        for index in reversed(range(ranges[successor_index][1])):
            if successor.arguments[index] not in live:
                erase_successor_operand(terminator, successor_index, index)


def simplify_regions(
    rewriter: PatternRewriter, regions: Sequence[Region], merge_blocks: bool = False
) -> bool:
    """Unreachable blocks, then dead code, then (`merge_blocks`) identical blocks and
    redundant block arguments; True if the IR changed."""
    changed = erase_unreachable_blocks(rewriter, regions)
    changed = run_region_dce(rewriter, regions) or changed
    if merge_blocks:
        changed = merge_identical_blocks(rewriter, regions) or changed
        changed = drop_redundant_arguments(rewriter, regions) or changed
    return changed
