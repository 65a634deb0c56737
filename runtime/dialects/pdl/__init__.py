"""The `pdl` dialect's `OpAsmOpInterface` hooks (MLIR's mlir/lib/Dialect/PDL/IR/PDL.cpp):
`pdl.pattern` and `pdl.rewrite` name pdl ops without their prefix in their bodies
(`getDefaultDialect`: `%0 = attribute`). Its ops' forms are declarative, with the
dialect's custom directives (`directives`). Registered by the
site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def pdl_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms, OpAsmInterface

    prefix_free = OpAsmInterface(default_dialect="pdl")
    return DialectForms(interfaces={"pdl.pattern": prefix_free, "pdl.rewrite": prefix_free})


provide(("OperationOpAttributes", "RangeType", "ResultsValueType"), __name__ + ".directives")
