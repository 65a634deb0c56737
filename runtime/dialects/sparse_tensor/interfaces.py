"""sparse_tensor's model of `LoopLikeOpInterface`: `sparse_tensor.iterate` loops over its region
(its other methods are not modelled)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.loop_like import RegionLoop


@functools.cache
def sparse_tensor_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"iterate": (RegionLoop(0),)})
