"""Block liveness (MLIR's `mlir::Liveness`, Liveness.h/.cpp): which values are live on
entry to and exit from each block nested under an op, and where in a block each value is
live. The classic backward dataflow over the CFG (live-in = used or live-out, less
defined), run to a fixpoint per block; values used in nested regions count as used by the
op holding them.

Not the sparse dataflow analysis of the same name (`passgen.runtime.dataflow.liveness`),
which asks whether a value is needed at all.
"""

from __future__ import annotations

from collections.abc import Iterator

from .operation import Block, BlockArgument, Operation, Region, Value
from .topological_sort import find_ancestor_op_in_block


class LivenessBlockInfo:
    """The liveness of the values of one block (MLIR's `LivenessBlockInfo`): `live_in` and
    `live_out` sets, and the live range of a value inside the block."""

    __slots__ = ("block", "live_in", "live_out")

    def __init__(self, block: Block, live_in: set[Value], live_out: set[Value]):
        self.block = block
        self.live_in = live_in
        self.live_out = live_out

    def is_live_in(self, value: Value) -> bool:
        return value in self.live_in

    def is_live_out(self, value: Value) -> bool:
        return value in self.live_out

    def start_operation(self, value: Value) -> Operation:
        """Where `value` starts being live in this block: its definition, or the first op
        when it is live-in or a block argument (`getStartOperation`)."""
        owner = value.owner
        if self.is_live_in(value) or not isinstance(owner, Operation):
            first = self.block.first_op
            assert first is not None, "a block a value is live in has ops"
            return first
        return owner

    def end_operation(self, value: Value, start: Operation) -> Operation:
        """Where `value` stops being live in this block, from `start` on: the last op when
        it is live-out, else its last use here (`getEndOperation`)."""
        if self.is_live_out(value):
            last = self.block.last_op
            assert last is not None
            return last
        end = start
        for user in value.users:
            ancestor = find_ancestor_op_in_block(self.block, user)
            if ancestor is not None and end.is_before_in_block(ancestor):
                end = ancestor
        return end

    def currently_live_values(self, op: Operation) -> set[Value]:
        """The values live at `op` (`currentlyLiveValues`)."""
        live: set[Value] = set()
        block = self.block
        first, last = block.first_op, block.last_op
        assert first is not None and last is not None

        def add_if_live(value: Value) -> None:
            owner = value.owner
            if self.is_live_in(value) or isinstance(value, BlockArgument):
                start: Operation | None = first
            else:
                assert isinstance(owner, Operation)
                start = find_ancestor_op_in_block(block, owner)
            assert start is not None
            end = last if self.is_live_out(value) else self.end_operation(value, start)
            if not (op.is_before_in_block(start) or end.is_before_in_block(op)):
                live.add(value)

        for argument in block.arguments:
            add_if_live(argument)
        for value in self.live_in:
            add_if_live(value)
        for nested in block:
            for result in nested.results:
                add_if_live(result)
        return live


class Liveness:
    """Block liveness of every block nested under `op` (MLIR's `Liveness`; an analysis a
    pass gets with `self.get_analysis(Liveness)`)."""

    def __init__(self, op: Operation):
        self.operation = op
        self._blocks: dict[Block, LivenessBlockInfo] = {}
        builders = _build_block_mapping(op)
        for block, builder in builders.items():
            self._blocks[block] = LivenessBlockInfo(block, builder.live_in, builder.live_out)

    def get_liveness(self, block: Block) -> LivenessBlockInfo | None:
        """`block`'s liveness, None for a block not under the analysed op."""
        return self._blocks.get(block)

    def _info(self, block: Block) -> LivenessBlockInfo:
        info = self._blocks.get(block)
        assert info is not None, "expected the block to be covered by the analysis"
        return info

    def get_live_in(self, block: Block) -> set[Value]:
        return self._info(block).live_in

    def get_live_out(self, block: Block) -> set[Value]:
        return self._info(block).live_out

    def is_dead_after(self, value: Value, op: Operation) -> bool:
        """Whether `value` is not live after `op` (`isDeadAfter`)."""
        assert op.parent is not None
        info = self._info(op.parent)
        if info.is_live_out(value):
            return False
        end = info.end_operation(value, op)
        return end is op or end.is_before_in_block(op)

    def resolve_liveness(self, value: Value) -> list[Operation]:
        """The ops at which `value` is live, block by block (`resolveLiveness`)."""
        owner = value.owner
        defining = owner.parent if isinstance(owner, Operation) else owner
        assert isinstance(defining, Block)
        visited = {defining}
        to_process = [defining]
        for user in value.users:
            block = user.parent
            if block is not None and block not in visited:
                visited.add(block)
                to_process.append(block)
        result: list[Operation] = []
        while to_process:
            block = to_process.pop()
            info = self._info(block)
            start = info.start_operation(value)
            end = info.end_operation(value, start)
            live: Operation | None = start
            while live is not None:
                result.append(live)
                live = live.next_op if live is not end else None
            for successor in block.successors:
                if self._info(successor).is_live_in(value) and successor not in visited:
                    visited.add(successor)
                    to_process.append(successor)
        return result


class _BlockInfoBuilder:
    """A block's sets during the fixpoint (MLIR's `BlockInfoBuilder`)."""

    __slots__ = ("block", "defined", "live_in", "live_out", "used")

    def __init__(self, block: Block):
        self.block = block
        self.live_in: set[Value] = set()
        self.live_out: set[Value] = set()
        self.defined: set[Value] = set(block.arguments)
        region = block.parent
        assert region is not None
        # A value escapes the block when a use (or the op holding it) is in another
        # block of the region: it is live-out there.
        for value in [*block.arguments, *(r for op in block for r in op.results)]:
            for user in value.users:
                if _ancestor_block_in_region(region, user) is not block:
                    self.live_out.add(value)
                    break
        used: set[Value] = set()
        for op in _ops_under(block):
            self.defined.update(op.results)
            used.update(op.operands)
            for nested in op.regions:
                for child in nested.blocks:
                    self.defined.update(child.arguments)
        self.used = used - self.defined

    def update_live_in(self) -> bool:
        """live-in = (used | live-out) - defined; True if it grew (it only grows)."""
        live_in = (self.used | self.live_out) - self.defined
        if len(live_in) == len(self.live_in):
            return False
        self.live_in = live_in
        return True

    def update_live_out(self, builders: dict[Block, _BlockInfoBuilder]) -> None:
        for successor in self.block.successors:
            self.live_out |= builders[successor].live_in


def _build_block_mapping(op: Operation) -> dict[Block, _BlockInfoBuilder]:
    """MLIR's `buildBlockMapping`: every block's sets, then the fixpoint over the
    predecessors of the blocks whose live-in set grew."""
    builders: dict[Block, _BlockInfoBuilder] = {}
    predecessors: dict[Block, list[Block]] = {}
    to_process: dict[Block, None] = {}
    for block in _blocks_under(op):
        builder = builders[block] = _BlockInfoBuilder(block)
        for successor in block.successors:
            predecessors.setdefault(successor, []).append(block)
    for block, builder in builders.items():
        if builder.update_live_in():
            to_process.update(dict.fromkeys(predecessors.get(block, ())))
    while to_process:
        current = next(reversed(to_process))
        del to_process[current]
        builder = builders[current]
        builder.update_live_out(builders)
        if builder.update_live_in():
            to_process.update(dict.fromkeys(predecessors.get(current, ())))
    return builders


def _blocks_under(op: Operation) -> Iterator[Block]:
    """The blocks nested under `op`, each before the blocks nested in its ops (MLIR's
    pre-order block walk)."""
    stack = [block for region in reversed(op.regions) for block in reversed(region.blocks)]
    while stack:
        block = stack.pop()
        yield block
        for nested in reversed(block.operations):
            for region in reversed(nested.regions):
                stack.extend(reversed(region.blocks))


def _ops_under(block: Block) -> Iterator[Operation]:
    """The ops of `block` and those nested in them (MLIR's `Block::walk`)."""
    for op in block:
        yield from op.walk()


def _ancestor_block_in_region(region: Region, op: Operation) -> Block | None:
    """The block of `region` holding `op` (MLIR's `Region::findAncestorBlockInRegion`)."""
    current: Operation | None = op
    while current is not None:
        block = current.parent
        if block is None:
            return None
        if block.parent is region:
            return block
        current = block.parent_op
    return None
