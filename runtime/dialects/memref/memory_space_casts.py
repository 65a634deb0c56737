"""memref's memory-space cast models (MLIR's `MemRefOps.cpp`): `memref.memory_space_cast`
is a `MemorySpaceCastOpInterface` whose casts to the default memory space are promotable;
loads, stores and `atomic_rmw` take a promotable cast's source in place, and the ops that
return a view of their memref operand are rebuilt on the source, then cast back
(`bubbleDownCastsPassthroughOpImpl`)."""

from __future__ import annotations

from dataclasses import replace

from ...interfaces import InterfaceModels
from ...interfaces.mem_op import (
    BubbleDown,
    InPlaceCastConsumer,
    MemorySpaceCastConsumerOpInterface,
    MemorySpaceCastOpInterface,
    promotable_cast,
)
from ...ir import Operation, Type, Value
from ...ir.shaped_types import type_of
from ...rewrite.builder import OpBuilder
from .memref_types import element_and_space, memref_type


def clone_ptr_with(type: Type, memory_space: str) -> Type | None:
    """`BaseMemRefType::clonePtrWith(memorySpace, std::nullopt)`: `type` in
    `memory_space` (attribute text, "" for the default space); None if not a memref."""
    ranked = memref_type(type)
    if ranked is not None:
        return replace(ranked, memory_space=memory_space).type
    parts = element_and_space(type)
    if parts is None:
        return None
    space = f", {memory_space}" if memory_space else ""
    return type_of(f"memref<*x{parts[0]}{space}>")


def _memory_space(type: Type) -> str | None:
    parts = element_and_space(type)
    return parts[1] if parts is not None else None


class MemRefMemorySpaceCast(MemorySpaceCastOpInterface):
    """`memref.memory_space_cast`."""

    def source_ptr(self, op: Operation) -> Value:
        return op.operands[0]

    def target_ptr(self, op: Operation) -> Value:
        return op.results[0]

    def is_valid_memory_space_cast(self, op: Operation, target: Type, source: Type) -> bool:
        """Only between memrefs differing in nothing but the memory space."""
        space = _memory_space(source)
        return space is not None and clone_ptr_with(target, space) == source

    def clone_memory_space_cast_op(
        self, op: Operation, builder: OpBuilder, target: Type, source: Value
    ) -> Operation:
        return builder.create("memref.memory_space_cast", [source], [target], location=op.location)

    def is_source_promotable(self, op: Operation) -> bool:
        """Casts to the default memory space are."""
        return _memory_space(op.results[0].type) == ""


def _cast_info(
    result: Type, source: Value
) -> tuple[Operation, MemorySpaceCastOpInterface, Type, Type] | None:
    """MLIR's `getMemorySpaceCastInfo`: the promotable cast defining `source`, its model, and
    `result` moved to the cast's target and source memory spaces."""
    cast = promotable_cast(source)
    if cast is None:
        return None
    cast_op, model = cast
    source_space = _memory_space(model.source_ptr(cast_op).type)
    target_space = _memory_space(model.target_ptr(cast_op).type)
    if source_space is None or target_space is None:
        return None
    new_result = clone_ptr_with(result, source_space)
    target = clone_ptr_with(result, target_space)
    if new_result is None or target is None:
        return None
    if not model.is_valid_memory_space_cast(cast_op, target, new_result):
        return None
    return cast_op, model, target, new_result


class PassthroughCastConsumer(MemorySpaceCastConsumerOpInterface):
    """An op whose one memref result views its memref operand 0 (a cast, a subview, a
    reshape ...): rebuilt on the cast's source, in its memory space, and cast back
    (`bubbleDownCastsPassthroughOpImpl`)."""

    def bubble_down_casts(self, op: Operation, builder: OpBuilder) -> BubbleDown:
        info = _cast_info(op.results[0].type, op.operands[0])
        if info is None:
            return None
        cast_op, model, target, new_result = info
        operands = [model.source_ptr(cast_op), *op.operands[1:]]
        rebuilt = builder.create(
            op.name.name,
            operands,
            [new_result],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            location=op.location,
        )
        cast = model.clone_memory_space_cast_op(cast_op, builder, target, rebuilt.results[0])
        return [model.target_ptr(cast)]


def memory_space_cast_models() -> InterfaceModels:
    """The models of memref's ops."""
    passthrough = PassthroughCastConsumer()
    views = (
        "assume_alignment",
        "cast",
        "collapse_shape",
        "expand_shape",
        "reinterpret_cast",
        "reshape",
        "subview",
        "transpose",
        "view",
    )
    return InterfaceModels.of(
        {
            "memory_space_cast": (MemRefMemorySpaceCast(),),
            "load": (InPlaceCastConsumer(0),),
            "store": (InPlaceCastConsumer(1),),
            "atomic_rmw": (InPlaceCastConsumer(1),),
            **{view: (passthrough,) for view in views},
        }
    )
