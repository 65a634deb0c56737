"""Configuration of the greedy driver (MLIR's `GreedyRewriteConfig`)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..ir import Region
from .listener import RewriterListener

NO_LIMIT = -1
"""`max_iterations` / `max_num_rewrites` value meaning "unbounded"."""


class Strictness(enum.Enum):
    """Which ops may enter the worklist besides the initial ones."""

    ANY_OP = "AnyOp"
    EXISTING_AND_NEW_OPS = "ExistingAndNewOps"
    EXISTING_OPS = "ExistingOps"


class RegionSimplification(enum.Enum):
    """How much control flow simplification runs after each iteration."""

    DISABLED = "disabled"
    NORMAL = "normal"
    AGGRESSIVE = "aggressive"


@dataclass
class GreedyRewriteConfig:
    """Knobs of `apply_patterns_greedily` / `apply_op_patterns_greedily`.

    `scope`: ops outside this region never enter the worklist (the driver sets it to
    the rewritten region, or the common ancestor region of the given ops).
    `max_pattern_recursion`: how often a pattern without bounded recursion may apply
    to ops it created itself (directly or through further rewrites) before the driver
    refuses and reports unbounded recursion.
    """

    use_top_down_traversal: bool = False
    max_iterations: int = 10
    max_num_rewrites: int = NO_LIMIT
    scope: Region | None = None
    strictness: Strictness = Strictness.ANY_OP
    region_simplification: RegionSimplification = RegionSimplification.NORMAL
    fold: bool = True
    cse_constants: bool = True
    listener: RewriterListener | None = None
    max_pattern_recursion: int = 64
