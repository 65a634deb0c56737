"""The `ub` dialect: its ops from ODS (`ir.upstream_dialects`), with `ub.poison`'s folder and
the dialect's constant materializer attached when the rewrite layer first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of


def ub_dialect() -> Dialect:
    dialect = upstream_dialect("ub")
    dialect.interface_models = interface_models_of("ub")
    dialect.lazy_hooks = _attach_rewrites
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .poison import fold_poison, materialize_poison

    dialect.constant_materializer = materialize_poison
    attach_rewrites(dialect, {"poison": fold_poison}, {})
