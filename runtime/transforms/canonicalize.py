"""The `canonicalize` pass: the greedy driver over the canonicalization patterns and
folders of every loaded dialect (MLIR's `Canonicalizer`)."""

from __future__ import annotations

from collections.abc import Sequence

from passgen.generated.transforms import CanonicalizerBase

from ..ir import Context
from ..rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    RegionSimplification,
    RewritePatternSet,
    apply_patterns_greedily,
)


def canonicalization_patterns(context: Context) -> RewritePatternSet:
    """The loaded dialects' patterns, then their ops' (in registration order)."""
    context.load_lazy_hooks()
    patterns = RewritePatternSet()
    dialects = list(context.loaded_dialects.values())
    for dialect in dialects:
        patterns.add(*dialect.canonicalization_patterns)
    for dialect in dialects:
        for definition in dialect.operations.values():
            patterns.add(*definition.canonicalization_patterns)
    return patterns


def frozen_canonicalization_patterns(
    context: Context, disabled: Sequence[str] = (), enabled: Sequence[str] = ()
) -> FrozenRewritePatternSet:
    """`canonicalization_patterns`, frozen (less `disabled`, or only `enabled`), with the
    dialects of the ops they create loaded: a pass collects them in `initialize`, as
    dialects cannot be loaded once the pipeline runs (cf creates arith constants)."""
    patterns = canonicalization_patterns(context)
    generated = {name.split(".", 1)[0] for p in patterns for name in p.generated_ops}
    context.load_dialects(sorted(generated))
    return FrozenRewritePatternSet(patterns, disabled, enabled)


class Canonicalize(CanonicalizerBase):
    """Collects the patterns once per pipeline run, then rewrites each op it runs on."""

    def initialize(self, context: Context) -> None:
        self.patterns = frozen_canonicalization_patterns(
            context, self.disabled_patterns, self.enabled_patterns
        )
        self.config = GreedyRewriteConfig(
            use_top_down_traversal=self.top_down_processing_enabled,
            max_iterations=self.max_iterations,
            max_num_rewrites=self.max_num_rewrites,
            region_simplification=RegionSimplification(self.region_simplify_level),
        )

    def run_on_operation(self) -> None:
        result = apply_patterns_greedily(self.get_operation(), self.patterns, self.config)
        # Canonicalization is best effort: not converging fails only under test-convergence.
        if self.test_convergence and not result.converged:
            self.signal_pass_failure()
