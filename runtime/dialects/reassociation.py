"""Reassociations of reshapes (MLIR's `ReshapeOpsUtils.cpp`, which tensor's and memref's
reshapes share): composing two (`composeReassociationIndices`), the groups of one that
cover another's (`cover`), and finding the one that collapses a shape into another
(`getReassociationIndicesForCollapse`, which scans left-to-right and right-to-left and
accepts only matches that differ in unit dimensions)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..asm.format.directives.dynamic_index_list import DYNAMIC

Reassociation = list[list[int]]


def compose(producer: Reassociation, consumer: Reassociation) -> Reassociation | None:
    """`composeReassociationIndices`: the consumer's groups of the producer's groups (of
    the longer of the two, as MLIR swaps them); None for equal lengths."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(group) for group in consumer):
        return None
    return [[index for position in group for index in producer[position]] for group in consumer]


def cover(higher: Reassociation, lower: Reassociation) -> Reassociation | None:
    """The groups of `higher` that cover each group of `lower`, in order (None if they do
    not)."""
    position = 0
    composed: Reassociation = []
    for group in lower:
        indices: list[int] = []
        while position < len(higher):
            rightmost = higher[position][-1]
            if rightmost > group[-1]:
                return None
            indices.append(position)
            position += 1
            if rightmost == group[-1]:
                break
        composed.append(indices)
    return composed


@dataclass
class _Range:
    """An inclusive range of source dimensions (`ReassociationIndexRange`)."""

    left: int
    right: int

    def valid(self) -> bool:
        return 0 <= self.left <= self.right

    def within(self, outer: _Range) -> bool:
        return self.left >= outer.left and self.right <= outer.right

    def indices(self) -> list[int]:
        return list(range(self.left, self.right + 1))

    def non_overlapping(self, other: _Range) -> list[int]:
        """`getNonOverlappingIndicesWith`."""
        if self.right < other.left:
            return self.indices() + other.indices()
        result = list(range(min(self.left, other.left), max(self.left, other.left)))
        start, end = min(self.right, other.right) + 1, max(self.right, other.right)
        if start < end:
            result += range(start, end + 1)
        return result


def _dynamic_range(shape: Sequence[int], start: int, greedy: bool) -> _Range | None:
    """`findReassociationRangeForDynamicDim`."""
    for right in range(start, len(shape)):
        if shape[right] == DYNAMIC:
            return _Range(start, len(shape) - 1 if greedy else right)
    return None


def _size_range(shape: Sequence[int], start: int, target: int, greedy: bool) -> _Range | None:
    """`findReassociationRangeForSize`."""
    whole = _Range(0, len(shape) - 1)
    current = _Range(start, start)
    found: _Range | None = None
    product = 1
    while current.within(whole):
        size = shape[current.right]
        if size == DYNAMIC:
            product = 1
            current = _Range(current.right + 1, current.right + 1)
            continue
        product *= size
        while product > target and current.left != current.right:
            product //= shape[current.left]
            current.left += 1
        if product == target:
            found = _Range(current.left, current.right)
            break
        current.right += 1
    if found is None:
        return None
    if greedy:
        current.right += 1
        while current.within(whole) and shape[current.right] == 1:
            found = _Range(current.left, current.right)
            current.right += 1
    return found


def _ranges(source: Sequence[int], target: Sequence[int]) -> list[_Range] | None:
    """`findReassociationRangesForCollapse`, left to right."""
    whole = _Range(0, len(source) - 1)
    ranges: list[_Range] = []
    previous: int | None = None
    position = 0
    for index, size in enumerate(target):
        greedy = index == len(target) - 1
        if size == DYNAMIC:
            found = _dynamic_range(source, position, greedy)
        else:
            found = _size_range(source, position, size, greedy)
        if found is None or not found.valid() or not found.within(whole):
            return None
        if found.left > position:
            if previous != DYNAMIC:
                return None
            ranges[-1].right = found.left - 1
        previous = size
        position = found.right + 1
        ranges.append(found)
    if ranges[-1].right < whole.right:
        return None
    return ranges


def _reversed_ranges(source: Sequence[int], target: Sequence[int]) -> list[_Range] | None:
    ranges = _ranges(source[::-1], target[::-1])
    if ranges is None:
        return None
    last = len(source) - 1
    return [_Range(last - r.right, last - r.left) for r in reversed(ranges)]


def collapsing_reassociation(source: Sequence[int], target: Sequence[int]) -> Reassociation | None:
    """`getReassociationIndicesForCollapse`: the groups of `source` dimensions that
    collapse it into `target`, when both scans agree up to unit dimensions."""
    if len(source) <= len(target):
        return None
    if not target:
        return [] if all(size in (1, DYNAMIC) for size in source) else None
    forward = _ranges(source, target)
    backward = _reversed_ranges(source, target) if forward is not None else None
    if forward is None or backward is None:
        return None
    if len(forward) != len(target) or len(backward) != len(target):
        return None
    for one, other in zip(forward, backward):
        if any(source[index] != 1 for index in one.non_overlapping(other)):
            return None
    return [found.indices() for found in forward]
