"""`vector.extract_strided_slice` and `vector.insert_strided_slice` (MLIR's VectorOps.cpp):
`ExtractStridedSliceOp::fold` (a slice of the whole vector; from a chain of inserts
(`foldExtractStridedOpFromInsertChain`); of a constant), `StridedSliceBroadcast`,
`ContiguousExtractStridedSliceToExtract`, `InsertStridedSliceOp::fold` (an insert of a whole
vector), `FoldInsertStridedSliceSplat`, `FoldInsertStridedSliceOfExtract` and
`InsertStridedSliceConstantFolder`. The slices of masks are `masks`'."""

from __future__ import annotations

from collections.abc import Iterator

from ...ir import Attribute, Operation, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import make, read
from .constants import splat
from .op_attrs import i64_array, i64_dense_array, ints
from .vector_type import vector_type

FOLD_THRESHOLD = 256
"""`InsertStridedSliceConstantFolder::vectorSizeFoldThreshold`: larger constants are made
only from a single-use destination."""


def _unit_strides(op: Operation) -> bool:
    strides = ints(op, "strides")
    return strides is not None and all(stride == 1 for stride in strides)


def row_major_strides(shape: tuple[int, ...]) -> list[int]:
    """`computeStrides`: each dim's distance between consecutive elements."""
    strides, running = [], 1
    for size in reversed(shape):
        strides.append(running)
        running *= size
    return strides[::-1]


def _slice_positions(shape: list[int], offsets: list[int]) -> Iterator[list[int]]:
    """The positions of a slice of `shape` at `offsets`, in lexicographic order
    (`incSlicePosition`)."""
    if any(size <= 0 for size in shape):
        return
    position = list(offsets)
    while True:
        yield list(position)
        for dim in reversed(range(len(position))):
            position[dim] += 1
            if position[dim] < shape[dim] + offsets[dim]:
                break
            position[dim] = offsets[dim]
        else:
            return


def _linear(position: list[int], strides: list[int]) -> int:
    return sum(index * stride for index, stride in zip(position, strides))


def _fold_from_insert_chain(op: Operation) -> bool:
    """Extract from the inserted vector of the first insert in the chain that holds the
    slice whole, skipping the disjoint ones; False on a partial overlap."""
    offsets, sizes, strides = ints(op, "offsets"), ints(op, "sizes"), ints(op, "strides")
    source = vector_type(op.operands[0].type)
    insert = defining_op(op.operands[0], "vector.insert_strided_slice")
    if offsets is None or sizes is None or strides is None or source is None:
        return False
    while insert is not None:
        inserted = vector_type(insert.operands[0].type)
        insert_offsets, insert_strides = ints(insert, "offsets"), ints(insert, "strides")
        if inserted is None or insert_offsets is None or insert_strides is None:
            return False
        if source.rank != inserted.rank or len(offsets) > len(insert_offsets):
            return False
        differences: list[int] = []
        partial = disjoint = False
        for dim, (offset, size) in enumerate(zip(offsets, sizes)):
            if strides[dim] != insert_strides[dim]:
                return False
            start = insert_offsets[dim]
            end = start + inserted.shape[dim]
            if not start <= offset < end:
                disjoint = True
                break
            partial = partial or offset + size > end
            differences.append(offset - start)
        if not disjoint and not partial:
            op.set_operand(0, insert.operands[0])
            op.properties["offsets"] = i64_array(differences)
            return True
        if not disjoint:
            return False
        insert = defining_op(insert.operands[1], "vector.insert_strided_slice")
    return False


def _slice_of_constant(op: Operation, attr: Attribute | None) -> Attribute | None:
    """`foldExtractStridedSliceNonSplatConstant`: the sliced elements, unit strides only."""
    constant = read(attr)
    source, result = vector_type(op.operands[0].type), vector_type(op.results[0].type)
    offsets, sizes = ints(op, "offsets"), ints(op, "sizes")
    if constant is None or constant.shape is None or source is None or result is None:
        return None
    if offsets is None or sizes is None or not _unit_strides(op):
        return None
    offsets += [0] * (result.rank - len(offsets))
    elements, strides = constant.elements(), row_major_strides(source.shape)
    values = [
        elements[_linear(position, strides)]
        for position in _slice_positions(list(result.shape), offsets)
    ]
    return make(op.results[0].type, values)


def fold_extract_strided_slice(
    op: Operation, constants: list[Attribute | None]
) -> FoldResult | None:
    if op.operands[0].type == op.results[0].type:
        return [op.operands[0]]
    if _fold_from_insert_chain(op):
        return []
    folded = splat(constants[0], op.results[0].type) or _slice_of_constant(op, constants[0])
    return None if folded is None else [folded]


class StridedSliceBroadcast(RewritePattern):
    """A slice of a broadcast is a broadcast of the source, sliced first where a source dim
    is neither 1 nor the result's."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            generated_ops=("vector.extract_strided_slice", "vector.broadcast"),
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = defining_op(op.operands[0], "vector.broadcast")
        result = vector_type(op.results[0].type)
        if broadcast is None or result is None:
            return False
        source: Value = broadcast.operands[0]
        vector = vector_type(source.type)
        shape = vector.shape if vector is not None else ()
        lead = result.rank - len(shape)
        if any(size not in (1, result.shape[lead + dim]) for dim, size in enumerate(shape)):
            offsets, sizes, strides = ints(op, "offsets"), ints(op, "sizes"), ints(op, "strides")
            if offsets is None or sizes is None or strides is None:
                return False
            offsets, sizes = offsets[lead:], sizes[lead:]
            for dim, size in enumerate(shape):
                if size == 1:
                    offsets[dim], sizes[dim] = 0, 1
            source = _create_slice(rewriter, op, source, offsets, sizes, strides[lead:])
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [source], [op.results[0].type], location=op.location
        )
        return True


def _create_slice(
    rewriter: PatternRewriter,
    op: Operation,
    source: Value,
    offsets: list[int],
    sizes: list[int],
    strides: list[int],
) -> Value:
    """`ExtractStridedSliceOp::build`: the result keeps the source's trailing dims."""
    vector = vector_type(source.type)
    assert vector is not None
    shape = tuple(sizes) + vector.shape[len(sizes) :]
    result_type = type(vector)(shape, vector.scalable, vector.element).type()
    return rewriter.create(
        "vector.extract_strided_slice",
        [source],
        [result_type],
        properties={
            "offsets": i64_array(offsets),
            "sizes": i64_array(sizes),
            "strides": i64_array(strides),
        },
        location=op.location,
    ).results[0]


class ContiguousExtractStridedSliceToExtract(RewritePattern):
    """A contiguous slice (leading unit sizes, then whole trailing dims) is a
    `vector.extract` at the leading offsets and a `vector.shape_cast`."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            generated_ops=("vector.extract", "vector.shape_cast"),
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = vector_type(op.operands[0].type)
        sizes, offsets = ints(op, "sizes"), ints(op, "offsets")
        if not _unit_strides(op) or source is None or sizes is None or offsets is None:
            return False
        if source.is_scalable or source.rank == 0:
            return False
        count = len(sizes)
        while count > 0 and sizes[count - 1] == source.shape[count - 1]:
            count -= 1
        if count == 0 or (count == source.rank and len(sizes) == source.rank):
            return False
        if any(size != 1 for size in sizes[:count]):
            return False
        while count < len(sizes) - 1 and sizes[count] == 1:
            count += 1
        extract = rewriter.create(
            "vector.extract",
            [op.operands[0]],
            [source.drop_front(count)],
            properties={"static_position": i64_dense_array(offsets[:count])},
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "vector.shape_cast", extract.results, [op.results[0].type], location=op.location
        )
        return True


def fold_insert_strided_slice(
    op: Operation, constants: list[Attribute | None]
) -> FoldResult | None:
    """An insert of a whole vector is the inserted vector."""
    source, dest = op.operands
    return [source] if source.type == dest.type else None


def scalar_splat_source(value: Value) -> Value | None:
    """`getScalarSplatSource`: the scalar a `vector.broadcast` of a scalar splats."""
    broadcast = defining_op(value, "vector.broadcast")
    if broadcast is None or vector_type(broadcast.operands[0].type) is not None:
        return None
    return broadcast.operands[0]


class SplatsToSplat(RewritePattern):
    """An op (`ROOT`) of two operands that splat the same scalar `x` is a splat of `x` (the
    shape of MLIR's `InsertSplatToSplat` and `ShuffleSplat`; each subclass names one)."""

    ROOT = ""

    def __init__(self) -> None:
        super().__init__(self.ROOT, generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = scalar_splat_source(op.operands[0])
        if scalar is None or scalar_splat_source(op.operands[1]) is not scalar:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [scalar], [op.results[0].type], location=op.location
        )
        return True


class FoldInsertStridedSliceSplat(RewritePattern):
    """Inserting a splat of `x` into a splat of `x` gives the destination."""

    def __init__(self) -> None:
        super().__init__("vector.insert_strided_slice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, dest = op.operands
        scalar = scalar_splat_source(source)
        if scalar is None or scalar_splat_source(dest) is not scalar:
            return False
        rewriter.replace_op(op, [dest])
        return True


class FoldInsertStridedSliceOfExtract(RewritePattern):
    """Inserting a slice of `x` back where it was taken from gives `x`."""

    def __init__(self) -> None:
        super().__init__("vector.insert_strided_slice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, dest = op.operands
        extract = defining_op(source, "vector.extract_strided_slice")
        if extract is None or extract.operands[0] is not dest:
            return False
        if any(extract.get_attr(name) != op.get_attr(name) for name in ("strides", "offsets")):
            return False
        rewriter.replace_op(op, [dest])
        return True


class InsertStridedSliceConstantFolder(RewritePattern):
    """A unit-stride insert of a constant into a constant is an `arith.constant` (not made
    past `FOLD_THRESHOLD` elements unless the destination has one use)."""

    def __init__(self) -> None:
        super().__init__("vector.insert_strided_slice", generated_ops=("arith.constant",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, dest = op.operands
        dest_constant = read(constant_operand(dest))
        dest_type, slice_type = vector_type(dest.type), vector_type(source.type)
        if dest_constant is None or dest_constant.shape is None or dest_type is None:
            return False
        if dest_type.is_scalable or slice_type is None:
            return False
        if dest_type.num_elements > FOLD_THRESHOLD and not dest.has_one_use:
            return False
        slice_constant = read(constant_operand(source))
        offsets = ints(op, "offsets")
        if slice_constant is None or offsets is None or not _unit_strides(op):
            return False
        values, strides = dest_constant.elements(), row_major_strides(dest_type.shape)
        lead = dest_type.rank - slice_type.rank
        for value, position in zip(
            slice_constant.elements(), _slice_positions(list(slice_type.shape), offsets[lead:])
        ):
            values[_linear(offsets[:lead] + position, strides)] = value
        rewriter.replace_op_with_new_op(
            op,
            "arith.constant",
            [],
            [dest.type],
            properties={"value": make(dest.type, values)},
            location=op.location,
        )
        return True
