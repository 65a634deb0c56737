"""MLIR's memory slot interfaces (mlir/include/mlir/Interfaces/MemorySlotInterfaces.td), which
`mem2reg` and `sroa` ask ops through: a slot is a pointer value and the type it holds
(`MemorySlot`); an allocation offers slots to promote into SSA values
(`PromotableAllocationOpInterface`) or to split into one slot per element
(`DestructurableAllocationOpInterface`, over a type's `DestructurableTypeInterface`); the
ops using a slot say how they stop using it (`PromotableMemOpInterface` for loads and
stores, given the value the slot holds; `PromotableOpInterface` for the others) or how they
move to the element slots (`DestructurableAccessorOpInterface`,
`SafeMemorySlotAccessOpInterface`).

Each method takes the op first; a method MLIR leaves to the op raises NotImplementedError
here. MLIR's `DataLayout` arguments are left out: no model of this runtime reads one.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .base import OpInterface

if TYPE_CHECKING:
    from ..ir import Attribute, BlockArgument, Operation, OpOperand, Type, Value
    from ..rewrite.builder import OpBuilder


@dataclass(frozen=True, eq=False)
class MemorySlot:
    """A slot in memory (MLIR's `MemorySlot`): its pointer and the type of its content."""

    ptr: Value
    elem_type: Type


@dataclass(frozen=True, eq=False)
class DestructurableMemorySlot(MemorySlot):
    """A slot with the type of each of its elements, by index (`DestructurableMemorySlot`)."""

    subelement_types: Mapping[Attribute, Type] = field(default_factory=dict)


class DeletionKind(enum.Enum):
    """Whether promotion erases an op once done with it (MLIR's `DeletionKind`)."""

    KEEP = enum.auto()
    DELETE = enum.auto()


def _unimplemented(interface: str, method: str) -> NotImplementedError:
    return NotImplementedError(f"{interface}.{method} has no default implementation")


class PromotableAllocationOpInterface(OpInterface):
    """An op allocating slots that can be promoted into SSA values."""

    name = "PromotableAllocationOpInterface"

    def get_promotable_slots(self, op: Operation) -> list[MemorySlot]:
        """The slots to try promoting (no IR change)."""
        raise _unimplemented(self.name, "getPromotableSlots")

    def get_default_value(self, op: Operation, slot: MemorySlot, builder: OpBuilder) -> Value:
        """The value a load reads before any store, built at the start of the slot's block."""
        raise _unimplemented(self.name, "getDefaultValue")

    def handle_block_argument(
        self, op: Operation, slot: MemorySlot, argument: BlockArgument, builder: OpBuilder
    ) -> None:
        """Called for each block argument promotion adds, the builder at its block's start."""
        raise _unimplemented(self.name, "handleBlockArgument")

    def handle_promotion_complete(
        self, op: Operation, slot: MemorySlot, default_value: Value | None, builder: OpBuilder
    ) -> Operation | None:
        """Called once `slot` is promoted; a new allocation op it creates, else None."""
        raise _unimplemented(self.name, "handlePromotionComplete")


class PromotableMemOpInterface(OpInterface):
    """An op loading from or storing to slots."""

    name = "PromotableMemOpInterface"

    def loads_from(self, op: Operation, slot: MemorySlot) -> bool:
        raise _unimplemented(self.name, "loadsFrom")

    def stores_to(self, op: Operation, slot: MemorySlot) -> bool:
        raise _unimplemented(self.name, "storesTo")

    def get_stored(
        self, op: Operation, slot: MemorySlot, builder: OpBuilder, reaching_def: Value
    ) -> Value:
        """The value `op` stores to `slot`, given what the slot held before (the builder is
        right after `op`)."""
        raise _unimplemented(self.name, "getStored")

    def can_uses_be_removed(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        new_blocking_uses: list[OpOperand],
    ) -> bool:
        """Whether `op` can stop using `blocking_uses`; uses of its results that must go too
        are added to `new_blocking_uses` (no IR change)."""
        raise _unimplemented(self.name, "canUsesBeRemoved")

    def remove_blocking_uses(
        self,
        op: Operation,
        slot: MemorySlot,
        blocking_uses: Set[OpOperand],
        builder: OpBuilder,
        reaching_definition: Value,
    ) -> DeletionKind:
        """Stop using `blocking_uses`, `reaching_definition` being what the slot holds
        before `op`; erases nothing, but may ask for `op`'s own deletion."""
        raise _unimplemented(self.name, "removeBlockingUses")


class PromotableOpInterface(OpInterface):
    """An op that can stop using a value (by changing or deleting itself) so that a slot
    can be promoted."""

    name = "PromotableOpInterface"

    def can_uses_be_removed(
        self, op: Operation, blocking_uses: Set[OpOperand], new_blocking_uses: list[OpOperand]
    ) -> bool:
        raise _unimplemented(self.name, "canUsesBeRemoved")

    def remove_blocking_uses(
        self, op: Operation, blocking_uses: Set[OpOperand], builder: OpBuilder
    ) -> DeletionKind:
        raise _unimplemented(self.name, "removeBlockingUses")

    def requires_replaced_values(self, op: Operation) -> bool:
        """Whether `visit_replaced_values` is to be called once the promotion is done."""
        return False

    def visit_replaced_values(
        self,
        op: Operation,
        mutated_defs: Sequence[tuple[Operation, Value]],
        builder: OpBuilder,
    ) -> None:
        """Sees the values that stores put in the slot, with the store of each."""


class DestructurableAllocationOpInterface(OpInterface):
    """An op allocating aggregate slots that can be split into one slot per element."""

    name = "DestructurableAllocationOpInterface"

    def get_destructurable_slots(self, op: Operation) -> list[DestructurableMemorySlot]:
        raise _unimplemented(self.name, "getDestructurableSlots")

    def destructure(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        used_indices: Sequence[Attribute],
        builder: OpBuilder,
        new_allocators: list[Operation],
    ) -> dict[Attribute, MemorySlot]:
        """One slot per used index (the builder at the start of the slot's block); the ops
        allocating them are added to `new_allocators`."""
        raise _unimplemented(self.name, "destructure")

    def handle_destructuring_complete(
        self, op: Operation, slot: DestructurableMemorySlot, builder: OpBuilder
    ) -> Operation | None:
        """Called once `slot` is no longer used; a new allocation op it creates, else None."""
        raise _unimplemented(self.name, "handleDestructuringComplete")


class SafeMemorySlotAccessOpInterface(OpInterface):
    """An op accessing slots only within their bounds."""

    name = "SafeMemorySlotAccessOpInterface"

    def ensure_only_safe_accesses(
        self, op: Operation, slot: MemorySlot, must_be_safely_used: list[MemorySlot]
    ) -> bool:
        """Whether every access of `op` to `slot` is safe, provided the slots it adds to
        `must_be_safely_used` are used safely too."""
        raise _unimplemented(self.name, "ensureOnlySafeAccesses")


class DestructurableAccessorOpInterface(OpInterface):
    """An op accessing an element of a destructurable slot."""

    name = "DestructurableAccessorOpInterface"

    def can_rewire(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        used_indices: dict[Attribute, None],
        must_be_safely_used: list[MemorySlot],
    ) -> bool:
        """Whether `op` can use the element slots instead; adds the indices it uses to
        `used_indices` (an ordered set) and the slots it makes to `must_be_safely_used`."""
        raise _unimplemented(self.name, "canRewire")

    def rewire(
        self,
        op: Operation,
        slot: DestructurableMemorySlot,
        subslots: Mapping[Attribute, MemorySlot],
        builder: OpBuilder,
    ) -> DeletionKind:
        raise _unimplemented(self.name, "rewire")


class DestructurableTypeInterface:
    """A type made of indexed elements (MLIR's type interface of that name); a dialect's
    allocation model asks its types' model directly."""

    def get_subelement_index_map(self, type: Type) -> dict[Attribute, Type] | None:
        """Each element's index and type, or None when the type cannot be split."""
        raise _unimplemented("DestructurableTypeInterface", "getSubelementIndexMap")

    def get_type_at_index(self, type: Type, index: Attribute) -> Type | None:
        raise _unimplemented("DestructurableTypeInterface", "getTypeAtIndex")
