"""The `transform` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Transform/
IR/TransformOps.cpp): `transform.named_sequence`, a function's form (`forms`); its other ops
are declarative, with `custom<SemiFunctionType>`, `custom<SequenceOpOperands>`,
`custom<PackedOrDynamicIndexList>` and `custom<TransformMatchDims>` (`directives`). Registered by the site as
`scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def transform_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import TRANSFORM_FORMS

    return TRANSFORM_FORMS


provide(
    ("SemiFunctionType", "SequenceOpOperands", "PackedOrDynamicIndexList", "TransformMatchDims"),
    __name__ + ".directives",
)
