"""`mem2reg`: memory slots promoted into SSA values (MLIR 22's mlir/lib/Transforms/Mem2Reg.cpp,
`tryToPromoteMemorySlots`).

For each slot an allocation offers (`PromotableAllocationOpInterface`), the analysis
(`MemorySlotPromotionAnalyzer`) finds the ops that must stop using the slot pointer, from
its users through the forward slice, each saying it can (`PromotableMemOpInterface` for
loads and stores, which must be in the slot's region, `PromotableOpInterface` for the
others), and the blocks where stores meet (`merge points`: the iterated dominance frontier
of the blocks storing to the slot, pruned to those where the slot is live), whose
predecessors must end in branches that can pass one more operand. Then the promoter
(`MemorySlotPromoter`) walks the dominator tree with the value the slot holds, giving each
merge point a new block argument fed by its predecessors, records it at each load and
store, and removes the uses in reverse dominance order; a load before any store reads
the allocation's default value. The slots are tried round after round until none is
promoted. Slots in graph regions are left alone, as are slots loaded or stored in nested
regions (MLIR 22 promotes in the slot's own region only).

`region-simplify` is declared, as in MLIR 22, and unused there too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from passgen.generated.transforms import Mem2RegBase

from ..interfaces.memory_slot import (
    DeletionKind,
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
    PromotableOpInterface,
)
from ..ir import Block, Location, Operation, OpOperand, Region, Value
from ..ir.dominance import DominanceInfo
from ..ir.slice_analysis import forward_slice, mlir_uses
from ..ir.topological_order import blocks_sorted_by_dominance
from ..rewrite.builder import OpBuilder
from ..rewrite.successor_operands import append_successor_operands, successor_operand_ranges
from ..statistics import Counter

BlockingUses = dict[Operation, dict[OpOperand, None]]

# The ops declaring `RegionKindInterface` whose regions are SSA regions; the others' are
# graph regions, where MLIR does not promote.
_SSA_REGION_KIND_OPS = frozenset({"ml_program.func"})


@dataclass
class Mem2RegStatistics:
    """MLIR's `Mem2RegStatistics`: the counters to bump, when the pass has them."""

    promoted_amount: Counter | None = None
    new_block_argument_amount: Counter | None = None


@dataclass
class MemorySlotPromotionInfo:
    """What the analysis found: the merge points and each user's blocking uses, in the
    order they were found (MLIR's `MapVector`)."""

    merge_points: set[Block] = field(default_factory=set)
    user_to_blocking_uses: BlockingUses = field(default_factory=dict)


def _is_graph_region(region: Region) -> bool:
    owner = region.parent
    return (
        owner is not None
        and "RegionKindInterface"
        in (owner.name.definition.interfaces if owner.name.definition else ())
        and owner.name.name not in _SSA_REGION_KIND_OPS
    )


def _forwards_operands(terminator: Operation | None) -> bool:
    """Whether `terminator` is a branch whose successor operands can grow (MLIR's
    `BranchOpInterface`)."""
    return terminator is not None and successor_operand_ranges(terminator) is not None


class CfgCache:
    """What promotions in one region share, the CFG being left unchanged (MLIR's
    `BlockIndexCache`, and the predecessors and dominator tree children): computed on
    first use."""

    def __init__(self, dominance: DominanceInfo):
        self.dominance = dominance
        self._preds: dict[Region, dict[Block, list[Block]]] = {}
        self._children: dict[Block, list[Block]] = {}
        self._indices: dict[Region, dict[Block, int]] = {}

    def predecessors(self, region: Region) -> dict[Block, list[Block]]:
        """Each block's predecessors (with repeats)."""
        preds = self._preds.get(region)
        if preds is None:
            preds = self._preds[region] = {block: [] for block in region.blocks}
            for block in region.blocks:
                for succ in block.successors:
                    if succ in preds:
                        preds[succ].append(block)
        return preds

    def children(self, block: Block) -> list[Block]:
        """The blocks `block` immediately dominates."""
        children = self._children.get(block)
        if children is None:
            children = self._children[block] = self.dominance.children(block)
        return children

    def block_indices(self, region: Region) -> dict[Block, int]:
        """Each block's index in `blocks_sorted_by_dominance`."""
        indices = self._indices.get(region)
        if indices is None:
            ordered = blocks_sorted_by_dominance(region)
            indices = self._indices[region] = {b: i for i, b in enumerate(ordered)}
        return indices


class MemorySlotPromotionAnalyzer:
    """Whether `slot` can be promoted, and how (no IR change)."""

    def __init__(self, slot: MemorySlot, cfg: CfgCache):
        self.slot = slot
        self.cfg = cfg

    def compute_info(self) -> MemorySlotPromotionInfo | None:
        info = MemorySlotPromotionInfo()
        if not self._compute_blocking_uses(info.user_to_blocking_uses):
            return None
        region = _parent_block(self.slot.ptr).parent
        if region is None or len(region.blocks) == 1:
            return info
        preds = self.cfg.predecessors(region)
        info.merge_points = self._merge_points(region, preds)
        for merge_point in info.merge_points:
            for pred in preds[merge_point]:
                if not _forwards_operands(pred.last_op):
                    return None  # `areMergePointsUsable`: a branch must forward the value
        return info

    def _compute_blocking_uses(self, blocking: BlockingUses) -> bool:
        """`computeBlockingUses`: the uses each op must give up, found through the forward
        slice; False when one of them cannot."""
        slot = self.slot
        region = _parent_region(slot.ptr)
        if region is None or _is_graph_region(region):
            return False
        for use in mlir_uses(slot.ptr):
            blocking.setdefault(use.owner, {})[use] = None
        for user in forward_slice(slot.ptr):
            uses = blocking.get(user)
            if uses is None:
                continue
            new_uses: list[OpOperand] = []
            promotable = PromotableOpInterface.of(user)
            if promotable is not None:
                if not promotable.can_uses_be_removed(user, uses.keys(), new_uses):
                    return False
            else:
                mem_op = PromotableMemOpInterface.of(user)
                if mem_op is None or not mem_op.can_uses_be_removed(
                    user, slot, uses.keys(), new_uses
                ):
                    return False
            for new_use in new_uses:
                blocking.setdefault(new_use.owner, {})[new_use] = None
        # Only the slot's own region is analysed: a load or store elsewhere gets no value.
        return all(
            op.parent_region is region or PromotableMemOpInterface.of(op) is None for op in blocking
        )

    def _merge_points(self, region: Region, preds: dict[Block, list[Block]]) -> set[Block]:
        """`computeMergePoints`: the iterated dominance frontier of the storing blocks,
        pruned to the blocks where the slot's value is live-in."""
        slot = self.slot
        defining: set[Block] = set()
        for user in slot.ptr.users:
            mem_op = PromotableMemOpInterface.of(user)
            if mem_op is not None and mem_op.stores_to(user, slot) and user.parent is not None:
                defining.add(user.parent)
        live_in = self._live_in(defining, preds)
        found: set[Block] = set()
        worklist = list(defining)
        while worklist:
            block = worklist.pop()
            for frontier in self.cfg.dominance.dominance_frontier(block):
                if frontier in found or frontier not in live_in:
                    continue
                found.add(frontier)
                if frontier not in defining:
                    worklist.append(frontier)
        return found

    def _live_in(self, defining: set[Block], preds: dict[Block, list[Block]]) -> set[Block]:
        """`computeSlotLiveIn`: the blocks where the slot may be read before written."""
        slot = self.slot
        worklist: list[Block] = []
        visited: set[Block] = set()
        for user in slot.ptr.users:
            block = user.parent
            if block is None or block in visited:
                continue
            visited.add(block)
            for op in block:
                mem_op = PromotableMemOpInterface.of(op)
                if mem_op is None:
                    continue
                if mem_op.loads_from(op, slot):
                    worklist.append(block)
                    break
                if mem_op.stores_to(op, slot):
                    break
        live_in: set[Block] = set()
        while worklist:
            block = worklist.pop()
            if block in live_in:
                continue
            live_in.add(block)
            worklist.extend(pred for pred in preds.get(block, ()) if pred not in defining)
        return live_in


def _parent_region(value: Value) -> Region | None:
    block = value.owner if isinstance(value.owner, Block) else value.owner.parent
    return block.parent if block is not None else None


def _location(value: Value) -> Location:
    """`Value::getLoc`: a result's op's location, an argument's own."""
    owner = value.owner
    return owner.location if isinstance(owner, Operation) else value.location  # type: ignore[attr-defined]


def _parent_block(value: Value) -> Block:
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent
    assert block is not None, "a slot pointer in a block"
    return block


class MemorySlotPromoter:
    """Promotes one slot, the analysis having allowed it (mutates the IR)."""

    def __init__(
        self,
        slot: MemorySlot,
        allocator: Operation,
        model: PromotableAllocationOpInterface,
        builder: OpBuilder,
        cfg: CfgCache,
        info: MemorySlotPromotionInfo,
        statistics: Mem2RegStatistics,
    ):
        self.slot = slot
        self.allocator = allocator
        self.model = model
        self.builder = builder
        self.cfg = cfg
        self.info = info
        self.statistics = statistics
        self.default_value: Value | None = None
        self.reaching_defs: dict[Operation, Value] = {}
        self.replaced_values: dict[Operation, Value] = {}

    def promote_slot(self) -> Operation | None:
        """`promoteSlot`: the new allocation op the allocator made, if any."""
        region = _parent_block(self.slot.ptr).parent
        assert region is not None
        self._reaching_defs_in_region(region)
        self._remove_blocking_uses(region)
        # Branches from blocks the walk did not reach still feed the merge points.
        merge_points = self.info.merge_points
        for pred in region.blocks if merge_points else ():
            terminator = pred.last_op
            if terminator is None:
                continue
            for index, succ in enumerate(terminator.successors):
                if succ not in merge_points:
                    continue
                ranges = successor_operand_ranges(terminator)
                assert ranges is not None
                if ranges[index][1] + 1 == len(succ.arguments):
                    append_successor_operands(terminator, index, [self._default()])
        if self.statistics.promoted_amount is not None:
            self.statistics.promoted_amount += 1
        return self.model.handle_promotion_complete(
            self.allocator, self.slot, self.default_value, self.builder
        )

    def _default(self) -> Value:
        """`getOrCreateDefaultValue`: built once, at the start of the slot's block."""
        if self.default_value is None:
            builder = self.builder
            with builder.insertion_guard():
                builder.set_insertion_point_to_start(_parent_block(self.slot.ptr))
                self.default_value = self.model.get_default_value(
                    self.allocator, self.slot, builder
                )
        return self.default_value

    def _reaching_defs_in_block(self, block: Block, reaching: Value | None) -> Value | None:
        """`computeReachingDefInBlock`: the slot's value after `block`, recording it at
        each load and store that gives up the slot."""
        slot, blocking = self.slot, self.info.user_to_blocking_uses
        for op in block.operations:
            mem_op = PromotableMemOpInterface.of(op)
            if mem_op is None:
                continue
            if op in blocking and op not in self.reaching_defs:
                self.reaching_defs[op] = reaching if reaching is not None else self._default()
            if mem_op.stores_to(op, slot):
                self.builder.set_insertion_point_after(op)
                reaching = mem_op.get_stored(op, slot, self.builder, reaching or self._default())
                self.replaced_values[op] = reaching
        return reaching

    def _reaching_defs_in_region(self, region: Region) -> None:
        """`computeReachingDefInRegion`: a walk down the dominator tree, merge points
        getting a block argument and their predecessors passing their value to it."""
        if len(region.blocks) == 1:
            self._reaching_defs_in_block(region.blocks[0], None)
            return
        slot, merge_points = self.slot, self.info.merge_points
        # Only blocks using the slot change its value (the others pass it on unchanged).
        using_blocks = {user.parent for user in slot.ptr.users}
        stack: list[tuple[Block, Value | None]] = [(region.blocks[0], None)]
        while stack:
            block, reaching = stack.pop()
            if block in merge_points:
                argument = block.add_argument(slot.elem_type, _location(slot.ptr))
                self.builder.set_insertion_point_to_start(block)
                self.model.handle_block_argument(self.allocator, slot, argument, self.builder)
                reaching = argument
                if self.statistics.new_block_argument_amount is not None:
                    self.statistics.new_block_argument_amount += 1
            if block in using_blocks:
                reaching = self._reaching_defs_in_block(block, reaching)
            terminator = block.last_op
            successors = terminator.successors if terminator is not None else ()
            if merge_points and any(succ in merge_points for succ in successors):
                assert _forwards_operands(terminator), "the analysis checked the branches"
                for index, succ in enumerate(successors):
                    if succ in merge_points:
                        if reaching is None:
                            reaching = self._default()
                        append_successor_operands(terminator, index, [reaching])  # type: ignore[arg-type]
            stack.extend((child, reaching) for child in self.cfg.children(block))

    def _remove_blocking_uses(self, region: Region) -> None:
        """`removeBlockingUses`: each user gives up its uses, the last in dominance order
        first; then the ops that asked see the stored values, and the dead ops go."""
        slot, blocking, builder = self.slot, self.info.user_to_blocking_uses, self.builder
        indices = self.cfg.block_indices(region)
        users = sorted(blocking, key=functools.cmp_to_key(_dominance_order(indices)))
        to_erase: list[Operation] = []
        replaced: list[tuple[Operation, Value]] = []
        to_visit: list[tuple[Operation, PromotableOpInterface]] = []
        for op in reversed(users):
            builder.set_insertion_point_after(op)
            mem_op = PromotableMemOpInterface.of(op)
            if mem_op is not None:
                reaching = self.reaching_defs.get(op) or self._default()
                builder.set_insertion_point_after(op)
                if (
                    mem_op.remove_blocking_uses(op, slot, blocking[op].keys(), builder, reaching)
                    is DeletionKind.DELETE
                ):
                    to_erase.append(op)
                if mem_op.stores_to(op, slot) and op in self.replaced_values:
                    replaced.append((op, self.replaced_values[op]))
                continue
            promotable = PromotableOpInterface.of(op)
            assert promotable is not None, "the analysis checked every user"
            if promotable.remove_blocking_uses(op, blocking[op].keys(), builder) is (
                DeletionKind.DELETE
            ):
                to_erase.append(op)
            if promotable.requires_replaced_values(op):
                to_visit.append((op, promotable))
        for op, promotable in to_visit:
            builder.set_insertion_point_after(op)
            promotable.visit_replaced_values(op, replaced, builder)
        for op in to_erase:
            op.erase()
        assert not slot.ptr.has_uses, "after promotion, the slot pointer is not used"


def _dominance_order(indices: dict[Block, int]) -> Callable[[Operation, Operation], int]:
    """`dominanceSort`'s order: blocks in dominance order, then ops in block order."""

    def compare(lhs: Operation, rhs: Operation) -> int:
        left, right = indices[lhs.parent], indices[rhs.parent]  # type: ignore[index]
        if left != right:
            return -1 if left < right else 1
        if lhs is rhs:
            return 0
        return -1 if lhs.is_before_in_block(rhs) else 1

    return compare


def try_to_promote_memory_slots(
    allocators: Iterable[Operation],
    builder: OpBuilder,
    dominance: DominanceInfo,
    statistics: Mem2RegStatistics,
) -> bool:
    """`tryToPromoteMemorySlots`: promotes what it can, round after round (a promotion may
    allow another); whether anything was promoted."""
    promoted_any = False
    cfg = CfgCache(dominance)
    work_list = list(allocators)
    while True:
        changed = False
        new_work_list: list[Operation] = []
        for allocator in work_list:
            model = PromotableAllocationOpInterface.of(allocator)
            promoted = False
            for slot in model.get_promotable_slots(allocator) if model is not None else ():
                if not slot.ptr.has_uses:
                    continue
                info = MemorySlotPromotionAnalyzer(slot, cfg).compute_info()
                if info is None:
                    continue
                assert model is not None
                new_allocator = MemorySlotPromoter(
                    slot, allocator, model, builder, cfg, info, statistics
                ).promote_slot()
                promoted = True
                if new_allocator is not None:
                    new_work_list.append(new_allocator)
                break  # promoting a slot may invalidate the allocator's other slots
            if not promoted:
                new_work_list.append(allocator)
            changed |= promoted
        if not changed:
            return promoted_any
        promoted_any = True
        work_list = new_work_list


class Mem2Reg(Mem2RegBase):
    """Promotes the slots of the allocations in the op's regions."""

    def run_on_operation(self) -> None:
        scope = self.get_operation()
        statistics = Mem2RegStatistics(self.promoted_amount, self.new_block_argument_amount)
        dominance = self.get_analysis(DominanceInfo)
        changed = False
        for region in scope.regions:
            if not region.blocks:
                continue
            builder = OpBuilder(scope.context)
            allocators = [
                op
                for top in region.ops()
                for op in top.walk(post_order=True)
                if PromotableAllocationOpInterface.of(op) is not None
            ]
            changed |= try_to_promote_memory_slots(allocators, builder, dominance, statistics)
        if not changed:
            self.mark_all_analyses_preserved()
