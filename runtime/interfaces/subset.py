"""MLIR's subset interfaces (`SubsetOpInterface.td`): ops that read a subset of a tensor
(`SubsetExtractionOpInterface`: `tensor.extract_slice`, `vector.transfer_read`) or write one
into a tensor (`SubsetInsertionOpInterface`: `tensor.insert_slice`,
`vector.transfer_write`), and whether two of them work on the same subset or on disjoint
ones (`SubsetOpInterface`), told from the hyperrectangular slices they access."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..ir.operation import OpOperand, OpResult
from .base import OpInterface
from .value_bounds import are_equal, constant_value

if TYPE_CHECKING:
    from ..ir.operation import Operation, Value


@dataclass(frozen=True)
class HyperrectangularSlice:
    """MLIR's `HyperrectangularSlice`: per dimension an offset, a size and a stride."""

    offsets: list[int | Value]
    sizes: list[int | Value]
    strides: list[int | Value]


class SubsetOpInterface(OpInterface):
    """An op that works on a subset of a tensor."""

    name = "SubsetOpInterface"

    def accessed_slice(self, op: Operation) -> HyperrectangularSlice | None:
        """MLIR's `getAccessedHyperrectangularSlice` (None: not a hyperrectangle)."""
        return None

    def operates_on_equivalent_subset(self, op: Operation, candidate: Operation) -> bool:
        """`defaultOperatesOnEquivalentSubset` (all tensors taken as equivalent, as
        `hoistLoopInvariantSubsets` does): the same offsets, sizes and strides, proven."""
        slices = _slices(op, candidate)
        if slices is None:
            return False
        mine, theirs = slices
        return all(
            are_equal(a, b) is True
            for ours, other in (
                (mine.offsets, theirs.offsets),
                (mine.sizes, theirs.sizes),
                (mine.strides, theirs.strides),
            )
            for a, b in zip(ours, other)
        )

    def operates_on_disjoint_subset(self, op: Operation, candidate: Operation) -> bool:
        """`defaultOperatesOnDisjointSubset`: `areOverlappingSlices` proves that, in some
        dimension, one slice ends before the other begins."""
        slices = _slices(op, candidate)
        return slices is not None and _overlapping(*slices) is False


def _slices(
    op: Operation, candidate: Operation
) -> tuple[HyperrectangularSlice, HyperrectangularSlice] | None:
    model, other = SubsetOpInterface.of(op), SubsetOpInterface.of(candidate)
    mine = model.accessed_slice(op) if model is not None else None
    theirs = other.accessed_slice(candidate) if other is not None else None
    if mine is None or theirs is None or len(mine.offsets) != len(theirs.offsets):
        return None
    return mine, theirs


def _overlapping(one: HyperrectangularSlice, two: HyperrectangularSlice) -> bool | None:
    """MLIR's `areOverlappingSlices`: False when some dimension's `offset + size * stride -
    other offset` is a constant at most 0 (either way round); True when every such bound
    is a known constant; None otherwise."""
    unknown = False
    for dim in range(len(one.offsets)):
        for first, second in ((one, two), (two, one)):
            bound = constant_value(
                [
                    (1, first.offsets[dim], None),
                    (1, first.sizes[dim], first.strides[dim]),
                    (-1, second.offsets[dim], None),
                ]
            )
            unknown |= bound is None
            if bound is not None and bound <= 0:
                return False
    return None if unknown else True


class SubsetExtractionOpInterface(OpInterface):
    """An op that reads a subset of its source tensor into its result."""

    name = "SubsetExtractionOpInterface"

    def source_operand(self, op: Operation) -> OpOperand:
        raise NotImplementedError


class SubsetInsertionOpInterface(OpInterface):
    """An op that writes its source into a subset of its destination tensor, giving the
    updated destination."""

    name = "SubsetInsertionOpInterface"

    def source_operand(self, op: Operation) -> OpOperand:
        raise NotImplementedError

    def destination_operand(self, op: Operation) -> OpOperand:
        raise NotImplementedError

    def updated_destination(self, op: Operation) -> OpResult:
        """The result tied to the destination (MLIR's default, through
        `DestinationStyleOpInterface`: the op's only result)."""
        return op.results[0]


class LeadingSourceExtraction(SubsetExtractionOpInterface):
    """The model of an extraction whose source is its first operand (`tensor.extract_slice`,
    `vector.transfer_read`)."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)


class LeadingSourceInsertion(SubsetInsertionOpInterface):
    """The model of an insertion of its first operand into its second
    (`tensor.insert_slice`, `vector.transfer_write`)."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)


def operand_value(operand: OpOperand) -> Value:
    return operand.owner.operands[operand.index]
