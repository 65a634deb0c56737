"""The `complex` dialect: its ops from ODS (`ir.upstream_dialects`) with their own verifiers
(`verifiers`), the result names of `dialects.result_names` as its assembly hooks, and its
folders, canonicalization patterns and constant materializer attached when the rewrite layer
first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of


def complex_dialect() -> Dialect:
    # The ops of `verifiers.VERIFIERS` (imported when first used).
    verified = ("complex.constant", "complex.bitcast")
    dialect = attach_verifiers(upstream_dialect("complex"), f"{__package__}.verifiers", verified)
    dialect.interface_models = interface_models_of("complex")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = _asm_forms
    return dialect


def _asm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ..result_names.hooks import dialect_hooks

    return dialect_hooks("complex")


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
