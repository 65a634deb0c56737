"""The `spirv` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/SPIRV/IR/*.cpp)
and its types' printer (`type_syntax`): one module per op family (`forms` lists them).
Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def spirv_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import SPIRV_FORMS

    return SPIRV_FORMS
