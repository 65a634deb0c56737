"""acc's model of `LoopLikeOpInterface`: `acc.loop` loops over its region
(its other methods are not modelled)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.loop_like import RegionLoop


@functools.cache
def acc_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"loop": (RegionLoop(0),)})
