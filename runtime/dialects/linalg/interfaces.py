"""linalg's model of `ConditionallySpeculatable` for its structured ops, as MLIR's
`getGenericSpeculatabilityImpl` (`LinalgOps.cpp`) gives it: on tensors, speculatable when
its body is; on memrefs, not. (`linalg.pack` and `linalg.unpack`, whose speculatability
depends on their tiles, have no model.)"""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.destination_style import has_pure_tensor_semantics
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.operation import Operation
from ...ir.upstream_dialects import ods_data


class StructuredSpeculation(ConditionallySpeculatable):
    def get_speculatability(self, op: Operation) -> Speculatability:
        if has_pure_tensor_semantics(op):
            return Speculatability.RECURSIVELY_SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


@functools.cache
def linalg_interface_models() -> InterfaceModels:
    model = StructuredSpeculation()
    return InterfaceModels.of(
        {
            name: (model,)
            for name, data in (ods_data("linalg") or {}).items()
            if "LinalgOp" in data.get("interfaces", ()) and name not in ("pack", "unpack")
        }
    )
