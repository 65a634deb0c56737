"""The `affine` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), the verifiers of its index ops (`index_verifiers`), `arith` and `ub` loaded
with it (ODS's `dependentDialects`), and its folders,
canonicalization patterns and constant materializer attached when the rewrite layer first
asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from . import affine_forms
from .index_verifiers import verify_delinearize, verify_linearize


def affine_dialect() -> Dialect:
    dialect = upstream_dialect("affine")
    dialect.asm_forms = affine_forms
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith", "ub")
    for name, verifier in (
        ("affine.delinearize_index", verify_delinearize),
        ("affine.linearize_index", verify_linearize),
    ):
        dialect.operations[name] = dialect.operations[name].with_hooks(verifier=verifier)
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
