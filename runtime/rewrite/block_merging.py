"""Aggressive region simplification (MLIR's `mergeIdenticalBlocks` and
`dropRedundantArguments` in `RegionUtils.cpp`): blocks with the same successors and
equivalent ops are merged, differing outside operands becoming new block arguments;
block arguments that every predecessor feeds the same value are dropped."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..ir import Block, BlockArgument, Operation, Region, Value
from ..ir.operation import NO_ATTRIBUTES
from .rewriter import PatternRewriter
from .successor_operands import (
    append_successor_operands,
    erase_successor_operand,
    predecessor_edges,
    successor_operand_ranges,
)


def _op_key(op: Operation) -> tuple[object, ...]:
    """What must be equal for two ops to be equivalent, operands aside (MLIR's
    `OperationEquivalence` ignoring operands and locations)."""
    attributes = op._attributes or NO_ATTRIBUTES
    properties = op._properties or NO_ATTRIBUTES
    return (
        op.name,
        tuple(sorted((k, v.text) for k, v in attributes.items())),
        tuple(sorted((k, v.text) for k, v in properties.items())),
        tuple(r.type for r in op.results),
        len(op.regions),
        len(op.successors),
        len(op.operands),
    )


def _used_outside(value: Value, block: Block) -> bool:
    return any(user.parent is not block for user in value.users)


class _BlockData:
    """A block, the equivalence key of its ops and each local value's position."""

    def __init__(self, block: Block):
        self.block = block
        self.key = tuple(_op_key(op) for op in block)
        self.order: dict[Operation, int] = {}
        position = len(block.arguments)
        for op in block:
            if op.results:
                self.order[op] = position
                position += len(op.results)

    def order_of(self, value: Value) -> int:
        if isinstance(value, BlockArgument):
            return value.index
        return self.order[value.op] + value.index  # type: ignore[attr-defined]


def _defined_in(value: Value, block: Block) -> bool:
    owner = value.block if isinstance(value, BlockArgument) else value.op.parent  # type: ignore[attr-defined]
    return owner is block


def _valid_successor_operand(block: Block, value: Value) -> bool:
    """A value made by a predecessor's terminator cannot be passed to `block`."""
    definer = getattr(value, "op", None)
    if definer is None or definer.parent is None or definer is not definer.parent.last_op:
        return True
    return all(
        terminator.parent is not definer.parent for terminator, _ in predecessor_edges(block)
    )


class _Cluster:
    """Blocks equivalent to a leader, and the (op, operand) positions that differ."""

    def __init__(self, leader: _BlockData):
        self.leader = leader
        self.blocks: list[Block] = []
        self.operands: set[tuple[int, int]] = set()

    def add(self, data: _BlockData) -> bool:
        leader, block = self.leader.block, data.block
        if data.key != self.leader.key:
            return False
        if [a.type for a in leader.arguments] != [a.type for a in block.arguments]:
            return False
        mismatched = []
        for position, (lhs, rhs) in enumerate(zip(leader, block)):
            for index, (left, right) in enumerate(zip(lhs.operands, rhs.operands)):
                if left is right:
                    continue
                if left.type != right.type:
                    return False
                inside = _defined_in(left, leader)
                if inside != _defined_in(right, block):
                    return False
                if not inside:
                    if not (
                        _valid_successor_operand(leader, left)
                        and _valid_successor_operand(block, right)
                    ):
                        return False
                    mismatched.append((position, index))
                elif self.leader.order_of(left) != data.order_of(right):
                    return False
            if any(_used_outside(r, block) for r in rhs.results) or any(
                _used_outside(r, leader) for r in lhs.results
            ):
                return False
        self.operands.update(mismatched)
        self.blocks.append(block)
        return True

    def merge(self, rewriter: PatternRewriter) -> bool:
        if not self.blocks:
            return False
        leader = self.leader.block
        if self.operands:
            members = [leader, *self.blocks]
            if not all(
                successor_operand_ranges(t) is not None
                for b in members
                for t, _ in predecessor_edges(b)
            ):
                return False
            old_count = len(leader.arguments)
            ops = [list(b) for b in members]
            arguments: list[list[Value]] = [[] for _ in members]
            for position, index in sorted(self.operands):
                for member, block_ops in enumerate(ops):
                    operand = block_ops[position].operands[index]
                    arguments[member].append(operand)
                    if member == 0:
                        block_ops[position].set_operand(index, leader.add_argument(operand.type))
            arguments = _prune_redundant(arguments, rewriter, old_count, leader)
            for member, block in enumerate(members):
                for terminator, successor in predecessor_edges(block):
                    append_successor_operands(terminator, successor, arguments[member])
        for block in self.blocks:
            for terminator, successor in predecessor_edges(block):
                successors = list(terminator.successors)
                successors[successor] = leader
                terminator.successors = successors
            rewriter.erase_block(block)
        return True


def _prune_redundant(
    arguments: list[list[Value]], rewriter: PatternRewriter, old_count: int, block: Block
) -> list[list[Value]]:
    """Drop new arguments that repeat an earlier one in every predecessor's list."""
    if not arguments or not arguments[0]:
        return arguments
    first: dict[Value, int] = {}
    for index, value in enumerate(arguments[0]):
        first.setdefault(value, index)
    replacement: dict[int, int] = {}
    for index, value in enumerate(arguments[0]):
        earlier = first[value]
        if earlier != index and all(row[earlier] is row[index] for row in arguments[1:]):
            replacement[index] = earlier
    for index in sorted(replacement):
        rewriter.replace_all_uses_with(
            block.arguments[old_count + index], block.arguments[old_count + replacement[index]]
        )
    for index in sorted(replacement, reverse=True):
        block.erase_argument(old_count + index)
    return [[v for i, v in enumerate(row) if i not in replacement] for row in arguments]


def _merge_in_region(rewriter: PatternRewriter, region: Region) -> bool:
    if len(region.blocks) < 2:
        return False
    groups: dict[tuple[Block, ...], list[Block]] = {}
    for block in region.blocks[1:]:
        groups.setdefault(tuple(block.successors), []).append(block)
    merged = False
    for blocks in groups.values():
        if len(blocks) == 1:
            continue
        clusters: list[_Cluster] = []
        for block in blocks:
            if any(r.blocks for op in block for r in op.regions):
                continue
            if any(_used_outside(a, block) for a in block.arguments):
                continue
            data = _BlockData(block)
            if not any(cluster.add(data) for cluster in clusters):
                clusters.append(_Cluster(data))
        for cluster in clusters:
            merged = cluster.merge(rewriter) or merged
    return merged


def _region_worklist(regions: Sequence[Region]) -> Iterator[Region]:
    """Each region and, after it, the regions nested in it (re-visited while it changes)."""
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        yield region
        worklist.extend(r for b in region.blocks for op in b for r in op.regions)


def merge_identical_blocks(rewriter: PatternRewriter, regions: Sequence[Region]) -> bool:
    changed = False
    for region in _region_worklist(regions):
        while _merge_in_region(rewriter, region):
            changed = True
    return changed


def _drop_redundant_arguments(rewriter: PatternRewriter, block: Block) -> bool:
    edges = predecessor_edges(block)
    ranges = [successor_operand_ranges(t) for t, _ in edges]
    if not edges or any(r is None for r in ranges):
        return False
    dropped = []
    for argument in block.arguments:
        values = [
            t.operands[r[s][0] + argument.index]  # type: ignore[index]
            for (t, s), r in zip(edges, ranges)
        ]
        if all(v is values[0] for v in values) and values[0] is not argument:
            dropped.append(argument.index)
            rewriter.replace_all_uses_with(argument, values[0])
    for index in reversed(dropped):
        block.erase_argument(index)
        for terminator, successor in predecessor_edges(block):
            erase_successor_operand(terminator, successor, index)
    return bool(dropped)


def drop_redundant_arguments(rewriter: PatternRewriter, regions: Sequence[Region]) -> bool:
    changed = False
    for region in _region_worklist(regions):
        for block in region.blocks:
            changed = _drop_redundant_arguments(rewriter, block) or changed
    return changed
