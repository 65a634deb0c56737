"""Canonicalization patterns per `vector` op mnemonic (MLIR's VectorOps.cpp
`getCanonicalizationPatterns`), in the order MLIR adds them, from the modules of each op
family."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .broadcast import BroadcastFolder
from .masks import CreateMaskFolder, StridedSliceConstantMaskFolder, StridedSliceCreateMaskFolder
from .shape_cast import ShapeCastBroadcastFolder
from .transpose import (
    FoldTransposeBroadcast,
    FoldTransposeCreateMask,
    FoldTransposeShapeCast,
    TransposeFolder,
)

PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "broadcast": (BroadcastFolder.create(),),
    "create_mask": (CreateMaskFolder.create(),),
    "extract_strided_slice": (
        StridedSliceCreateMaskFolder.create(),
        StridedSliceConstantMaskFolder.create(),
    ),
    "shape_cast": (ShapeCastBroadcastFolder.create(),),
    "transpose": (
        FoldTransposeCreateMask.create(),
        FoldTransposeShapeCast.create(),
        TransposeFolder.create(),
        FoldTransposeBroadcast.create(),
    ),
}
