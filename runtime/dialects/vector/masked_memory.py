"""The canonicalization patterns of the masked memory ops (MLIR's VectorOps.cpp): by their
mask's format (`getMaskFormat`), `MaskedLoadFolder` and `ExpandLoadFolder` (all set: a
`vector.load`; all clear: the pass-through), `MaskedStoreFolder` and `CompressStoreFolder`
(all set: a `vector.store`; all clear: erased), `GatherFolder` (all clear: the
pass-through) and `ScatterFolder` (all clear: erased)."""

from __future__ import annotations

from ...ir import Operation
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .masking import MaskFormat, mask_format


class MaskedLoadFolder(RewritePattern):
    """`maskedload` or `expandload` (`%base[%indices], %mask, %pass_thru`)."""

    def __init__(self, name: str, debug_name: str) -> None:
        super().__init__(f"vector.{name}", generated_ops=("vector.load",))
        self.debug_name = debug_name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        *access, mask, pass_thru = op.operands
        found = mask_format(mask)
        if found is MaskFormat.ALL_TRUE:
            rewriter.replace_op_with_new_op(
                op,
                "vector.load",
                access,
                [op.results[0].type],
                location=op.location,
            )
            return True
        if found is MaskFormat.ALL_FALSE:
            rewriter.replace_op(op, [pass_thru])
            return True
        return False


class MaskedStoreFolder(RewritePattern):
    """`maskedstore` or `compressstore` (`%base[%indices], %mask, %value`)."""

    def __init__(self, name: str, debug_name: str) -> None:
        super().__init__(f"vector.{name}", generated_ops=("vector.store",))
        self.debug_name = debug_name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        *access, mask, value = op.operands
        found = mask_format(mask)
        if found is MaskFormat.ALL_TRUE:
            rewriter.replace_op_with_new_op(
                op, "vector.store", [value, *access], [], location=op.location
            )
            return True
        if found is MaskFormat.ALL_FALSE:
            rewriter.erase_op(op)
            return True
        return False


class GatherFolder(RewritePattern):
    """A gather under an all-clear mask is its pass-through."""

    def __init__(self) -> None:
        super().__init__("vector.gather")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if mask_format(op.operands[-2]) is not MaskFormat.ALL_FALSE:
            return False
        rewriter.replace_op(op, [op.operands[-1]])
        return True


class ScatterFolder(RewritePattern):
    """A scatter under an all-clear mask goes."""

    def __init__(self) -> None:
        super().__init__("vector.scatter")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if mask_format(op.operands[-2]) is not MaskFormat.ALL_FALSE:
            return False
        rewriter.erase_op(op)
        return True
