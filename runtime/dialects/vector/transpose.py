"""`vector.transpose`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`TransposeOp::fold` (splat constants, shape-preserving transposes that move no element),
`FoldTransposeCreateMask`, `FoldTransposeShapeCast`, `TransposeFolder` (a transpose of a
transpose) and `FoldTransposeBroadcast`."""

from __future__ import annotations

from ...ir import Attribute, Operation, Value
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .constants import splat
from .masks import MASK_SIZES
from .op_attrs import dense_ints, i64_dense_array
from .vector_type import vector_type

PERMUTATION = "permutation"


def is_order_preserving(transpose: Operation) -> bool:
    """`isOrderPreserving`: the permutation moves only fixed-size unit dims, so the
    elements keep their order."""
    permutation = dense_ints(transpose, PERMUTATION)
    source = vector_type(transpose.operands[0].type)
    if permutation is None or source is None:
        return False
    current = 0
    for dim in permutation:
        if source.shape[dim] != 1 or source.scalable[dim]:
            if dim < current:
                return False
            current = dim
    return True


def fold_transpose(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """A splat constant's transpose is the splat; a transpose to its own type that keeps
    the elements' order is its operand."""
    result_type = op.results[0].type
    constant = splat(constants[0], result_type)
    if constant is not None:
        return [constant]
    if op.operands[0].type == result_type and is_order_preserving(op):
        return [op.operands[0]]
    return None


def _replace(rewriter: PatternRewriter, op: Operation, name: str, operand: Value) -> None:
    rewriter.replace_op_with_new_op(op, name, [operand], [op.results[0].type], location=op.location)


class FoldTransposeCreateMask(RewritePattern):
    """The transpose of a `vector.create_mask` or `vector.constant_mask` is the mask of the
    permuted sizes."""

    def __init__(self) -> None:
        super().__init__(
            "vector.transpose", generated_ops=("vector.create_mask", "vector.constant_mask")
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        permutation = dense_ints(op, PERMUTATION)
        source = op.operands[0]
        create = defining_op(source, "vector.create_mask")
        constant = defining_op(source, "vector.constant_mask")
        if permutation is None or (create is None and constant is None):
            return False
        result = [op.results[0].type]
        if create is not None:
            sizes = create.operands
            rewriter.replace_op_with_new_op(
                op,
                "vector.create_mask",
                [sizes[dim] for dim in permutation],
                result,
                location=op.location,
            )
            return True
        bounds = dense_ints(constant, MASK_SIZES)  # type: ignore[arg-type]
        if bounds is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "vector.constant_mask",
            [],
            result,
            properties={MASK_SIZES: i64_dense_array(bounds[dim] for dim in permutation)},
            location=op.location,
        )
        return True


class FoldTransposeShapeCast(RewritePattern):
    """An order-preserving transpose of a `vector.shape_cast` is a shape cast of its
    source."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", generated_ops=("vector.shape_cast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shape_cast = defining_op(op.operands[0], "vector.shape_cast")
        if shape_cast is None or not is_order_preserving(op):
            return False
        _replace(rewriter, op, "vector.shape_cast", shape_cast.operands[0])
        return True


class TransposeFolder(RewritePattern):
    """`transpose(transpose(x, p1), p2) -> transpose(x, p1 o p2)`."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", generated_ops=("vector.transpose",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = defining_op(op.operands[0], "vector.transpose")
        if parent is None:
            return False
        outer, inner = dense_ints(op, PERMUTATION), dense_ints(parent, PERMUTATION)
        if outer is None or inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "vector.transpose",
            [parent.operands[0]],
            [op.results[0].type],
            properties={PERMUTATION: i64_dense_array(inner[index] for index in outer)},
            location=op.location,
        )
        return True


class FoldTransposeBroadcast(RewritePattern):
    """`transpose(broadcast(x)) -> broadcast(x)` when `x` is a scalar, or when the
    permutation only moves dims within the groups the broadcast's source shape splits
    the result into (runs of unit dims, and each other dim alone)."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = defining_op(op.operands[0], "vector.broadcast")
        if broadcast is None:
            return rewriter.notify_match_failure(op, "not preceded by a broadcast")
        source = broadcast.operands[0]
        input_type = vector_type(source.type)
        output_type = vector_type(op.results[0].type)
        permutation = dense_ints(op, PERMUTATION)
        if input_type is not None and output_type is not None and permutation is not None:
            if not _local_to_groups(input_type.shape, output_type.rank, permutation):
                return rewriter.notify_match_failure(op, "permutation not local to group")
        _replace(rewriter, op, "vector.broadcast", source)
        return True


def _local_to_groups(shape: tuple[int, ...], output_rank: int, permutation: list[int]) -> bool:
    delta = output_rank - len(shape)
    low = 0
    for index, size in enumerate(shape):
        if size != 1 or (index != 0 and shape[index - 1] != 1):
            high = index + delta
            if any(not low <= permutation[i] < high for i in range(low, high)):
                return False
            low = high
    return True
