"""The folders and canonicalization patterns of `tensor.extract_slice` and
`tensor.insert_slice` (MLIR's `TensorOps.cpp`): identity slices, a slice of a splat, an
extract of what an insert wrote, an insert over an insert or of what an extract read, and
an insert of nothing folded; constant offsets, sizes and strides made static
(`OpWithOffsetSizesAndStridesConstantArgumentFolder`,
`InsertSliceOpConstantArgumentFolder`), casts absorbed (`ExtractSliceOpCastFolder`,
`InsertSliceOpCastFolder`), for `parallel_insert_slice` too, and a cast of an insert's source to the static sizes it is
inserted with (`InsertSliceOpSourceCastInserter`)."""

from __future__ import annotations

from ...ir import INDEX, Attribute, IntegerAttr, Operation, Type, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.rewriter import PatternRewriter
from .casts import can_fold_into_consumer
from .constants import reshaped_splat
from .mixed import constant_int, fold_dynamic_list, has_valid_sizes_offsets
from .op_pattern import OpPattern, TemplatePattern
from .slices import (
    Slice,
    canonical_rank_reduced_type,
    create_extract_slice,
    create_insert_slice,
    in_bounds,
    is_identity,
    is_rank_reduced,
    rank_reduction_mask,
    slice_of,
    source_tensor,
)
from .tensor_types import (
    DYNAMIC,
    TensorType,
    cast_compatible,
    preserves_static_information,
    ranked_tensor_type,
)

Constants = list[Attribute | None]


def fold_extract_slice(op: Operation, constants: Constants) -> FoldResult | None:
    """`ExtractSliceOp::fold`."""
    source, result = op.operands[0], op.results[0].type
    reshaped = reshaped_splat(constants[0], result)
    if reshaped is not None:
        return [reshaped]
    params = slice_of(op)
    parsed = ranked_tensor_type(result)
    if source.type == result and parsed is not None and is_identity(params, parsed.dims):
        return [source]
    insert = defining_op(source, "tensor.insert_slice")
    if (
        insert is not None
        and insert.operands[0].type == result
        and slice_of(insert).same_as(params)
    ):
        return [insert.operands[0]]
    return None


def fold_insert_slice(op: Operation, constants: Constants) -> FoldResult | None:
    """`InsertSliceOp::fold`."""
    source, dest = op.operands[0], op.operands[1]
    params = slice_of(op)
    parsed = ranked_tensor_type(op.results[0].type)
    source_type = ranked_tensor_type(source.type)
    if (
        parsed is not None
        and source_type is not None
        and source_type.static
        and parsed.static
        and source.type == op.results[0].type
        and is_identity(params, parsed.dims)
    ):
        return [source]
    previous = defining_op(dest, "tensor.insert_slice")
    if (
        previous is not None
        and previous.operands[0].type == source.type
        and slice_of(previous).same_as(params)
    ):
        op.set_operand(1, previous.operands[1])
        return []
    extract = defining_op(source, "tensor.extract_slice")
    if extract is not None and extract.operands[0] is dest and slice_of(extract).same_as(params):
        return [extract.operands[0]]
    if any(constant_int(size) == 0 for size in params.sizes):
        return [dest]
    return None


def _fold_constants(params: Slice) -> bool:
    """`foldDynamicOffsetSizeList` on the offsets, else on the sizes, else
    `foldDynamicStrideList` on the strides: the first list with a constant is folded
    (MLIR's `failed(...) && failed(...) && failed(...)` stops there)."""
    return (
        fold_dynamic_list(params.offsets, only_non_negative=True, only_non_zero=False)
        or fold_dynamic_list(params.sizes, only_non_negative=True, only_non_zero=False)
        or fold_dynamic_list(params.strides, only_non_negative=False, only_non_zero=True)
    )


class OpWithOffsetSizesAndStridesConstantArgumentFolder(OpPattern):
    """An `extract_slice` with constant offsets, sizes or strides: the slice with them
    static, of its canonical rank-reduced type, cast back to the old type."""

    ROOT = "extract_slice"
    CPP_NAME = (
        "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, "
        "SliceReturnTypeCanonicalizer, SliceCanonicalizer>"
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        params = slice_of(op)
        if not _fold_constants(params):
            return False
        source = source_tensor(op)
        if not in_bounds(source.dims, params):
            return False
        rank = ranked_tensor_type(op.results[0].type).rank  # type: ignore[union-attr]
        result = canonical_rank_reduced_type(rank, source, params.sizes)
        new = create_extract_slice(rewriter, op.location, result, op.operands[0], params)
        replacement = new.results[0]
        if replacement.type != op.results[0].type:
            cast = rewriter.create(
                "tensor.cast", [replacement], [op.results[0].type], location=op.location
            )
            replacement = cast.results[0]
        rewriter.replace_op(op, [replacement])
        return True


def _ranked_dims(type: Type) -> tuple[int, ...]:
    parsed = ranked_tensor_type(type)
    assert parsed is not None, "a consumer-foldable cast is of ranked tensors"
    return parsed.dims


def _any_constant_index(op: Operation) -> bool:
    """Whether an operand is a constant `index` (`matchConstantIndex`)."""
    return any(
        isinstance(attr := constant_operand(operand), IntegerAttr) and attr.type == INDEX
        for operand in op.operands
    )


class ExtractSliceOpCastFolder(OpPattern):
    """An `extract_slice` of a cast that loses static sizes: the slice of the cast's
    source (cast to the old type if it differs)."""

    ROOT = "extract_slice"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _any_constant_index(op):
            return False
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        if not in_bounds(_ranked_dims(cast.operands[0].type), slice_of(op)):
            return False  # the slice of the cast's source would not verify
        new = rewriter.create(
            "tensor.extract_slice",
            [cast.operands[0], *op.operands[1:]],
            [op.results[0].type],
            properties=dict(op.properties),
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class _InsertPattern(TemplatePattern):
    """A pattern MLIR instantiates for `insert_slice` and `parallel_insert_slice`, whose
    casts go before the parallel combining op."""

    def cast_before(
        self, rewriter: PatternRewriter, op: Operation, value: Value, type: Type
    ) -> Value:
        """A cast of `value` to `type`, before `op` (before its parent for a parallel one)."""
        with rewriter.insertion_guard():
            if self.ROOT == "parallel_insert_slice":
                rewriter.set_insertion_point(op.parent_op)  # type: ignore[arg-type]
            cast = rewriter.create("tensor.cast", [value], [type], location=op.location)
        return cast.results[0]


class InsertSliceOpConstantArgumentFolder(_InsertPattern):
    """An `insert_slice` with constant offsets, sizes or strides: the insert with them
    static, its source cast to the canonical rank-reduced type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        params = slice_of(op)
        if not _fold_constants(params):
            return False
        dest = ranked_tensor_type(op.operands[1].type)
        source = ranked_tensor_type(op.operands[0].type)
        assert dest is not None and source is not None
        if not in_bounds(dest.dims, params):
            return False
        source_type = canonical_rank_reduced_type(source.rank, dest, params.sizes)
        to_insert = op.operands[0]
        if source_type != to_insert.type:
            to_insert = self.cast_before(rewriter, op, to_insert, source_type)
        new = create_insert_slice(rewriter, op, to_insert, op.operands[1], params)
        rewriter.replace_op(op, new)
        return True


def _cast_source(op: Operation, index: int) -> Operation | None:
    cast = defining_op(op.operands[index], "tensor.cast")
    return cast if cast is not None and can_fold_into_consumer(cast) else None


def _verifies(source: TensorType, dest: TensorType, sizes: list[int]) -> bool:
    """`verifyInsertSliceOp(...) == Success` with the static sizes `sizes`."""
    expected = TensorType(tuple(sizes), dest.element, dest.encoding)
    return is_rank_reduced(expected, source)


class InsertSliceOpCastFolder(_InsertPattern):
    """An `insert_slice` of (or into) a cast that loses static sizes: the insert of (into)
    the cast's source, cast back to the old type when the destination changed."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _any_constant_index(op):
            return False
        source_cast, dest_cast = _cast_source(op, 0), _cast_source(op, 1)
        if source_cast is None and dest_cast is None:
            return False
        src = source_cast.operands[0] if source_cast is not None else op.operands[0]
        dst = dest_cast.operands[0] if dest_cast is not None else op.operands[1]
        src_type, dst_type = ranked_tensor_type(src.type), ranked_tensor_type(dst.type)
        if src_type is None or dst_type is None:
            return False
        params = slice_of(op)
        static_sizes = [size if isinstance(size, int) else DYNAMIC for size in params.sizes]
        mask = rank_reduction_mask(static_sizes, src_type.dims, match_dynamic=True)
        if mask is None:
            return False
        reduced = 0
        for index in range(len(static_sizes)):
            if index not in mask and not src_type.is_dynamic(reduced):
                params.sizes[index] = src_type.dims[reduced]
                static_sizes[index] = src_type.dims[reduced]
                reduced += 1
        if not _verifies(src_type, dst_type, static_sizes) or not in_bounds(dst_type.dims, params):
            return False
        replacement = create_insert_slice(rewriter, op, src, dst, params)
        if op.results and dst.type != op.operands[1].type:
            replacement = rewriter.create(
                "tensor.cast", replacement.results, [op.operands[1].type], location=op.location
            )
        rewriter.replace_op(op, replacement)
        return True


class InsertSliceOpSourceCastInserter(_InsertPattern):
    """An `insert_slice` with constant sizes its source type does not have: a cast of the
    source to them first."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = ranked_tensor_type(op.operands[0].type)
        dest = ranked_tensor_type(op.operands[1].type)
        assert source is not None and dest is not None
        if source.rank != dest.rank:
            return False
        params = slice_of(op)
        shape = list(source.dims)
        for index in range(source.rank):
            constant = constant_int(params.sizes[index])
            if constant is not None:
                if constant < 0:
                    return False
                shape[index] = constant
        if not has_valid_sizes_offsets(shape):
            return False
        new_type = source.with_shape(shape)
        if (
            new_type == source
            or not preserves_static_information(source.type(), new_type.type())
            or not cast_compatible(source, new_type)
        ):
            return False
        cast = self.cast_before(rewriter, op, op.operands[0], new_type.type())
        new = create_insert_slice(rewriter, op, cast, op.operands[1], params)
        rewriter.replace_op(op, new)
        return True
