"""The `arith` ops with two results (MLIR's `ArithOps.cpp` and `ArithCanonicalization.td`):
`addui_extended` (sum, carry), `mulsi_extended` / `mului_extended` (low, high) folded
on constants and identities, and rewritten to `addi` / `muli` when the second result is
unused."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import I1, I64, Attribute, IntegerAttr, Operation
from ...rewrite.folding import FoldResult, constant_operand
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import fold_elementwise, same_shape, to_signed
from ..integers import SLT, element_width, int_attr, splat_value, to_unsigned
from .overflow_flags import NO_OVERFLOW_FLAGS

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]


def fold_addui_extended(op: Operation, constants: Constants) -> FoldResult | None:
    """`x + 0 -> x, false`; constants: the sum and whether it wrapped (`sum < lhs`). A
    poison operand does not fold (mlir-opt 22 crashes on it: the carry's fold takes the
    poison sum for a typed attribute)."""
    sum_type, carry_type = (r.type for r in op.results)
    bits = element_width(sum_type)
    if bits is None:
        return None
    if splat_value(constant_operand(op.operands[1])) == 0:
        return [op.operands[0], int_attr(0, carry_type)]
    total = fold_elementwise(constants, sum_type, lambda a, b: a + b, poison=False)
    if total is None:
        return None
    carry = fold_elementwise(
        [total, constants[0]],
        same_shape(sum_type, I1),
        lambda s, a: int(to_unsigned(s, bits) < to_unsigned(a, bits)),
        poison=False,
    )
    return None if carry is None else [total, carry]


def _multiply_extended_folder(signed: bool) -> Folder:
    """`x * 0 -> 0, 0`; unsigned `x * 1 -> x, 0`; constants: the low and high halves of
    the double-width product (a poison operand: both poison)."""
    extend = to_signed if signed else to_unsigned

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        type = op.results[0].type
        bits = element_width(type)
        if bits is None:
            return None
        rhs = splat_value(constants[1])
        if rhs == 0:
            return [constants[1], constants[1]]  # type: ignore[list-item]
        if not signed and rhs == 1:
            return [op.operands[0], int_attr(0, op.operands[0].type)]
        low = fold_elementwise(constants, type, lambda a, b: a * b)
        high = fold_elementwise(
            constants,
            type,
            lambda a, b: (extend(a, bits) * extend(b, bits)) >> bits,
        )
        return None if low is None or high is None else [low, high]

    return fold


EXTENDED_FOLDERS: dict[str, Folder] = {
    "addui_extended": fold_addui_extended,
    "mulsi_extended": _multiply_extended_folder(signed=True),
    "mului_extended": _multiply_extended_folder(signed=False),
}


class ExtendedToSingle(RewritePattern):
    """`op(x, y) -> [single(x, y), x]` when the second result is unused
    (`AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`)."""

    def __init__(self, name: str, root: str, single: str):
        super().__init__(f"arith.{root}", benefit=1, generated_ops=(f"arith.{single}",))
        self.debug_name = name
        self.single = f"arith.{single}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results[1].has_uses:
            return False
        x, y = op.operands
        single = rewriter.create(
            self.single,
            [x, y],
            [op.results[0].type],
            properties={"overflowFlags": NO_OVERFLOW_FLAGS},
            location=op.location,
        )
        rewriter.replace_op(op, [single.results[0], x])
        return True


class MulSIExtendedRHSOne(RewritePattern):
    """`mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]` (the high half is the sign)."""

    def __init__(self) -> None:
        super().__init__(
            "arith.mulsi_extended",
            benefit=1,
            generated_ops=("arith.extsi", "arith.cmpi", "arith.constant"),
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        x = op.operands[0]
        bits = element_width(x.type)
        one = splat_value(constant_operand(op.operands[1]))
        if bits is None or one is None or to_signed(one, bits) != 1:
            return False
        zero = rewriter.create(
            "arith.constant",
            [],
            [x.type],
            properties={"value": int_attr(0, x.type)},
            location=op.location,
        )
        negative = rewriter.create(
            "arith.cmpi",
            [x, zero.results[0]],
            [same_shape(x.type, I1)],
            properties={"predicate": IntegerAttr(SLT, I64)},
            location=op.location,
        )
        sign = rewriter.create("arith.extsi", [negative.results[0]], [x.type], location=op.location)
        rewriter.replace_op(op, [x, sign.results[0]])
        return True


EXTENDED_PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "addui_extended": (ExtendedToSingle.create("AddUIExtendedToAddI", "addui_extended", "addi"),),
    "mulsi_extended": (
        ExtendedToSingle.create("MulSIExtendedToMulI", "mulsi_extended", "muli"),
        MulSIExtendedRHSOne.create(),
    ),
    "mului_extended": (ExtendedToSingle.create("MulUIExtendedToMulI", "mului_extended", "muli"),),
}
