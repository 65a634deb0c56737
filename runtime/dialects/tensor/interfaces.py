"""tensor's interface models: `tensor.dim`'s speculatability (`dim_speculation`), and the
subset models of `tensor.extract_slice` and `tensor.insert_slice` (MLIR's
`Tensor/Transforms/SubsetInsertionOpInterfaceImpl.cpp`): the slice their offsets, sizes and
strides give; the runtime checks of `runtime_verification`.

The inliner's interface: every op may be inlined, into any of its ops' regions too."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner
from ...interfaces.subset import (
    HyperrectangularSlice,
    LeadingSourceExtraction,
    LeadingSourceInsertion,
    SubsetOpInterface,
)
from ...ir.operation import Operation
from ...ir.types import Type
from ..dim_ranges import DimRanges
from ..dim_speculation import DimSpeculation
from .runtime_verification import runtime_verification_models
from .slices import slice_of
from .tensor_types import ranked_tensor_type


def _shape(type: Type) -> tuple[int, ...] | None:
    ranked = ranked_tensor_type(type)
    return ranked.shape if ranked is not None else None


def _rank(type: Type) -> int | None:
    shape = _shape(type)
    return len(shape) if shape is not None else None


class SliceSubset(SubsetOpInterface):
    def accessed_slice(self, op: Operation) -> HyperrectangularSlice | None:
        parts = slice_of(op)
        return HyperrectangularSlice(parts.offsets, parts.sizes, parts.strides)


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of(
        {
            "dim": (DimSpeculation(_rank), DimRanges(_shape)),
            "extract_slice": (SliceSubset(), LeadingSourceExtraction()),
            "insert_slice": (SliceSubset(), LeadingSourceInsertion()),
        },
        LegalOpsInliner(into_regions=True),
    )
    return InterfaceModels.merged(own, runtime_verification_models(_shape))
