"""Orders of blocks and ops that respect dominance (MLIR's
mlir/lib/Analysis/TopologicalSortUtils.cpp): `blocks_sorted_by_dominance`
(`getBlocksSortedByDominance`) and `topological_sort` (`topologicalSort` of a set of ops)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .operation import Block, Operation, Region


def blocks_sorted_by_dominance(region: Region) -> list[Block]:
    """Each block after its dominators: the reverse post-order from each block no earlier
    traversal reached, in region order."""
    ordered: dict[Block, None] = {}
    for block in region.blocks:
        if block not in ordered:
            ordered.update(dict.fromkeys(_reverse_post_order(block)))
    return list(ordered)


def _reverse_post_order(start: Block) -> list[Block]:
    """LLVM's `ReversePostOrderTraversal` from `start`, successors in terminator order."""
    post: list[Block] = []
    seen = {start}
    stack: list[tuple[Block, Iterator[Block]]] = [(start, iter(start.successors))]
    while stack:
        block, pending = stack[-1]
        for succ in pending:
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, iter(succ.successors)))
                break
        else:
            stack.pop()
            post.append(block)
    post.reverse()
    return post


def topological_sort(ops: Iterable[Operation]) -> list[Operation]:
    """`topologicalSort`: `ops` in a pre-order walk of their closest common region, the
    blocks of each region in dominance order."""
    to_sort = dict.fromkeys(ops)
    if len(to_sort) <= 1:
        return list(to_sort)
    ancestor_blocks: set[Block] = set()
    ancestor_regions: list[Region] = []  # innermost first, for the first op
    for op in to_sort:
        chain = _enclosing_regions(op, ancestor_blocks)
        if not ancestor_regions:
            ancestor_regions = chain
        else:
            common = set(chain)
            ancestor_regions = [region for region in ancestor_regions if region in common]
    root = ancestor_regions[0]
    regions_to_enter = {block.parent for block in ancestor_blocks}
    result: list[Operation] = []
    stack: list[Region | Block | Operation] = [root]
    while stack:
        current = stack.pop()
        if isinstance(current, Region):
            sorted_blocks = blocks_sorted_by_dominance(current)
            stack.extend(block for block in reversed(sorted_blocks) if block in ancestor_blocks)
        elif isinstance(current, Block):
            stack.extend(reversed(current.operations))
        else:
            if current in to_sort:
                result.append(current)
            stack.extend(
                region for region in reversed(current.regions) if region in regions_to_enter
            )
    return result


def _enclosing_regions(op: Operation, blocks: set[Block]) -> list[Region]:
    """The regions holding `op`, innermost first; their blocks on the way go to `blocks`."""
    regions: list[Region] = []
    block = op.parent
    while block is not None and block.parent is not None:
        blocks.add(block)
        regions.append(block.parent)
        owner = block.parent.parent
        block = owner.parent if owner is not None else None
    return regions
