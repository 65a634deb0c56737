"""The `scf` dialect: its ops from ODS (`ir.upstream_dialects`) with their own verifiers
(`verifiers`), its hand-written assembly forms (`forms`), `arith` and `cf` loaded with it (ODS's `dependentDialects`), and its folders, canonicalization patterns and constant materializer
(arith's `arith.constant`, as `SCFDialect::materializeConstant`) attached when the rewrite
layer first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of
from . import scf_forms


def scf_dialect() -> Dialect:
    dialect = attach_verifiers(
        upstream_dialect("scf"), f"{__package__}.verifiers", _VERIFIED, _REGIONS_VERIFIED
    )
    dialect.asm_forms = scf_forms
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith", "cf")
    dialect.interface_models = interface_models_of("scf")
    return dialect


# The ops of `verifiers.VERIFIERS` and `REGION_VERIFIERS` (imported when first used).
_VERIFIED = (
    "scf.for",
    "scf.forall",
    "scf.forall.in_parallel",
    "scf.if",
    "scf.parallel",
    "scf.reduce.return",
    "scf.while",
    "scf.execute_region",
    "scf.index_switch",
)
_REGIONS_VERIFIED = ("scf.for", "scf.forall", "scf.reduce", "scf.while")


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
