"""The `affine` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Affine/IR/
AffineOps.cpp): `affine.apply`, `affine.min`, `affine.max`, `affine.load`, `affine.store`,
`affine.for` and `affine.if` (`forms`); its ops themselves come from ODS data
(`ir.upstream_dialects`), registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def affine_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import asm_forms

    return asm_forms()


def affine_interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import affine_interface_models as models

    return models()
