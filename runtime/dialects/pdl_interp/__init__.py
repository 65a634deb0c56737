"""The `pdl_interp` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/PDLInterp/
IR/PDLInterp.cpp): `pdl_interp.func` and `pdl_interp.foreach` (`forms`); its other ops are
declarative, with `custom<CreateOperationOpResults>` (`directives`), and
`custom<CreateOperationOpAttributes>` being pdl's `OperationOpAttributes` (`pdl.directives`).
Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def pdl_interp_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import PDL_INTERP_FORMS

    return PDL_INTERP_FORMS


provide(("CreateOperationOpAttributes",), __name__.rpartition(".")[0] + ".pdl.directives")
provide(("CreateOperationOpResults",), __name__ + ".directives")
