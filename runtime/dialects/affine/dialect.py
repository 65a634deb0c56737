"""The `affine` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), its interface models (`interfaces`), its ops' own verifiers
(`index_verifiers`, `verifiers`), `arith` and `ub` loaded with it (ODS's `dependentDialects`), and its
folders, canonicalization patterns and constant materializer attached when the rewrite layer
first asks for them."""

from __future__ import annotations

from ...ir import Dialect, Operation
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of
from . import affine_forms


def affine_dialect() -> Dialect:
    dialect = upstream_dialect("affine")
    dialect.asm_forms = affine_forms
    dialect.interface_models = interface_models_of("affine")
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith", "ub")
    for name in _VERIFIED:
        dialect.operations[name] = dialect.operations[name].with_hooks(verifier=_verify)
    return dialect


_VERIFIED = (
    "affine.delinearize_index",
    "affine.linearize_index",
    "affine.min",
    "affine.max",
    "affine.vector_load",
    "affine.vector_store",
    "affine.parallel",
)


def _verify(op: Operation) -> str | None:
    """The ops' own verifiers (`index_verifiers`, `verifiers`), loaded when first used (the
    index ops' read bases as the asm layer does, a layer above the IR's)."""
    from .index_verifiers import verify_delinearize, verify_linearize
    from .verifiers import VERIFIERS

    name = op.name.name
    if name == "affine.delinearize_index":
        return verify_delinearize(op)
    if name == "affine.linearize_index":
        return verify_linearize(op)
    return VERIFIERS[name](op)


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
