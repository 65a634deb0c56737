"""The `memref` dialect: its ops from ODS (`ir.upstream_dialects`) with some of their own
verifiers (`verifiers`, imported when an op is first verified), its hand-written forms
and result names as its assembly hooks, and its folders, canonicalization patterns and
constant materializer (arith's `arith.constant`, as `MemRefDialect::materializeConstant`)
attached when the rewrite layer first asks for them; its memory slot models (`interfaces`)
found when a pass first asks."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of
from . import memref_forms


def memref_dialect() -> Dialect:
    verified = ("memref.subview", "memref.reinterpret_cast")
    dialect = attach_verifiers(upstream_dialect("memref"), f"{__package__}.verifiers", verified)
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = memref_forms
    dialect.dependent_dialects = ("arith", "ub")
    dialect.interface_models = interface_models_of("memref")
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
