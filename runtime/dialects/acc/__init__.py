"""The `acc` (OpenACC) dialect's custom directives (MLIR's
mlir/lib/Dialect/OpenACC/IR/OpenACC.cpp); its ops' forms are all declarative, its
bit-enum attributes canonicalized as MLIR prints them. Registered
by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def acc_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): no op's form hand-written; its
    bit-enum attributes printed in canonical flag order (`enum_attributes`)."""
    from ...asm.custom_form import DialectForms
    from .enum_attributes import canonical_bit_enum

    return DialectForms(canonical_attribute=canonical_bit_enum)


provide(("Var", "AccVar", "VarPtrType", "RecipeSym"), __name__ + ".data_clause_directives")
provide(
    (
        "DeviceTypeOperands",
        "DeviceTypeOperandsWithKeywordOnly",
        "DeviceTypeOperandsWithSegment",
        "NumGangs",
        "WaitClause",
    ),
    __name__ + ".device_type_directives",
)
provide(
    ("OperandWithKeywordOnly", "OperandsWithKeywordOnly"), __name__ + ".keyword_only_directives"
)
provide(("CombinedConstructsLoop", "GangClause", "LoopControl"), __name__ + ".loop_directives")
provide(("BindName", "RoutineGangClause", "DeviceTypeArrayAttr"), __name__ + ".routine_directives")


def acc_interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import acc_interface_models as models

    return models()
