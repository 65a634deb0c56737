"""`tensor.pad` (MLIR's `TensorOps.cpp`): a pad to its source's static type folded away
(`PadOp::fold`), a pad of nothing made a cast (`FoldStaticZeroPadding`), casts before and
after it absorbed (`FoldSourceTensorCast`, `FoldTargetTensorCast`), constant paddings made
static (`FoldStaticPadding`), and pads of pads merged (`FoldOrthogonalPaddings`,
`FoldConsecutiveConstantPadding`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array
from ...ir import UNIT, Attribute, Block, Location, Operation, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.rewriter import PatternRewriter
from .affine_sums import composed_sum, supported_sum
from .casts import can_fold_into_consumer
from .mixed import Mixed, constant_int, dispatch, i64_array, mixed_values, static_array
from .op_pattern import OpPattern
from .slices import Slice, create_extract_slice, slice_of
from .tensor_types import DYNAMIC, TensorType, preserves_static_information, ranked_tensor_type

Constants = list[Attribute | None]


def _low_high(op: Operation) -> tuple[list[Mixed], list[Mixed]]:
    """`getMixedLowPad`, `getMixedHighPad`."""
    low, high = static_array(op, "static_low"), static_array(op, "static_high")
    count = sum(size == DYNAMIC for size in low)
    values = op.operands[1:]
    return mixed_values(low, values[:count]), mixed_values(high, values[count:])


def _ranked(value: Value) -> TensorType:
    parsed = ranked_tensor_type(value.type)
    assert parsed is not None, "tensor.pad pads ranked tensors"
    return parsed


def _nofold(op: Operation) -> bool:
    return op.get_attr("nofold") is not None


def fold_pad(op: Operation, constants: Constants) -> FoldResult | None:
    """`PadOp::fold`: a pad to its source's own static type."""
    source, result = op.operands[0], op.results[0].type
    if _ranked(op.results[0]).static and result == source.type and not _nofold(op):
        return [source]
    return None


def create_pad(
    rewriter: PatternRewriter,
    location: Location,
    result: TensorType,
    source: Value,
    low: Sequence[Mixed],
    high: Sequence[Mixed],
    like: Operation,
) -> Operation:
    """A pad of `source` with `like`'s `nofold` and discardable attributes, no body yet."""
    (static_low, dynamic_low), (static_high, dynamic_high) = dispatch(low), dispatch(high)
    properties = {
        "operandSegmentSizes": dense_array("i32", [1, len(dynamic_low), len(dynamic_high)]),
        "static_low": i64_array(static_low),
        "static_high": i64_array(static_high),
    }
    if _nofold(like):
        properties["nofold"] = UNIT
    return rewriter.create(
        "tensor.pad",
        [source, *dynamic_low, *dynamic_high],
        [result.type()],
        properties=properties,
        attributes=dict(like.attributes),
        regions=1,
        location=location,
    )


def _take_body(rewriter: PatternRewriter, old: Operation, new: Operation) -> None:
    """`inlineRegionBefore` / `takeBody`: `old`'s body moved into `new`."""
    body = old.regions[0]
    for block in list(body.blocks):
        body.blocks.remove(block)
        new.regions[0].append(block)
        rewriter.listener.notify_block_inserted(block)


def _clone_body(old: Operation, new: Operation) -> None:
    """`Region::cloneInto`: a copy of `old`'s body in `new` (no listener is told)."""
    copy = old.clone()
    blocks: list[Block] = list(copy.regions[0].blocks)
    copy.regions[0].blocks.clear()
    copy.drop_all_references()
    for block in blocks:
        new.regions[0].append(block)


def infer_result_type(
    source: TensorType, low: Sequence[int], high: Sequence[int], shape: Sequence[int]
) -> TensorType:
    """`PadOp::inferResultType` (no encoding): the padded sizes where all are static, the
    given `shape`'s elsewhere."""
    dims = [
        result if DYNAMIC in (size, lo, hi) else size + lo + hi
        for size, lo, hi, result in zip(source.dims, low, high, shape)
    ]
    return TensorType(tuple(dims), source.element)


class FoldStaticZeroPadding(OpPattern):
    """A pad of zeros everywhere (not `nofold`): a cast."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        low, high = _low_high(op)
        if any(constant_int(size) != 0 for size in low + high) or _nofold(op):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", op.operands[:1], [op.results[0].type], location=op.location
        )
        return True


class FoldSourceTensorCast(OpPattern):
    """A pad of a cast that loses static sizes: the pad of the cast's source."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        result = _ranked(op.results[0])
        new_type = infer_result_type(
            _ranked(cast.operands[0]),
            static_array(op, "static_low"),
            static_array(op, "static_high"),
            result.dims,
        )
        if new_type.type() == op.results[0].type:
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, cast.operands[0]))
            return True
        low, high = _low_high(op)
        new = create_pad(rewriter, op.location, new_type, op.operands[0], low, high, op)
        _clone_body(op, new)
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True


class FoldTargetTensorCast(OpPattern):
    """A pad whose one use casts it to a more static type: the pad of that type."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        users = op.results[0].users
        if len(users) != 1 or op.results[0].use_count != 1:
            return False
        cast = users[0]
        if cast.name.name != "tensor.cast":
            return False
        if not preserves_static_information(op.results[0].type, cast.results[0].type):
            return False
        low, high = _low_high(op)
        new_type = _ranked(cast.results[0])
        new = create_pad(rewriter, op.location, new_type, op.operands[0], low, high, op)
        _take_body(rewriter, op, new)
        rewriter.replace_op(op, new)
        rewriter.replace_op(cast, new)
        return True


def _padded_dims(op: Operation) -> set[int]:
    """`getPaddedDims`: the dimensions padded low or high by other than zero."""
    low, high = _low_high(op)
    return {i for i, size in enumerate(low) if constant_int(size) != 0} | {
        i for i, size in enumerate(high) if constant_int(size) != 0
    }


def constant_padding_value(op: Operation) -> Value | None:
    """`getConstantPaddingValue`: the yielded value when constant or defined outside."""
    block = op.regions[0].blocks[0]
    terminator = block.last_op
    if terminator is None or terminator.name.name != "tensor.yield":
        return None
    value = terminator.operands[0]
    if constant_operand(value) is not None:
        return value
    owner = value.owner
    parent = owner.parent if isinstance(owner, Operation) else owner
    return None if parent is block else value


class FoldOrthogonalPaddings(OpPattern):
    """`pad(extract_slice(pad(extract_slice(x))))` padding different dimensions high with
    one constant: one slice of `x` padded once."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner_slice = defining_op(op.operands[0], "tensor.extract_slice")
        outer_pad = defining_op(inner_slice.operands[0], "tensor.pad") if inner_slice else None
        if inner_slice is None or outer_pad is None or _nofold(outer_pad):
            return False
        outer_slice = defining_op(outer_pad.operands[0], "tensor.extract_slice")
        if outer_slice is None:
            return False
        rank = _ranked(op.operands[0]).rank
        if _ranked(outer_slice.operands[0]).rank != rank:
            return rewriter.notify_match_failure(op, "cannot fold rank-reducing chain")
        inner, outer = slice_of(inner_slice), slice_of(outer_slice)
        if any(constant_int(s) != 1 for s in inner.strides + outer.strides):
            return rewriter.notify_match_failure(op, "cannot fold non-unit stride ExtractSliceOps")
        (low, high), (outer_low, outer_high) = _low_high(op), _low_high(outer_pad)
        if any(constant_int(size) != 0 for size in low + outer_low):
            return rewriter.notify_match_failure(op, "cannot fold PadOps with low padding")
        values = constant_padding_value(op), constant_padding_value(outer_pad)
        constants = [constant_operand(v) if v is not None else None for v in values]
        if None in constants or constants[0] != constants[1]:
            return rewriter.notify_match_failure(
                op, "cannot fold PadOps with different padding values"
            )
        inner_dims, outer_dims = _padded_dims(op), _padded_dims(outer_pad)
        if inner_dims & outer_dims:
            return rewriter.notify_match_failure(
                op, "cannot fold PadOps with common padding dimensions"
            )
        offsets: list[Mixed] = []
        for index in range(rank):
            if index not in inner_dims and constant_int(inner.offsets[index]) == 0:
                offsets.append(outer.offsets[index])
            elif index not in outer_dims and constant_int(outer.offsets[index]) == 0:
                offsets.append(inner.offsets[index])
            else:
                return rewriter.notify_match_failure(
                    op, "cannot find zero-offset and zero-padding pair"
                )
        sizes = list(inner.sizes)
        source_dims = _ranked(inner_slice.operands[0]).dims
        for index in sorted(outer_dims):
            if constant_int(inner.sizes[index]) != source_dims[index]:
                return rewriter.notify_match_failure(
                    op,
                    "cannot fold since the inner ExtractSliceOp size does not match the "
                    "size of the outer padding",
                )
            sizes[index] = outer.sizes[index]
        new_high: list[Mixed] = [
            high[i] if i in inner_dims else outer_high[i] if i in outer_dims else 0
            for i in range(rank)
        ]
        params = Slice(offsets, sizes, list(inner.strides))
        source_type = _ranked(outer_slice.operands[0])
        slice_type = source_type.with_shape(dispatch(sizes)[0])
        new_slice = create_extract_slice(
            rewriter, op.location, slice_type.type(), outer_slice.operands[0], params
        )
        new = create_pad(
            rewriter, op.location, _ranked(op.results[0]), new_slice.results[0], low, new_high, op
        )
        _take_body(rewriter, op, new)
        rewriter.replace_op(op, new)
        return True


class FoldStaticPadding(OpPattern):
    """A pad by constant values: the pad by them static, of the more static result type,
    cast back."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = ranked_tensor_type(op.operands[0].type)
        result = ranked_tensor_type(op.results[0].type)
        if source is None or result is None:
            return False
        low_values, high_values = _dynamic_pads(op)
        low, new_lows = _constant_pads(low_values)
        high, new_highs = _constant_pads(high_values)
        static_low, static_high = static_array(op, "static_low"), static_array(op, "static_high")
        if not len(source.dims) == len(result.dims) == len(static_low) == len(static_high):
            return False
        lows, highs = iter(low), iter(high)
        static_low = [next(lows) if size == DYNAMIC else size for size in static_low]
        static_high = [next(highs) if size == DYNAMIC else size for size in static_high]
        dims = [
            (DYNAMIC if DYNAMIC in (lo, hi, size) else size + lo + hi) if out == DYNAMIC else out
            for size, lo, hi, out in zip(source.dims, static_low, static_high, result.dims)
        ]
        if dims == list(result.dims) or all(size == DYNAMIC for size in dims):
            return False
        new_type = TensorType(tuple(dims), result.element)
        new = create_pad(
            rewriter,
            op.location,
            new_type,
            op.operands[0],
            mixed_values(static_low, new_lows),
            mixed_values(static_high, new_highs),
            op,
        )
        _clone_body(op, new)
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True


def _dynamic_pads(op: Operation) -> tuple[list[Value], list[Value]]:
    count = sum(size == DYNAMIC for size in static_array(op, "static_low"))
    values = op.operands[1:]
    return values[:count], values[count:]


def _constant_pads(values: Sequence[Value]) -> tuple[list[int], list[Value]]:
    """Each value's constant (`kDynamic` if none), and the values without one."""
    constants, left = [], []
    for value in values:
        constant = constant_int(value)
        constants.append(DYNAMIC if constant is None else constant)
        if constant is None:
            left.append(value)
    return constants, left


class FoldConsecutiveConstantPadding(OpPattern):
    """A pad of a pad with the same constant padding value: one pad by the sums."""

    ROOT = "pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _nofold(op):
            return rewriter.notify_match_failure(op, "skipping unfoldable pad")
        producer = defining_op(op.operands[0], "tensor.pad")
        if producer is None or _nofold(producer):
            return rewriter.notify_match_failure(op, "producer is not a foldable tensor.pad op")
        value = constant_padding_value(op)
        if value is None or value is not constant_padding_value(producer):
            return rewriter.notify_match_failure(
                op, "cannot fold PadOps with different or non-constant padding values"
            )
        (low, high), (producer_low, producer_high) = _low_high(op), _low_high(producer)
        if any(not supported_sum(a, b) for a, b in zip(high + low, producer_high + producer_low)):
            return False
        new_high = [composed_sum(rewriter, op.location, a, b) for a, b in zip(high, producer_high)]
        new_low = [composed_sum(rewriter, op.location, a, b) for a, b in zip(low, producer_low)]
        new = create_pad(
            rewriter,
            op.location,
            _ranked(op.results[0]),
            producer.operands[0],
            new_low,
            new_high,
            op,
        )
        _take_body(rewriter, op, new)
        rewriter.replace_op(op, new)
        return True
