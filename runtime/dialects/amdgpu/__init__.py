"""The `amdgpu` dialect (MLIR's mlir/lib/Dialect/AMDGPU/IR/AMDGPUDialect.cpp): its ops are
declarative, with `custom<MNKDimensionList>` (`directives`). Registered by the site as
`scf`'s forms are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def amdgpu_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): no hand-written op forms."""
    from ...asm.custom_form import DialectForms

    return DialectForms()


provide(("MNKDimensionList",), __name__ + ".directives")
