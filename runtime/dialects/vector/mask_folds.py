"""`vector.mask`'s folder and canonicalization pattern (MLIR's VectorOps.cpp):
`MaskOp::fold` (an all-set mask masks nothing: the masked op moves out) and
`CanonializeEmptyMaskOp` (a mask of no op yields its region's values, or goes)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .masking import MaskFormat, mask_format, maskable_op


def fold_mask(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    masked = maskable_op(op)
    if masked is None or mask_format(op.operands[0]) is not MaskFormat.ALL_TRUE:
        return None
    terminator = op.regions[0].blocks[0].terminator
    if terminator is not None and masked.results:
        terminator.set_operands([])  # `dropAllUses`: the region goes with the op
    masked.move_before(op)
    return list(masked.results)


class CanonializeEmptyMaskOp(RewritePattern):
    """A `vector.mask` masking no op is replaced by the values its `vector.yield` yields
    (erased when none). MLIR spells the name so."""

    def __init__(self) -> None:
        super().__init__("vector.mask")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if maskable_op(op) is not None:
            return False
        terminator = op.regions[0].blocks[0].terminator
        if terminator is None:
            return False
        if terminator.operands:
            rewriter.replace_op(op, list(terminator.operands))
        else:
            rewriter.erase_op(op)
        return True
