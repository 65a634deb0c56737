"""`affine` canonicalization patterns by op (AffineOps.cpp's `getCanonicalizationPatterns`)
and its constant materializer (`AffineDialect::materializeConstant`: arith's)."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from ..arith.patterns import materialize_constant
from .if_op import AlwaysTrueOrFalseIf, SimplifyDeadElse
from .index_patterns import DELINEARIZE_PATTERNS, LINEARIZE_PATTERNS
from .min_max_patterns import (
    CanonicalizeAffineMinMaxOpExprAndTermOrder,
    CanonicalizeSingleResultAffineMinMaxOp,
    DeduplicateAffineMinMaxExpressions,
    MergeAffineMinMaxOp,
)
from .simplify_affine_op import AFFINE_OPS, SimplifyAffineOp


def _min_max_patterns(mnemonic: str) -> list[RewritePattern]:
    """`AffineMinOp::getCanonicalizationPatterns` (and max's), in MLIR's order."""
    return [
        CanonicalizeSingleResultAffineMinMaxOp(mnemonic),
        DeduplicateAffineMinMaxExpressions(mnemonic),
        MergeAffineMinMaxOp(mnemonic),
        SimplifyAffineOp(mnemonic),
        CanonicalizeAffineMinMaxOpExprAndTermOrder(mnemonic),
    ]


PATTERNS: dict[str, list[RewritePattern]] = {
    **{mnemonic: [SimplifyAffineOp(mnemonic)] for mnemonic in AFFINE_OPS},
    "min": _min_max_patterns("min"),
    "max": _min_max_patterns("max"),
    "if": [SimplifyDeadElse.create(), AlwaysTrueOrFalseIf.create()],
    "delinearize_index": DELINEARIZE_PATTERNS,
    "linearize_index": LINEARIZE_PATTERNS,
}

__all__ = ["PATTERNS", "materialize_constant"]
