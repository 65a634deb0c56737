"""Canonicalization patterns per `vector` op mnemonic (MLIR's VectorOps.cpp
`getCanonicalizationPatterns`), in the order MLIR adds them, from the modules of each op
family."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .broadcast import BroadcastFolder
from .contract_add import CanonicalizeContractAdd
from .elements_chains import (
    ExtractFromFromElements,
    ExtractFromShapeCastToShapeCast,
    InsertChainFullyInitialized,
)
from .extract import ExtractOpFromBroadcast, ExtractOpFromCreateMask
from .from_elements import FromElementsAsBroadcast, ToElementsOfBroadcast
from .insert import InsertSplatToSplat, InsertToBroadcast
from .mask_folds import CanonializeEmptyMaskOp
from .masked_memory import GatherFolder, MaskedLoadFolder, MaskedStoreFolder, ScatterFolder
from .masks import CreateMaskFolder, StridedSliceConstantMaskFolder, StridedSliceCreateMaskFolder
from .reductions import ElideSingleElementReduction, ElideUnitDimsInMultiDimReduction
from .shape_cast import ShapeCastBroadcastFolder, ShapeCastCreateMaskFolderTrailingOneDim
from .shuffle import Canonicalize0DShuffleOp, ShuffleInterleave, ShuffleSplat
from .strided_slices import (
    ContiguousExtractStridedSliceToExtract,
    FoldInsertStridedSliceOfExtract,
    FoldInsertStridedSliceSplat,
    InsertStridedSliceConstantFolder,
    StridedSliceBroadcast,
)
from .transfer_patterns import FoldWaw, TransferReadAfterWriteToBroadcast
from .transpose import (
    FoldTransposeBroadcast,
    FoldTransposeCreateMask,
    FoldTransposeShapeCast,
    TransposeFolder,
)

PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "broadcast": (BroadcastFolder.create(),),
    "contract": (
        CanonicalizeContractAdd.create("addi", "AddIOp"),
        CanonicalizeContractAdd.create("addf", "AddFOp"),
    ),
    "create_mask": (CreateMaskFolder.create(),),
    "extract": (
        ExtractOpFromBroadcast.create(),
        ExtractOpFromCreateMask.create(),
        ExtractFromShapeCastToShapeCast(),
        ExtractFromFromElements(),
    ),
    "extract_strided_slice": (
        StridedSliceCreateMaskFolder.create(),
        StridedSliceConstantMaskFolder.create(),
        StridedSliceBroadcast.create(),
        ContiguousExtractStridedSliceToExtract.create(),
    ),
    "compressstore": (MaskedStoreFolder.create("compressstore", "CompressStoreFolder"),),
    "expandload": (MaskedLoadFolder.create("expandload", "ExpandLoadFolder"),),
    "from_elements": (FromElementsAsBroadcast(),),
    "gather": (GatherFolder.create(),),
    "maskedload": (MaskedLoadFolder.create("maskedload", "MaskedLoadFolder"),),
    "maskedstore": (MaskedStoreFolder.create("maskedstore", "MaskedStoreFolder"),),
    "scatter": (ScatterFolder.create(),),
    "to_elements": (ToElementsOfBroadcast.create(),),
    "insert": (
        InsertToBroadcast.create(),
        InsertSplatToSplat.create(),
        InsertChainFullyInitialized.create(),
    ),
    "insert_strided_slice": (
        FoldInsertStridedSliceSplat.create(),
        FoldInsertStridedSliceOfExtract.create(),
        InsertStridedSliceConstantFolder.create(),
    ),
    "mask": (CanonializeEmptyMaskOp.create(),),
    "multi_reduction": (ElideUnitDimsInMultiDimReduction.create(),),
    "reduction": (ElideSingleElementReduction.create(),),
    "shape_cast": (
        ShapeCastCreateMaskFolderTrailingOneDim.create(),
        ShapeCastBroadcastFolder.create(),
    ),
    "shuffle": (
        ShuffleSplat.create(),
        ShuffleInterleave.create(),
        Canonicalize0DShuffleOp.create(),
    ),
    "transfer_read": (TransferReadAfterWriteToBroadcast.create(),),
    "transfer_write": (FoldWaw.create(),),
    "transpose": (
        FoldTransposeCreateMask.create(),
        FoldTransposeShapeCast.create(),
        TransposeFolder.create(),
        FoldTransposeBroadcast.create(),
    ),
}
