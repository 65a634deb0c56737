"""`shape`'s inliner interface (MLIR's `ShapeInlinerInterface`): every op may be inlined, into any of its ops'
regions too; `shape.func` is callable."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import FunctionCallable
from ...interfaces.inliner import LegalOpsInliner


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"func": (FunctionCallable(),)}, LegalOpsInliner(into_regions=True))
