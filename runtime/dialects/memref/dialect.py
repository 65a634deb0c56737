"""The `memref` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written forms
and result names as its assembly hooks, and its folders, canonicalization patterns and
constant materializer (arith's `arith.constant`, as `MemRefDialect::materializeConstant`)
attached when the rewrite layer first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from . import memref_forms


def memref_dialect() -> Dialect:
    dialect = upstream_dialect("memref")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = memref_forms
    dialect.dependent_dialects = ("arith",)
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
    from .interfaces import memref_interface_models

    return memref_interface_models()
