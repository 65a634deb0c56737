"""The `quant` dialect's type printer: `!quant.uniform<...>` read from its text and printed as
mlir-opt prints it (`type_syntax`). Registered by the site as `scf`'s forms are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def quant_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): no op forms, its types' printer."""
    from ...asm.custom_form import DialectForms
    from .type_syntax import canonical_quant_type

    return DialectForms(canonical_type=canonical_quant_type)
