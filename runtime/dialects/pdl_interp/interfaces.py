"""`pdl_interp`'s call interface models (MLIR's `CallableOpInterface` and `CallOpInterface` of
its ops): `pdl_interp.func` is callable."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"func": (FunctionCallable(),)})
