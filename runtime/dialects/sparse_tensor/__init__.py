"""The `sparse_tensor` dialect's attribute printer: its encodings read from their text and
printed as mlir-opt prints them (`encoding_syntax`). Registered by the site as `scf`'s forms
are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def sparse_tensor_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): no op forms, its attributes' printer."""
    from ...asm.custom_form import DialectForms
    from .encoding_syntax import canonical_encoding

    return DialectForms(canonical_attribute=canonical_encoding)


def sparse_tensor_interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import sparse_tensor_interface_models as models

    return models()
