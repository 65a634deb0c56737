"""`sroa`: scalar replacement of aggregates (MLIR's mlir/lib/Transforms/SROA.cpp,
`tryToDestructureMemorySlots`).

For each aggregate slot an allocation offers (`DestructurableAllocationOpInterface`), the
slot's users must either move to the element slots (`DestructurableAccessorOpInterface`,
which name the indices they use and the slots they make, whose users must then access them
safely: `SafeMemorySlotAccessOpInterface`) or stop using it (`PromotableOpInterface`,
through the forward slice). Then the allocation makes one slot per used index, the users
are rewired in reverse topological order and the original slot goes. Slots are tried round
after round until none is destructured; the new allocations join the next round.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from passgen.generated.transforms import SROABase

from ..interfaces.memory_slot import (
    DeletionKind,
    DestructurableAccessorOpInterface,
    DestructurableAllocationOpInterface,
    DestructurableMemorySlot,
    MemorySlot,
    PromotableOpInterface,
    SafeMemorySlotAccessOpInterface,
)
from ..ir import Attribute, Block, Operation, OpOperand
from ..ir.slice_analysis import forward_slice, mlir_uses
from ..ir.topological_order import topological_sort
from ..rewrite.builder import OpBuilder
from ..statistics import Counter


@dataclass
class SROAStatistics:
    """MLIR's `SROAStatistics`: the counters to bump, when the pass has them."""

    destructured_amount: Counter | None = None
    slots_with_memory_benefit: Counter | None = None
    max_subelement_amount: Counter | None = None


@dataclass
class MemorySlotDestructuringInfo:
    """The indices used (in the order found), each user's blocking uses and the accessors to
    rewire."""

    used_indices: dict[Attribute, None] = field(default_factory=dict)
    user_to_blocking_uses: dict[Operation, dict[OpOperand, None]] = field(default_factory=dict)
    accessors: list[Operation] = field(default_factory=list)


def compute_destructuring_info(
    slot: DestructurableMemorySlot,
) -> MemorySlotDestructuringInfo | None:
    """`computeDestructuringInfo`: how `slot` can be destructured, or None."""
    if not slot.ptr.has_uses:
        return None
    info = MemorySlotDestructuringInfo()
    used_safely: list[MemorySlot] = []

    def schedule_as_blocking_use(use: OpOperand) -> None:
        info.user_to_blocking_uses.setdefault(use.owner, {})[use] = None

    for use in mlir_uses(slot.ptr):
        accessor = DestructurableAccessorOpInterface.of(use.owner)
        if accessor is not None and accessor.can_rewire(
            use.owner, slot, info.used_indices, used_safely
        ):
            info.accessors.append(use.owner)
            continue
        schedule_as_blocking_use(use)

    visited: set[OpOperand] = set()
    while used_safely:
        must_be_used_safely = used_safely.pop()
        for use in mlir_uses(must_be_used_safely.ptr):
            if use in visited:
                continue
            visited.add(use)
            safe = SafeMemorySlotAccessOpInterface.of(use.owner)
            if safe is not None and safe.ensure_only_safe_accesses(
                use.owner, must_be_used_safely, used_safely
            ):
                continue
            schedule_as_blocking_use(use)

    for user in forward_slice(slot.ptr):
        uses = info.user_to_blocking_uses.get(user)
        if uses is None:
            continue
        promotable = PromotableOpInterface.of(user)
        new_uses: list[OpOperand] = []
        if promotable is None or not promotable.can_uses_be_removed(user, uses.keys(), new_uses):
            return None
        for new_use in new_uses:
            schedule_as_blocking_use(new_use)
    return info


def destructure_slot(
    slot: DestructurableMemorySlot,
    allocator: Operation,
    model: DestructurableAllocationOpInterface,
    builder: OpBuilder,
    info: MemorySlotDestructuringInfo,
    new_allocators: list[Operation],
    statistics: SROAStatistics,
) -> None:
    """`destructureSlot`: the element slots made, the users rewired, the slot gone."""
    with builder.insertion_guard():
        block = slot.ptr.owner if isinstance(slot.ptr.owner, Block) else slot.ptr.owner.parent
        assert block is not None
        builder.set_insertion_point_to_start(block)
        subslots = model.destructure(
            allocator, slot, list(info.used_indices), builder, new_allocators
        )
        if statistics.slots_with_memory_benefit is not None and len(slot.subelement_types) != len(
            info.used_indices
        ):
            statistics.slots_with_memory_benefit += 1
        if statistics.max_subelement_amount is not None:
            statistics.max_subelement_amount.update_max(len(slot.subelement_types))

        users = topological_sort([*info.user_to_blocking_uses, *info.accessors])
        to_erase: list[Operation] = []
        for user in reversed(users):
            builder.set_insertion_point_after(user)
            accessor = DestructurableAccessorOpInterface.of(user)
            if accessor is not None:
                deletion = accessor.rewire(user, slot, subslots, builder)
            else:
                promotable = PromotableOpInterface.of(user)
                assert promotable is not None, "the analysis checked every user"
                deletion = promotable.remove_blocking_uses(
                    user, info.user_to_blocking_uses[user].keys(), builder
                )
            if deletion is DeletionKind.DELETE:
                to_erase.append(user)
        for op in to_erase:
            op.erase()
        assert not slot.ptr.has_uses, "after destructuring, the slot pointer is not used"
        if statistics.destructured_amount is not None:
            statistics.destructured_amount += 1
        new_allocator = model.handle_destructuring_complete(allocator, slot, builder)
        if new_allocator is not None:
            new_allocators.append(new_allocator)


def try_to_destructure_memory_slots(
    allocators: Iterable[Operation], builder: OpBuilder, statistics: SROAStatistics
) -> bool:
    """`tryToDestructureMemorySlots`: destructures what it can, round after round; whether
    anything was destructured."""
    destructured_any = False
    work_list = list(allocators)
    while True:
        changed = False
        new_work_list: list[Operation] = []
        for allocator in work_list:
            model = DestructurableAllocationOpInterface.of(allocator)
            destructured = False
            for slot in model.get_destructurable_slots(allocator) if model is not None else ():
                info = compute_destructuring_info(slot)
                if info is None:
                    continue
                assert model is not None
                destructure_slot(slot, allocator, model, builder, info, new_work_list, statistics)
                destructured = True
                break  # destructuring a slot may invalidate the allocator's other slots
            if not destructured:
                new_work_list.append(allocator)
            changed |= destructured
        if not changed:
            return destructured_any
        destructured_any = True
        work_list = new_work_list


class SROA(SROABase):
    """Destructures the aggregate slots of the allocations in the op's regions."""

    def run_on_operation(self) -> None:
        scope = self.get_operation()
        statistics = SROAStatistics(
            self.destructured_amount, self.slots_with_memory_benefit, self.max_subelement_amount
        )
        changed = False
        for region in scope.regions:
            if not region.blocks:
                continue
            allocators = [
                op
                for top in region.ops()
                for op in top.walk(post_order=True)
                if DestructurableAllocationOpInterface.of(op) is not None
            ]
            builder = OpBuilder(scope.context)
            changed |= try_to_destructure_memory_slots(allocators, builder, statistics)
        if not changed:
            self.mark_all_analyses_preserved()
