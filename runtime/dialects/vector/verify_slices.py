"""The verifiers of `vector.insert_strided_slice` and `vector.extract_strided_slice`
(MLIR's `InsertStridedSliceOp::verify` and `ExtractStridedSliceOp::verify` with the
`isIntegerArrayAttr...` helpers of mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with
mlir-opt's messages."""

from __future__ import annotations

from ...ir.operation import Operation
from .op_attrs import ints
from .vector_type import VectorType, vector_type


def _confined_to_shape(
    values: list[int], shape: tuple[int, ...], name: str, half_open: bool = True, low: int = 0
) -> str | None:
    """`isIntegerArrayAttrConfinedToShape`."""
    for index, (value, size) in enumerate(zip(values, shape)):
        high = size if half_open else size + 1
        if value < low or value >= high:
            return f"expected {name} dimension {index} to be confined to [{low}, {high})"
    return None


def _confined_to_one(values: list[int], name: str) -> str | None:
    """`isIntegerArrayAttrConfinedToRange` with [1, 1] (unit strides)."""
    if any(value != 1 for value in values):
        return f"expected {name} to be confined to [1, 2)"
    return None


def _sum_confined(
    first: list[int], second: list[int], shape: tuple[int, ...], names: str
) -> str | None:
    """`isSumOfIntegerArrayAttrConfinedToShape` (closed at the shape's sizes)."""
    for index, (a, b, size) in enumerate(zip(first, second, shape)):
        if a + b < 0 or a + b >= size + 1:
            return f"expected sum({names}) dimension {index} to be confined to [1, {size + 1})"
    return None


def _scalable_sizes(
    source: VectorType, sizes: list[int], bases: tuple[int, ...], rank_diff: int = 0
) -> str | None:
    for index, size in enumerate(sizes):
        base = bases[index + rank_diff]
        if source.scalable[index] and size != base:
            return (
                f"expected size at idx={index} to match the corresponding base size from the "
                f"input vector ({size} vs {base})"
            )
    return None


def verify_insert_strided_slice(op: Operation) -> str | None:
    """`InsertStridedSliceOp::verify`."""
    source, dest = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    offsets, strides = ints(op, "offsets"), ints(op, "strides")
    if source is None or dest is None or offsets is None or strides is None:
        return None
    if len(offsets) != dest.rank:
        return "expected offsets of same size as destination vector rank"
    if len(strides) != source.rank:
        return "expected strides of same size as source vector rank"
    if source.rank > dest.rank:
        return "expected source rank to be no greater than destination rank"
    rank_diff = dest.rank - source.rank
    as_dest = [0] * rank_diff + list(source.shape)
    found = (
        _confined_to_shape(offsets, dest.shape, "offsets")
        or _confined_to_one(strides, "strides")
        or _sum_confined(offsets, as_dest, dest.shape, "offsets, source vector shape")
    )
    if found:
        return found
    for index in range(source.rank):
        if source.scalable[index] != dest.scalable[index + rank_diff]:
            return f"mismatching scalable flags (at source vector idx={index})"
    return _scalable_sizes(source, list(source.shape), dest.shape, rank_diff)


def verify_extract_strided_slice(op: Operation) -> str | None:
    """`ExtractStridedSliceOp::verify`."""
    source = vector_type(op.operands[0].type)
    offsets, sizes, strides = ints(op, "offsets"), ints(op, "sizes"), ints(op, "strides")
    if source is None or offsets is None or sizes is None or strides is None:
        return None
    if not len(offsets) == len(sizes) == len(strides):
        return "expected offsets, sizes and strides attributes of same size"
    shape = source.shape
    for name, values in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
        if len(values) > len(shape):
            return f"expected {name} attribute of rank no greater than vector rank"
    found = (
        _confined_to_shape(offsets, shape, "offsets")
        or _confined_to_shape(sizes, shape, "sizes", half_open=False, low=1)
        or _confined_to_one(strides, "strides")
        or _sum_confined(offsets, sizes, shape, "offsets, sizes")
    )
    if found:
        return found
    inferred = VectorType(
        tuple(sizes) + shape[len(sizes) :], source.scalable, source.element
    ).type()
    if op.results[0].type.text != inferred.text:
        return f"expected result type to be '{inferred.text}'"
    return _scalable_sizes(source, sizes, shape)
