"""The `scf` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/SCF/IR/SCF.cpp,
the ops with `hasCustomAssemblyFormat`): `scf.for`, `scf.if`, `scf.while`, `scf.forall` and
`scf.forall.in_parallel`, `scf.parallel` and `scf.execute_region` (`forms`); the others
(`scf.yield`, `scf.condition`, `scf.reduce`, `scf.reduce.return`, `scf.index_switch`) are
declarative, read and printed by the asm layer's format interpreter.

How an upstream dialect gets hand-written forms: its ops come from ODS data, as every
upstream dialect's (`ir.upstream_dialects`); a package here holds only its forms, and the
runtime's site registers the dialect with `upstream_forms.with_forms(name, forms)`, which sets
the dialect's `asm_forms` (the IR's opaque slot the asm layer reads through
`form_lookup`). `forms` loads when the asm layer first asks, so loading the dialect imports
nothing above the IR. Affine, linalg, memref, llvm and gpu forms follow the same way: a
package with `__init__.py` (its loader) and its form modules, and one entry in the site.
"""

from __future__ import annotations

from typing import Any


def scf_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import SCF_FORMS

    return SCF_FORMS
