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


def linalg_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import LINALG_FORMS

    return LINALG_FORMS


def linalg_dialect() -> Dialect:
    """The upstream `linalg` dialect with its forms and memoizing verifiers."""
    from .named_ops import named_op

    dialect = upstream_dialect("linalg")
    dialect.asm_forms = linalg_forms
    dialect.interface_models = _interface_models
    for name, definition in list(dialect.operations.items()):
        data = named_op(name.removeprefix("linalg."))
        if data is not None and "maps" in data:
            dialect.operations[name] = definition.with_hooks(verifier=_memoizing(data))
    return dialect


def _memoizing(data: dict[str, Any]) -> Any:
    def verify(op: Operation) -> None:
        from .indexing_maps import memoize_maps

        memoize_maps(op, data)

    return verify


def _interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import linalg_interface_models

    return linalg_interface_models()
