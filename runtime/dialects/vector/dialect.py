"""The `vector` dialect: its ops from ODS (`ir.upstream_dialects`), its hand-written assembly
forms, and its folders, canonicalization patterns and constant materializer (arith's
`arith.constant`, as `VectorDialect::materializeConstant`) attached when the rewrite layer
first asks for them."""

from __future__ import annotations

from ...ir import Dialect
from ...ir.upstream_dialects import upstream_dialect
from . import vector_forms


def vector_dialect() -> Dialect:
    dialect = upstream_dialect("vector")
    dialect.asm_forms = vector_forms
    dialect.lazy_hooks = _attach_rewrites
    return dialect


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
