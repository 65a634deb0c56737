"""The `bufferization` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/
Bufferization/IR/BufferizationOps.cpp): `bufferization.alloc_tensor` (`forms`); its other ops
are declarative. Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def bufferization_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import BUFFERIZATION_FORMS

    return BUFFERIZATION_FORMS
