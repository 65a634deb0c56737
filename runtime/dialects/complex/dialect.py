"""The `complex` dialect: its ops from ODS (`ir.upstream_dialects`) with their own verifiers
(`verifiers`), the result names of
`dialects.result_names` as its assembly hooks, and `ConstantOp::fold` attached when the
rewrite layer first asks for folders."""

from __future__ import annotations

from typing import Any

from ...ir import Attribute, Dialect, Operation
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from .verifiers import VERIFIERS


def complex_dialect() -> Dialect:
    dialect = attach_verifiers(upstream_dialect("complex"), VERIFIERS)
    dialect.lazy_hooks = _attach_rewrites
    dialect.asm_forms = _asm_forms
    return dialect


def _asm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ..result_names.hooks import dialect_hooks

    return dialect_hooks("complex")


def fold_constant(op: Operation, constants: list[Attribute | None]) -> list[Attribute] | None:
    """`ConstantOp::fold`: the constant's value."""
    value = op.get_attr("value")
    return None if value is None else [value]


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites

    attach_rewrites(dialect, {"constant": fold_constant}, {})
