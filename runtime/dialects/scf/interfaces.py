"""`scf`'s inliner interface (MLIR's `SCFInlinerInterface`): every op may be inlined, into
any of its ops' regions too; an inlined `scf.yield` gives its operands for the results."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner, replace_with_operands
from ...ir import Operation, Value


class SCFInliner(LegalOpsInliner):
    def __init__(self) -> None:
        super().__init__(into_regions=True)

    def handle_terminator_values(self, op: Operation, values_to_replace: Sequence[Value]) -> None:
        if op.name.name == "scf.yield":
            replace_with_operands(op, values_to_replace)


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({}, SCFInliner())
