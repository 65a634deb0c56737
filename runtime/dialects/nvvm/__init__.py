"""The `nvvm` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/LLVMIR/IR/
NVVMDialect.cpp, the ops with `hasCustomAssemblyFormat`): `nvvm.mma.sync` (`mma_op`). Its
other ops are declarative; `#nvvm.target` prints as `attribute_syntax` says. Registered by the site as `scf`'s forms are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def nvvm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for, with its
    attributes' printer."""
    from dataclasses import replace

    from .attribute_syntax import canonical_nvvm_attribute
    from .forms import NVVM_FORMS

    return replace(NVVM_FORMS, canonical_attribute=canonical_nvvm_attribute)
