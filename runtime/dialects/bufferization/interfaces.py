"""`bufferization`'s inliner interface (MLIR's `BufferizationInlinerInterface`): every op may be inlined, into any of its ops' regions too."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({}, LegalOpsInliner(into_regions=True))
