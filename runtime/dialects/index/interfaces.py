"""`index`'s inliner interface (MLIR's `IndexInlinerInterface`): every op may be inlined;
its integer range models (`int_ranges`)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner
from .int_ranges import int_range_models


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.merged(InterfaceModels.of({}, LegalOpsInliner()), int_range_models())
