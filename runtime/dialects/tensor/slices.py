"""`tensor.extract_slice`, `tensor.insert_slice` and `tensor.parallel_insert_slice` as their
folders and patterns see them
(MLIR's `OffsetSizeAndStrideOpInterface`): the mixed offsets, sizes and strides, the ops
built back from them, and the shape logic of slices (`computeRankReductionMask`,
`isRankReducedType`, `inferCanonicalRankReducedResultType`, `verifyInBoundsSlice`)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ...asm.dense_arrays import dense_array
from ...ir import Attribute, Location, Operation, Type, Value
from ...rewrite.builder import OpBuilder
from .mixed import Mixed, constant_int, dispatch, i64_array, mixed_values, static_array
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type

_LEADING = {
    "tensor.extract_slice": 1,
    "tensor.insert_slice": 2,
    "tensor.parallel_insert_slice": 2,
}
"""The operands before the offsets: the source (and the destination)."""


@dataclass
class Slice:
    """The offsets, sizes and strides of a slice op."""

    offsets: list[Mixed]
    sizes: list[Mixed]
    strides: list[Mixed]

    def same_as(self, other: Slice) -> bool:
        """`isSameAs` with `OpFoldResult` equality: the same integers and values."""
        return all(
            len(mine) == len(theirs) and all(_same(a, b) for a, b in zip(mine, theirs))
            for mine, theirs in (
                (self.offsets, other.offsets),
                (self.sizes, other.sizes),
                (self.strides, other.strides),
            )
        )

    def static(self) -> tuple[list[int], list[int], list[int]]:
        return dispatch(self.offsets)[0], dispatch(self.sizes)[0], dispatch(self.strides)[0]


def _same(a: Mixed, b: Mixed) -> bool:
    return a is b if isinstance(a, Value) or isinstance(b, Value) else a == b


def slice_of(op: Operation) -> Slice:
    """The mixed offsets, sizes and strides of an extract or insert slice op."""
    lists = []
    rest = op.operands[_LEADING[op.name.name] :]
    for name in ("static_offsets", "static_sizes", "static_strides"):
        static = static_array(op, name)
        count = sum(size == DYNAMIC for size in static)
        lists.append(mixed_values(static, rest[:count]))
        rest = rest[count:]
    return Slice(*lists)


def _slice_parts(
    leading: Sequence[Value], params: Slice
) -> tuple[list[Value], dict[str, Attribute]]:
    (offsets, dyn_offsets), (sizes, dyn_sizes), (strides, dyn_strides) = (
        dispatch(params.offsets),
        dispatch(params.sizes),
        dispatch(params.strides),
    )
    segments = [1] * len(leading) + [len(dyn_offsets), len(dyn_sizes), len(dyn_strides)]
    properties = {
        "operandSegmentSizes": dense_array("i32", segments),
        "static_offsets": i64_array(offsets),
        "static_sizes": i64_array(sizes),
        "static_strides": i64_array(strides),
    }
    return [*leading, *dyn_offsets, *dyn_sizes, *dyn_strides], properties


def create_extract_slice(
    builder: OpBuilder, location: Location, result: Type, source: Value, params: Slice
) -> Operation:
    operands, properties = _slice_parts([source], params)
    return builder.create(
        "tensor.extract_slice", operands, [result], properties=properties, location=location
    )


def create_insert_slice(
    builder: OpBuilder, like: Operation, source: Value, dest: Value, params: Slice
) -> Operation:
    """An insert of the kind of `like` (`insert_slice` or `parallel_insert_slice`, which has
    no result) at `like`'s location."""
    operands, properties = _slice_parts([source, dest], params)
    name = like.name.name
    results = [dest.type] if name == "tensor.insert_slice" else []
    return builder.create(name, operands, results, properties=properties, location=like.location)


def rank_reduction_mask(
    original: Sequence[int], reduced: Sequence[int], match_dynamic: bool = False
) -> set[int] | None:
    """`computeRankReductionMask`: the dimensions of `original` dropped (each of size 1)
    to get `reduced`, matched greedily; None if there is no such set."""
    unused: set[int] = set()
    reduced_index = 0
    for index, size in enumerate(original):
        if (
            match_dynamic
            and reduced_index < len(reduced)
            and size != 1
            and (reduced[reduced_index] == DYNAMIC or size == DYNAMIC)
        ):
            reduced_index += 1
            continue
        if reduced_index < len(reduced) and size == reduced[reduced_index]:
            reduced_index += 1
            continue
        unused.add(index)
        if size != 1:
            return None
    return unused if reduced_index == len(reduced) else None


class SliceVerification(enum.Enum):
    """MLIR's `SliceVerificationResult`."""

    SUCCESS = enum.auto()
    RANK_TOO_LARGE = enum.auto()
    SIZE_MISMATCH = enum.auto()
    ELEM_TYPE_MISMATCH = enum.auto()


def rank_reduced(original: TensorType, candidate: TensorType) -> SliceVerification:
    """`isRankReducedType`: whether `candidate` is `original` with unit dims dropped."""
    if original == candidate:
        return SliceVerification.SUCCESS
    if candidate.rank > original.rank:
        return SliceVerification.RANK_TOO_LARGE
    if rank_reduction_mask(original.dims, candidate.dims) is None:
        return SliceVerification.SIZE_MISMATCH
    if original.element != candidate.element:
        return SliceVerification.ELEM_TYPE_MISMATCH
    return SliceVerification.SUCCESS


def is_rank_reduced(original: TensorType, candidate: TensorType) -> bool:
    """`isRankReducedType(...) == Success`."""
    return rank_reduced(original, candidate) is SliceVerification.SUCCESS


def canonical_rank_reduced_type(rank: int, source: TensorType, sizes: Sequence[Mixed]) -> Type:
    """`ExtractSliceOp::inferCanonicalRankReducedResultType`: the slice type of the static
    sizes, its first unit dimensions dropped down to `rank` (the encoding with them)."""
    shape = dispatch(sizes)[0]
    inferred = source.with_shape(shape)
    drop = len(shape) - rank
    if drop <= 0:
        return inferred.type()
    projected = []
    for size in shape:
        if size == 1 and drop > 0:
            drop -= 1
            continue
        projected.append(size)
    return TensorType(tuple(projected), source.element).type()


def in_bounds(shape: Sequence[int], params: Slice) -> bool:
    """`verifyInBoundsSlice(...).isValid` on the static entries."""
    return out_of_bounds(shape, *params.static()) is None


def out_of_bounds(
    shape: Sequence[int], offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int]
) -> str | None:
    """`verifyInBoundsSlice`'s error message: the first static offset or slice running past
    a static dim of `shape`; None when there is none."""
    for dim, (extent, offset, size, stride) in enumerate(zip(shape, offsets, sizes, strides)):
        if extent == DYNAMIC or offset == DYNAMIC:
            continue
        if offset >= extent:
            return f"offset {dim} is out-of-bounds: {offset} >= {extent}"
        if size == DYNAMIC or stride == DYNAMIC:
            continue
        last = offset + (size - 1) * stride
        if last >= extent:
            return f"slice along dimension {dim} runs out-of-bounds: {last} >= {extent}"
    return None


def is_identity(params: Slice, shape: Sequence[int]) -> bool:
    """`foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, the shape's sizes (as
    far as both go) and unit strides."""
    return (
        all(constant_int(offset) == 0 for offset in params.offsets)
        and all(constant_int(size) == dim for size, dim in zip(params.sizes, shape))
        and all(constant_int(stride) == 1 for stride in params.strides)
    )


def source_tensor(op: Operation) -> TensorType:
    parsed = ranked_tensor_type(op.operands[0].type)
    assert parsed is not None, f"'{op.op_name}' slices a ranked tensor"
    return parsed
