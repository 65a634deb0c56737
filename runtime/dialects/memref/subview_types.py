"""The result types of `memref.subview` (MLIR's `SubViewOp::inferResultType`,
`computeMemRefRankReductionMask`, `SubViewOp::getDroppedDims`,
`getCanonicalSubViewResultType`, `SubViewReturnTypeCanonicalizer`) and the bounds check of a
slice (`verifyInBoundsSlice`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...ir import Operation
from .memref_types import DYNAMIC, MemRefType, Strided, memref_type
from .static_values import (
    Mixed,
    dispatch,
    has_valid_sizes_offsets,
    has_valid_strides,
    saturated_add,
    saturated_mul,
)
from .view_ops import OffsetsSizesStrides, offsets_sizes_strides


def infer_result_type(
    source: MemRefType, offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int]
) -> MemRefType | None:
    """`SubViewOp::inferResultType` on static lists (None when the source is not strided)."""
    layout = source.strides_and_offset()
    if layout is None or not len(offsets) == len(sizes) == len(strides) == source.rank:
        return None
    offset = layout.offset
    for static_offset, source_stride in zip(offsets, layout.strides):
        offset = saturated_add(offset, saturated_mul(static_offset, source_stride))
    target = tuple(saturated_mul(a, b) for a, b in zip(layout.strides, strides))
    return source.with_shape(sizes).with_strided(Strided(target, offset))


def infer_mixed_result_type(
    source: MemRefType, offsets: Sequence[Mixed], sizes: Sequence[Mixed], strides: Sequence[Mixed]
) -> MemRefType | None:
    """`SubViewOp::inferResultType` on mixed lists: None when a static offset or size is
    negative or a static stride zero."""
    static_offsets, static_sizes, static_strides = (
        dispatch(offsets)[0],
        dispatch(sizes)[0],
        dispatch(strides)[0],
    )
    if not (has_valid_sizes_offsets(static_offsets) and has_valid_sizes_offsets(static_sizes)):
        return None
    if not has_valid_strides(static_strides):
        return None
    return infer_result_type(source, static_offsets, static_sizes, static_strides)


def rank_reduction_mask(
    original: MemRefType, reduced: MemRefType, sizes: Sequence[Mixed]
) -> list[bool] | None:
    """`computeMemRefRankReductionMask`: which dims of `original` `reduced` drops, told apart
    by their strides when several static sizes are 1 (None when no mask fits)."""
    unused = [False] * original.rank
    if original.rank == reduced.rank:
        return unused
    unused = [isinstance(size, int) and size == 1 for size in sizes]
    if sum(unused) + reduced.rank == original.rank:
        return unused
    original_layout, reduced_layout = original.strides_and_offset(), reduced.strides_and_offset()
    if original_layout is None or reduced_layout is None:
        return None
    unaccounted = Counter(original_layout.strides)
    candidate = Counter(reduced_layout.strides)
    for dim, dropped in enumerate(unused):
        if not dropped:
            continue
        stride = original_layout.strides[dim]
        if unaccounted[stride] > candidate[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == candidate[stride]:
            unused[dim] = False
        else:
            return None
    if sum(unused) + reduced.rank != original.rank:
        return None
    return unused


def dropped_dims(op: Operation, view: OffsetsSizesStrides) -> list[bool] | None:
    """`SubViewOp::getDroppedDims`."""
    source, result = memref_type(view.source.type), memref_type(op.results[0].type)
    if source is None or result is None or len(view.sizes) != source.rank:
        return None
    return rank_reduction_mask(source, result, view.sizes)


def _drop(nonreduced: MemRefType, layout: Strided, dropped: Sequence[bool]) -> MemRefType:
    shape = [size for size, drop in zip(nonreduced.shape, dropped) if not drop]
    strides = tuple(stride for stride, drop in zip(layout.strides, dropped) if not drop)
    return nonreduced.with_shape(shape).with_strided(Strided(strides, layout.offset))


def canonical_result_type(
    current_result: MemRefType,
    current_source: MemRefType,
    source: MemRefType,
    view: OffsetsSizesStrides,
) -> MemRefType | None:
    """`getCanonicalSubViewResultType`: the type inferred from `source`, with the dims
    `current_result` drops of `current_source` dropped."""
    nonreduced = infer_mixed_result_type(source, view.offsets, view.sizes, view.strides)
    unused = rank_reduction_mask(current_source, current_result, view.sizes)
    if nonreduced is None or unused is None:
        return None
    layout = nonreduced.strides_and_offset()
    assert layout is not None
    return _drop(nonreduced, layout, unused)


def canonical_return_type(
    op: Operation, view: OffsetsSizesStrides, mixed: OffsetsSizesStrides
) -> MemRefType | None:
    """`SubViewReturnTypeCanonicalizer`: the type inferred from the op's source and the
    `mixed` lists, with the op's dropped dims dropped."""
    source = memref_type(view.source.type)
    if source is None:
        return None
    nonreduced = infer_mixed_result_type(source, mixed.offsets, mixed.sizes, mixed.strides)
    dropped = dropped_dims(op, view)
    if nonreduced is None or dropped is None:
        return None
    if not any(dropped):
        return nonreduced
    layout = nonreduced.strides_and_offset()
    assert layout is not None
    return _drop(nonreduced, layout, dropped)


def in_bounds_slice(shape: Sequence[int], view: OffsetsSizesStrides) -> bool:
    """`verifyInBoundsSlice` on mixed lists: no static offset, nor the last static position
    of a slice, is past a static size of `shape`."""
    offsets, sizes, strides = (
        dispatch(view.offsets)[0],
        dispatch(view.sizes)[0],
        dispatch(view.strides)[0],
    )
    for dim, extent in enumerate(shape):
        offset = offsets[dim]
        if extent == DYNAMIC or offset == DYNAMIC:
            continue
        if offset >= extent:
            return False
        if sizes[dim] == DYNAMIC or strides[dim] == DYNAMIC:
            continue
        if offset + (sizes[dim] - 1) * strides[dim] >= extent:
            return False
    return True


def subview_parts(op: Operation) -> tuple[OffsetsSizesStrides, MemRefType, MemRefType] | None:
    """A subview's mixed lists with its source and result types (None on malformed IR)."""
    view = offsets_sizes_strides(op)
    if view is None:
        return None
    source, result = memref_type(view.source.type), memref_type(op.results[0].type)
    if source is None or result is None or len(view.offsets) != source.rank:
        return None
    if not len(view.sizes) == len(view.strides) == source.rank:
        return None
    return view, source, result
