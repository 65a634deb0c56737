"""The verifiers of `tensor.extract_slice` and `tensor.insert_slice`, with mlir-opt's
messages: `OffsetSizeAndStrideOpInterface`'s (`detail::verifyOffsetSizeAndStrideOp` and
`verifyListOfOperandsOrIntegers`, mlir/lib/Interfaces/ViewLikeInterface.cpp), then the ops'
own (`ExtractSliceOp::verify`, `InsertSliceOp::verify` and `produceSliceErrorMsg`,
mlir/lib/Dialect/Tensor/IR/TensorOps.cpp)."""

from __future__ import annotations

from ...ir.diagnostics import PlainMessage
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from .mixed import static_array
from .slices import SliceVerification, out_of_bounds, rank_reduced
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type

_LISTS = (("offset", "static_offsets"), ("size", "static_sizes"), ("stride", "static_strides"))
"""Each list's name in the messages and its static array."""


def _offsets_sizes_strides(
    op: Operation, rank: int, leading: int, lists: tuple[list[int], list[int], list[int]]
) -> str | None:
    """`detail::verifyOffsetSizeAndStrideOp` of an op whose static offsets, sizes and
    strides (`lists`) all have `rank` entries (`getArrayAttrMaxRanks`), after `leading`
    tensor operands."""
    offsets, sizes, strides = lists
    if len(offsets) != len(sizes):
        return PlainMessage(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs "
            f"{len(sizes)}) so the rank of the result type is well-formed."
        )
    if len(sizes) != len(strides):
        return PlainMessage(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs "
            f"{len(strides)}) so the rank of the result type is well-formed."
        )
    # `verifyListOfOperandsOrIntegers` per list, with its operand group's size.
    groups = (segment_sizes(op, "operandSegmentSizes") or [])[leading:] or [0, 0, 0]
    for (name, _), static, values in zip(_LISTS, (offsets, sizes, strides), groups):
        if len(static) != rank:
            return PlainMessage(f"expected {rank} {name} values, got {len(static)}")
        if values != static.count(DYNAMIC):
            return PlainMessage(f"expected {static.count(DYNAMIC)} dynamic {name} values")
    for name, static in (("offsets", offsets), ("sizes", sizes)):
        negative = next((entry for entry in static if entry < 0 and entry != DYNAMIC), None)
        if negative is not None:
            return PlainMessage(f"expected {name} to be non-negative, but got {negative}")
    return None


def _slice_error(result: SliceVerification, expected: TensorType) -> str | None:
    """`produceSliceErrorMsg`."""
    if result is SliceVerification.RANK_TOO_LARGE:
        return PlainMessage("expected rank to be smaller or equal to the other rank. ")
    if result is SliceVerification.SIZE_MISMATCH:
        return PlainMessage(
            f"expected type to be '{expected.type()}' or a rank-reduced version. (size mismatch) "
        )
    if result is SliceVerification.ELEM_TYPE_MISMATCH:
        return PlainMessage(f"expected element type to be '{expected.element}'")
    return None


def _verify_slice(op: Operation, whole: TensorType, part: TensorType, leading: int) -> str | None:
    """The checks both ops share: `whole` is the tensor sliced (the source of an extract,
    the destination of an insert), `part` the slice's own type."""
    offsets, sizes, strides = (static_array(op, attr) for _, attr in _LISTS)
    error = _offsets_sizes_strides(op, whole.rank, leading, (offsets, sizes, strides))
    if error is not None:
        return error
    # `ExtractSliceOp::inferResultType`: the static sizes, with the whole's encoding.
    expected = whole.with_shape(sizes)
    error = _slice_error(rank_reduced(expected, part), expected)
    if error is not None:
        return error
    bounds = out_of_bounds(whole.dims, offsets, sizes, strides)
    return None if bounds is None else PlainMessage(bounds)


def verify_extract_slice(op: Operation) -> str | None:
    """`ExtractSliceOp::verify` (after the interface's)."""
    source, result = ranked_tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
    if source is None or result is None:
        return None  # the ODS constraints report these
    return _verify_slice(op, source, result, 1)


def verify_insert_slice(op: Operation) -> str | None:
    """`InsertSliceOp::verify` (after the interface's): `verifyInsertSliceOp`."""
    source, dest = ranked_tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
    if source is None or dest is None:
        return None  # the ODS constraints report these
    return _verify_slice(op, dest, source, 2)
