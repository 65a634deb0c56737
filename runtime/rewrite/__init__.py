"""Pattern rewriting: patterns, the rewriter, pattern sets, the applicator and the
walk, greedy and partial-conversion drivers (MLIR's `mlir/lib/Rewrite`,
`GreedyPatternRewriteDriver` and `applyPartialConversion`)."""

from ..ir.effects import is_op_trivially_dead
from .applicator import PatternApplicator
from .builder import OpBuilder
from .config import NO_LIMIT, GreedyRewriteConfig, RegionSimplification, Strictness
from .debug_log import enable_debug
from .folding import constant_value, fold_op
from .greedy_driver import GreedyRewriteResult, apply_patterns_greedily
from .listener import RewriterListener
from .op_driver import apply_op_patterns_greedily
from .partial_conversion import apply_partial_conversion
from .pattern import MATCH_ANY_OP, FunctionPattern, RewritePattern
from .pattern_set import FrozenRewritePatternSet, RewritePatternSet
from .rewriter import PatternRewriter
from .walk_driver import walk_and_apply_patterns

__all__ = [
    "NO_LIMIT",
    "MATCH_ANY_OP",
    "FrozenRewritePatternSet",
    "FunctionPattern",
    "GreedyRewriteConfig",
    "GreedyRewriteResult",
    "OpBuilder",
    "PatternApplicator",
    "PatternRewriter",
    "RegionSimplification",
    "RewritePattern",
    "RewritePatternSet",
    "RewriterListener",
    "Strictness",
    "apply_op_patterns_greedily",
    "apply_partial_conversion",
    "apply_patterns_greedily",
    "constant_value",
    "enable_debug",
    "fold_op",
    "is_op_trivially_dead",
    "walk_and_apply_patterns",
]
