"""The `llvm` dialect's models of the promotion interfaces `mem2reg` asks (MLIR's
mlir/lib/Dialect/LLVMIR/IR/LLVMMemorySlot.cpp): `llvm.alloca` in an entry block is a slot
(a load before any store reads `llvm.mlir.undef`; each new block argument gets an
`llvm.intr.dbg.value` per `llvm.intr.dbg.declare` of the slot); `llvm.load` and
`llvm.store` (not volatile) read and write it; casts, no-op GEPs and the invariant-group
intrinsics go when their users can go; lifetime and invariant markers and
`llvm.intr.dbg.declare` are dropped (the declare leaving an `llvm.intr.dbg.value` after each
store); an `llvm.intr.dbg.value` of the slot reads `llvm.mlir.undef` instead.

Loads and stores of another type than the slot's convert through casts, truncations and bit
masks (`slot_casts`). Not yet ported: the memory intrinsics (`memset`, `memcpy`,
`memmove`) and the destructuring (`sroa`) models.
"""

from __future__ import annotations

from collections.abc import Sequence, Set

from ...interfaces import InterfaceModels
from ...interfaces.memory_slot import (
    DeletionKind,
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
    PromotableOpInterface,
)
from ...ir import BlockArgument, Operation, OpOperand, TypeAttr, Value
from ...ir.slice_analysis import mlir_uses
from ...rewrite.builder import OpBuilder
from ...rewrite.successor_operands import segment_sizes
from .slot_casts import conversion_compatible, extract_and_cast, insert_and_cast


def _undef(builder: OpBuilder, value_type: object, location: object) -> Value:
    op = builder.create("llvm.mlir.undef", [], [value_type], location=location)  # type: ignore[list-item,arg-type]
    return op.results[0]


def _dbg_value(builder: OpBuilder, declare: Operation, value: Value) -> None:
    """An `llvm.intr.dbg.value` of `value` for the variable `declare` describes."""
    builder.create(
        "llvm.intr.dbg.value",
        [value],
        properties={
            "locationExpr": declare.properties["locationExpr"],
            "varInfo": declare.properties["varInfo"],
        },
        location=declare.location,
    )


class AllocaSlot(PromotableAllocationOpInterface):
    """`llvm.alloca`."""

    def get_promotable_slots(self, op: Operation) -> list[MemorySlot]:
        block = op.parent
        if block is None or block.parent is None or block.parent.blocks[0] is not block:
            return []
        elem_type = op.properties.get("elem_type")
        assert isinstance(elem_type, TypeAttr)
        return [MemorySlot(op.results[0], elem_type.value)]

    def get_default_value(self, op: Operation, slot: MemorySlot, builder: OpBuilder) -> Value:
        return _undef(builder, slot.elem_type, op.location)

    def handle_block_argument(
        self, op: Operation, slot: MemorySlot, argument: BlockArgument, builder: OpBuilder
    ) -> None:
        for use in mlir_uses(op.results[0]):
            if use.owner.name.name == "llvm.intr.dbg.declare":
                _dbg_value(builder, use.owner, argument)

    def handle_promotion_complete(
        self, op: Operation, slot: MemorySlot, default_value: Value | None, builder: OpBuilder
    ) -> Operation | None:
        if default_value is not None and not default_value.has_uses:
            default_value.owner.erase()  # type: ignore[union-attr]
        op.erase()
        return None


def _plain_access(op: Operation, slot: MemorySlot, blocking_uses: Set[OpOperand]) -> bool:
    """One blocking use, the slot as the address of a non-volatile access."""
    if len(blocking_uses) != 1 or "volatile_" in op.properties:
        return False
    (use,) = blocking_uses
    return use.owner.operands[use.index] is slot.ptr and _address(op) is slot.ptr


def _address(op: Operation) -> Value:
    return op.operands[0] if op.name.name == "llvm.load" else op.operands[1]


class LoadSlot(PromotableMemOpInterface):
    """`llvm.load`."""

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
        return _plain_access(op, slot, blocking_uses) and conversion_compatible(
            op, op.results[0].type, slot.elem_type, narrowing=True
        )

    def remove_blocking_uses(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        builder: OpBuilder,
        reaching_definition: Value,
    ) -> DeletionKind:
        reaching_definition = extract_and_cast(
            builder, op.location, reaching_definition, op.results[0].type
        )
        op.results[0].replace_all_uses_with(reaching_definition)
        return DeletionKind.DELETE


class StoreSlot(PromotableMemOpInterface):
    """`llvm.store`."""

    def loads_from(self, op: Operation, slot: MemorySlot) -> bool:
        return False

    def stores_to(self, op: Operation, slot: MemorySlot) -> bool:
        return op.operands[1] is slot.ptr

    def get_stored(
        self, op: Operation, slot: MemorySlot, builder: OpBuilder, reaching_def: Value
    ) -> Value:
        return insert_and_cast(builder, op.location, op.operands[0], reaching_def)

    def can_uses_be_removed(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        new_blocking_uses: list[OpOperand],
    ) -> bool:
        stored = op.operands[0]
        return (
            _plain_access(op, slot, blocking_uses)
            and stored is not slot.ptr
            and conversion_compatible(op, slot.elem_type, stored.type, narrowing=False)
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


class Dropped(PromotableOpInterface):
    """An op promotion simply erases (lifetime and invariant markers)."""

    def can_uses_be_removed(
        self, op: Operation, blocking_uses: Set[OpOperand], new_blocking_uses: list[OpOperand]
    ) -> bool:
        return True

    def remove_blocking_uses(
        self, op: Operation, blocking_uses: Set[OpOperand], builder: OpBuilder
    ) -> DeletionKind:
        return DeletionKind.DELETE


class ForwardedToUsers(Dropped):
    """An op erased once its users are (`forwardToUsers`): casts, invariant groups."""

    def can_uses_be_removed(
        self, op: Operation, blocking_uses: Set[OpOperand], new_blocking_uses: list[OpOperand]
    ) -> bool:
        for result in op.results:
            new_blocking_uses.extend(mlir_uses(result))
        return True


class GepSlot(ForwardedToUsers):
    """`llvm.getelementptr`: forwarded when every index is a constant 0."""

    def can_uses_be_removed(
        self, op: Operation, blocking_uses: Set[OpOperand], new_blocking_uses: list[OpOperand]
    ) -> bool:
        indices = segment_sizes(op.properties.get("rawConstantIndices"))
        if indices is None or any(index != 0 for index in indices):
            return False  # a dynamic index is `kDynamicIndex`, never 0
        return super().can_uses_be_removed(op, blocking_uses, new_blocking_uses)


class DbgDeclareSlot(Dropped):
    """`llvm.intr.dbg.declare`: a `dbg.value` after each store replaces it."""

    def requires_replaced_values(self, op: Operation) -> bool:
        return True

    def visit_replaced_values(
        self, op: Operation, mutated_defs: Sequence[tuple[Operation, Value]], builder: OpBuilder
    ) -> None:
        for store, value in mutated_defs:
            builder.set_insertion_point_after(store)
            _dbg_value(builder, op, value)


class DbgValueSlot(PromotableOpInterface):
    """`llvm.intr.dbg.value` of the slot pointer: it describes `llvm.mlir.undef` instead."""

    def can_uses_be_removed(
        self, op: Operation, blocking_uses: Set[OpOperand], new_blocking_uses: list[OpOperand]
    ) -> bool:
        if len(blocking_uses) != 1:
            return False
        (use,) = blocking_uses
        return use.owner.operands[use.index] is op.operands[0]

    def remove_blocking_uses(
        self, op: Operation, blocking_uses: Set[OpOperand], builder: OpBuilder
    ) -> DeletionKind:
        builder.set_insertion_point(op)
        value = op.operands[0]
        owner = value.owner
        location = owner.location if isinstance(owner, Operation) else value.location  # type: ignore[attr-defined]
        op.set_operand(0, _undef(builder, value.type, location))
        return DeletionKind.KEEP


def memory_slot_models() -> InterfaceModels:
    """The memory-slot models of llvm's ops (part of `llvm_interface_models`)."""
    dropped, forwarded = Dropped(), ForwardedToUsers()
    return InterfaceModels.of(
        {
            "alloca": (AllocaSlot(),),
            "load": (LoadSlot(),),
            "store": (StoreSlot(),),
            "getelementptr": (GepSlot(),),
            "bitcast": (forwarded,),
            "addrspacecast": (forwarded,),
            "intr.launder.invariant.group": (forwarded,),
            "intr.strip.invariant.group": (forwarded,),
            "intr.lifetime.start": (dropped,),
            "intr.lifetime.end": (dropped,),
            "intr.invariant.start": (dropped,),
            "intr.invariant.end": (dropped,),
            "intr.dbg.declare": (DbgDeclareSlot(),),
            "intr.dbg.value": (DbgValueSlot(),),
        }
    )
