"""The canonicalization patterns of the `tensor` ops by mnemonic, in the order
`getCanonicalizationPatterns` adds them (MLIR's `TensorOps.cpp`); a pattern is listed
under the op whose method adds it, which is not always its root."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .casts import ChainedTensorBitcast, ChainedTensorCast, TensorCastExtractSlice
from .element_ops import ExtractElementFromIndexCast, ExtractFromTensorCast, SingleInputConcatOp
from .pad_ops import (
    FoldConsecutiveConstantPadding,
    FoldOrthogonalPaddings,
    FoldSourceTensorCast,
    FoldStaticPadding,
    FoldStaticZeroPadding,
    FoldTargetTensorCast,
)
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
from .shaped_ops import (
    DimOfCastOp,
    DimOfDestStyleOp,
    DimOfReshapeOp,
    ExtractFromTensorGenerate,
    FoldEmptyTensorWithCastOp,
    FoldEmptyTensorWithDimOp,
    ReplaceEmptyTensorStaticShapeDims,
    StaticTensorGenerate,
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
    "dim": (DimOfCastOp(), DimOfDestStyleOp(), DimOfReshapeOp()),
    "empty": (
        FoldEmptyTensorWithCastOp(),
        FoldEmptyTensorWithDimOp(),
        ReplaceEmptyTensorStaticShapeDims(),
    ),
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
    "generate": (ExtractFromTensorGenerate(), StaticTensorGenerate()),
    "pad": (
        FoldStaticZeroPadding(),
        FoldSourceTensorCast(),
        FoldTargetTensorCast(),
        FoldOrthogonalPaddings(),
        FoldStaticPadding(),
        FoldConsecutiveConstantPadding(),
    ),
    "insert_slice": (
        InsertSliceOpConstantArgumentFolder("insert_slice"),
        InsertSliceOpCastFolder("insert_slice"),
        InsertSliceOpSourceCastInserter("insert_slice"),
    ),
    "parallel_insert_slice": (
        InsertSliceOpConstantArgumentFolder("parallel_insert_slice"),
        InsertSliceOpCastFolder("parallel_insert_slice"),
        InsertSliceOpSourceCastInserter("parallel_insert_slice"),
    ),
}
