"""`gpu`'s inliner interface (MLIR's `GPUInlinerInterface`): every op may be inlined; `gpu.func` is
callable; its integer range models (`int_ranges`)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable
from ...interfaces.inliner import LegalOpsInliner
from .int_ranges import int_range_models


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of({"func": (FunctionCallable(),)}, LegalOpsInliner())
    return InterfaceModels.merged(own, int_range_models())
