"""The `tensor` dialect: its ops from ODS (`ir.upstream_dialects`) with their own
verifiers (`verifiers`, imported when an op is first verified), the result names of
`dialects.result_names` as its assembly hooks, the dialects its folders and patterns
create ops of (`dependentDialects`), and its folders, canonicalization patterns
and constant materializer (`TensorDialect::materializeConstant`) attached when the rewrite
layer first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of


def tensor_dialect() -> Dialect:
    dialect = attach_verifiers(
        upstream_dialect("tensor"), f"{__package__}.verifiers", _VERIFIED, _REGIONS_VERIFIED
    )
    dialect.dependent_dialects = ("affine", "arith", "complex")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = _asm_forms
    dialect.interface_models = interface_models_of("tensor")
    return dialect


# The ops of `verifiers.VERIFIERS`.
_VERIFIED = (
    "tensor.extract",
    "tensor.insert",
    "tensor.empty",
    "tensor.splat",
    "tensor.generate",
    "tensor.concat",
    "tensor.reshape",
    "tensor.cast",
    "tensor.extract_slice",
    "tensor.insert_slice",
    "tensor.expand_shape",
    "tensor.collapse_shape",
    "tensor.pad",
    "tensor.gather",
    "tensor.scatter",
)
# The ops of `verifiers.REGION_VERIFIERS`.
_REGIONS_VERIFIED = ("tensor.pad", "tensor.generate")


def _asm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ..result_names.hooks import dialect_hooks

    return dialect_hooks("tensor")


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .constants import materialize_constant
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
