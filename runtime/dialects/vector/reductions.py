"""`vector.reduction` and `vector.multi_reduction` (MLIR's VectorOps.cpp):
`MultiDimReductionOp::fold` (a 1-d reduction over no dim is its source),
`ElideUnitDimsInMultiDimReduction` (a reduction over unit dims only is a shape cast or an
extract combined with the accumulator) and `ElideSingleElementReduction` (a reduction of one
element is an extract, combined with the accumulator if any). A masked reduction (inside a
`vector.mask`) is rewritten with its mask, and the `vector.mask` replaced."""

from __future__ import annotations

from ...ir import I1, Attribute, Operation, Type, Value
from ...rewrite.folding import FoldResult
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .arith_reduction import arith_reduction, combining_op, kind_name
from .masking import masking_op
from .op_attrs import dense_ints, i64_dense_array
from .vector_type import make_vector, vector_type

REDUCTION_DIMS = "reduction_dims"


def fold_multi_reduction(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    source = vector_type(op.operands[0].type)
    dims = dense_ints(op, REDUCTION_DIMS)
    if source is None or dims is None or source.rank != 1 or 0 in dims:
        return None
    return [op.operands[0]]


def extract_all_zeros(rewriter: PatternRewriter, source: Value, op: Operation) -> Value:
    """`ExtractOp::build(source)`: the element at position 0 in every dim."""
    vector = vector_type(source.type)
    assert vector is not None
    return rewriter.create(
        "vector.extract",
        [source],
        [vector.element],
        properties={"static_position": i64_dense_array([0] * vector.rank)},
        location=op.location,
    ).results[0]


def _mask_and_root(op: Operation, rewriter: PatternRewriter) -> tuple[Value | None, Operation]:
    """The mask of a masked op and the `vector.mask` to replace (the insertion point moved
    before it), else None and the op itself."""
    mask_op = masking_op(op)
    if mask_op is None:
        return None, op
    rewriter.set_insertion_point(mask_op)
    return mask_op.operands[0], mask_op


class ElideUnitDimsInMultiDimReduction(RewritePattern):
    def __init__(self) -> None:
        super().__init__("vector.multi_reduction")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, acc = op.operands
        vector, dims = vector_type(source.type), dense_ints(op, REDUCTION_DIMS)
        kind = kind_name(op.get_attr("kind"))
        if vector is None or dims is None or kind is None or combining_op(kind, acc.type) is None:
            return False
        if any(vector.shape[dim] != 1 for dim in dims):
            return False
        with rewriter.insertion_guard():
            mask, root = _mask_and_root(op, rewriter)
            result_type = op.results[0].type
            result = vector_type(result_type)
            if result is not None:
                if mask is not None:
                    cast_type = make_vector(result.shape, I1, result.scalable)
                    mask = self._shape_cast(rewriter, op, mask, cast_type)
                cast = self._shape_cast(rewriter, op, source, result_type)
            else:
                if mask is not None:
                    mask = extract_all_zeros(rewriter, mask, op)
                cast = extract_all_zeros(rewriter, source, op)
            combined = arith_reduction(rewriter, op.location, kind, acc, cast, mask=mask)
            rewriter.replace_op(root, [combined])
        return True

    @staticmethod
    def _shape_cast(rewriter: PatternRewriter, op: Operation, value: Value, type: Type) -> Value:
        return rewriter.create("vector.shape_cast", [value], [type], location=op.location).results[
            0
        ]


class ElideSingleElementReduction(RewritePattern):
    def __init__(self) -> None:
        super().__init__("vector.reduction")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector = vector_type(op.operands[0].type)
        kind = kind_name(op.get_attr("kind"))
        if vector is None or kind is None or (vector.rank != 0 and vector.shape[0] != 1):
            return False
        if len(op.operands) > 1 and combining_op(kind, op.operands[1].type) is None:
            return False
        with rewriter.insertion_guard():
            mask, root = _mask_and_root(op, rewriter)
            if mask is not None:
                mask = extract_all_zeros(rewriter, mask, op)
            result = extract_all_zeros(rewriter, op.operands[0], op)
            if len(op.operands) > 1:
                fastmath = op.get_attr("fastmath")
                result = arith_reduction(
                    rewriter, op.location, kind, result, op.operands[1], fastmath, mask
                )
            rewriter.replace_op(root, [result])
        return True
