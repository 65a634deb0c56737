"""Canonicalization patterns of `tosa.slice` (MLIR's `TosaCanonicalizations.cpp`): a slice
of a concat taken from the one input it lies in (`ConcatSliceOptimization`), a slice of a
pad that pads less (`PadSliceOptimization`), and `-1` sizes the static result type knows
(`SliceDynamicSizeCanonicalization`)."""

from __future__ import annotations

from ...ir import IntegerAttr, Operation, Value
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..tensor.tensor_types import DYNAMIC
from .constants import create_const_shape, dense_operand, ranked
from .tosa_pattern import TosaPattern


def _values(value: Value) -> list[int] | None:
    constant = dense_operand(value)
    return None if constant is None else constant.elements()


def _create_slice(
    rewriter: PatternRewriter, op: Operation, input: Value, start: Value, size: Value
) -> Value:
    return rewriter.create(
        "tosa.slice", [input, start, size], [op.results[0].type], location=op.location
    ).results[0]


class ConcatSliceOptimization(TosaPattern):
    """A slice of a static concat that lies within one of its inputs slices that input."""

    generated = ("tosa.const_shape", "tosa.slice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        concat = defining_op(op.operands[0], "tosa.concat")
        concat_type = None if concat is None else ranked(concat.results[0].type)
        if concat is None or concat_type is None or not concat_type.static:
            return False
        axis_attr = concat.get_attr("axis")
        axis = axis_attr.value if isinstance(axis_attr, IntegerAttr) else -1
        starts, sizes = _values(op.operands[1]), _values(op.operands[2])
        if starts is None or sizes is None or not (0 <= axis < min(len(starts), len(sizes))):
            return False
        for input in concat.operands:
            input_type = ranked(input)
            if input_type is None or not input_type.static or axis >= input_type.rank:
                return False
            if starts[axis] >= 0 and starts[axis] + sizes[axis] <= input_type.dims[axis]:
                start = create_const_shape(rewriter, op.location, starts)
                size = create_const_shape(rewriter, op.location, sizes)
                rewriter.replace_op(op, [_create_slice(rewriter, op, input, start, size)])
                return True
            starts[axis] -= input_type.dims[axis]
        return False


class PadSliceOptimization(TosaPattern):
    """A slice of a pad used only there pads only what the slice keeps and starts where
    the new pad does."""

    generated = ("tosa.const_shape", "tosa.pad", "tosa.slice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        pad = defining_op(op.operands[0], "tosa.pad")
        if pad is None or not pad.results[0].has_one_use:
            return False
        input_type, pad_type = ranked(pad.operands[0]), ranked(pad.results[0].type)
        paddings = _values(pad.operands[1])
        starts, sizes = _values(op.operands[1]), _values(op.operands[2])
        if input_type is None or pad_type is None or None in (paddings, starts, sizes):
            return False
        assert paddings is not None and starts is not None and sizes is not None
        rank = input_type.rank
        if len(paddings) < 2 * rank or len(starts) < rank or len(sizes) < rank:
            return False
        if any(
            input_type.is_dynamic(i) and (starts[i] != 0 or sizes[i] != -1) for i in range(rank)
        ):
            return False
        new_starts, new_paddings, new_shape = [0] * rank, [0] * (2 * rank), [DYNAMIC] * rank
        updated = False
        for i in range(rank):
            low, high, start = paddings[2 * i], paddings[2 * i + 1], starts[i]
            if input_type.is_dynamic(i):
                new_paddings[2 * i : 2 * i + 2] = [low, high]
                new_starts[i] = start
                continue
            size = input_type.dims[i]
            end = start + sizes[i]
            if start < 0 or end > low + size + high:
                return False
            new_starts[i] = max(start - low, 0)
            new_low, new_high = max(low - start, 0), max(end - (low + size), 0)
            new_paddings[2 * i : 2 * i + 2] = [new_low, new_high]
            updated |= new_starts[i] != start or new_low != low or new_high != high
            new_shape[i] = new_low + size + new_high
        if not updated:
            return False
        padding = create_const_shape(rewriter, op.location, new_paddings)
        new_pad = rewriter.create(
            "tosa.pad",
            [pad.operands[0], padding, *pad.operands[2:]],
            [input_type.with_shape(new_shape).type()],
            location=pad.location,
        )
        new_start = create_const_shape(rewriter, op.location, new_starts)
        rewriter.replace_op_with_new_op(
            op,
            "tosa.slice",
            [new_pad.results[0], new_start, op.operands[2]],
            [op.results[0].type],
            location=op.location,
        )
        return True


class SliceDynamicSizeCanonicalization(TosaPattern):
    """Sizes of -1 where the result type's size is static take that size."""

    generated = ("tosa.const_shape", "tosa.slice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result_type = ranked(op.results[0].type)
        sizes = _values(op.operands[2])
        if result_type is None or sizes is None or len(sizes) > result_type.rank:
            return False
        known = [
            result_type.dims[i] if size == -1 and not result_type.is_dynamic(i) else size
            for i, size in enumerate(sizes)
        ]
        if known == sizes:
            return False
        size = create_const_shape(rewriter, op.location, known)
        rewriter.replace_op(op, [_create_slice(rewriter, op, op.operands[0], op.operands[1], size)])
        return True


SLICE_PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "slice": (
        ConcatSliceOptimization("slice"),
        PadSliceOptimization("slice"),
        SliceDynamicSizeCanonicalization("slice"),
    ),
}
