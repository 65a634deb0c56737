"""Passes as metadata only: pipelines that parse, print and check without running.

`passgen.upstream` is generated from specs/mlir (imported from upstream MLIR's
Passes.td files); `--load-upstream-passes` registers each of its passes with the
generated base class as the factory, so a pipeline naming it parses, prints and
checks its options as mlir-opt does, and running it reports that it has no
implementation. `--check-pass-pipeline` builds pipelines from metadata alone.
"""

from __future__ import annotations

from ..registry import PassRegistry


def register_upstream_passes(registry: PassRegistry) -> None:
    """Add the upstream passes `registry` does not have (built-in implementations win)."""
    from passgen.upstream import register_all_passes

    upstream = PassRegistry()
    register_all_passes(upstream)
    for info in upstream.list_passes():
        if info.argument not in registry and info.metadata is not None:
            registry.register_pass(info.argument, info.metadata)


def metadata_registry(registry: PassRegistry) -> PassRegistry:
    """`registry` with each pass that has a metadata class created from it (no
    implementation is imported or constructed); the rest is kept as it is."""
    result = PassRegistry()
    for info in registry.list_passes():
        if info.metadata is not None:
            result.register_pass(info.argument, info.metadata, summary=info.summary)
    result.add_missing(registry)
    return result
