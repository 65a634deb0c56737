"""Pads folded into the implicit padding of the op using them (MLIR's `FoldPadToTensorOp`
with `ConvPadFoldAdaptor` for `tosa.conv2d` and `tosa.depthwise_conv2d`, whose pad value
must be their input's zero point, and `PoolPadFoldAdaptor` for `tosa.max_pool2d`, whose
pad value must be the lowest value and whose pads must stay below the kernel), and
`MaxPool2dIsNoOp`: a max pool of 1x1 images."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import Attribute, BoolAttr, IntegerType, OpaqueAttr, Operation, Type, Value
from ...ir.float_format import largest_bits
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .. import floats
from ..elements import float_semantics
from .constants import dense_operand, ranked
from .tosa_pattern import TosaPattern

_LIMIT = 8192
"""The TOSA 8K level: no folded pad grows beyond it."""


def _single(value: Value) -> tuple[int, Type] | None:
    """The one element of a dense constant and its element type."""
    constant = dense_operand(value)
    if constant is None or len(constant.elements()) != 1:
        return None
    return constant.elements()[0], constant.element


def _pad_matches_zero_point(pad_value: Value, zero_point: Value) -> bool:
    """`checkMatchingPadConstAndZp`: a float pad of 0.0, or an integer pad equal to the
    zero point."""
    pad = _single(pad_value)
    if pad is None:
        return False
    sem = float_semantics(pad[1])
    if sem is not None:
        return floats.is_zero(pad[0], sem)
    if not isinstance(pad[1], IntegerType):
        return False
    zero = dense_operand(zero_point)
    return zero is not None and bool(zero.elements()) and zero.elements()[0] == pad[0]


def _pad_is_lowest(pad_value: Value) -> bool:
    """`PoolPadFoldAdaptor::checkPadConstCompliance`: the pad is the type's lowest value
    (the most negative finite float, the minimum integer)."""
    pad = _single(pad_value)
    if pad is None:
        return False
    value, element = pad
    sem = float_semantics(element)
    if sem is not None:
        return value == largest_bits(sem, negative=True)
    if not isinstance(element, IntegerType):
        return False
    return value == (0 if element.signedness == "u" else -(1 << (element.width - 1)))


class FoldPadToTensorOp(TosaPattern):
    """A `tosa.pad` of the spatial dimensions only, with a pad value the op would use,
    added to the op's own padding."""

    def __init__(self, mnemonic: str, name: str):
        super().__init__(mnemonic)
        self.generated_ops = (f"tosa.{mnemonic}",)
        self.debug_name = name
        self.pool = mnemonic == "max_pool2d"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        pad = defining_op(op.operands[0], "tosa.pad")
        own = dense_array_values(op.get_attr("pad"))
        if pad is None or own is None or len(own) != 4:
            return False
        padding = dense_operand(pad.operands[1])
        if padding is None or len(padding.elements()) != 8:
            return False
        n0, n1, h0, h1, w0, w1, c0, c1 = padding.elements()
        if n0 or n1 or c0 or c1:
            return False
        folded = [h0 + own[0], h1 + own[1], w0 + own[2], w1 + own[3]]
        if not self._kernel_allows(op, folded) or not self._pad_value_allows(op, pad):
            return False
        if any(size > _LIMIT for size in folded):
            return False
        properties = dict(op.properties)
        properties["pad"] = dense_array("i64", folded)
        self._with_defaults(properties)
        rewriter.replace_op_with_new_op(
            op,
            op.name.name,
            [pad.operands[0], *op.operands[1:]],
            [op.results[0].type],
            properties=properties,
            location=op.location,
        )
        return True

    def _kernel_allows(self, op: Operation, folded: Sequence[int]) -> bool:
        """`checkKernelCompliance`: a pool's pads stay below its kernel."""
        if not self.pool:
            return True
        kernel = dense_array_values(op.get_attr("kernel"))
        if kernel is None or len(kernel) != 2:
            return False
        return folded[0] < kernel[0] and folded[1] < kernel[0] and max(folded[2:]) < kernel[1]

    def _pad_value_allows(self, op: Operation, pad: Operation) -> bool:
        """`checkPadConstCompliance`."""
        if len(pad.operands) < 3:
            return False
        if self.pool:
            return _pad_is_lowest(pad.operands[2])
        return len(op.operands) > 3 and _pad_matches_zero_point(pad.operands[2], op.operands[3])

    def _with_defaults(self, properties: dict[str, Attribute]) -> None:
        """The builders' defaulted attributes: `nan_mode` of a pool, `local_bound` of a
        convolution."""
        if self.pool:
            properties.setdefault("nan_mode", OpaqueAttr("#tosa.nan_mode<PROPAGATE>"))
        else:
            properties.setdefault("local_bound", BoolAttr(False))


class MaxPool2dIsNoOp(TosaPattern):
    """A max pool whose static input and output images are 1x1 is its input."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        input_type, output_type = ranked(op.operands[0]), ranked(op.results[0].type)
        if input_type is None or output_type is None:
            return False
        if not input_type.static or not output_type.static:
            return False
        if input_type.rank < 3 or output_type.rank < 3:
            return False
        if output_type.dims[1:3] != (1, 1) or input_type.dims[1:3] != (1, 1):
            return False
        rewriter.replace_op(op, [op.operands[0]])
        return True


def _conv_fold(op: str, cpp: str) -> FoldPadToTensorOp:
    adaptor = f"(anonymous namespace)::ConvPadFoldAdaptor<mlir::tosa::{cpp}>"
    return FoldPadToTensorOp(op, f"FoldPadToTensorOp<mlir::tosa::{cpp}, {adaptor}>")


PAD_FOLDING_PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "conv2d": (_conv_fold("conv2d", "Conv2DOp"),),
    "depthwise_conv2d": (_conv_fold("depthwise_conv2d", "DepthwiseConv2DOp"),),
    "max_pool2d": (
        MaxPool2dIsNoOp("max_pool2d"),
        FoldPadToTensorOp(
            "max_pool2d",
            "FoldPadToTensorOp<mlir::tosa::MaxPool2dOp, "
            "(anonymous namespace)::PoolPadFoldAdaptor<tosa::MaxPool2dOp>>",
        ),
    ),
}
