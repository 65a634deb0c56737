"""The `shape` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written
assembly forms (`shape_forms`), the dialects its folders create ops of
(`dependentDialects`), and its folders and constant materializer
(`ShapeDialect::materializeConstant`) attached when the rewrite layer first asks for
them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of
from . import shape_forms


def shape_dialect() -> Dialect:
    dialect = upstream_dialect("shape")
    dialect.dependent_dialects = ("arith", "tensor")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = shape_forms
    dialect.interface_models = interface_models_of("shape")
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, {})
