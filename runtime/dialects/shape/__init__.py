"""The `shape` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Shape/IR/
Shape.cpp): `shape.const_shape`, `shape.reduce`, `shape.assuming`, `shape.func` and
`shape.function_library` (`forms`); its other ops are declarative; its ops' result names
are `result_names`'. Its folders and constant materializer are in `folders`, attached by
`dialect`, which the site registers."""

from __future__ import annotations

from typing import Any


def shape_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from ..result_names.hooks import dialect_hooks
    from .forms import SHAPE_FORMS

    return DialectForms(SHAPE_FORMS.forms, dialect_hooks("shape").interfaces)
