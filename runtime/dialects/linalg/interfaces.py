"""linalg's models of `ConditionallySpeculatable`, as MLIR's `LinalgOps.cpp` gives them: a
structured op (`getGenericSpeculatabilityImpl`) on tensors is speculatable when its body
is, on memrefs not; `linalg.pack` with a padding value is, and `linalg.pack`/`unpack`
whose tiles are constants over static dimensions of the packed tensor are
(`areTilesAndTiledDimsAllConstant`)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.destination_style import has_pure_tensor_semantics
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from ...ir.upstream_dialects import ods_data
from ..tensor.mixed import constant_int, mixed_values, static_array
from ..tensor.tensor_types import DYNAMIC, ranked_tensor_type


class StructuredSpeculation(ConditionallySpeculatable):
    def get_speculatability(self, op: Operation) -> Speculatability:
        if has_pure_tensor_semantics(op):
            return Speculatability.RECURSIVELY_SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class PackSpeculation(ConditionallySpeculatable):
    """`PackOp::getSpeculatability` (`pack`) and `UnPackOp`'s."""

    def __init__(self, pack: bool):
        self.pack = pack

    def get_speculatability(self, op: Operation) -> Speculatability:
        start = 2  # after the source and the destination (`pack`: and the padding)
        if self.pack:
            segments = segment_sizes(op, "operandSegmentSizes")
            if segments is None:
                return Speculatability.NOT_SPECULATABLE
            if segments[2]:
                return Speculatability.SPECULATABLE  # a padding value
            start = sum(segments[:3])
        tiles = mixed_values(static_array(op, "static_inner_tiles"), op.operands[start:])
        packed = ranked_tensor_type(op.operands[1 if self.pack else 0].type)
        if packed is None or packed.shape is None:
            return Speculatability.NOT_SPECULATABLE
        dims = packed.shape[len(packed.shape) - len(tiles) :]
        if all(constant_int(tile) is not None and dim != DYNAMIC for dim, tile in zip(dims, tiles)):
            return Speculatability.SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


@functools.cache
def linalg_interface_models() -> InterfaceModels:
    model = StructuredSpeculation()
    return InterfaceModels.of(
        {
            **{
                name: (model,)
                for name, data in (ods_data("linalg") or {}).items()
                if "LinalgOp" in data.get("interfaces", ())
            },
            "pack": (PackSpeculation(pack=True),),
            "unpack": (PackSpeculation(pack=False),),
        }
    )
