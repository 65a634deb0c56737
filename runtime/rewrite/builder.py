"""An op builder with an insertion point (MLIR's `OpBuilder`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..asm.location_aliases import fused_parts
from ..ir import (
    UNKNOWN_LOC,
    Attribute,
    Block,
    Context,
    Location,
    OpaqueLoc,
    Operation,
    Region,
    Type,
    Value,
)
from .listener import NULL_LISTENER, RewriterListener


def fused_location(locations: Iterable[Location]) -> Location:
    """MLIR's `FusedLoc::get` without metadata: the known locations, each once, with the
    parts of fused locations inlined; one location is itself, none is `loc(unknown)`."""
    parts: dict[Location, None] = {}
    for location in locations:
        inlined = fused_parts(location.body)
        for part in [OpaqueLoc(text) for text in inlined] if inlined is not None else [location]:
            if part != UNKNOWN_LOC:
                parts[part] = None
    if len(parts) < 2:
        return next(iter(parts), UNKNOWN_LOC)
    return OpaqueLoc(f"fused[{', '.join(part.body for part in parts)}]")


def matched_location(*matched: Operation | Value) -> Location:
    """Where DRR puts the ops a pattern creates: the locations of the ops it matched (of a
    value: its defining op), in DRR's order, fused."""
    ops = [item if isinstance(item, Operation) else getattr(item, "op", None) for item in matched]
    return fused_location(op.location for op in ops if op is not None)


class OpBuilder:
    """Creates ops at an insertion point: before `insertion_op`, or at the end of
    `insertion_block` when `insertion_op` is None. Every insertion is reported to
    `listener`."""

    def __init__(self, context: Context, listener: RewriterListener = NULL_LISTENER):
        self.context = context
        self.listener = listener
        self.insertion_block: Block | None = None
        self.insertion_op: Operation | None = None

    # -- insertion point ------------------------------------------------------

    def set_insertion_point(self, op: Operation) -> None:
        """Insert before `op`."""
        assert op.parent is not None, "cannot insert next to a detached op"
        self.insertion_block, self.insertion_op = op.parent, op

    def set_insertion_point_after(self, op: Operation) -> None:
        assert op.parent is not None, "cannot insert next to a detached op"
        self.insertion_block, self.insertion_op = op.parent, op.next_op

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.insertion_block, self.insertion_op = block, block.first_op

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.insertion_block, self.insertion_op = block, None

    def clear_insertion_point(self) -> None:
        self.insertion_block = self.insertion_op = None

    def insertion_guard(self) -> InsertionGuard:
        """Restore the insertion point when the `with` block ends."""
        return InsertionGuard(self)

    # -- creation -------------------------------------------------------------

    def insert(self, op: Operation) -> Operation:
        """Insert a detached `op` at the insertion point (if set) and report it."""
        block = self.insertion_block
        if block is not None:
            if self.insertion_op is None:
                block.append(op)
            else:
                block.insert_before(self.insertion_op, op)
        self.listener.notify_operation_inserted(op)
        return op

    def create(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        *,
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        successors: Sequence[Block] = (),
        regions: int | Sequence[Region] = 0,
        location: Location = UNKNOWN_LOC,
    ) -> Operation:
        """Build `name` and insert it at the insertion point."""
        op = Operation(
            self.context.get_op_name(name),
            operands,
            result_types,
            attributes,
            properties,
            successors,
            regions,
            location,
        )
        return self.insert(op)

    def create_block(
        self, region: Region, arg_types: Sequence[Type] = (), index: int | None = None
    ) -> Block:
        """A new block in `region` (at its end, or at `index`); the insertion point
        moves to its end."""
        block = Block(arg_types)
        region.insert(len(region.blocks) if index is None else index, block)
        self.listener.notify_block_inserted(block)
        self.set_insertion_point_to_end(block)
        return block

    def clone(self, op: Operation, mapping: dict[Any, Any] | None = None) -> Operation:
        """A deep copy of `op` inserted at the insertion point."""
        return self.insert(op.clone(mapping))


class InsertionGuard:
    """Saves a builder's insertion point and puts it back on exit (MLIR's
    `OpBuilder::InsertionGuard`); a plain class, as the greedy driver enters one per fold."""

    __slots__ = ("builder", "saved")

    def __init__(self, builder: OpBuilder):
        self.builder = builder
        self.saved = builder.insertion_block, builder.insertion_op

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc_info: object) -> None:
        self.builder.insertion_block, self.builder.insertion_op = self.saved
