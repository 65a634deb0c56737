"""`vector.extract`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`ExtractOp::fold` (an extract of the whole vector; constant indices made static; from
constants, chains of extracts, chains of inserts and transposes
(`ExtractFromInsertTransposeChainState`), broadcasts, shape casts, strided slices, chains of
strided inserts, `vector.from_elements`), `ExtractOpFromBroadcast` and
`ExtractOpFromCreateMask`."""

from __future__ import annotations

from ...ir import Attribute, IntegerAttr, Operation, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import make, read
from .broadcast import is_broadcastable_to
from .masking import MaskFormat, mask_format
from .op_attrs import dense_ints, i64_dense_array, ints
from .positions import (
    DYNAMIC,
    STATIC_POSITION,
    fold_constant_indices,
    has_dynamic_position,
    static_position,
)
from .strided_slices import row_major_strides
from .transpose import PERMUTATION
from .vector_type import vector_type


def _set_position(op: Operation, position: list[int]) -> None:
    op.properties[STATIC_POSITION] = i64_dense_array(position)


def _result_rank(op: Operation) -> int:
    result = vector_type(op.results[0].type)
    return result.rank if result is not None else 0


def _from_constant(op: Operation, attr: Attribute | None) -> Attribute | None:
    """`foldDenseElementsAttrSrcExtractOp`."""
    constant, source = read(attr), vector_type(op.operands[0].type)
    if constant is None or constant.shape is None or source is None:
        return None
    result_type = op.results[0].type
    if constant.splat is not None:
        return make(result_type if vector_type(result_type) else source.element, [constant.splat])
    if source.is_scalable or has_dynamic_position(op):
        return None
    position = static_position(op)
    position += [0] * (source.rank - len(position))
    start = sum(i * s for i, s in zip(position, row_major_strides(source.shape)))
    result = vector_type(result_type)
    count = result.num_elements if result is not None else 1
    values = constant.elements()[start : start + count]
    return make(result_type if result is not None else source.element, values)


def _from_extract_chain(op: Operation) -> bool:
    """`foldExtractOpFromExtractChain`: extract at the concatenated positions."""
    if has_dynamic_position(op) or defining_op(op.operands[0], "vector.extract") is None:
        return False
    position = static_position(op)
    current = op
    while (inner := defining_op(current.operands[0], "vector.extract")) is not None:
        current = inner
        if has_dynamic_position(current):
            return False
        position = static_position(current) + position
    op.set_operand(0, current.operands[0])
    _set_position(op, position)
    return True


class _InsertTransposeChain:
    """`ExtractFromInsertTransposeChainState`: the position is followed through inserts and
    transposes, with negative sentinels for the dims not extracted (which a transpose may
    move inside the extracted vector, and then nothing folds)."""

    def __init__(self, op: Operation):
        self.op = op
        source = vector_type(op.operands[0].type)
        rank = source.rank if source is not None else 0
        position = static_position(op)
        self.extracted_rank = len(position)
        self.sentinels = [-(i + 1) for i in range(rank - len(position))]
        self.position = position + self.sentinels

    def can_fold(self) -> bool:
        return self.position[self.extracted_rank :] == self.sentinels

    def fold(self) -> FoldResult | None:
        if has_dynamic_position(self.op):
            return None
        value = self.op.operands[0]
        while True:
            insert = defining_op(value, "vector.insert")
            transpose = defining_op(value, "vector.transpose")
            if insert is None and transpose is None:
                break
            if transpose is not None:
                permutation = dense_ints(transpose, PERMUTATION) or []
                inverse = [0] * len(permutation)
                for index, dim in enumerate(permutation):
                    inverse[dim] = index
                self.position = [self.position[inverse[i]] for i in range(len(permutation))]
                value = transpose.operands[0]
                continue
            assert insert is not None
            if has_dynamic_position(insert):
                return None
            inserted = static_position(insert)
            if inserted == self.position[: self.extracted_rank]:
                return [insert.operands[0]] if self.can_fold() else None
            if self.position[: len(inserted)] == inserted:
                self.position = self.position[len(inserted) :]
                self.extracted_rank = len(self.position) - len(self.sentinels)
                return self._fold_in_place(insert.operands[0])
            prefix = len(self.position) <= len(inserted) and inserted[: len(self.position)] == (
                self.position
            )
            if prefix or all(a < 0 or b < 0 or a == b for a, b in zip(self.position, inserted)):
                return None
            value = insert.operands[1]
        return self._fold_in_place(value)

    def _fold_in_place(self, source: Value) -> FoldResult | None:
        if source is self.op.operands[0] or not self.can_fold():
            return None
        _set_position(self.op, self.position[: self.extracted_rank])
        self.op.set_operand(0, source)
        return []


def _mixed_position(op: Operation) -> list[int | Value]:
    dynamic = iter(op.operands[1:])
    return [next(dynamic) if index == DYNAMIC else index for index in static_position(op)]


def _from_broadcast(op: Operation) -> FoldResult | None:
    """`foldExtractFromBroadcast`: the broadcast's source, or an extract from it."""
    broadcast = defining_op(op.operands[0], "vector.broadcast")
    if broadcast is None:
        return None
    source = broadcast.operands[0]
    if op.results[0].type == source.type:
        return [source]
    input_type, result = vector_type(source.type), vector_type(op.results[0].type)
    input_rank = input_type.rank if input_type is not None else 0
    extract_rank = result.rank if result is not None else 0
    if extract_rank > input_rank or input_type is None:
        return None
    if result is not None and result.shape != input_type.shape[input_rank - extract_rank :]:
        return None
    broadcast_type = vector_type(op.operands[0].type)
    assert broadcast_type is not None
    positions = _mixed_position(op)[broadcast_type.rank - input_rank :]
    for dim, size in enumerate(input_type.shape[: len(positions)]):
        if size == 1:
            positions[dim] = 0
    op.set_operands([source, *(p for p in positions if isinstance(p, Value))])
    _set_position(op, [p if isinstance(p, int) else DYNAMIC for p in positions])
    return []


def _from_shape_cast(op: Operation) -> bool:
    """`foldExtractFromShapeCast`: the position delinearized in the cast's source."""
    shape_cast = defining_op(op.operands[0], "vector.shape_cast")
    if has_dynamic_position(op) or shape_cast is None:
        return False
    source, cast = vector_type(shape_cast.operands[0].type), vector_type(op.operands[0].type)
    if source is None or cast is None:
        return False
    rank = _result_rank(op)
    result = vector_type(op.results[0].type)
    if rank > source.rank:
        return False
    if result is not None and source.shape[source.rank - rank :] != result.shape:
        return False
    position = static_position(op)
    linear, stride = 0, 1
    for index, dim in zip(reversed(position), reversed(cast.shape[: cast.rank - rank])):
        linear += index * stride
        stride *= dim
    outer = source.shape[: source.rank - rank]
    new_position = []
    for stride in row_major_strides(outer):
        new_position.append(linear // stride)
        linear %= stride
    _set_position(op, new_position)
    op.set_operand(0, shape_cast.operands[0])
    return True


def _zero_dim(op: Operation) -> bool:
    return any(
        (vector := vector_type(value.type)) is not None and vector.rank == 0
        for value in [*op.operands, *op.results]
    )


def _from_strided_slice(op: Operation) -> bool:
    """`foldExtractFromExtractStrided`: the position shifted by the slice's offsets."""
    slice_op = defining_op(op.operands[0], "vector.extract_strided_slice")
    if has_dynamic_position(op) or slice_op is None or _zero_dim(slice_op):
        return False
    strides, offsets = ints(slice_op, "strides"), ints(slice_op, "offsets")
    source, sliced = vector_type(slice_op.operands[0].type), vector_type(slice_op.results[0].type)
    if strides is None or offsets is None or source is None or sliced is None:
        return False
    if any(stride != 1 for stride in strides):
        return False
    while (
        offsets
        and offsets[-1] == 0
        and (sliced.shape[len(offsets) - 1] == source.shape[len(offsets) - 1])
    ):
        offsets.pop()
    if _result_rank(op) > source.rank - len(offsets):
        return False
    position = static_position(op)
    for dim, offset in enumerate(offsets):
        position[dim] += offset
    op.set_operand(0, slice_op.operands[0])
    _set_position(op, position)
    return True


def _from_strided_insert_chain(op: Operation) -> bool:
    """`foldExtractStridedOpFromInsertChain`: extract from the inserted vector that holds
    the position (skipping disjoint inserts); nothing on a partial overlap."""
    insert = defining_op(op.operands[0], "vector.insert_strided_slice")
    if has_dynamic_position(op) or insert is None or _zero_dim(insert):
        return False
    rank = _result_rank(op)
    while insert is not None:
        inserted, dest = vector_type(insert.operands[0].type), vector_type(insert.operands[1].type)
        offsets, strides = ints(insert, "offsets"), ints(insert, "strides")
        if inserted is None or dest is None or offsets is None or strides is None:
            return False
        lead = dest.rank - inserted.rank
        if rank > inserted.rank or any(stride != 1 for stride in strides):
            return False
        differences: list[int] = []
        disjoint = False
        for dim, offset in enumerate(static_position(op)):
            start = offsets[dim]
            size = 1 if dim < lead else inserted.shape[dim - lead]
            if not start <= offset < start + size:
                disjoint = True
                break
            if dim >= lead:
                differences.append(offset - start)
        if not disjoint:
            skip = inserted.rank - rank
            if any(inserted.shape[i + skip] != dest.shape[i + skip + lead] for i in range(rank)):
                return False
            op.set_operand(0, insert.operands[0])
            _set_position(op, differences)
            return True
        insert = defining_op(insert.operands[1], "vector.insert_strided_slice")
    return False


def _from_elements(op: Operation) -> Value | None:
    """`foldScalarExtractFromFromElements`: the element at the (static, full) position."""
    elements = defining_op(op.operands[0], "vector.from_elements")
    vector = vector_type(op.operands[0].type)
    if has_dynamic_position(op) or elements is None or vector is None or vector.is_scalable:
        return None
    if op.results[0].type != vector.element:
        return None
    position = static_position(op)
    return elements.operands[sum(i * s for i, s in zip(position, row_major_strides(vector.shape)))]


def fold_extract(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    source = vector_type(op.operands[0].type)
    if source is None:
        return None
    if not static_position(op) and op.operands[0].type == op.results[0].type:
        return [op.operands[0]]
    in_place = fold_constant_indices(op, source.shape, 1, constants)
    folded = _from_constant(op, constants[0])
    if folded is not None:
        return [folded]
    if _from_extract_chain(op):
        return []
    chain = _InsertTransposeChain(op).fold()
    if chain is not None:
        return chain
    broadcast = _from_broadcast(op)
    if broadcast is not None:
        return broadcast
    if _from_shape_cast(op) or _from_strided_slice(op) or _from_strided_insert_chain(op):
        return []
    element = _from_elements(op)
    if element is not None:
        return [element]
    return [] if in_place else None


class ExtractOpFromBroadcast(RewritePattern):
    """An extract of a vector from a broadcast of a value that broadcasts to it is a
    broadcast."""

    def __init__(self) -> None:
        super().__init__("vector.extract", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = defining_op(op.operands[0], "vector.broadcast")
        result = vector_type(op.results[0].type)
        if broadcast is None or result is None:
            return False
        source = broadcast.operands[0]
        if not is_broadcastable_to(source.type, result):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [source], [op.results[0].type], location=op.location
        )
        return True


class ExtractOpFromCreateMask(RewritePattern):
    """An extract of a vector from a `vector.create_mask` is the mask of the trailing sizes
    when every leading size is a known constant (all-false `arith.constant` when the
    position is outside one)."""

    def __init__(self) -> None:
        super().__init__("vector.extract", generated_ops=("arith.constant", "vector.create_mask"))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = defining_op(op.operands[0], "vector.create_mask")
        result, mask_type = vector_type(op.results[0].type), vector_type(op.operands[0].type)
        if mask is None or result is None or mask_type is None:
            return False
        position = static_position(op)
        unknown = False
        all_false = mask_format(op.operands[0]) is MaskFormat.ALL_FALSE
        for dim, index in enumerate(position):
            if all_false:
                break
            size = mask.operands[dim]
            attr = constant_operand(size) if defining_op(size, "arith.constant") else None
            if not isinstance(attr, IntegerAttr):
                unknown = True
            elif index != DYNAMIC:
                all_false = index >= attr.value
            elif attr.value < mask_type.shape[dim]:
                unknown = True
        if all_false:
            rewriter.replace_op_with_new_op(
                op,
                "arith.constant",
                [],
                [op.results[0].type],
                properties={"value": make(op.results[0].type, [0])},
                location=op.location,
            )
        elif not unknown:
            rewriter.replace_op_with_new_op(
                op,
                "vector.create_mask",
                mask.operands[len(position) :],
                [op.results[0].type],
                location=op.location,
            )
        else:
            return False
        return True
