"""`cf`'s inliner interface (MLIR's `ControlFlowInlinerInterface`): every op and call may
be inlined; its terminators stay as they are. The branch models are `control_flow`'s."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner
from ...ir import Block, Operation
from .control_flow import control_flow_models


class ControlFlowInliner(LegalOpsInliner):
    def __init__(self) -> None:
        super().__init__(calls=True)

    def handle_terminator(self, op: Operation, new_dest: Block) -> None:
        """Branches need no change."""


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of({}, ControlFlowInliner())
    return InterfaceModels.merged(own, control_flow_models())
