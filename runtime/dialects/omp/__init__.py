"""The `omp` (OpenMP) dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/OpenMP/
IR/OpenMPDialect.cpp): `omp.loop_nest` (`forms`); its other ops are declarative, with the
dialect's clause directives: the operand lists (`list_clauses`), the keyword clauses
(`keyword_clauses`) and the regions whose clauses define entry block arguments
(`block_arg_regions`); its ops' result names (`%cli`) are `result_names`'. Registered by
the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def omp_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from ..result_names.hooks import dialect_hooks
    from .forms import OMP_FORMS

    return DialectForms(OMP_FORMS, dialect_hooks("omp").interfaces)


provide(
    ("AllocateAndAllocator", "LinearClause", "AlignedClause", "Copyprivate", "DependVarList"),
    __name__ + ".list_clauses",
)
provide(
    (
        "ClauseAttr",
        "OrderClause",
        "ScheduleClause",
        "SynchronizationHint",
        "GrainsizeClause",
        "NumTasksClause",
    ),
    __name__ + ".keyword_clauses",
)
provide(
    (
        "PrivateRegion",
        "PrivateReductionRegion",
        "InReductionPrivateRegion",
        "InReductionPrivateReductionRegion",
        "TaskReductionRegion",
        "TargetOpRegion",
        "UseDeviceAddrUseDevicePtrRegion",
    ),
    __name__ + ".block_arg_regions",
)
