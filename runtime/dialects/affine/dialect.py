"""The `affine` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), its interface models (`interfaces`), its ops' own verifiers
(`verifiers`, with `index_verifiers`), `arith` and `ub` loaded with it (ODS's `dependentDialects`), and its
folders, canonicalization patterns and constant materializer attached when the rewrite layer
first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of
from . import affine_forms


def affine_dialect() -> Dialect:
    dialect = attach_verifiers(
        upstream_dialect("affine"), f"{__package__}.verifiers", _VERIFIED, _REGIONS_VERIFIED
    )
    dialect.asm_forms = affine_forms
    dialect.interface_models = interface_models_of("affine")
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith", "ub")
    return dialect


# The ops of `verifiers.VERIFIERS` and `REGION_VERIFIERS` (imported when first used: the
# index ops' read bases as the asm layer does, a layer above the IR's).
_VERIFIED = (
    "affine.delinearize_index",
    "affine.linearize_index",
    "affine.if",
    "affine.load",
    "affine.store",
    "affine.min",
    "affine.max",
    "affine.vector_load",
    "affine.vector_store",
    "affine.parallel",
)
_REGIONS_VERIFIED = ("affine.for",)


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
