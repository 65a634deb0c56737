"""`transform`'s call interface models (MLIR's `CallableOpInterface` and `CallOpInterface` of
its ops): `transform.named_sequence` is callable."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"named_sequence": (FunctionCallable(),)})
