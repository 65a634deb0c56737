"""The `memref` dialect's canonicalization patterns by op mnemonic (MLIR's
`getCanonicalizationPatterns` in `MemRefOps.cpp`, in their order) and the copy patterns
(`FoldEmptyCopy`, `FoldSelfCopy`)."""

from __future__ import annotations

from ...ir import Operation
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .alloc_patterns import SimplifyAllocConst, SimplifyDeadAlloc
from .dim_op import DimOfMemRefReshape
from .memref_types import memref_type
from .reinterpret_cast_op import (
    ReinterpretCastOpConstantFolder,
    ReinterpretCastOpExtractStridedMetadataFolder,
)
from .reshape_ops import (
    COLLAPSE,
    EXPAND,
    CollapseShapeOpMemRefCastFolder,
    ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
    ExpandShapeOpMemRefCastFolder,
)
from .subview_op import (
    SubViewConstantArgumentFolder,
    SubViewOpMemRefCastFolder,
    TrivialSubViewOpFolder,
)
from .view_op import ViewOpMemrefCastFolder, ViewOpShapeFolder


class FoldEmptyCopy(RewritePattern):
    """A copy from or to a memref with a zero size is erased."""

    def __init__(self) -> None:
        super().__init__("memref.copy")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        for operand in op.operands[:2]:
            type = memref_type(operand.type)
            if type is not None and 0 in type.shape:
                rewriter.erase_op(op)
                return True
        return False


class FoldSelfCopy(RewritePattern):
    """A copy of a memref to itself is erased."""

    def __init__(self) -> None:
        super().__init__("memref.copy")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 2 or op.operands[0] is not op.operands[1]:
            return False
        rewriter.erase_op(op)
        return True


def _named(pattern: RewritePattern) -> RewritePattern:
    """The pattern with its class name as debug name unless it set one."""
    if not pattern.debug_name:
        pattern.debug_name = type(pattern).__name__
    return pattern


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    mnemonic: tuple(_named(pattern) for pattern in patterns)
    for mnemonic, patterns in {
        "alloc": (SimplifyAllocConst("alloc"), SimplifyDeadAlloc("alloc")),
        "alloca": (SimplifyAllocConst("alloca"), SimplifyDeadAlloc("alloca")),
        "realloc": (SimplifyDeadAlloc("realloc"),),
        "collapse_shape": (
            ComposeReassociativeReshapeOps(COLLAPSE),
            ComposeCollapseOfExpandOp(),
            CollapseShapeOpMemRefCastFolder(),
        ),
        "copy": (FoldEmptyCopy(), FoldSelfCopy()),
        "dim": (DimOfMemRefReshape(),),
        "expand_shape": (
            ComposeReassociativeReshapeOps(EXPAND),
            ComposeExpandOfCollapseOp(),
            ExpandShapeOpMemRefCastFolder(),
        ),
        "reinterpret_cast": (
            ReinterpretCastOpExtractStridedMetadataFolder(),
            ReinterpretCastOpConstantFolder(),
        ),
        "subview": (
            SubViewConstantArgumentFolder(),
            SubViewOpMemRefCastFolder(),
            TrivialSubViewOpFolder(),
        ),
        "view": (ViewOpShapeFolder(), ViewOpMemrefCastFolder()),
    }.items()
}
"""Canonicalization patterns per `memref` op mnemonic."""
