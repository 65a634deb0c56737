"""vector's interface models of its transfers: their speculatability, as MLIR's
`VectorOps.cpp` gives it (speculatable on tensors, not on memrefs), and their subset
models (`Vector/Transforms/SubsetOpInterfaceImpl.cpp`): the slice a transfer accesses
starts at its indices and spans, per source dimension, the vector dimension the
permutation map sends it to (1 for the others), with unit strides.

Its loads and stores take the source of a memory-space cast of their base in place
(`bubbleDownCasts`). The inliner's interface: every op may be inlined."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.destination_style import has_pure_tensor_semantics
from ...interfaces.inliner import LegalOpsInliner
from ...interfaces.mem_op import InPlaceCastConsumer
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...interfaces.subset import (
    HyperrectangularSlice,
    LeadingSourceExtraction,
    LeadingSourceInsertion,
    SubsetOpInterface,
)
from ...ir.ods import segment_sizes
from ...ir.operation import Operation, Value
from .int_ranges import int_range_models
from .transfer_maps import map_parts
from .vector_type import vector_type


class TransferSpeculation(ConditionallySpeculatable):
    """`TransferReadOp::getSpeculatability` and `TransferWriteOp`'s."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if has_pure_tensor_semantics(op):
            return Speculatability.SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class TransferSubset(SubsetOpInterface):
    """`XferOpSubsetOpInterface`; `group`: the ODS operand group of the indices."""

    def __init__(self, group: int):
        self.group = group

    def accessed_slice(self, op: Operation) -> HyperrectangularSlice | None:
        sizes = segment_sizes(op, "operandSegmentSizes")
        attr = op.get_attr("permutation_map")
        parts = map_parts(attr) if attr is not None else None
        vector = vector_type(op.results[0].type if self.group == 1 else op.operands[0].type)
        if sizes is None or parts is None or vector is None:
            return None
        start = sum(sizes[: self.group])
        indices: list[int | Value] = list(op.operands[start : start + sizes[self.group]])
        dims, results = parts
        chunk: list[int | Value] = [1] * len(dims)
        for result, size in zip(results, vector.shape):
            if result in dims:  # a constant result broadcasts
                chunk[dims.index(result)] = size
        return HyperrectangularSlice(indices, chunk, [1] * len(indices))


@functools.cache
def interface_models() -> InterfaceModels:
    speculation = TransferSpeculation()
    base_first, base_second = InPlaceCastConsumer(0), InPlaceCastConsumer(1)
    base_first_ops = (
        "load",
        "maskedload",
        "maskedstore",
        "gather",
        "scatter",
        "expandload",
        "compressstore",
    )
    own = InterfaceModels.of(
        {
            "transfer_read": (
                speculation,
                TransferSubset(1),
                LeadingSourceExtraction(),
                base_first,
            ),
            "transfer_write": (
                speculation,
                TransferSubset(2),
                LeadingSourceInsertion(),
                base_second,
            ),
            "store": (base_second,),
            **{op: (base_first,) for op in base_first_ops},
        },
        LegalOpsInliner(),
    )
    return InterfaceModels.merged(own, int_range_models())
