"""`index` constant materialization and canonicalization patterns (MLIR's `IndexOps.cpp`
`canonicalize` methods): constants of associative, commutative ops combined
(`op(op(x, a), b) -> op(x, op(b, a))` when `op(b, a)` folds) and compares of a difference
with zero turned into compares of its operands."""

from __future__ import annotations

from ...ir import I1, INDEX, Attribute, BoolAttr, IntegerAttr, Location, Operation, Type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .folders import fold_binary


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`index.bool.constant` of an `i1` boolean, `index.constant` of an index integer."""
    if isinstance(value, BoolAttr):
        name = "index.bool.constant"
        if type != I1:
            return None
    elif isinstance(value, IntegerAttr) and value.type == INDEX and type == INDEX:
        name = "index.constant"
    else:
        return None
    return builder.create(name, [], [type], properties={"value": value}, location=location)


class Reassociate(RewritePattern):
    """`canonicalizeAssociativeCommutativeBinaryOp`: `op(op(x, a), b) -> op(x, c)` with
    `c` the constant `op(b, a)` folds to (no rewrite when it does not fold)."""

    def __init__(self, mnemonic: str):
        super().__init__(f"index.{mnemonic}")
        self.mnemonic = mnemonic
        self.debug_name = ""  # a `canonicalize` method: a pattern without a name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = constant_operand(op.operands[1])
        inner = defining_op(op.operands[0], op.name.name)
        if outer is None or inner is None:
            return False
        folded = fold_binary(self.mnemonic, outer, constant_operand(inner.operands[1]))
        if folded is None:
            return False
        constant = materialize_constant(rewriter, folded, INDEX, op.location)
        assert constant is not None
        rewriter.replace_op_with_new_op(
            op,
            op.name.name,
            [inner.operands[0], constant.results[0]],
            [INDEX],
            location=op.location,
        )
        return True


def _is_zero(attr: Attribute | None) -> bool:
    return isinstance(attr, IntegerAttr) and attr.value == 0


class CompareDifferenceWithZero(RewritePattern):
    """`CmpOp::canonicalize`: `cmp(x - y, 0) -> cmp(x, y)`, `cmp(0, x - y) -> cmp(y, x)`."""

    def __init__(self) -> None:
        super().__init__("index.cmp")
        self.debug_name = ""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        rhs_is_zero = _is_zero(constant_operand(rhs))
        if not rhs_is_zero and not _is_zero(constant_operand(lhs)):
            return False
        sub = defining_op(lhs if rhs_is_zero else rhs, "index.sub")
        if sub is None:
            return False
        x, y = sub.operands
        rewriter.replace_op_with_new_op(
            op,
            "index.cmp",
            [x, y] if rhs_is_zero else [y, x],
            [op.results[0].type],
            properties={"pred": op.get_attr("pred")},  # type: ignore[dict-item]
            location=op.location,
        )
        return True


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    **{
        mnemonic: (Reassociate(mnemonic),)
        for mnemonic in ("add", "mul", "maxs", "maxu", "mins", "minu", "and", "or", "xor")
    },
    "cmp": (CompareDifferenceWithZero(),),
}
"""Canonicalization patterns per `index` op mnemonic."""
