"""`vector.shuffle`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`ShuffleOp::fold` (a mask stepping through one operand is that operand; 1-d constants
shuffled), `ShuffleSplat` (a shuffle of two splats of a value), `ShuffleInterleave` (a
shuffle that interleaves is `vector.interleave`) and `Canonicalize0DShuffleOp`."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import make, read
from .op_attrs import dense_ints
from .strided_slices import SplatsToSplat
from .vector_type import make_vector, vector_type

POISON = -1


def _steps(mask: list[int], begin: int, width: int) -> bool:
    """`isStepIndexArray`: `begin, begin + 1, ...`, `width` of them."""
    return mask == list(range(begin, begin + width))


def fold_shuffle(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    first, second = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    mask = dense_ints(op, "mask")
    if first is None or second is None or mask is None or first.rank == 0:
        return None
    if _steps(mask, 0, first.shape[0]):
        return [op.operands[0]]
    if _steps(mask, first.shape[0], second.shape[0]):
        return [op.operands[1]]
    lhs, rhs = read(constants[0]), read(constants[1])
    if first.rank != 1 or lhs is None or rhs is None or lhs.shape is None or rhs.shape is None:
        return None
    elements = lhs.elements() + rhs.elements()
    values = [elements[0] if index == POISON else elements[index] for index in mask]
    return [make(op.results[0].type, values)]


class ShuffleSplat(SplatsToSplat):
    """A shuffle of two splats of `x` is a splat of `x`."""

    ROOT = "vector.shuffle"


class ShuffleInterleave(RewritePattern):
    """A 1-d shuffle of two same-typed vectors taking their elements in turn is a
    `vector.interleave`."""

    def __init__(self) -> None:
        super().__init__("vector.shuffle", generated_ops=("vector.interleave",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result, source = vector_type(op.results[0].type), vector_type(op.operands[0].type)
        mask = dense_ints(op, "mask")
        if result is None or source is None or mask is None:
            return False
        if result.is_scalable:
            return rewriter.notify_match_failure(
                op, "ShuffleOp can't represent a scalable interleave"
            )
        if result.rank != 1:
            return rewriter.notify_match_failure(op, "ShuffleOp can't represent an n-D interleave")
        half = result.num_elements // 2
        if (
            op.operands[1].type != op.operands[0].type
            or source.num_elements * 2 != result.num_elements
        ):
            return rewriter.notify_match_failure(op, "ShuffleOp types don't match an interleave")
        if any(mask[2 * i] != i or mask[2 * i + 1] != half + i for i in range(half)):
            return rewriter.notify_match_failure(op, "ShuffleOp mask not interleaving")
        rewriter.replace_op_with_new_op(
            op, "vector.interleave", list(op.operands), [op.results[0].type], location=op.location
        )
        return True


class Canonicalize0DShuffleOp(RewritePattern):
    """A shuffle of 0-d vectors picking one is a broadcast of it to `vector<1xT>`."""

    def __init__(self) -> None:
        super().__init__("vector.shuffle", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        first, mask = vector_type(op.operands[0].type), dense_ints(op, "mask")
        if first is None or mask is None or first.rank > 0 or len(mask) != 1:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "vector.broadcast",
            [op.operands[0] if mask[0] == 0 else op.operands[1]],
            [make_vector((1,), first.element)],
            location=op.location,
        )
        return True
