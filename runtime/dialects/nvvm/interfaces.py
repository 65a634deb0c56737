"""`nvvm`'s inliner interface (MLIR's, registered with the dialect): every op may be
inlined."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({}, LegalOpsInliner())
