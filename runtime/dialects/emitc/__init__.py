"""The `emitc` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/EmitC/IR/
EmitC.cpp): `emitc.func`, `expression`, `include`, `if`, `for` and `do` (`forms`); its other
ops are declarative, with `custom<EmitCGlobalOpTypeAndInitialValue>` and
`custom<EmitCFieldOpTypeAndInitialValue>` (`directives`), or print generically. Registered by
the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def emitc_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import EMITC_FORMS

    return EMITC_FORMS


provide(
    ("EmitCGlobalOpTypeAndInitialValue", "EmitCFieldOpTypeAndInitialValue"),
    __name__ + ".directives",
)
