"""The folder of `index.cmp` (MLIR's `CmpOp::fold`): constants compared on 64 and 32 bits
(folding when both agree), `cmp(max/min(x, a), b)` decided by the range the extremum
bounds (on both widths), and `cmp(x, x)`."""

from __future__ import annotations

from collections.abc import Callable

from ...interfaces.int_range import ConstantIntRanges
from ...interfaces.int_range_common import evaluate_pred
from ...ir import Attribute, BoolAttr, IntegerAttr, Operation
from ...rewrite.folding import FoldResult, constant_operand
from ..elements import to_signed
from ..integers import compare
from .apint import wrap

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""`IndexCmpPredicate`'s cases, in the order of their numbers (those of `integers`)."""

_EXTREMUM_RANGES: dict[str, Callable[[int, int], ConstantIntRanges]] = {
    "index.mins": lambda a, bits: ConstantIntRanges.from_signed(
        -(1 << (bits - 1)), to_signed(a, bits), bits
    ),
    "index.minu": lambda a, bits: ConstantIntRanges.from_unsigned(0, a, bits),
    "index.maxs": lambda a, bits: ConstantIntRanges.from_signed(
        to_signed(a, bits), (1 << (bits - 1)) - 1, bits
    ),
    "index.maxu": lambda a, bits: ConstantIntRanges.from_unsigned(a, (1 << bits) - 1, bits),
}
"""The range of `op(x, a)` for each extremum op, from `a`'s bit pattern."""


def predicate(op: Operation) -> int:
    """The number of the op's `pred` (`#index<cmp_predicate slt>`)."""
    text = op.get_attr("pred").text  # type: ignore[union-attr]
    return PREDICATES.index(text[len("#index<cmp_predicate ") : -1])


def _on_both_widths(decide: Callable[[int], bool | None]) -> bool | None:
    """What `decide(bits)` gives on 64 and 32 bits, when it gives the same."""
    wide, narrow = decide(64), decide(32)
    return wide if wide is not None and wide == narrow else None


def _compare_extremum(op: Operation, rhs: Attribute | None, pred: int) -> bool | None:
    """`cmp(max/min(x, a), b)`, when the extremum's range decides it."""
    extremum = getattr(op.operands[0], "op", None)
    bound = None if extremum is None else _EXTREMUM_RANGES.get(extremum.name.name)
    a = None if bound is None else constant_operand(extremum.operands[1])  # type: ignore[union-attr]
    if bound is None or not isinstance(a, IntegerAttr) or not isinstance(rhs, IntegerAttr):
        return None
    return _on_both_widths(
        lambda bits: evaluate_pred(
            pred, bound(wrap(a.value, bits), bits), ConstantIntRanges.constant(rhs.value, bits)
        )
    )


def fold_cmp(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    pred = predicate(op)
    lhs, rhs = constants
    if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
        both = _on_both_widths(lambda bits: compare(pred, lhs.value, rhs.value, bits))
        if both is not None:
            return [BoolAttr(both)]
    extremum = _compare_extremum(op, rhs, pred)
    if extremum is not None:
        return [BoolAttr(extremum)]
    if op.operands[0] is op.operands[1]:
        return [BoolAttr(compare(pred, 0, 0, 64))]
    return None
