"""The `index` dialect: its ops from ODS (`ir.upstream_dialects`) with the casts' verifier,
the result names of `dialects.result_names` as its assembly hooks, and its folders,
canonicalization patterns and constant materializer attached when the rewrite layer first
asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect, IndexType, Operation
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of


def index_dialect() -> Dialect:
    dialect = upstream_dialect("index")
    for name in ("index.casts", "index.castu"):
        dialect.operations[name] = dialect.operations[name].with_hooks(verifier=_verify_cast)
    dialect.interface_models = interface_models_of("index")
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = _asm_forms
    return dialect


def _verify_cast(op: Operation) -> str | None:
    """MLIR's `verifyCastInterfaceOp` with `CastSOp`/`CastUOp::areCastCompatible`: a cast
    between `index` and an integer type, one way or the other."""
    source, result = op.operands[0].type, op.results[0].type
    if isinstance(source, IndexType) != isinstance(result, IndexType):
        return None
    return f"operand type '{source}' and result type '{result}' are cast incompatible"


def _asm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ..result_names.hooks import dialect_hooks

    return dialect_hooks("index")


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
