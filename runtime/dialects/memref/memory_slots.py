"""The `memref` dialect's models of the memory slot interfaces (MLIR's
mlir/lib/Dialect/MemRef/IR/MemRefMemorySlot.cpp): `memref.alloca` of one element is a slot
`mem2reg` promotes (a load before any store reads `ub.poison`), one of 2 to 16 elements a
slot `sroa` splits into one `memref<T>` per element used; `memref.load` and `memref.store`
read and write a slot, and move to an element's slot when their indices are constants
within the shape. Part of the dialect's `interface_models`."""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence, Set

from ...interfaces import InterfaceModels
from ...interfaces.memory_slot import (
    DeletionKind,
    DestructurableAccessorOpInterface,
    DestructurableAllocationOpInterface,
    DestructurableMemorySlot,
    DestructurableTypeInterface,
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
)
from ...ir import ArrayAttr, Attribute, BlockArgument, IntegerAttr, Operation, OpOperand, Value
from ...ir.shaped_types import type_of
from ...ir.types import INDEX, Type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_operand
from ...rewrite.successor_operands import segment_attr
from ..ub.poison import POISON
from .memref_types import DYNAMIC, MemRefType, memref_type

_MAX_DESTRUCTURED_ELEMENTS = 16  # `maxMemrefSizeForDestructuring`


def _static_element_count(type: MemRefType) -> int | None:
    """`hasStaticShape` and `ShapedType::tryGetNumElements`: None when a size is dynamic
    or the count overflows int64."""
    if DYNAMIC in type.shape:
        return None
    count = math.prod(type.shape)
    return count if count < 2**63 else None


def _indices(shape: Sequence[int]) -> Iterator[ArrayAttr]:
    """`walkIndicesAsAttr`: every index of `shape`, the first dimension varying fastest."""
    index = [0] * len(shape)
    while True:
        yield ArrayAttr(IntegerAttr(coordinate, INDEX) for coordinate in index)
        for dim, size in enumerate(shape):
            index[dim] += 1
            if index[dim] < size:
                break
            index[dim] = 0
        else:
            return


class MemRefDestructurableType(DestructurableTypeInterface):
    """`MemRefDestructurableTypeExternalModel`."""

    def get_subelement_index_map(self, type: Type) -> dict[Attribute, Type] | None:
        memref = memref_type(type)
        count = _static_element_count(memref) if memref is not None else None
        if memref is None or count is None or count > _MAX_DESTRUCTURED_ELEMENTS or count == 1:
            return None
        element = type_of(memref.element)
        return {index: element for index in _indices(memref.shape)}

    def get_type_at_index(self, type: Type, index: Attribute) -> Type | None:
        memref = memref_type(type)
        if memref is None or not isinstance(index, ArrayAttr) or len(index) != memref.rank:
            return None
        for coordinate, size in zip(index.elements, memref.shape, strict=True):
            if not (
                isinstance(coordinate, IntegerAttr)
                and coordinate.type == INDEX
                and 0 <= coordinate.value < size
            ):
                return None
        return type_of(memref.element)


MEMREF_DESTRUCTURABLE_TYPE = MemRefDestructurableType()


class AllocaSlots(PromotableAllocationOpInterface, DestructurableAllocationOpInterface):
    """`memref.alloca`'s slots."""

    name = PromotableAllocationOpInterface.name

    def get_promotable_slots(self, op: Operation) -> list[MemorySlot]:
        memref = memref_type(op.results[0].type)
        if memref is None or _static_element_count(memref) != 1:
            return []
        return [MemorySlot(op.results[0], type_of(memref.element))]

    def get_default_value(self, op: Operation, slot: MemorySlot, builder: OpBuilder) -> Value:
        poison = builder.create(
            "ub.poison", [], [slot.elem_type], properties={"value": POISON}, location=op.location
        )
        return poison.results[0]

    def handle_block_argument(
        self, op: Operation, slot: MemorySlot, argument: BlockArgument, builder: OpBuilder
    ) -> None:
        return None

    def handle_promotion_complete(
        self, op: Operation, slot: MemorySlot, default_value: Value | None, builder: OpBuilder
    ) -> Operation | None:
        if default_value is not None and not default_value.has_uses:
            default_value.owner.erase()  # type: ignore[union-attr]
        op.erase()
        return None

    def get_destructurable_slots(self, op: Operation) -> list[DestructurableMemorySlot]:
        allocated = op.results[0]
        elements = MEMREF_DESTRUCTURABLE_TYPE.get_subelement_index_map(allocated.type)
        if elements is None:
            return []
        return [DestructurableMemorySlot(allocated, allocated.type, elements)]

    def destructure(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        used_indices: Sequence[Attribute],
        builder: OpBuilder,
        new_allocators: list[Operation],
    ) -> dict[Attribute, MemorySlot]:
        builder.set_insertion_point_after(op)
        subslots: dict[Attribute, MemorySlot] = {}
        for index in used_indices:
            element = MEMREF_DESTRUCTURABLE_TYPE.get_type_at_index(op.results[0].type, index)
            assert element is not None, "an index `can_rewire` accepted"
            alloca = builder.create(
                "memref.alloca",
                [],
                [type_of(f"memref<{element.text}>")],
                properties={"operandSegmentSizes": segment_attr([0, 0])},
                location=op.location,
            )
            new_allocators.append(alloca)
            subslots.setdefault(index, MemorySlot(alloca.results[0], element))
        return subslots

    def handle_destructuring_complete(
        self, op: Operation, slot: DestructurableMemorySlot, builder: OpBuilder
    ) -> Operation | None:
        op.erase()
        return None


def _constant_index(indices: Sequence[Value], type: Type) -> ArrayAttr | None:
    """`getAttributeIndexFromIndexOperands`: the indices as an attribute when each is a
    constant within its dimension."""
    memref = memref_type(type)
    if memref is None:
        return None
    coordinates: list[Attribute] = []
    for value, size in zip(indices, memref.shape, strict=False):
        constant = constant_operand(value)
        if not isinstance(constant, IntegerAttr) or not 0 <= constant.value < size:
            return None
        coordinates.append(constant)
    return ArrayAttr(coordinates)


class _Access(PromotableMemOpInterface, DestructurableAccessorOpInterface):
    """What `memref.load` and `memref.store` share: the memref operand at `memref_index`,
    then the indices."""

    name = PromotableMemOpInterface.name
    memref_index: int

    def _memref(self, op: Operation) -> Value:
        return op.operands[self.memref_index]

    def _index(self, op: Operation) -> ArrayAttr | None:
        memref = self._memref(op)
        return _constant_index(op.operands[self.memref_index + 1 :], memref.type)

    def _only_blocking_use_is_the_slot(
        self, op: Operation, slot: MemorySlot, blocking_uses: Set[OpOperand]
    ) -> bool:
        if len(blocking_uses) != 1:
            return False
        (use,) = blocking_uses
        return use.owner.operands[use.index] is slot.ptr and self._memref(op) is slot.ptr

    def rewire(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        subslots: Mapping[Attribute, MemorySlot],
        builder: OpBuilder,
    ) -> DeletionKind:
        index = self._index(op)
        assert index is not None, "an access `can_rewire` accepted"
        operands = op.operands[: self.memref_index]
        op.set_operands([*operands, subslots[index].ptr])
        return DeletionKind.KEEP


class LoadSlot(_Access):
    """`memref.load`."""

    memref_index = 0

    def loads_from(self, op: Operation, slot: MemorySlot) -> bool:
        return op.operands[0] is slot.ptr

    def stores_to(self, op: Operation, slot: MemorySlot) -> bool:
        return False

    def can_uses_be_removed(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        new_blocking_uses: list[OpOperand],
    ) -> bool:
        return (
            self._only_blocking_use_is_the_slot(op, slot, blocking_uses)
            and op.results[0].type == slot.elem_type
        )

    def remove_blocking_uses(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        builder: OpBuilder,
        reaching_definition: Value,
    ) -> DeletionKind:
        op.results[0].replace_all_uses_with(reaching_definition)
        return DeletionKind.DELETE

    def can_rewire(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        used_indices: dict[Attribute, None],
        must_be_safely_used: list[MemorySlot],
    ) -> bool:
        index = self._index(op) if op.operands[0] is slot.ptr else None
        if index is None:
            return False
        used_indices[index] = None
        return True


class StoreSlot(_Access):
    """`memref.store`."""

    memref_index = 1

    def loads_from(self, op: Operation, slot: MemorySlot) -> bool:
        return False

    def stores_to(self, op: Operation, slot: MemorySlot) -> bool:
        return op.operands[1] is slot.ptr

    def get_stored(
        self, op: Operation, slot: MemorySlot, builder: OpBuilder, reaching_def: Value
    ) -> Value:
        return op.operands[0]

    def can_uses_be_removed(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        new_blocking_uses: list[OpOperand],
    ) -> bool:
        stored = op.operands[0]
        return (
            self._only_blocking_use_is_the_slot(op, slot, blocking_uses)
            and stored is not slot.ptr
            and stored.type == slot.elem_type
        )

    def remove_blocking_uses(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        builder: OpBuilder,
        reaching_definition: Value,
    ) -> DeletionKind:
        return DeletionKind.DELETE

    def can_rewire(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        used_indices: dict[Attribute, None],
        must_be_safely_used: list[MemorySlot],
    ) -> bool:
        if op.operands[1] is not slot.ptr or op.operands[0] is slot.ptr:
            return False
        index = self._index(op)
        if index is None or index not in slot.subelement_types:
            return False
        used_indices[index] = None
        return True


def memory_slot_models() -> InterfaceModels:
    """The memory-slot models of memref's ops (part of `memref_interface_models`)."""
    alloca, load, store = AllocaSlots(), LoadSlot(), StoreSlot()
    return InterfaceModels(
        {
            "alloca": {
                PromotableAllocationOpInterface.name: alloca,
                DestructurableAllocationOpInterface.name: alloca,
            },
            "load": {
                PromotableMemOpInterface.name: load,
                DestructurableAccessorOpInterface.name: load,
            },
            "store": {
                PromotableMemOpInterface.name: store,
                DestructurableAccessorOpInterface.name: store,
            },
        }
    )
