"""`tensor.dim` and `memref.dim`'s model of `ConditionallySpeculatable` (MLIR's
`DimOp::getSpeculatability` of each): speculatable with a constant index below the rank of
a ranked source."""

from __future__ import annotations

from collections.abc import Callable

from ..interfaces.speculation import ConditionallySpeculatable, Speculatability
from ..ir.operation import Operation
from ..ir.types import Type
from .integers import constant_int


class DimSpeculation(ConditionallySpeculatable):
    def __init__(self, rank: Callable[[Type], int | None]):
        self.rank = rank  # the rank of a ranked source type, else None

    def get_speculatability(self, op: Operation) -> Speculatability:
        index = constant_int(op.operands[1])
        rank = self.rank(op.operands[0].type)
        if index is None or rank is None or rank <= index:
            return Speculatability.NOT_SPECULATABLE
        return Speculatability.SPECULATABLE
