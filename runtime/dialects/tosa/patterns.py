"""Canonicalization patterns of the `tosa` ops (MLIR's `TosaCanonicalizations.cpp`): clamps
that clamp nothing or twice (`ClampIsNoOp`, `ClampClampOptimization`), a concat of one
input (`ConcatOptimization`), a select on a negated predicate (`SelectOp::canonicalize`),
transposes composed or turned into reshapes (`ConsolidateTransposeOptimization`,
`TransposeIsReshape`). The slice patterns are in `slice_patterns`, the pad folds into convolutions and pools in
`pad_folding`."""

from __future__ import annotations

from collections.abc import Callable

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import Attribute, FloatAttr, IntegerAttr, IntegerType, OpaqueAttr, Operation, Type
from ...ir.types import FloatType
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .. import floats
from ..elements import float_semantics, make, read
from .constants import create_const_shape, element_of, ranked
from .pad_folding import PAD_FOLDING_PATTERNS
from .slice_patterns import SLICE_PATTERNS
from .tosa_pattern import TosaPattern

PROPAGATE, IGNORE = "PROPAGATE", "IGNORE"


def nan_mode(op: Operation) -> str:
    """The op's `nan_mode` (`PROPAGATE` when it has none)."""
    attr = op.get_attr("nan_mode")
    return IGNORE if attr is not None and IGNORE in attr.text else PROPAGATE


def _float_bits(attr: Attribute | None) -> tuple[int, floats.FloatSemantics] | None:
    """A float attribute's bit pattern and format."""
    constant = read(attr) if isinstance(attr, FloatAttr) else None
    sem = None if constant is None else float_semantics(constant.element)
    return None if constant is None or sem is None else (constant.values[0], sem)


def _is_unsigned_or_bool(element: IntegerType) -> bool:
    return element.signedness == "u" or element.width == 1


class ClampIsNoOp(TosaPattern):
    """A clamp from -inf to inf, or over the whole range of its integer type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        element = element_of(op.operands[0].type)
        low, high = op.get_attr("min_val"), op.get_attr("max_val")
        if isinstance(element, FloatType):
            low_bits, high_bits = _float_bits(low), _float_bits(high)
            if low_bits is None or high_bits is None:
                return False
            noop = (
                floats.is_inf(*low_bits)
                and floats.is_negative(*low_bits)
                and floats.is_inf(*high_bits)
            )
        elif isinstance(element, IntegerType):
            if not isinstance(low, IntegerAttr) or not isinstance(high, IntegerAttr):
                return False
            width = element.width
            if _is_unsigned_or_bool(element):
                mask = (1 << width) - 1
                noop = low.value & mask <= 0 and high.value & mask >= mask
            else:
                noop = low.value <= -(1 << (width - 1)) and high.value >= (1 << (width - 1)) - 1
        else:
            return False
        if not noop:
            return False
        rewriter.replace_op(op, [op.operands[0]])
        return True


Less = Callable[[int, int], bool]


def _intersection(bounds: list[int], less: Less) -> tuple[int, int] | None:
    """`ClampRange::intersects` and the intersection of `[low, high]` (the outer clamp's)
    with `[inner_low, inner_high]`."""
    low, high, inner_low, inner_high = bounds
    if not (less(low, inner_high) and less(inner_low, high)):
        return None
    return (inner_low if less(low, inner_low) else low), (
        inner_high if less(inner_high, high) else high
    )


class ClampClampOptimization(TosaPattern):
    """`clamp(clamp(x, a, b), a', b') -> clamp(x, max(a, a'), min(b, b'))` for overlapping
    ranges, unless the outer clamp ignores NaNs the inner one propagates."""

    generated = ("tosa.clamp",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "tosa.clamp")
        if inner is None:
            return False
        mode, inner_mode = nan_mode(op), nan_mode(inner)
        if mode == IGNORE and inner_mode == PROPAGATE:
            return False
        attrs = [clamp.get_attr(name) for clamp in (op, inner) for name in ("min_val", "max_val")]
        extremes = self._extremes(attrs, element_of(op.operands[0].type))
        if extremes is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "tosa.clamp",
            [inner.operands[0]],
            [op.results[0].type],
            properties={
                "min_val": extremes[0],
                "max_val": extremes[1],
                "nan_mode": OpaqueAttr(f"#tosa.nan_mode<{IGNORE if mode != inner_mode else mode}>"),
            },
            location=op.location,
        )
        return True

    @staticmethod
    def _extremes(
        attrs: list[Attribute | None], element: Type | None
    ) -> tuple[Attribute, Attribute] | None:
        """The new bounds, of the element type, when the ranges overlap."""
        if isinstance(element, FloatType):
            bits = [_float_bits(attr) for attr in attrs]
            if any(b is None for b in bits):
                return None
            sem = bits[0][1]  # type: ignore[index]
            found = _intersection(
                [b[0] for b in bits],  # type: ignore[index]
                lambda a, b: floats.compare(a, b, sem) == floats.LESS,
            )
            if found is None:
                return None
            return make(element, [found[0]]), make(element, [found[1]])
        if isinstance(element, IntegerType):
            if not all(isinstance(attr, IntegerAttr) for attr in attrs):
                return None
            mask = (1 << element.width) - 1
            values = [attr.value for attr in attrs]  # type: ignore[union-attr]
            if element.signedness == "u":
                values = [value & mask for value in values]
            found = _intersection(values, lambda a, b: a < b)
            if found is None:
                return None
            return make(element, [found[0]]), make(element, [found[1]])
        return None


class ConcatOptimization(TosaPattern):
    """A concat of one input is the input, `tensor.cast` to the result type if it is
    another."""

    generated = ("tensor.cast",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        input, result_type = op.operands[0], op.results[0].type
        if input.type != result_type:
            rewriter.replace_op_with_new_op(
                op, "tensor.cast", [input], [result_type], location=op.location
            )
        else:
            rewriter.replace_op(op, [input])
        return True


class SelectOfNegatedPredicate(TosaPattern):
    """`SelectOp::canonicalize`: `select(not(c), a, b) -> select(c, b, a)`, in place."""

    def __init__(self, mnemonic: str):
        super().__init__(mnemonic)
        self.debug_name = ""  # a `canonicalize` method: a pattern without a name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        negation = defining_op(op.operands[0], "tosa.logical_not")
        if negation is None:
            return False
        operands = [negation.operands[0], op.operands[2], op.operands[1]]
        rewriter.modify_op_in_place(op, lambda: op.set_operands(operands))
        return True


class ConsolidateTransposeOptimization(TosaPattern):
    """`transpose(transpose(x, p), q) -> transpose(x, p o q)`."""

    generated = ("tosa.transpose",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "tosa.transpose")
        if inner is None:
            return False
        perms = dense_array_values(op.get_attr("perms"))
        inner_perms = dense_array_values(inner.get_attr("perms"))
        if perms is None or inner_perms is None or len(perms) != len(inner_perms) or not perms:
            return False
        if not all(0 <= p < len(inner_perms) for p in perms):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "tosa.transpose",
            [inner.operands[0]],
            [op.results[0].type],
            properties={"perms": dense_array("i32", [inner_perms[p] for p in perms])},
            location=op.location,
        )
        return True


class TransposeIsReshape(TosaPattern):
    """A transpose that moves only unit dimensions (one dynamic size at most) is a
    reshape."""

    generated = ("tosa.const_shape", "tosa.reshape")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        input = op.operands[0]
        if defining_op(input, "tosa.transpose") is not None:
            return False
        if any(user.name.name == "tosa.transpose" for user in op.results[0].users):
            return False
        input_type = ranked(input)
        perms = dense_array_values(op.get_attr("perms"))
        if input_type is None or input_type.num_dynamic > 1 or perms is None:
            return False
        if len(perms) != input_type.rank or not all(0 <= p < input_type.rank for p in perms):
            return False
        moved = [p for p in perms if input_type.dims[p] != 1]
        if any(a > b for a, b in zip(moved, moved[1:])):
            return False
        shape = create_const_shape(rewriter, op.location, [input_type.dims[p] for p in perms])
        rewriter.replace_op_with_new_op(
            op, "tosa.reshape", [input, shape], [op.results[0].type], location=op.location
        )
        return True


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "clamp": (ClampIsNoOp("clamp"), ClampClampOptimization("clamp")),
    "concat": (ConcatOptimization("concat"),),
    "select": (SelectOfNegatedPredicate("select"),),
    "transpose": (
        ConsolidateTransposeOptimization("transpose"),
        TransposeIsReshape("transpose"),
    ),
    **SLICE_PATTERNS,
    **PAD_FOLDING_PATTERNS,
}
"""Canonicalization patterns per `tosa` op mnemonic (`getCanonicalizationPatterns`)."""
