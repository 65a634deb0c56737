"""`vector.shape_cast`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`ShapeCastOp::fold` (a cast to its source's type; of a shape cast, of an order-preserving
transpose, of a broadcast that adds no element; of a constant) and
`ShapeCastCreateMaskFolderTrailingOneDim` (a cast dropping a mask's trailing unit dims) and
`ShapeCastBroadcastFolder` (a shape cast of a broadcast that is itself a broadcast)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .broadcast import is_broadcastable_to
from .constants import reshape
from .masks import MASK_SIZES, constant_int
from .op_attrs import dense_ints, i64_dense_array
from .transpose import is_order_preserving
from .vector_type import VectorType, vector_type


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


def _trim_trailing_ones(vector: VectorType) -> VectorType:
    """`trimTrailingOneDims`: the fixed-size trailing unit dims dropped (one kept when all
    are)."""
    rank = vector.rank
    while rank > 0 and vector.shape[rank - 1] == 1 and not vector.scalable[rank - 1]:
        rank -= 1
    if rank == 0:
        return VectorType((1,), (False,), vector.element)
    return VectorType(vector.shape[:rank], vector.scalable[:rank], vector.element)


class ShapeCastCreateMaskFolderTrailingOneDim(RewritePattern):
    """A shape cast dropping a mask's trailing unit dims, each masked with size 1, is the
    mask of the leading sizes."""

    def __init__(self) -> None:
        super().__init__(
            "vector.shape_cast", generated_ops=("vector.create_mask", "vector.constant_mask")
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        create = defining_op(source, "vector.create_mask")
        constant = defining_op(source, "vector.constant_mask")
        before, after = vector_type(source.type), vector_type(op.results[0].type)
        if (create is None and constant is None) or before is None or after is None:
            return False
        if _trim_trailing_ones(before) != after:
            return False
        keep = after.rank
        if create is not None:
            sizes = create.operands
            if any(
                defining_op(size, "arith.constant") is None
                or constant_int(size) != 1
                or size.type.text != "index"
                for size in sizes[keep:]
            ):
                return False
            rewriter.replace_op_with_new_op(
                op, "vector.create_mask", sizes[:keep], [op.results[0].type], location=op.location
            )
            return True
        bounds = dense_ints(constant, MASK_SIZES)  # type: ignore[arg-type]
        if bounds is None or any(bound != 1 for bound in bounds[keep:]):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "vector.constant_mask",
            [],
            [op.results[0].type],
            properties={MASK_SIZES: i64_dense_array(bounds[:keep])},
            location=op.location,
        )
        return True
