"""tensor's interface models: `tensor.dim`'s speculatability (`dim_speculation`), and the
subset models of `tensor.extract_slice` and `tensor.insert_slice` (MLIR's
`Tensor/Transforms/SubsetInsertionOpInterfaceImpl.cpp`): the slice their offsets, sizes and
strides give."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.subset import (
    HyperrectangularSlice,
    SubsetExtractionOpInterface,
    SubsetInsertionOpInterface,
    SubsetOpInterface,
)
from ...ir.operation import Operation, OpOperand
from ...ir.types import Type
from ..dim_speculation import DimSpeculation
from .slices import slice_of
from .tensor_types import ranked_tensor_type


def _rank(type: Type) -> int | None:
    ranked = ranked_tensor_type(type)
    return len(ranked.shape) if ranked is not None and ranked.shape is not None else None


class SliceSubset(SubsetOpInterface):
    def accessed_slice(self, op: Operation) -> HyperrectangularSlice | None:
        parts = slice_of(op)
        return HyperrectangularSlice(parts.offsets, parts.sizes, parts.strides)


class ExtractSlice(SubsetExtractionOpInterface):
    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)


class InsertSlice(SubsetInsertionOpInterface):
    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)


@functools.cache
def tensor_interface_models() -> InterfaceModels:
    return InterfaceModels.of(
        {
            "dim": (DimSpeculation(_rank),),
            "extract_slice": (SliceSubset(), ExtractSlice()),
            "insert_slice": (SliceSubset(), InsertSlice()),
        }
    )
