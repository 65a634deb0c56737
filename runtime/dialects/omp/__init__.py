"""The `omp` (OpenMP) dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/OpenMP/
IR/OpenMPDialect.cpp): `omp.loop_nest` (`loop_nest`), `omp.canonical_loop` and
`omp.unroll_heuristic` (`canonical_loops`), `omp.target_allocmem` (`target_allocmem`), with the names canonical loops give their
induction variables and `omp.new_cli` results (`loop_names`). Its other ops are
declarative, with the dialect's directives: the operand lists (`list_clauses`), the
keyword clauses (`keyword_clauses`), `omp.map.info`'s (`map_clauses`), the regions whose
clauses define entry block arguments (`block_arg_regions`) and `omp.tile`'s
`LoopTransformClis` (`canonical_loops`); `#omp.flags<...>` prints without its defaults
(`flags_attr`). Registered by the site as `scf`'s are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def omp_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from .flags_attr import canonical_flags
    from .forms import OMP_FORMS, OMP_INTERFACES

    return DialectForms(OMP_FORMS, OMP_INTERFACES, canonical_attribute=canonical_flags)


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
provide(("MapClause", "CaptureType", "MembersIndex"), __name__ + ".map_clauses")
provide(("LoopTransformClis",), __name__ + ".canonical_loops")
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
