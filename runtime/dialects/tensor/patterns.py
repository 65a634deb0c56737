"""The canonicalization patterns of the `tensor` ops by mnemonic, in the order
`getCanonicalizationPatterns` adds them (MLIR's `TensorOps.cpp`); a pattern is listed
under the op whose method adds it, which is not always its root."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .casts import ChainedTensorBitcast, ChainedTensorCast, TensorCastExtractSlice
from .element_ops import ExtractElementFromIndexCast, ExtractFromTensorCast, SingleInputConcatOp
from .reshape_patterns import (
    ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
    ConvertToStaticExpandShape,
    FoldCollapseOfCastOp,
    FoldReshapeWithConstant,
    FoldReshapeWithFromElements,
    FoldReshapeWithSplat,
)
from .slice_ops import (
    ExtractSliceOpCastFolder,
    InsertSliceOpCastFolder,
    InsertSliceOpConstantArgumentFolder,
    InsertSliceOpSourceCastInserter,
    OpWithOffsetSizesAndStridesConstantArgumentFolder,
)

PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "bitcast": (ChainedTensorBitcast(),),
    "cast": (ChainedTensorCast(), TensorCastExtractSlice()),
    "collapse_shape": (
        ComposeReassociativeReshapeOps("collapse_shape"),
        ComposeCollapseOfExpandOp(),
        FoldReshapeWithConstant("collapse_shape"),
        FoldReshapeWithSplat("collapse_shape"),
        FoldReshapeWithFromElements("collapse_shape"),
        FoldCollapseOfCastOp(),
    ),
    "concat": (SingleInputConcatOp(),),
    "expand_shape": (
        ComposeReassociativeReshapeOps("expand_shape"),
        ComposeExpandOfCollapseOp(),
        ConvertToStaticExpandShape(),
        FoldReshapeWithConstant("expand_shape"),
        FoldReshapeWithSplat("expand_shape"),
        FoldReshapeWithFromElements("expand_shape"),
    ),
    "extract": (ExtractFromTensorCast(),),
    "extract_slice": (
        OpWithOffsetSizesAndStridesConstantArgumentFolder(),
        ExtractSliceOpCastFolder(),
    ),
    "from_elements": (ExtractElementFromIndexCast(),),
    "insert_slice": (
        InsertSliceOpConstantArgumentFolder(),
        InsertSliceOpCastFolder(),
        InsertSliceOpSourceCastInserter(),
    ),
}
