"""The `tosa` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Tosa/IR/
TosaOps.cpp): the ops whose attribute dictionary takes a bare enum keyword (`tosa.clamp`,
`tosa.rescale`, `tosa.resize`, the block-scaled casts...: `enum_attr_ops`) and the control
flow ops `tosa.cond_if` and `tosa.while_loop` (`control_flow_ops`); its other ops are
declarative, `tosa.variable` with `custom<VariableOpTypeOrInitialValue>`
(`variable_directive`). Its canonicalization (MLIR's TosaCanonicalizations.cpp) is in
`folders`, `arith_folders`, `patterns`, `slice_patterns` and `pad_folding`, attached by
`dialect`, which the site registers."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def tosa_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import TOSA_FORMS

    return TOSA_FORMS


provide(("VariableOpTypeOrInitialValue",), __name__ + ".variable_directive")
