"""`promote-buffers-to-stack`: small `memref.alloc`s without a `memref.dealloc` that stay
inside an automatic allocation scope become `memref.alloca`s (MLIR's
`BufferPlacementPromotion` in `BufferOptimizations.cpp`).

An allocation is small when its static size is at most `max-alloc-size-in-bytes` (element
sizes from the nearest `dlti.dl_spec`), or, dynamically shaped, when its rank is at most
`max-rank-of-allocated-memref` and every size comes from `memref.rank`
(`defaultIsSmallAlloc`). It has a scope when, walking out through region control flow
that is not a loop, an op with MLIR's `AutomaticAllocationScope` trait is reached whose
region no alias of the buffer is returned from (`hasAllocationScope`); the aliases are
`BufferViewFlowAnalysis`'s (`buffer_view_flow`).
"""

from __future__ import annotations

import re

from passgen.generated.transforms import PromoteBuffersToStackPassBase

from ..dialects.memref.memref_types import DYNAMIC, memref_type
from ..interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
)
from ..interfaces.loop_like import LoopLikeOpInterface
from ..ir import Operation, Region, Trait, Value
from ..ir.allocation_scopes import AUTOMATIC_ALLOCATION_SCOPES
from ..ir.effects import get_effects
from .buffer_view_flow import BufferViewFlow

"""The ops ODS gives MLIR's `AutomaticAllocationScope` trait (MLIR 22)."""

_INDEX_ENTRY = re.compile(r"#dlti\.dl_entry<index, (\d+)|\bindex = (\d+)")
_BITS = re.compile(r"(?:[su]?i|f)(\d+)\Z")
_COMPLEX = re.compile(r"complex<(.+)>\Z")
_VECTOR = re.compile(r"vector<((?:\d+x)*\d+)x([^x\[\]]+)>\Z")
_NAMED_FLOATS = {"bf16": 16, "tf32": 19}


class PromoteBuffersToStack(PromoteBuffersToStackPassBase):
    def run_on_operation(self) -> None:
        """MLIR's `BufferPlacementPromotion::promote`, over `BufferPlacementAllocs`."""
        func = self.get_operation()
        aliases = BufferViewFlow(func)
        for alloc in _allocations_without_dealloc(func):
            value = alloc.results[0]
            if not self._is_small(alloc) or not _has_allocation_scope(value, aliases):
                continue
            alloca = Operation.create(
                alloc.context,
                "memref.alloca",
                alloc.operands,
                [value.type],
                properties=alloc._properties,
                attributes=alloc._attributes,
                location=alloc.location,
            )
            assert alloc.parent is not None
            alloc.parent.insert_before(alloc, alloca)
            value.replace_all_uses_with(alloca.results[0])
            alloc.erase()

    def _is_small(self, alloc: Operation) -> bool:
        """MLIR's `defaultIsSmallAlloc`."""
        if alloc.name.name != "memref.alloc":
            return False
        type = memref_type(alloc.results[0].type)
        if type is None:
            return False
        if DYNAMIC in type.shape:
            return type.rank <= self.max_rank_of_allocated_mem_ref and all(
                isinstance(owner := operand.owner, Operation) and owner.name.name == "memref.rank"
                for operand in alloc.operands
            )
        bits = _type_bits(type.element, alloc)
        if bits is None:
            return False
        elements = 1
        for size in type.shape:
            elements = _int64(elements * size)
        # As mlir-opt 22 computes it: the product in int64_t, the limit in 32-bit unsigned.
        return _int64(elements * bits) <= (self.max_alloc_size_in_bytes * 8) % 2**32


def _allocations_without_dealloc(root: Operation) -> list[Operation]:
    """The ops (post-order) allocating one result on a resource other than the automatic
    allocation scope and freed by no user (MLIR's `BufferPlacementAllocs`, the entries
    without a dealloc; two or more deallocs drop the entry)."""
    found: list[Operation] = []
    for op in root.walk(post_order=True):
        effects = get_effects(op)
        if not effects:
            continue
        allocated = [
            effect.value
            for effect in effects
            if effect.effect == "Allocate"
            and effect.value is not None
            and effect.value.owner is op
            and effect.resource != "AutomaticAllocationScopeResource"
        ]
        if len(allocated) == 1 and not any(
            _frees(user, allocated[0]) for user in allocated[0].users
        ):
            found.append(op)
    return found


def _frees(op: Operation, value: Value) -> bool:
    return any(
        effect.effect == "Free" and effect.value is value for effect in get_effects(op) or []
    )


def _has_allocation_scope(value: Value, aliases: BufferViewFlow) -> bool:
    """MLIR's `hasAllocationScope`."""
    region: Region | None = (
        value.owner.parent_region if isinstance(value.owner, Operation) else None
    )
    while region is not None:
        parent = region.parent
        if parent is not None:
            if parent.name.name in AUTOMATIC_ALLOCATION_SCOPES and not _leaves_scope(
                region, aliases.resolve(value)
            ):
                return True
            if _is_loop(parent) or not _is_known_control_flow(parent):
                break
        region = parent.parent_region if parent is not None else None
    return False


def _leaves_scope(region: Region, aliases: set[Value]) -> bool:
    """MLIR's `leavesAllocationScope`: an alias is returned from `region`."""
    return any(
        _is_region_return_like(user) and user.parent_region is region
        for alias in aliases
        for user in alias.users
    )


def _is_region_return_like(op: Operation) -> bool:
    return (
        RegionBranchTerminatorOpInterface.of(op) is not None or Trait.RETURN_LIKE in op.name.traits
    )


def _is_known_control_flow(op: Operation) -> bool:
    return LoopLikeOpInterface.of(op) is not None or RegionBranchOpInterface.of(op) is not None


def _is_loop(op: Operation) -> bool:
    """MLIR's `BufferPlacementTransformationBase::isLoop`: a loop-like op, or region
    control flow that can come back to a region it left (`hasLoop`)."""
    if LoopLikeOpInterface.of(op) is not None:
        return True
    branch = RegionBranchOpInterface.of(op)
    if branch is None:
        return False
    for entry in branch.get_successor_regions(op, RegionBranchPoint.parent()):
        if entry.region is not None and _reaches_a_visited_region(op, branch, entry.region):
            return True
    return False


def _reaches_a_visited_region(
    op: Operation, branch: RegionBranchOpInterface, begin: Region
) -> bool:
    """MLIR's `traverseRegionGraph` stopping at a region already visited."""
    visited = {begin}
    worklist = _successor_regions(op, branch, begin)
    while worklist:
        region = worklist.pop()
        if region in visited:
            return True
        visited.add(region)
        worklist += _successor_regions(op, branch, region)
    return False


def _successor_regions(
    op: Operation, branch: RegionBranchOpInterface, region: Region
) -> list[Region]:
    successors = branch.get_successor_regions(op, RegionBranchPoint(region))
    return [successor.region for successor in successors if successor.region is not None]


def _type_bits(type: str, op: Operation) -> int | None:
    """MLIR's default `DataLayout::getTypeSizeInBits` of a memref element: integers and
    floats their width, `index` 64 unless the nearest `dlti.dl_spec` says otherwise, a
    complex twice its aligned element, a vector its elements with the innermost count
    rounded up to a power of two; None for the types this runtime does not size."""
    if type == "index":
        return _index_bits(op)
    if type in _NAMED_FLOATS:
        return _NAMED_FLOATS[type]
    if (found := _BITS.match(type)) is not None:
        return int(found[1])
    if (found := _COMPLEX.match(type)) is not None:
        element = _type_bits(found[1], op)
        if element is None:
            return None
        align = _power_of_two_ceil(-(-element // 8)) * 8
        return 2 * (-(-element // align) * align)
    if (found := _VECTOR.match(type)) is not None:
        *outer, inner = (int(size) for size in found[1].split("x"))
        element = _type_bits(found[2], op)
        if element is None:
            return None
        count = _power_of_two_ceil(inner)
        for size in outer:
            count *= size
        return count * element
    return None


def _power_of_two_ceil(value: int) -> int:
    return 1 << (value - 1).bit_length() if value > 1 else value


def _int64(value: int) -> int:
    """`value` wrapped to a signed 64-bit integer."""
    return (value + 2**63) % 2**64 - 2**63


def _index_bits(op: Operation) -> int:
    current: Operation | None = op.parent_op
    while current is not None:
        spec = current.get_attr("dlti.dl_spec")
        if spec is not None:
            found = _INDEX_ENTRY.search(spec.text)
            if found:
                return int(found[1] or found[2])
        current = current.parent_op
    return 64
