"""`arith` constant materialization and canonicalization patterns (a subset of MLIR's
`ArithCanonicalization.td`: constants re-associated through add/sub/mul chains, and
`xori(cmpi, true)` inverted)."""

from __future__ import annotations

import re

from ...ir import Attribute, IntegerAttr, Location, OpaqueAttr, Operation, Type, Value
from ..builder import OpBuilder
from ..pattern import RewritePattern
from ..rewriter import PatternRewriter
from .arith_folders import EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT, predicate_of
from .integers import constant_int, int_attr, width


def materialize_constant(builder: OpBuilder, value: Attribute, type: Type,
                         location: Location) -> Operation | None:
    """An `arith.constant` of `value` when the attribute has the requested type."""
    if getattr(value, "type", None) != type:
        return None
    return builder.create("arith.constant", [], [type], properties={"value": value},
                          location=location)


_FLAGS = re.compile(r"#arith\.overflow<([a-z, ]*)>\Z")
NO_OVERFLOW_FLAGS = OpaqueAttr("#arith.overflow<none>")


def merge_overflow_flags(first: Attribute | None, second: Attribute | None) -> Attribute:
    """The flags both ops guarantee (`nsw`, `nuw`), as DRR's `MergeOverflow`."""
    sets = []
    for attr in (first, second):
        match = _FLAGS.match(attr.text) if attr is not None else None
        sets.append({f.strip() for f in match.group(1).split(",")} - {"none"} if match else set())
    common = [flag for flag in ("nsw", "nuw") if flag in sets[0] & sets[1]]
    return OpaqueAttr(f"#arith.overflow<{', '.join(common) or 'none'}>")


def _definer(value: Value, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name.name == name else None


class ReassociateConstants(RewritePattern):
    """`outer(inner(x, c0), c1) -> result_op(x, combine(c0, c1))` and the variants with
    the constant on the left of a subtraction (`c1 - (x + c0) -> (c1 - c0) - x`)."""

    def __init__(self, name: str, outer: str, inner: str, result_op: str,
                 combine: str, constant_first: str = "", merge_flags: bool = False):
        super().__init__(outer, benefit=1, generated_ops=("arith.constant", result_op))
        self.debug_name = name
        self.outer, self.inner, self.result_op = outer, inner, result_op
        self.combine = combine
        self.constant_first = constant_first
        self.merge_flags = merge_flags
        self.has_bounded_rewrite_recursion = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        outer_lhs_constant = self.constant_first == "outer"
        inner_value, outer_constant = (rhs, lhs) if outer_lhs_constant else (lhs, rhs)
        inner = _definer(inner_value, self.inner)
        c1 = constant_int(outer_constant)
        if inner is None or c1 is None:
            return False
        inner_lhs_constant = self.constant_first == "inner"
        x, c0_value = (inner.operands[1], inner.operands[0]) if inner_lhs_constant else inner.operands
        c0 = constant_int(c0_value)
        type = op.results[0].type
        if c0 is None or width(type) is None:
            return False
        folded = {"add": c0 + c1, "sub01": c0 - c1, "sub10": c1 - c0, "mul": c0 * c1}[self.combine]
        constant = rewriter.create("arith.constant", [], [type],
                                   properties={"value": int_attr(folded, type)}, location=op.location)
        flags = (merge_overflow_flags(inner.get_attr("overflowFlags"), op.get_attr("overflowFlags"))
                 if self.merge_flags else NO_OVERFLOW_FLAGS)
        operands = [constant.results[0], x] if self.constant_first else [x, constant.results[0]]
        rewriter.replace_op_with_new_op(op, self.result_op, operands, [type],
                                        properties={"overflowFlags": flags}, location=op.location)
        return True


_INVERSE = {EQ: NE, NE: EQ, SLT: SGE, SGE: SLT, SLE: SGT, SGT: SLE,
            ULT: UGE, UGE: ULT, ULE: UGT, UGT: ULE}


class XOrINotCmpI(RewritePattern):
    """`xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)`."""

    def __init__(self) -> None:
        super().__init__("arith.xori", benefit=1, generated_ops=("arith.cmpi",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cmp = _definer(op.operands[0], "arith.cmpi")
        if cmp is None or constant_int(op.operands[1]) not in (1, -1) or width(op.results[0].type) != 1:
            return False
        predicate = predicate_of(cmp)
        attr = cmp.get_attr("predicate")
        if predicate not in _INVERSE or not isinstance(attr, IntegerAttr):
            return False
        rewriter.replace_op_with_new_op(
            op, "arith.cmpi", list(cmp.operands), [op.results[0].type],
            properties={"predicate": IntegerAttr(_INVERSE[predicate], attr.type)},
            location=op.location,
        )
        return True


def _reassociations(*specs: tuple[str, str, str, str, str, str, bool]) -> tuple[RewritePattern, ...]:
    return tuple(ReassociateConstants.create(*spec) for spec in specs)


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "addi": _reassociations(
        ("AddIAddConstant", "arith.addi", "arith.addi", "arith.addi", "add", "", True),
        ("AddISubConstantRHS", "arith.addi", "arith.subi", "arith.addi", "sub10", "", False),
        ("AddISubConstantLHS", "arith.addi", "arith.subi", "arith.subi", "add", "inner", False),
    ),
    "subi": _reassociations(
        ("SubIRHSAddConstant", "arith.subi", "arith.addi", "arith.addi", "sub01", "", False),
        ("SubILHSAddConstant", "arith.subi", "arith.addi", "arith.subi", "sub10", "outer", False),
    ),
    "muli": _reassociations(
        ("MulIMulIConstant", "arith.muli", "arith.muli", "arith.muli", "mul", "", True),
    ),
    "xori": (XOrINotCmpI.create(),),
}
"""Canonicalization patterns per `arith` op name (without the dialect prefix)."""
