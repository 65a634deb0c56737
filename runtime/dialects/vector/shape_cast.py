"""`vector.shape_cast`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`ShapeCastOp::fold` (a cast to its source's type; of a shape cast, of an order-preserving
transpose, of a broadcast that adds no element; of a constant) and
`ShapeCastBroadcastFolder` (a shape cast of a broadcast that is itself a broadcast)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .broadcast import is_broadcastable_to
from .constants import reshape
from .transpose import is_order_preserving
from .vector_type import vector_type


def fold_shape_cast(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    source, result_type = op.operands[0], op.results[0].type
    if source.type == result_type:
        return [source]
    inner = defining_op(source, "vector.shape_cast")
    if inner is not None:
        op.set_operand(0, inner.operands[0])
        return []
    transpose = defining_op(source, "vector.transpose")
    if transpose is not None:
        if not is_order_preserving(transpose):
            return None
        op.set_operand(0, transpose.operands[0])
        return []
    broadcast = defining_op(source, "vector.broadcast")
    if broadcast is not None:
        folded = _fold_cast_of_broadcast(op, broadcast)
        if folded is not None:
            return folded
    constant = reshape(constants[0], result_type)
    return None if constant is None else [constant]


def _fold_cast_of_broadcast(op: Operation, broadcast: Operation) -> FoldResult | None:
    """`shape_cast(broadcast(x))` is `x` of the cast's type, and `shape_cast(x)` when the
    broadcast adds no element."""
    source, result_type = broadcast.operands[0], op.results[0].type
    if source.type == result_type:
        return [source]
    vector, result = vector_type(source.type), vector_type(result_type)
    if vector is None or result is None or vector.num_elements != result.num_elements:
        return None
    op.set_operand(0, source)
    return []


class ShapeCastBroadcastFolder(RewritePattern):
    """`shape_cast(broadcast(x)) -> broadcast(x)` when `x` broadcasts to the cast's type."""

    def __init__(self) -> None:
        super().__init__("vector.shape_cast", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = defining_op(op.operands[0], "vector.broadcast")
        result = vector_type(op.results[0].type)
        if broadcast is None or result is None:
            return False
        source = broadcast.operands[0]
        if vector_type(source.type) is not None and not is_broadcastable_to(source.type, result):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [source], [op.results[0].type], location=op.location
        )
        return True
