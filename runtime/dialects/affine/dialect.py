"""The `affine` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms (`forms`), its interface models (`interfaces`), the verifiers of its index ops
(`index_verifiers`), `arith` and `ub` loaded with it (ODS's `dependentDialects`), and its
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
    for name in ("affine.delinearize_index", "affine.linearize_index"):
        dialect.operations[name] = dialect.operations[name].with_hooks(verifier=_verify_index_op)
    return dialect


def _verify_index_op(op: Operation) -> str | None:
    """The index ops' verifiers, loaded when first used (they read bases as the asm layer
    does, a layer above the IR's)."""
    from .index_verifiers import verify_delinearize, verify_linearize

    delinearize = op.name.name == "affine.delinearize_index"
    return verify_delinearize(op) if delinearize else verify_linearize(op)


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
