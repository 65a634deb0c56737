"""The `vector` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Vector/IR/
VectorOps.cpp): `vector.transfer_read`, `vector.transfer_write`, `vector.contract`,
`vector.outerproduct` and `vector.mask` (`forms`); its other ops
are declarative; `vector.vscale` names its result (`result_names`). Registered by the site as
`scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def vector_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from ..result_names.hooks import dialect_hooks
    from .forms import VECTOR_FORMS

    return DialectForms(VECTOR_FORMS.forms, dialect_hooks("vector").interfaces)
