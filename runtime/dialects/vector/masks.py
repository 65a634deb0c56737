"""Folders and patterns of the mask-making ops (MLIR's VectorOps.cpp):
`ConstantMaskOp::fold` (an all-set or all-clear mask is a splat constant), `CreateMaskFolder`
(`vector.create_mask` of constant sizes is a `vector.constant_mask`) and the slices of masks
(`StridedSliceConstantMaskFolder`, `StridedSliceCreateMaskFolder`)."""

from __future__ import annotations

from ...ir import IntegerAttr, Operation, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..arith.overflow_flags import NO_OVERFLOW_FLAGS
from ..elements import make
from .op_attrs import dense_ints, i64_dense_array, ints
from .vector_type import vector_type

MASK_SIZES = "mask_dim_sizes"


def constant_int(value: Value) -> int | None:
    """MLIR's `getConstantIntValue`: the integer a constant defines, else None."""
    attr = constant_operand(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def vscale_multiplier(value: Value) -> int | None:
    """`getConstantVscaleMultiplier`: `c` of `vector.vscale` (1) or `c * vector.vscale`."""
    if defining_op(value, "vector.vscale") is not None:
        return 1
    mul = defining_op(value, "arith.muli")
    if mul is None:
        return None
    lhs, rhs = mul.operands
    if defining_op(lhs, "vector.vscale") is not None:
        return constant_int(rhs)
    if defining_op(rhs, "vector.vscale") is not None:
        return constant_int(lhs)
    return None


def fold_constant_mask(op: Operation, constants: list[object]) -> FoldResult | None:
    """`ConstantMaskOp::fold`: the bounds cover the vector (true) or are all zero (false)."""
    bounds, vector = dense_ints(op, MASK_SIZES), vector_type(op.results[0].type)
    if bounds is None or vector is None:
        return None
    if not vector.shape:
        return [make(op.results[0].type, [int(bounds == [1])])]
    if bounds == list(vector.shape):
        return [make(op.results[0].type, [1])]
    if all(bound == 0 for bound in bounds):
        return [make(op.results[0].type, [0])]
    return None


def _replace_with_constant_mask(rewriter: PatternRewriter, op: Operation, sizes: list[int]) -> None:
    rewriter.replace_op_with_new_op(
        op,
        "vector.constant_mask",
        [],
        [op.results[0].type],
        properties={MASK_SIZES: i64_dense_array(sizes)},
        location=op.location,
    )


class CreateMaskFolder(RewritePattern):
    """`vector.create_mask` of constant sizes (or, for a scalable dim, an all-true multiple
    of vscale or a non-positive constant) -> `vector.constant_mask`, the sizes clamped to
    the vector's and all zero when one is."""

    def __init__(self) -> None:
        super().__init__("vector.create_mask", generated_ops=("vector.constant_mask",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector = vector_type(op.results[0].type)
        if vector is None:
            return False
        shape, scalable = (vector.shape, vector.scalable) if vector.shape else ((1,), (False,))
        sizes: list[int] = []
        for operand, dim, is_scalable in zip(op.operands, shape, scalable):
            size = constant_int(operand)
            if size is not None:
                if is_scalable and size >= 0:
                    return False
            else:
                size = vscale_multiplier(operand)
                if size is None or size < dim:
                    return False
            sizes.append(size)
        sizes = [min(max(size, 0), dim) for size, dim in zip(sizes, shape)]
        if 0 in sizes:
            sizes = [0] * len(sizes)
        _replace_with_constant_mask(rewriter, op, sizes)
        return True


def _unit_stride_slice(op: Operation) -> tuple[list[int], list[int]] | None:
    """The offsets and sizes of an `extract_strided_slice` with unit strides, else None."""
    offsets, sizes, strides = ints(op, "offsets"), ints(op, "sizes"), ints(op, "strides")
    if offsets is None or sizes is None or strides is None or any(s != 1 for s in strides):
        return None
    return offsets, sizes


class StridedSliceConstantMaskFolder(RewritePattern):
    """A unit-stride slice of a `vector.constant_mask` is the constant mask of the slice's
    part of the masked region (all zero when a dim of it is empty)."""

    def __init__(self) -> None:
        super().__init__("vector.extract_strided_slice", generated_ops=("vector.constant_mask",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = defining_op(op.operands[0], "vector.constant_mask")
        slice_ = _unit_stride_slice(op)
        if mask is None or slice_ is None:
            return False
        bounds = dense_ints(mask, MASK_SIZES)
        if bounds is None:
            return False
        sizes = [
            max(0, min(offset + size, bound) - offset)
            for bound, offset, size in zip(bounds, *slice_)
        ]
        sizes += bounds[len(sizes) :]
        if 0 in sizes:
            sizes = [0] * len(bounds)
        _replace_with_constant_mask(rewriter, op, sizes)
        return True


class StridedSliceCreateMaskFolder(RewritePattern):
    """A unit-stride slice of a `vector.create_mask` is the mask of the sizes less the
    offsets (`arith.subi` of each sliced size and an `arith.constant` offset)."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            generated_ops=("arith.constant", "arith.subi", "vector.create_mask"),
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = defining_op(op.operands[0], "vector.create_mask")
        slice_ = _unit_stride_slice(op)
        if mask is None or slice_ is None:
            return False
        bounds = mask.operands
        sizes: list[Value] = []
        for bound, offset, _ in zip(bounds, *slice_):
            constant = rewriter.create(
                "arith.constant",
                [],
                [bound.type],
                properties={"value": IntegerAttr(offset, bound.type)},
                location=op.location,
            )
            difference = rewriter.create(
                "arith.subi",
                [bound, constant.results[0]],
                [bound.type],
                properties={"overflowFlags": NO_OVERFLOW_FLAGS},
                location=op.location,
            )
            sizes.append(difference.results[0])
        sizes += bounds[len(sizes) :]
        rewriter.replace_op_with_new_op(
            op, "vector.create_mask", sizes, [op.results[0].type], location=op.location
        )
        return True
