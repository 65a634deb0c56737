"""The `spirv` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/SPIRV/IR/*.cpp)
and its types' and attributes' printers (`type_syntax`, `attribute_syntax`): one module per
op family (`forms` lists them); its image ops are declarative, with `custom<ImageOperands>`
(`directives`). Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def spirv_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import SPIRV_FORMS

    return SPIRV_FORMS


provide(("ImageOperands",), __name__ + ".directives")
