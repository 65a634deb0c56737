"""`vector.broadcast`'s folder and canonicalization pattern (MLIR's VectorOps.cpp):
`BroadcastOp::fold` (a broadcast to its source's type, of a shape cast, of a scalar or
splat constant) and
`BroadcastFolder` (a broadcast of a broadcast); `isBroadcastableTo`, which shape casts ask
too."""

from __future__ import annotations

from ...ir import Attribute, Operation, Type
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import is_scalar_type
from .constants import broadcast_scalar, splat
from .vector_type import VectorType, vector_type


def is_broadcastable_to(source: Type, result: VectorType) -> bool:
    """`isBroadcastableTo(...) == Success`: a scalar of the element type, or a vector whose
    trailing dims each are 1 or the result's (scalable alike, but for 1 -> [N])."""
    if is_scalar_type(source):
        return source == result.element
    vector = vector_type(source)
    if vector is None or vector.rank > result.rank:
        return False
    lead = result.rank - vector.rank
    for index, (size, scalable) in enumerate(zip(vector.shape, vector.scalable)):
        result_size, result_scalable = result.shape[lead + index], result.scalable[lead + index]
        if size not in (1, result_size):
            return False
        if (size == 1 and scalable and result_size != 1) or (
            scalable != result_scalable and (size != 1 or scalable)
        ):
            return False
    return True


def fold_broadcast(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """A broadcast to its source's type is its source; of a shape cast, a broadcast of the
    cast's source (`foldBroadcastOfShapeCast`); of a constant, a splat constant."""
    source, result_type = op.operands[0], op.results[0].type
    if source.type == result_type:
        return [source]
    result = vector_type(result_type)
    if result is None:
        return None
    if _fold_broadcast_of_shape_cast(op, result):
        return []
    constant = broadcast_scalar(constants[0], result_type, result.element)
    if constant is None:
        constant = splat(constants[0], result_type)
    return None if constant is None else [constant]


def _fold_broadcast_of_shape_cast(op: Operation, result: VectorType) -> bool:
    """Broadcast the source of a shape cast that only adds or drops leading unit dims."""
    shape_cast = defining_op(op.operands[0], "vector.shape_cast")
    if shape_cast is None:
        return False
    source = shape_cast.operands[0]
    before, after = vector_type(source.type), vector_type(shape_cast.results[0].type)
    if before is None or after is None or not is_broadcastable_to(source.type, result):
        return False
    trailing = min(before.rank, after.rank)
    if before.shape[before.rank - trailing :] != after.shape[after.rank - trailing :]:
        return False
    op.set_operand(0, source)
    return True


class BroadcastFolder(RewritePattern):
    """`broadcast(broadcast(x)) -> broadcast(x)`."""

    def __init__(self) -> None:
        super().__init__("vector.broadcast", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "vector.broadcast")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [inner.operands[0]], [op.results[0].type], location=op.location
        )
        return True
