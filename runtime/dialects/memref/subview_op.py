"""`memref.subview`'s folder and canonicalization patterns (MLIR's `SubViewOp::fold`,
`OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp, ...>`,
`SubViewOpMemRefCastFolder`, `TrivialSubViewOpFolder`)."""

from __future__ import annotations

from ...ir import INDEX, Attribute, IntegerAttr, Operation
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .cast_folding import can_fold_into_consumer
from .memref_types import DYNAMIC, memref_type
from .static_values import constant_int, fold_dynamic_list
from .subview_types import (
    canonical_result_type,
    canonical_return_type,
    in_bounds_slice,
    subview_parts,
)
from .view_ops import OffsetsSizesStrides, create_offsets_sizes_strides_op, same_mixed


def fold_subview(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`SubViewOp::fold`: a subview to its source's static type with a static layout, or a
    no-op subview (zero offsets, unit strides, the same sizes) of a subview of that type,
    is its source."""
    parts = subview_parts(op)
    if parts is None:
        return None
    view, _, result = parts
    same_type = view.source.type == op.results[0].type
    if same_type and DYNAMIC not in result.shape:
        strided = result.strides_and_offset() if result.layout.startswith("strided<") else None
        if strided is None or (DYNAMIC not in strided.strides and strided.offset != DYNAMIC):
            return [view.source]
    inner = defining_op(view.source, "memref.subview")
    inner_parts = None if inner is None else subview_parts(inner)
    if inner_parts is None:
        return None
    if (
        all(constant_int(offset) == 0 for offset in view.offsets)
        and all(constant_int(stride) == 1 for stride in view.strides)
        and same_mixed(view.sizes, inner_parts[0].sizes)
        and same_type
    ):
        return [view.source]
    return None


class SubViewConstantArgumentFolder(RewritePattern):
    """`OpWithOffsetSizesAndStridesConstantArgumentFolder`: constant offsets (else sizes,
    else strides) become static entries of a new subview of the canonical type, cast to
    the old type, when the slice stays in bounds (negative offsets and sizes stay values;
    a zero stride folds, then no type is inferred and the pattern fails)."""

    def __init__(self) -> None:
        super().__init__("memref.subview")
        self.debug_name = (
            "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, "
            "SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parts = subview_parts(op)
        if parts is None:
            return False
        view, source, _ = parts
        offsets, sizes, strides = list(view.offsets), list(view.sizes), list(view.strides)
        if not (
            fold_dynamic_list(offsets, only_non_negative=True)
            or fold_dynamic_list(sizes, only_non_negative=True)
            or fold_dynamic_list(strides, only_non_negative=False)
        ):
            return False
        mixed = OffsetsSizesStrides(view.source, offsets, sizes, strides)
        if not in_bounds_slice(source.shape, mixed):
            return False
        result_type = canonical_return_type(op, view, mixed)
        if result_type is None:
            return False
        made = create_offsets_sizes_strides_op(
            rewriter, "memref.subview", result_type.type, mixed, op.location
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


def _is_constant_index(value: object) -> bool:
    """`matchConstantIndex`: an index constant defines `value`."""
    attr = constant_operand(value)  # type: ignore[arg-type]
    return isinstance(attr, IntegerAttr) and attr.type == INDEX


class SubViewOpMemRefCastFolder(RewritePattern):
    """A subview of a cast that only loosens the type: a subview of the cast's source, cast
    to the old type (left to the constant folder while an operand is a constant index)."""

    def __init__(self) -> None:
        super().__init__("memref.subview")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(_is_constant_index(operand) for operand in op.operands):
            return False
        cast = defining_op(op.operands[0], "memref.cast")
        parts = subview_parts(op)
        if cast is None or parts is None or not can_fold_into_consumer(cast):
            return False
        view, source, result = parts
        cast_source = memref_type(cast.operands[0].type)
        if cast_source is None:
            return False
        result_type = canonical_result_type(result, source, cast_source, view)
        if result_type is None:
            return False
        new_view = OffsetsSizesStrides(cast.operands[0], view.offsets, view.sizes, view.strides)
        made = create_offsets_sizes_strides_op(
            rewriter, "memref.subview", result_type.type, new_view, op.location
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


class TrivialSubViewOpFolder(RewritePattern):
    """A subview of the whole source (same rank, zero offsets, unit strides, the source's
    static sizes) is its source, cast to the subview's type when that differs."""

    def __init__(self) -> None:
        super().__init__("memref.subview")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parts = subview_parts(op)
        if parts is None:
            return False
        view, source, result = parts
        if source.rank != result.rank:
            return False
        if any(constant_int(offset) != 0 for offset in view.offsets):
            return False
        if any(constant_int(stride) != 1 for stride in view.strides):
            return False
        if any(constant_int(size) != dim for size, dim in zip(view.sizes, source.shape)):
            return False
        if view.source.type == op.results[0].type:
            rewriter.replace_op(op, [view.source])
        else:
            rewriter.replace_op_with_new_op(
                op, "memref.cast", [view.source], [op.results[0].type], location=op.location
            )
        return True
