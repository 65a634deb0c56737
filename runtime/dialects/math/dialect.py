"""The `math` dialect: its ops from ODS (`ir.upstream_dialects`), and its folders and
constant materializer (arith's `arith.constant`, as `MathDialect::materializeConstant`)
attached when the rewrite layer first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of


def math_dialect() -> Dialect:
    dialect = upstream_dialect("math")
    dialect.interface_models = interface_models_of("math")
    dialect.lazy_hooks = _attach_rewrites
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, {})
