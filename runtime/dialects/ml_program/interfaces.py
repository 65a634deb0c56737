"""`ml_program`'s call interface models (MLIR's `CallableOpInterface` and `CallOpInterface` of
its ops): `ml_program.func` and `ml_program.subgraph` are callable."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"func": (FunctionCallable(),), "subgraph": (FunctionCallable(),)})
