"""`complex` constant materialization and canonicalization patterns (MLIR's
`ComplexDialect::materializeConstant` and `ComplexOps.cpp`'s patterns): chains of
`complex.bitcast` and `arith.bitcast` merged into one cast (`MergeComplexBitcast`,
`MergeArithBitcast`), and `re(neg(create(a, b))) -> negf(a)`, `im(...) -> negf(b)`
(`FoldComponentNeg`)."""

from __future__ import annotations

from ...ir import ArrayAttr, Attribute, FloatAttr, IntegerAttr, Location, Operation, Type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..arith.patterns import materialize_constant as materialize_arith_constant
from ..ub.poison import is_poison


def is_complex(type: Type) -> bool:
    return type.text.startswith("complex<")


def _buildable(value: Attribute, type: Type) -> bool:
    """`ConstantOp::isBuildableWith`: two float or two integer parts of the element type."""
    if not isinstance(value, ArrayAttr) or len(value) != 2 or not is_complex(type):
        return False
    real, imag = value.elements
    kind = FloatAttr if isinstance(real, FloatAttr) else IntegerAttr
    return (
        isinstance(real, kind)
        and isinstance(imag, kind)
        and type.text == f"complex<{real.type.text}>"
        and imag.type == real.type
    )


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`ComplexDialect::materializeConstant`: a `complex.constant` of a complex value,
    else an `arith.constant` (`arith::ConstantOp::materialize`, no poison)."""
    if _buildable(value, type):
        return builder.create(
            "complex.constant", [], [type], properties={"value": value}, location=location
        )
    if is_poison(value):
        return None
    return materialize_arith_constant(builder, value, type, location)


class MergeComplexBitcast(RewritePattern):
    """`bitcast(bitcast(x)) -> bitcast(x)`, a `complex.bitcast` when the cast from `x`
    involves a complex type, else an `arith.bitcast`; `bitcast(arith.bitcast(x)) ->
    bitcast(x)`."""

    def __init__(self) -> None:
        super().__init__("complex.bitcast", generated_ops=("complex.bitcast", "arith.bitcast"))
        self.debug_name = "MergeComplexBitcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result_type = op.results[0].type
        inner = defining_op(op.operands[0], "complex.bitcast")
        if inner is not None:
            source = inner.operands[0]
            complex_cast = is_complex(result_type) or is_complex(source.type)
            name = "complex.bitcast" if complex_cast else "arith.bitcast"
        else:
            inner = defining_op(op.operands[0], "arith.bitcast")
            if inner is None:
                return False
            source, name = inner.operands[0], "complex.bitcast"
        rewriter.replace_op_with_new_op(op, name, [source], [result_type], location=op.location)
        return True


class MergeArithBitcast(RewritePattern):
    """`arith.bitcast(complex.bitcast(x)) -> complex.bitcast(x)`."""

    def __init__(self) -> None:
        super().__init__("arith.bitcast", generated_ops=("complex.bitcast",))
        self.debug_name = "MergeArithBitcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "complex.bitcast")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "complex.bitcast", [inner.operands[0]], [op.results[0].type], location=op.location
        )
        return True


class FoldComponentNeg(RewritePattern):
    """`FoldComponentNeg<ReOp, 0>` and `<ImOp, 1>`: the part `index` of
    `neg(create(re, im))` is `arith.negf` of that part of the `create`."""

    def __init__(self, mnemonic: str, index: int):
        super().__init__(f"complex.{mnemonic}", generated_ops=("arith.negf",))
        self.debug_name = f"FoldComponentNeg<mlir::complex::{mnemonic.title()}Op, {index}>"
        self.index = index

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        neg = defining_op(op.operands[0], "complex.neg")
        create = None if neg is None else defining_op(neg.operands[0], "complex.create")
        if create is None:
            return False
        # The op's result type is the element type of the `create` (ReOp/ImOp verify it).
        rewriter.replace_op_with_new_op(
            op,
            "arith.negf",
            [create.operands[self.index]],
            [op.results[0].type],
            location=op.location,
        )
        return True


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "bitcast": (MergeComplexBitcast(), MergeArithBitcast()),
    "re": (FoldComponentNeg("re", 0),),
    "im": (FoldComponentNeg("im", 1),),
}
"""Canonicalization patterns per `complex` op mnemonic (`getCanonicalizationPatterns`)."""
