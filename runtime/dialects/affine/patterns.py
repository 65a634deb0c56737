"""`affine` canonicalization patterns by op (AffineOps.cpp's `getCanonicalizationPatterns`)
and its constant materializer (`AffineDialect::materializeConstant`: arith's)."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from ..arith.patterns import materialize_constant
from .simplify_affine_op import AFFINE_OPS, SimplifyAffineOp

PATTERNS: dict[str, list[RewritePattern]] = {
    mnemonic: [SimplifyAffineOp(mnemonic)] for mnemonic in AFFINE_OPS
}

__all__ = ["PATTERNS", "materialize_constant"]
