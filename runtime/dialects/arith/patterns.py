"""`arith` constant materialization and canonicalization patterns (MLIR's
`ArithCanonicalization.td`: constants re-associated through add/sub/mul chains,
`xori(cmpi, true)` inverted, selects simplified; the float ones come from
`float_patterns`)."""

from __future__ import annotations

from ...ir import Attribute, IntegerAttr, IntegerType, Location, OpaqueAttr, Operation, Type, Value
from ...rewrite.builder import OpBuilder, matched_location
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..integers import constant_int, element_width, int_attr, is_all_ones, splat_value, width
from ..ub.poison import is_poison, materialize_poison
from .extended import EXTENDED_PATTERNS
from .float_patterns import FLOAT_PATTERNS
from .folders import EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT, predicate_of
from .overflow_flags import NO_OVERFLOW_FLAGS, merge_overflow_flags


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`ArithDialect::materializeConstant`: a `ub.poison` of a poison, else an
    `arith.constant` of `value` when the attribute has the requested type."""
    if is_poison(value):
        return materialize_poison(builder, value, type, location)
    if getattr(value, "type", None) != type and not (
        isinstance(value, OpaqueAttr) and value.text.endswith(f" : {type.text}")
    ):
        return None
    return builder.create(
        "arith.constant", [], [type], properties={"value": value}, location=location
    )


class ReassociateConstants(RewritePattern):
    """`outer(inner(x, c0), c1) -> result_op(x, combine(c0, c1))`, with each constant on
    the side the pattern names (`*_constant_lhs`), e.g. `c1 - (x + c0) -> (c1 - c0) - x`."""

    def __init__(
        self,
        name: str,
        outer: str,
        inner: str,
        result_op: str,
        combine: str,
        constant_lhs: tuple[bool, bool, bool],
        merge_flags: bool = False,
    ):
        super().__init__(
            f"arith.{outer}", benefit=2, generated_ops=("arith.constant", f"arith.{result_op}")
        )
        self.debug_name = name
        self.inner, self.result_op = f"arith.{inner}", f"arith.{result_op}"
        self.combine = combine
        self.outer_constant_lhs, self.inner_constant_lhs, self.result_constant_lhs = constant_lhs
        self.merge_flags = merge_flags
        self.has_bounded_rewrite_recursion = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer_constant, inner_value = _split(op, self.outer_constant_lhs)
        inner = defining_op(inner_value, self.inner)
        if inner is None:
            return False
        c1 = constant_int(outer_constant)
        if c1 is None:
            return False
        c0_value, x = _split(inner, self.inner_constant_lhs)
        c0 = constant_int(c0_value)
        type = op.results[0].type
        if c0 is None or width(type) is None:
            return False
        folded = {"c0+c1": c0 + c1, "c0-c1": c0 - c1, "c1-c0": c1 - c0, "c0*c1": c0 * c1}[
            self.combine
        ]
        # DRR lists the matched ops root first, then each operand's (a nested op after its
        # own operands'), and fuses as many as the pattern has op nodes: here two.
        first_constant = outer_constant if self.outer_constant_lhs else c0_value
        location = matched_location(op, first_constant)
        constant = rewriter.create(
            "arith.constant",
            [],
            [type],
            properties={"value": int_attr(folded, type)},
            location=location,
        )
        flags = (
            merge_overflow_flags(inner.get_attr("overflowFlags"), op.get_attr("overflowFlags"))
            if self.merge_flags
            else NO_OVERFLOW_FLAGS
        )
        operands = (
            [constant.results[0], x] if self.result_constant_lhs else [x, constant.results[0]]
        )
        rewriter.replace_op_with_new_op(
            op,
            self.result_op,
            operands,
            [type],
            properties={"overflowFlags": flags},
            location=location,
        )
        return True


def _split(op: Operation, constant_lhs: bool) -> tuple[Value, Value]:
    """(constant side, other side) of a binary op."""
    lhs, rhs = op.operands
    return (lhs, rhs) if constant_lhs else (rhs, lhs)


class AddIMulNegativeOne(RewritePattern):
    """`x + y * -1 -> x - y` (`AddIMulNegativeOneRhs`) and `x * -1 + y -> y - x`
    (`AddIMulNegativeOneLhs`)."""

    def __init__(self, product_on_rhs: bool):
        super().__init__("arith.addi", benefit=2, generated_ops=("arith.subi",))
        self.debug_name = "AddIMulNegativeOneRhs" if product_on_rhs else "AddIMulNegativeOneLhs"
        self.product_on_rhs = product_on_rhs

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        other, product_value = _split(op, not self.product_on_rhs)
        product = defining_op(product_value, "arith.muli")
        bits = element_width(op.results[0].type)
        if (
            product is None
            or bits is None
            or not is_all_ones(splat_value(constant_operand(product.operands[1])), bits)
        ):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.subi",
            [other, product.operands[0]],
            [op.results[0].type],
            properties={"overflowFlags": NO_OVERFLOW_FLAGS},
            location=matched_location(op, product.operands[1]),
        )
        return True


class SubISubILHSRHSLHS(RewritePattern):
    """`subi(subi(a, b), a) -> subi(0, b)`, with the flags both subtractions guarantee."""

    def __init__(self) -> None:
        super().__init__("arith.subi", benefit=2, generated_ops=("arith.constant", "arith.subi"))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "arith.subi")
        if inner is None or inner.operands[0] is not op.operands[1]:
            return False
        b = inner.operands[1]
        location = matched_location(op, inner)
        zero = rewriter.create(
            "arith.constant",
            [],
            [b.type],
            properties={"value": int_attr(0, b.type)},
            location=location,
        )
        flags = merge_overflow_flags(inner.get_attr("overflowFlags"), op.get_attr("overflowFlags"))
        rewriter.replace_op_with_new_op(
            op,
            "arith.subi",
            [zero.results[0], b],
            [op.results[0].type],
            properties={"overflowFlags": flags},
            location=location,
        )
        return True


INVERSE_PREDICATE = {
    EQ: NE,
    NE: EQ,
    SLT: SGE,
    SGE: SLT,
    SLE: SGT,
    SGT: SLE,
    ULT: UGE,
    UGE: ULT,
    ULE: UGT,
    UGT: ULE,
}


class XOrINotCmpI(RewritePattern):
    """`xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)`."""

    def __init__(self) -> None:
        super().__init__("arith.xori", benefit=2, generated_ops=("arith.cmpi",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cmp = defining_op(op.operands[0], "arith.cmpi")
        if (
            cmp is None
            or constant_int(op.operands[1]) not in (1, -1)
            or width(op.results[0].type) != 1
        ):
            return False
        predicate = predicate_of(cmp)
        attr = cmp.get_attr("predicate")
        if predicate not in INVERSE_PREDICATE or not isinstance(attr, IntegerAttr):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.cmpi",
            list(cmp.operands),
            [op.results[0].type],
            properties={"predicate": IntegerAttr(INVERSE_PREDICATE[predicate], attr.type)},
            location=matched_location(op, cmp),
        )
        return True


class RedundantSelect(RewritePattern):
    """`select(p, select(p, a, b), c) -> select(p, a, c)` (`RedundantSelectTrue`) and
    `select(p, a, select(p, b, c)) -> select(p, a, c)` (`RedundantSelectFalse`)."""

    def __init__(self, nested_on_true: bool):
        super().__init__("arith.select", benefit=2, generated_ops=("arith.select",))
        self.debug_name = "RedundantSelectTrue" if nested_on_true else "RedundantSelectFalse"
        self.nested = 1 if nested_on_true else 2

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        operands = list(op.operands)
        nested = defining_op(operands[self.nested], "arith.select")
        if nested is None or nested.operands[0] is not operands[0]:
            return False
        operands[self.nested] = nested.operands[self.nested]
        rewriter.replace_op_with_new_op(
            op,
            "arith.select",
            operands,
            [op.results[0].type],
            location=matched_location(op, nested),
        )
        return True


class SelectNotCond(RewritePattern):
    """`select(xori(p, -1), a, b) -> select(p, b, a)`."""

    def __init__(self) -> None:
        super().__init__("arith.select", benefit=2, generated_ops=("arith.select",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition, true_value, false_value = op.operands
        negation = defining_op(condition, "arith.xori")
        bits = width(condition.type)
        if (
            negation is None
            or bits is None
            or not is_all_ones(constant_int(negation.operands[1]), bits)
        ):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.select",
            [negation.operands[0], false_value, true_value],
            [op.results[0].type],
            location=matched_location(op, negation.operands[1]),
        )
        return True


def _true(rewriter: PatternRewriter, op: Operation) -> Value:
    """A new `arith.constant true` before `op`."""
    condition = op.operands[0]
    return rewriter.create(
        "arith.constant",
        [],
        [condition.type],
        properties={"value": int_attr(1, condition.type)},
        location=op.location,
    ).results[0]


class SelectI1ToNot(RewritePattern):
    """`select(p, false, true) -> xori(p, true)` on `i1`."""

    def __init__(self) -> None:
        super().__init__("arith.select", benefit=1, generated_ops=("arith.xori", "arith.constant"))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition, true_value, false_value = op.operands
        if (
            width(op.results[0].type) != 1
            or constant_int(true_value) != 0
            or constant_int(false_value) not in (1, -1)
        ):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.xori",
            [condition, _true(rewriter, op)],
            [op.results[0].type],
            location=op.location,
        )
        return True


class SelectToExtUI(RewritePattern):
    """`select(p, 1, 0) -> extui p` and `select(p, 0, 1) -> extui(xori(p, true))` on
    integers wider than `i1`."""

    def __init__(self) -> None:
        super().__init__(
            "arith.select", benefit=1, generated_ops=("arith.extui", "arith.xori", "arith.constant")
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition, true_value, false_value = op.operands
        type = op.results[0].type
        if not isinstance(type, IntegerType) or type.width == 1:
            return False
        flags = (constant_int(true_value), constant_int(false_value))
        if flags == (1, 0):
            source = condition
        elif flags == (0, 1):
            source = rewriter.create(
                "arith.xori",
                [condition, _true(rewriter, op)],
                [condition.type],
                location=op.location,
            ).results[0]
        else:
            return False
        rewriter.replace_op_with_new_op(op, "arith.extui", [source], [type], location=op.location)
        return True


def _reassociations(
    *specs: tuple[str, str, str, str, str, str, bool],
) -> tuple[RewritePattern, ...]:
    """Patterns from `(name, outer, inner, result, combine, constant sides, merge flags)`;
    the constant sides say, for outer, inner and result, `L` (lhs) or `R` (rhs)."""
    return tuple(
        ReassociateConstants.create(
            name, outer, inner, result, combine, tuple(side == "L" for side in sides), merge
        )  # type: ignore[arg-type]
        for name, outer, inner, result, combine, sides, merge in specs
    )


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "addi": _reassociations(
        ("AddIAddConstant", "addi", "addi", "addi", "c0+c1", "RRR", True),
        ("AddISubConstantRHS", "addi", "subi", "addi", "c1-c0", "RRR", True),
        ("AddISubConstantLHS", "addi", "subi", "subi", "c0+c1", "RLL", True),
    )
    + (AddIMulNegativeOne.create(True), AddIMulNegativeOne.create(False)),
    "subi": _reassociations(
        ("SubIRHSAddConstant", "subi", "addi", "addi", "c0-c1", "RRR", False),
        ("SubILHSAddConstant", "subi", "addi", "subi", "c1-c0", "LRL", True),
        ("SubIRHSSubConstantRHS", "subi", "subi", "subi", "c0+c1", "RRR", True),
        ("SubIRHSSubConstantLHS", "subi", "subi", "subi", "c0-c1", "RLL", True),
        ("SubILHSSubConstantRHS", "subi", "subi", "subi", "c0+c1", "LRL", True),
        ("SubILHSSubConstantLHS", "subi", "subi", "addi", "c1-c0", "LLR", True),
    )
    + (SubISubILHSRHSLHS.create(),),
    "muli": _reassociations(
        ("MulIMulIConstant", "muli", "muli", "muli", "c0*c1", "RRR", True),
    ),
    "xori": (XOrINotCmpI.create(),),
    "select": (
        RedundantSelect.create(False),
        RedundantSelect.create(True),
        SelectNotCond.create(),
        SelectI1ToNot.create(),
        SelectToExtUI.create(),
    ),
    **FLOAT_PATTERNS,
    **EXTENDED_PATTERNS,
}
"""Canonicalization patterns per `arith` op name (without the dialect prefix)."""
