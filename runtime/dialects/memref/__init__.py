"""The `memref` dialect (MLIR's mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp), registered by the
site as `dialect.memref_dialect`.

- Its hand-written assembly forms: `memref.prefetch`, `memref.dma_start`,
  `memref.transpose`, `memref.alloca_scope` and `memref.generic_atomic_rmw` (`forms`); its
  other ops are declarative; its ops' result names (`%alloc`, `%cast`...) are
  `result_names`'.
- Its folders (`folders`) and canonicalization patterns (`patterns`), one module per op
  family, on memref types read from their text (`memref_types`) and mixed static and
  dynamic index lists (`static_values`, `view_ops`)."""

from __future__ import annotations

from typing import Any


def memref_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from ..result_names.hooks import dialect_hooks
    from .forms import MEMREF_FORMS

    return DialectForms(MEMREF_FORMS.forms, dialect_hooks("memref").interfaces)
