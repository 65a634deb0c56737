"""`memref.reinterpret_cast`'s folder and canonicalization patterns (MLIR's
`ReinterpretCastOp::fold`, `ReinterpretCastOpExtractStridedMetadataFolder`,
`ReinterpretCastOpConstantFolder`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Attribute, Operation, Value
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .memref_types import DYNAMIC, MemRefType, Strided, element_and_space, memref_type
from .static_values import Mixed, dispatch, static_array
from .strided_metadata import constified_metadata, metadata_of_extract
from .view_ops import (
    OffsetsSizesStrides,
    create_offsets_sizes_strides_op,
    is_zero,
    offsets_sizes_strides,
    same_mixed,
)


def _previous_source(source: Value) -> Value | None:
    """The memref a reinterpret_cast, cast or zero-offset subview `source` comes from."""
    for name in ("memref.reinterpret_cast", "memref.cast"):
        prev = defining_op(source, name)
        if prev is not None:
            return prev.operands[0]
    subview = defining_op(source, "memref.subview")
    view = None if subview is None else offsets_sizes_strides(subview)
    if view is not None and all(is_zero(offset) for offset in view.offsets):
        return view.source
    return None


def fold_reinterpret_cast(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`ReinterpretCastOp::fold`: the cast reads past a reinterpret_cast, a cast or a
    zero-offset subview; a cast of a static memref to its own type with offset 0 is its
    source."""
    source = op.operands[0]
    previous = _previous_source(source)
    if previous is not None:
        op.set_operand(0, previous)
        return []
    result = memref_type(op.results[0].type)
    offsets = static_array(op, "static_offsets")
    if result is None or DYNAMIC in result.shape or source.type != op.results[0].type:
        return None
    return [source] if offsets and offsets[0] == 0 else None


def _constified(op: Operation) -> tuple[Mixed, list[Mixed], list[Mixed]] | None:
    """`getConstifiedMixedOffset/Sizes/Strides` of a reinterpret_cast."""
    view = offsets_sizes_strides(op)
    result = memref_type(op.results[0].type)
    if view is None or result is None or len(view.offsets) != 1:
        return None
    return constified_metadata(result, view.offsets[0], view.sizes, view.strides)


def _same_metadata(
    a: tuple[Mixed, list[Mixed], list[Mixed]], b: tuple[Mixed, list[Mixed], list[Mixed]]
) -> bool:
    return same_mixed(a[2], b[2]) and same_mixed(a[1], b[1]) and same_mixed([a[0]], [b[0]])


class ReinterpretCastOpExtractStridedMetadataFolder(RewritePattern):
    """A reinterpret_cast of an extract_strided_metadata's base with the metadata it
    extracted is its source (a cast of it when the types differ); with other metadata, it
    reads the extracted memref instead of the base."""

    def __init__(self) -> None:
        super().__init__("memref.reinterpret_cast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        extract = defining_op(op.operands[0], "memref.extract_strided_metadata")
        if extract is None:
            return False
        extracted, cast = metadata_of_extract(extract), _constified(op)
        if extracted is None or cast is None:
            return False
        source = extract.operands[0]
        if not _same_metadata(extracted, cast):
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, source))
            return True
        if source.type == op.results[0].type:
            rewriter.replace_op(op, [source])
        else:
            rewriter.replace_op_with_new_op(
                op, "memref.cast", [source], [op.results[0].type], location=op.location
            )
        return True


def _count_static(values: Sequence[Mixed]) -> int:
    return sum(isinstance(value, int) for value in values)


class ReinterpretCastOpConstantFolder(RewritePattern):
    """Offsets, sizes and strides the result type or constants give become static: a new
    reinterpret_cast of the inferred strided type, cast to the old type."""

    def __init__(self) -> None:
        super().__init__("memref.reinterpret_cast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        view, constified = offsets_sizes_strides(op), _constified(op)
        parts = element_and_space(op.operands[0].type)
        if view is None or constified is None or parts is None:
            return False
        offset, sizes, strides = constified
        before = _count_static([*view.offsets, *view.sizes, *view.strides])
        if before == _count_static([offset, *sizes, *strides]):
            return False
        new_view = OffsetsSizesStrides(view.source, [offset], sizes, strides)
        static_strides = dispatch(strides)[0]
        inferred = MemRefType(
            tuple(dispatch(sizes)[0]),
            parts[0],
            Strided(tuple(static_strides), dispatch([offset])[0][0]).text(),
            parts[1],
        )
        made = create_offsets_sizes_strides_op(
            rewriter, "memref.reinterpret_cast", inferred.type, new_view, op.location
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True
