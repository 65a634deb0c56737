"""tosa's model of `LoopLikeOpInterface`: `tosa.while_loop` loops over its body (the `do` region)
(its other methods are not modelled)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.loop_like import RegionLoop


@functools.cache
def tosa_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"while_loop": (RegionLoop(1),)})
