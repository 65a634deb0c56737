"""memref's interface models: `memref.dim`'s speculatability (`dim_speculation`), the
region control flow of `memref.alloca_scope` (MLIR's `AllocaScopeOp::getSuccessorRegions`),
the memory slots of `memory_slots`, the memory-space casts of `memory_space_casts`, the runtime checks of
`runtime_verification`, and the inliner's interface (every op may be inlined,
into any of its ops' regions too)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.control_flow import ReturnLikeTerminator, SingleRegionEnteredOnce
from ...interfaces.inliner import LegalOpsInliner
from ...ir.types import Type
from ..dim_ranges import DimRanges
from ..dim_speculation import DimSpeculation
from .memory_slots import memory_slot_models
from .memory_space_casts import memory_space_cast_models
from .memref_types import memref_type
from .runtime_verification import runtime_verification_models


def _shape(type: Type) -> tuple[int, ...] | None:
    ranked = memref_type(type)
    return ranked.shape if ranked is not None else None


def _rank(type: Type) -> int | None:
    ranked = memref_type(type)
    return ranked.rank if ranked is not None else None


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of(
        {
            "dim": (DimSpeculation(_rank), DimRanges(_shape)),
            "alloca_scope": (SingleRegionEnteredOnce(),),
            "alloca_scope.return": (ReturnLikeTerminator(),),
        },
        LegalOpsInliner(into_regions=True),
    )
    return InterfaceModels.merged(
        own,
        memory_slot_models(),
        memory_space_cast_models(),
        runtime_verification_models(_shape),
    )
