"""`gpu`'s inliner interface (MLIR's `GPUInlinerInterface`): every op may be inlined; `gpu.func` is
callable."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable
from ...interfaces.inliner import LegalOpsInliner


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"func": (FunctionCallable(),)}, LegalOpsInliner())
