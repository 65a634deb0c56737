"""`emitc`'s call interface models (MLIR's `CallableOpInterface` and `CallOpInterface` of
its ops): `emitc.func` is callable and `emitc.call` calls (no inliner interface: nothing is inlined)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable, SymbolCall


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"func": (FunctionCallable(),), "call": (SymbolCall(),)})
