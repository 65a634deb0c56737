"""The `emitc` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/EmitC/IR/
EmitC.cpp): `emitc.include`, `emitc.if` and `emitc.for` (`forms`); its other ops are declarative or print generically.
Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def emitc_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import EMITC_FORMS

    return EMITC_FORMS
