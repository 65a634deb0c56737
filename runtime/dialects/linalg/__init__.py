"""The `linalg` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Linalg/IR/
LinalgOps.cpp) and the verifier hook of its OpDSL ops: the upstream dialect (from its ODS
data) with `asm_forms` set, as `scf`'s, and each op whose verifier memoizes its indexing
maps (`linalg.memoized_indexing_maps`, the convolutions, poolings and contractions of the
OpDSL) given that verifier. Registered by the runtime's site (`linalg_dialect`)."""

from __future__ import annotations

from typing import Any

from ...ir.context import Dialect
from ...ir.operation import Operation
from ...ir.upstream_dialects import upstream_dialect
from ..interface_models import interface_models_of
from .effects import structured_effects


def linalg_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import LINALG_FORMS

    return LINALG_FORMS


def linalg_dialect() -> Dialect:
    """The upstream `linalg` dialect with its forms and memoizing verifiers."""
    from .named_ops import named_op

    dialect = upstream_dialect("linalg")
    dialect.asm_forms = linalg_forms
    dialect.interface_models = interface_models_of("linalg")
    for name, definition in list(dialect.operations.items()):
        data = named_op(name.removeprefix("linalg."))
        if data is not None and "maps" in data:
            definition = definition.with_hooks(verifier=_memoizing(data))
        if "LinalgOp" in definition.interfaces and definition.effects is None:
            definition = definition.with_hooks(computed_effects=structured_effects)
        dialect.operations[name] = definition
    return dialect


def _memoizing(data: dict[str, Any]) -> Any:
    def verify(op: Operation) -> None:
        from .indexing_maps import memoize_maps

        memoize_maps(op, data)

    return verify
