"""`memref.view`'s folder and canonicalization patterns (MLIR's `ViewOp::fold`,
`ViewOpShapeFolder`, `ViewOpMemrefCastFolder`): `memref.view %buffer[%shift][%sizes]`."""

from __future__ import annotations

from ...ir import INDEX, Attribute, IntegerAttr, Operation, Value
from ...ir.shaped_types import shaped
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .memref_types import DYNAMIC, memref_type


def fold_view(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`ViewOp::fold`: a view of a static shape and the source's type is the source."""
    source = op.operands[0]
    parts = shaped(source.type)
    if source.type != op.results[0].type or parts is None or "?" in parts.dims:
        return None
    return [source]


def _constant_index(value: Value) -> int | None:
    """The value of the `arith.constant` of index type defining `value` (`ConstantIndexOp`)."""
    attr = constant_operand(value)
    defining = getattr(value, "op", None)
    if defining is None or defining.name.name != "arith.constant":
        return None
    return attr.value if isinstance(attr, IntegerAttr) and attr.type == INDEX else None


class ViewOpShapeFolder(RewritePattern):
    """Sizes given by index constants become static: a new view of the static type, cast to
    the old type (while any operand, the byte shift included, is a constant)."""

    def __init__(self) -> None:
        super().__init__("memref.view")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if all(_constant_index(operand) is None for operand in op.operands):
            return False
        type = memref_type(op.results[0].type)
        if type is None or type.strides_and_offset() is None or len(op.operands) < 2:
            return False
        sizes = iter(op.operands[2:])
        shape: list[int] = []
        kept: list[Value] = []
        for size in type.shape:
            if size != DYNAMIC:
                shape.append(size)
                continue
            value = next(sizes, None)
            if value is None:
                return False
            constant = _constant_index(value)
            shape.append(size if constant is None else constant)
            if constant is None:
                kept.append(value)
        new_type = type.with_shape(shape).type
        if new_type == op.results[0].type:
            return False
        made = rewriter.create(
            "memref.view", [*op.operands[:2], *kept], [new_type], location=op.location
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


class ViewOpMemrefCastFolder(RewritePattern):
    """A view of a cast of an allocation views the allocation."""

    def __init__(self) -> None:
        super().__init__("memref.view")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "memref.cast")
        if cast is None or defining_op(cast.operands[0], "memref.alloc") is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "memref.view",
            [cast.operands[0], *op.operands[1:]],
            [op.results[0].type],
            location=op.location,
        )
        return True
