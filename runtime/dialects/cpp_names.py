"""The debug names MLIR gives the patterns these modules mirror: `llvm::getTypeName` of the C++
class, `(anonymous namespace)::X` for all but a few defined at namespace scope (and those
already qualified: `mlir::ComposeReassociativeReshapeOps<...>`), and none for
patterns made from functions (`Op::canonicalize` methods, `results.add(&function)`). They are
what `--log-actions-to` prints and what canonicalize's `disable-patterns` / `enable-patterns`
match."""

from __future__ import annotations

from collections.abc import Iterable

from ..rewrite.pattern import RewritePattern

ANONYMOUS = "(anonymous namespace)::"
# ArithOps.cpp's, SCF.cpp's, MemRefOps.cpp's, VectorOps.cpp's, AffineOps.cpp's, ComplexOps.cpp's
# and TosaCanonicalizations.cpp's patterns outside an anonymous namespace.
NAMESPACE_SCOPE = frozenset(
    {
        "SelectToExtUI",
        "CmpFIntToFPConst",
        "SingleBlockExecuteInliner",
        "MultiBlockExecuteInliner",
        "FoldConstantCase",
        "CollapseShapeOpMemRefCastFolder",
        "ExpandShapeOpMemRefCastFolder",
        "CanonializeEmptyMaskOp",
        "CanonicalizeContractAdd<mlir::arith::AddIOp>",
        "CanonicalizeContractAdd<mlir::arith::AddFOp>",
        "ToElementsOfBroadcast",
        *(
            f"{pattern}<mlir::affine::{op}>"
            for pattern in (
                "CanonicalizeSingleResultAffineMinMaxOp",
                "DeduplicateAffineMinMaxExpressions",
                "MergeAffineMinMaxOp",
                "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            )
            for op in ("AffineMinOp", "AffineMaxOp")
        ),
        "MergeComplexBitcast",
        "MergeArithBitcast",
        "ClampIsNoOp",
        "ClampClampOptimization",
        "ConcatOptimization",
        "ConsolidateTransposeOptimization",
        "TransposeIsReshape",
        "ConcatSliceOptimization",
        "PadSliceOptimization",
        "SliceDynamicSizeCanonicalization",
        "MaxPool2dIsNoOp",
    }
)
# ControlFlowOps.cpp's patterns that are functions.
FUNCTIONS = frozenset(
    {
        "SimplifyBranch",
        "EraseTrueAssert",
        "SimplifySwitchWithOnlyDefault",
        "DropSwitchCasesThatMatchDefault",
        "SimplifyConstSwitchValue",
        "SimplifyPassThroughSwitch",
        "SimplifySwitchFromSwitchOnSameCondition",
        "SimplifySwitchFromDefaultSwitchOnSameCondition",
    }
)


def with_cpp_names(patterns: Iterable[RewritePattern]) -> tuple[RewritePattern, ...]:
    """`patterns`, each debug name turned into MLIR's (once; the patterns are shared)."""
    named = tuple(patterns)
    for pattern in named:
        name = pattern.debug_name
        if name in FUNCTIONS:
            pattern.debug_name = ""
        elif name and name not in NAMESPACE_SCOPE and "::" not in name.split("<", 1)[0]:
            pattern.debug_name = ANONYMOUS + name
    return named
