"""The `cf` dialect: its ops and traits as MLIR 22's `ControlFlowOps.td` defines them (their
groups and memory effects from ODS); its canonicalization patterns are attached when the
rewrite layer first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect, Trait
from ...ir.upstream_dialects import with_ods


def cf_dialect() -> Dialect:
    dialect = Dialect("cf", lazy_hooks=_attach_patterns)
    dialect.add("assert")
    for name in ("br", "cond_br", "switch"):
        dialect.add(name, Trait.IS_TERMINATOR, Trait.BRANCH_LIKE, Trait.PURE)
    dialect.interface_models = _interface_models
    return with_ods(dialect)


def _interface_models() -> Any:
    from .interfaces import cf_interface_models

    return cf_interface_models()


def _attach_patterns(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .patterns import PATTERNS

    attach_rewrites(dialect, {}, PATTERNS)
