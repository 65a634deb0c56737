"""The `scf` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), `arith` and `cf` loaded with it (ODS's `dependentDialects`), and its folders, canonicalization patterns and constant materializer
(arith's `arith.constant`, as `SCFDialect::materializeConstant`) attached when the rewrite
layer first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from . import scf_forms


def scf_dialect() -> Dialect:
    dialect = upstream_dialect("scf")
    dialect.asm_forms = scf_forms
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith", "cf")
    dialect.interface_models = _interface_models
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)


def _interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import scf_interface_models

    return scf_interface_models()
