"""Canonicalization patterns of the `scf` ops (MLIR's `getCanonicalizationPatterns` of
`SCF.cpp`), by op mnemonic."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .execute_region_patterns import EXECUTE_REGION_PATTERNS
from .for_patterns import FOR_PATTERNS
from .forall_patterns import FORALL_PATTERNS
from .if_patterns import IF_PATTERNS
from .index_switch_patterns import INDEX_SWITCH_PATTERNS
from .parallel_patterns import PARALLEL_PATTERNS
from .while_patterns import WHILE_PATTERNS

PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "execute_region": EXECUTE_REGION_PATTERNS,
    "for": FOR_PATTERNS,
    "forall": FORALL_PATTERNS,
    "if": IF_PATTERNS,
    "index_switch": INDEX_SWITCH_PATTERNS,
    "parallel": PARALLEL_PATTERNS,
    "while": WHILE_PATTERNS,
}
