"""`tensor.cast` and `tensor.bitcast` (MLIR's `TensorOps.cpp`): a cast to its operand's own
type folded away (`CastOpInterface`), chains of casts and bitcasts made one, a cast to a
more static type folded into the `extract_slice` producing its operand; and the helpers
other ops' folders and patterns use to absorb casts (`canFoldIntoConsumerOp`,
`foldTensorCast`)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.rewriter import PatternRewriter
from .op_pattern import OpPattern
from .slices import create_extract_slice, rank_reduction_mask, slice_of
from .tensor_types import DYNAMIC, join_shapes, preserves_static_information, tensor_type


def fold_identity_cast(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`foldCastInterfaceOp`: a cast to its operand's type is its operand."""
    source = op.operands[0]
    return [source] if source.type == op.results[0].type else None


def can_fold_into_consumer(cast: Operation | None) -> bool:
    """`canFoldIntoConsumerOp`: a cast that only loses static information."""
    return cast is not None and preserves_static_information(
        cast.results[0].type, cast.operands[0].type
    )


def can_fold_into_producer(cast: Operation) -> bool:
    """`canFoldIntoProducerOp`: a cast that only adds static information."""
    return preserves_static_information(cast.operands[0].type, cast.results[0].type)


def fold_tensor_cast(op: Operation) -> bool:
    """`foldTensorCast`: each operand a consumer-foldable cast defines read from the cast's
    source instead, in place; whether one was."""
    folded = False
    for index, operand in enumerate(op.operands):
        cast = defining_op(operand, "tensor.cast")
        if cast is not None and can_fold_into_consumer(cast):
            op.set_operand(index, cast.operands[0])
            folded = True
    return folded


class ChainedTensorCast(OpPattern):
    """`cast(cast(x))` -> `cast(x)` when the middle type adds no runtime check."""

    ROOT = "cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "tensor.cast")
        if inner is None:
            return False
        source = tensor_type(inner.operands[0].type)
        middle = tensor_type(inner.results[0].type)
        result = tensor_type(op.results[0].type)
        if source is None or middle is None or result is None:
            return False
        first = join_shapes(source, middle)
        first = join_shapes(first, result) if first is not None else None
        if first is None or first != join_shapes(source, result):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [inner.operands[0]], [op.results[0].type], location=op.location
        )
        return True


class TensorCastExtractSlice(OpPattern):
    """A cast adding static sizes to an `extract_slice`'s result: the slice of those
    sizes instead."""

    ROOT = "cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        extract = defining_op(op.operands[0], "tensor.extract_slice")
        result = tensor_type(op.results[0].type)
        if result is None or not result.ranked:
            return False
        source = tensor_type(op.operands[0].type)
        if extract is None or not can_fold_into_producer(op) or source is None:
            return False
        if result.dims == source.dims:
            return False
        params = slice_of(extract)
        static_sizes = [size if isinstance(size, int) else DYNAMIC for size in params.sizes]
        mask = rank_reduction_mask(static_sizes, source.dims) or set()
        dims = iter(result.dims)
        for index in range(len(params.sizes)):
            if index in mask:
                continue
            dim = next(dims)
            if dim != DYNAMIC:
                params.sizes[index] = dim
        new = create_extract_slice(
            rewriter, op.location, op.results[0].type, extract.operands[0], params
        )
        rewriter.replace_op(op, new)
        return True


class ChainedTensorBitcast(OpPattern):
    """`bitcast(bitcast(x))` -> `bitcast(x)`."""

    ROOT = "bitcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "tensor.bitcast")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.bitcast", [inner.operands[0]], [op.results[0].type], location=op.location
        )
        return True
