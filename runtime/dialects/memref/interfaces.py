"""memref's interface models: `memref.dim`'s speculatability (`dim_speculation`)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...ir.types import Type
from ..dim_speculation import DimSpeculation
from .memref_types import memref_type


def _rank(type: Type) -> int | None:
    ranked = memref_type(type)
    return ranked.rank if ranked is not None else None


@functools.cache
def memref_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"dim": (DimSpeculation(_rank),)})
