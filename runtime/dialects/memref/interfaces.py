"""memref's interface models: `memref.dim`'s speculatability (`dim_speculation`) and the
memory slots of `memory_slots`."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...ir.types import Type
from ..dim_speculation import DimSpeculation
from .memory_slots import memory_slot_models
from .memref_types import memref_type


def _rank(type: Type) -> int | None:
    ranked = memref_type(type)
    return ranked.rank if ranked is not None else None


@functools.cache
def memref_interface_models() -> InterfaceModels:
    speculation = InterfaceModels.of({"dim": (DimSpeculation(_rank),)})
    return InterfaceModels.merged(speculation, memory_slot_models())
