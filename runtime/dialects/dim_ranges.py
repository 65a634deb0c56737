"""`tensor.dim` and `memref.dim`'s model of `InferIntRangeInterface` (MLIR's
`inferShapedDimOpInterface`): the sizes of the dimensions the index may name."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..interfaces.int_range import (
    InferIntRangeInterface,
    IntegerValueRange,
    SetIntLatticeFn,
    storage_bitwidth,
)
from ..interfaces.int_range_common import infer_shaped_dim
from ..ir.operation import Operation
from ..ir.types import Type


class DimRanges(InferIntRangeInterface):
    def __init__(self, shape: Callable[[Type], Sequence[int] | None]):
        self.shape = shape  # a ranked source's shape (negative: dynamic), else None

    def infer_result_ranges_from_optional(
        self,
        op: Operation,
        arg_ranges: Sequence[IntegerValueRange],
        set_result_range: SetIntLatticeFn,
    ) -> None:
        result = op.results[0]
        ranges = infer_shaped_dim(
            self.shape(op.operands[0].type), arg_ranges[1].value, storage_bitwidth(result.type)
        )
        set_result_range(result, IntegerValueRange(ranges))
