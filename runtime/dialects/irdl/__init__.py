"""The `irdl` dialect (MLIR's mlir/lib/Dialect/IRDL/IR/IRDL.cpp): its ops are declarative,
with the `custom<...>` directives of `directives` (a definition's single-block body, the
named value lists of `irdl.operands` / `irdl.results` / `irdl.parameters` /
`irdl.regions`, and `irdl.attributes`' `{"name" = %value}`). Registered by the site as
`scf`'s forms are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def irdl_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): no hand-written op forms, its
    attributes' printer."""
    from ...asm.custom_form import DialectForms
    from .attribute_syntax import canonical_irdl_attribute

    return DialectForms(canonical_attribute=canonical_irdl_attribute)


provide(
    ("SingleBlockRegion", "NamedValueList", "NamedValueListWithVariadicity", "AttributesOp"),
    __name__ + ".directives",
)
