"""The `memref` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written forms
and result names as its assembly hooks, and its folders, canonicalization patterns and
constant materializer (arith's `arith.constant`, as `MemRefDialect::materializeConstant`)
attached when the rewrite layer first asks for them; its memory slot models (`interfaces`)
found when a pass first asks; its ops' own verifiers (`verifiers`, imported when an op is
first verified)."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect, Operation
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of
from . import memref_forms


def memref_dialect() -> Dialect:
    dialect = attach_verifiers(upstream_dialect("memref"), f"{__package__}.verifiers", _VERIFIED)
    get_global = dialect.operations["memref.get_global"]
    dialect.operations["memref.get_global"] = get_global.with_hooks(
        symbol_uses_verifier=_verify_get_global_uses
    )
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


# The ops of `verifiers.VERIFIERS`.
_VERIFIED = (
    "memref.alloc",
    "memref.alloca",
    "memref.assume_alignment",
    "memref.atomic_rmw",
    "memref.atomic_yield",
    "memref.cast",
    "memref.collapse_shape",
    "memref.distinct_objects",
    "memref.dma_start",
    "memref.dma_wait",
    "memref.expand_shape",
    "memref.generic_atomic_rmw",
    "memref.global",
    "memref.load",
    "memref.realloc",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
)


def _verify_get_global_uses(op: Operation, tables: Any) -> list[str] | None:
    from .verifiers import verify_get_global_uses

    return verify_get_global_uses(op, tables)
