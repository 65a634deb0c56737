"""The `smt` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/SMT/IR/SMTOps.cpp):
`smt.eq`, `smt.distinct`, `smt.bv.repeat` and `smt.int.constant` (`forms`), the result names
of its constants (`%c5_bv32`, `%c-3`, `%true`), and its bit-vector attributes printed as
mlir-opt prints them (`bit_vectors`). Registered by the site as `scf`'s are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def smt_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import smt_dialect_forms

    return smt_dialect_forms()
