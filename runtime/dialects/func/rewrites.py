"""`func`'s folder, constant materializer and canonicalization pattern (MLIR's
`FuncOps.cpp`): `func.constant` folds to its symbol, and a `func.call_indirect` of such a
constant becomes a `func.call` of the symbol."""

from __future__ import annotations

from ...ir import Attribute, Location, Operation, SymbolRefAttr, Type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter


def fold_constant(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`ConstantOp::fold`: the symbol it holds."""
    value = op.get_attr("value")
    return None if value is None else [value]


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`FuncDialect::materializeConstant`: a `func.constant` of a flat symbol reference."""
    if not isinstance(value, SymbolRefAttr) or value.nested:
        return None
    return builder.create(
        "func.constant", [], [type], properties={"value": value}, location=location
    )


class SimplifyIndirectCallWithKnownCallee(RewritePattern):
    """A `func.call_indirect` whose callee is a `func.constant`: a direct `func.call`."""

    def __init__(self) -> None:
        super().__init__("func.call_indirect", generated_ops=("func.call",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        constant = op.operands[0].owner
        if not isinstance(constant, Operation) or constant.name.name != "func.constant":
            return False
        callee = constant.get_attr("value")
        if not isinstance(callee, SymbolRefAttr):
            return False
        properties: dict[str, Attribute] = {"callee": callee}
        for name in ("arg_attrs", "res_attrs"):
            attr = op.get_attr(name)
            if attr is not None:
                properties[name] = attr
        rewriter.set_insertion_point(op)
        rewriter.replace_op_with_new_op(
            op,
            "func.call",
            op.operands[1:],
            [result.type for result in op.results],
            properties=properties,
            location=op.location,
        )
        return True


PATTERNS = {"call_indirect": (SimplifyIndirectCallWithKnownCallee.create(),)}
FOLDERS = {"constant": fold_constant}
