"""MLIR's memory-space cast interfaces (`MemOpInterfaces.td`, `MemOpInterfaces.cpp`): ops
that cast a pointer-like value between memory spaces (`MemorySpaceCastOpInterface`:
`memref.memory_space_cast`), and ops that can take the cast's source instead of its
result (`MemorySpaceCastConsumerOpInterface`: memref's and vector's loads, stores and views),
which the `bubble-down-memory-space-casts` pass asks."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Literal

from ..ir.operation import OpResult
from .base import OpInterface

if TYPE_CHECKING:
    from ..ir import Operation, Type, Value
    from ..rewrite.builder import OpBuilder


class Bubbled(Enum):
    """What `bubbleDownCasts` did besides failing or giving replacement values."""

    IN_PLACE = "in place"
    """The op now uses the cast's source itself: no op was created (`std::nullopt`)."""


BubbleDown = Sequence["Value"] | Literal[Bubbled.IN_PLACE] | None
"""`bubbleDownCasts`'s answer: None (failure), `Bubbled.IN_PLACE`, or the values that
replace the op's results (the op may then be erased)."""


class MemorySpaceCastOpInterface(OpInterface):
    """An op casting a pointer-like value (`source_ptr`) to another memory space
    (`target_ptr`)."""

    name = "MemorySpaceCastOpInterface"

    def source_ptr(self, op: Operation) -> Value:
        """`getSourcePtr`."""
        raise NotImplementedError

    def target_ptr(self, op: Operation) -> Value:
        """`getTargetPtr`."""
        raise NotImplementedError

    def is_valid_memory_space_cast(self, op: Operation, target: Type, source: Type) -> bool:
        """`isValidMemorySpaceCast`: whether casting `source` to `target` is supported."""
        raise NotImplementedError

    def clone_memory_space_cast_op(
        self, op: Operation, builder: OpBuilder, target: Type, source: Value
    ) -> Operation:
        """`cloneMemorySpaceCastOp`: the same cast of `source` to `target`, at the
        builder's insertion point."""
        raise NotImplementedError

    def is_source_promotable(self, op: Operation) -> bool:
        """`isSourcePromotable`: whether consumers may use the source instead."""
        raise NotImplementedError


def promotable_cast(value: Value) -> tuple[Operation, MemorySpaceCastOpInterface] | None:
    """`MemorySpaceCastOpInterface::getIfPromotableCast`: the cast defining `value`, with its
    model, when its source may be promoted."""
    if not isinstance(value, OpResult):
        return None
    model = MemorySpaceCastOpInterface.of(value.op)
    if model is None or not model.is_source_promotable(value.op):
        return None
    return value.op, model


class MemorySpaceCastConsumerOpInterface(OpInterface):
    """An op that can consume the source of a memory-space cast in place of its result."""

    name = "MemorySpaceCastConsumerOpInterface"

    def bubble_down_casts(self, op: Operation, builder: OpBuilder) -> BubbleDown:
        """`bubbleDownCasts`; never erases nor replaces `op` itself."""
        raise NotImplementedError


class InPlaceCastConsumer(MemorySpaceCastConsumerOpInterface):
    """A consumer whose results do not depend on its memref operand's memory space (a load,
    a store): it takes the cast's source in place (`bubbleDownInPlaceMemorySpaceCastImpl`).
    `operand` is the memref operand's index."""

    def __init__(self, operand: int):
        self.operand = operand

    def bubble_down_casts(self, op: Operation, builder: OpBuilder) -> BubbleDown:
        cast = promotable_cast(op.operands[self.operand])
        if cast is None:
            return None
        cast_op, model = cast
        op.set_operand(self.operand, model.source_ptr(cast_op))
        return Bubbled.IN_PLACE
