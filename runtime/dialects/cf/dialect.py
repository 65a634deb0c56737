"""The `cf` dialect: its ops and traits as MLIR 22's `ControlFlowOps.td` defines them (their
groups and memory effects from ODS); its canonicalization patterns are attached when the
rewrite layer first asks for them."""

from __future__ import annotations

from ...ir import Dialect, Trait
from ...ir.upstream_dialects import with_ods
from ..interface_models import interface_models_of


def cf_dialect() -> Dialect:
    dialect = Dialect("cf", lazy_hooks=_attach_patterns)
    dialect.interface_models = interface_models_of("cf")
    dialect.add("assert")
    for name in ("br", "cond_br", "switch"):
        dialect.add(name, Trait.IS_TERMINATOR, Trait.BRANCH_LIKE, Trait.PURE)
    return with_ods(dialect)


def _attach_patterns(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .patterns import PATTERNS

    attach_rewrites(dialect, {}, PATTERNS)
