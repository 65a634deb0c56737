"""The `rocdl` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/LLVMIR/IR/
ROCDLDialect.cpp): the `rocdl.raw.buffer.*` ops on a `vector<4xi32>` resource
(`raw_buffer_ops`); its other ops are declarative; `#rocdl.target` prints as
`attribute_syntax` says. Registered by the site as `scf`'s forms are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def rocdl_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for, with its
    attributes' printer."""
    from dataclasses import replace

    from .attribute_syntax import canonical_rocdl_attribute
    from .forms import ROCDL_FORMS

    return replace(ROCDL_FORMS, canonical_attribute=canonical_rocdl_attribute)
