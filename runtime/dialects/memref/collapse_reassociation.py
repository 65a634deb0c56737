"""`getReassociationIndicesForCollapse` (MLIR's `ReshapeOpsUtils.cpp`): the groups of
consecutive dims of a source shape that collapse into each dim of a target shape, found
scanning left to right and right to left; the two scans may only disagree on unit dims."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .memref_types import DYNAMIC


@dataclass
class _Range:
    """`ReassociationIndexRange`: the dims `left..right`, both included."""

    left: int
    right: int

    def valid_in(self, rank: int) -> bool:
        return 0 <= self.left <= self.right <= rank - 1

    def indices(self) -> list[int]:
        return list(range(self.left, self.right + 1))

    def non_overlapping(self, other: _Range) -> list[int]:
        """`getNonOverlappingIndicesWith`."""
        if self.right < other.left:
            return self.indices() + other.indices()
        result = list(range(min(self.left, other.left), max(self.left, other.left)))
        start, end = min(self.right, other.right) + 1, max(self.right, other.right)
        if start < end:
            result += list(range(start, end + 1))
        return result


def _range_for_dynamic(shape: Sequence[int], start: int, greedy: bool) -> _Range | None:
    """`findReassociationRangeForDynamicDim`: up to the first dynamic dim from `start`."""
    for right in range(start, len(shape)):
        if shape[right] == DYNAMIC:
            return _Range(start, len(shape) - 1 if greedy else right)
    return None


def _range_for_size(shape: Sequence[int], start: int, size: int, greedy: bool) -> _Range | None:
    """`findReassociationRangeForSize`: the first run of static dims from `start` whose
    product is `size` (then, greedily, the unit dims after it)."""
    found: _Range | None = None
    left, right, product = start, start, 1
    while 0 <= left <= right < len(shape):
        if shape[right] == DYNAMIC:
            left = right = right + 1
            product = 1
            continue
        product *= shape[right]
        while product > size and left < right:
            product //= shape[left]
            left += 1
        if product == size:
            found = _Range(left, right)
            break
        right += 1
    if found is None:
        return None
    if greedy:
        right += 1
        while right < len(shape) and shape[right] == 1:
            found = _Range(left, right)
            right += 1
    return found


def _ranges(source: Sequence[int], target: Sequence[int]) -> list[_Range] | None:
    """`findReassociationRangesForCollapse` left to right: a lazy match per target dim,
    skipped source dims joining a preceding dynamic dim's range."""
    ranges: list[_Range] = []
    previous: int | None = None
    start = 0
    for index, size in enumerate(target):
        greedy = index == len(target) - 1
        if size == DYNAMIC:
            found = _range_for_dynamic(source, start, greedy)
        else:
            found = _range_for_size(source, start, size, greedy)
        if found is None or not found.valid_in(len(source)):
            return None
        if found.left > start:
            if previous != DYNAMIC:
                return None
            ranges[-1].right = found.left - 1
        previous = size
        start = found.right + 1
        ranges.append(found)
    return ranges if ranges[-1].right >= len(source) - 1 else None


def _reversed_ranges(source: Sequence[int], target: Sequence[int]) -> list[_Range] | None:
    """The scan right to left: on the reversed shapes, the ranges mirrored back."""
    found = _ranges(source[::-1], target[::-1])
    if found is None:
        return None
    last = len(source) - 1
    return [_Range(last - item.right, last - item.left) for item in reversed(found)]


def collapse_reassociation(source: Sequence[int], target: Sequence[int]) -> list[list[int]] | None:
    """`getReassociationIndicesForCollapse` (None when no unambiguous grouping)."""
    if len(source) <= len(target):
        return None
    if not target:
        return [] if all(size in (1, DYNAMIC) for size in source) else None
    forward, backward = _ranges(source, target), _reversed_ranges(source, target)
    if forward is None or backward is None:
        return None
    for ahead, behind in zip(forward, backward):
        if any(source[dim] != 1 for dim in ahead.non_overlapping(behind)):
            return None
    return [item.indices() for item in forward]
