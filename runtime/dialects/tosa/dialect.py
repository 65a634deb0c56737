"""The `tosa` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), the dialects its patterns create ops of (`dependentDialects`), and its
folders, canonicalization patterns and constant materializer
(`TosaDialect::materializeConstant`) attached when the rewrite layer first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of
from . import tosa_forms


def tosa_dialect() -> Dialect:
    dialect = upstream_dialect("tosa")
    dialect.dependent_dialects = ("tensor", "quant")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = tosa_forms
    dialect.interface_models = interface_models_of("tosa")
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .constants import materialize_constant
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
