"""Canonicalization patterns of the `scf` ops (MLIR's `getCanonicalizationPatterns` of
`SCF.cpp`), by op mnemonic."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .if_patterns import IF_PATTERNS

PATTERNS: dict[str, tuple[RewritePattern, ...]] = {"if": IF_PATTERNS}
