"""`vector.insert`'s folder and canonicalization patterns (MLIR's VectorOps.cpp):
`InsertOp::fold` (an insert of a whole vector at no position; into an insert at the same
position; constant indices made static;
a constant into a constant, `foldDenseElementsAttrDestInsertOp`), `InsertToBroadcast` (an
insert that overwrites the whole destination) and `InsertSplatToSplat`."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import make, read
from .positions import fold_constant_indices, has_dynamic_position, static_position
from .strided_slices import FOLD_THRESHOLD, SplatsToSplat, row_major_strides
from .vector_type import vector_type


def _insert_into_constant(
    op: Operation, value: Attribute | None, dest: Attribute | None
) -> Attribute | None:
    dest_type = vector_type(op.results[0].type)
    dest_constant, inserted = read(dest), read(value)
    if has_dynamic_position(op) or dest_type is None or dest_type.is_scalable:
        return None
    if dest_constant is None or dest_constant.shape is None or inserted is None:
        return None
    if dest_type.num_elements > FOLD_THRESHOLD and not op.results[0].has_one_use:
        return None
    position = static_position(op)
    position += [0] * (dest_type.rank - len(position))
    begin = sum(i * s for i, s in zip(position, row_major_strides(dest_type.shape)))
    values = dest_constant.elements()
    chunk = inserted.elements()
    values[begin : begin + len(chunk)] = chunk
    return make(op.results[0].type, values)


def _fold_insert_use_chain(op: Operation) -> bool:
    """`foldInsertUseChain`: an insert into an insert at the same position inserts into
    that one's destination."""
    inner = defining_op(op.operands[1], "vector.insert")
    if inner is None or static_position(inner) != static_position(op):
        return False
    if inner.operands[2:] != op.operands[2:]:
        return False
    op.set_operand(1, inner.operands[1])
    return True


def fold_insert(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    value, dest = op.operands[0], op.operands[1]
    if not static_position(op) and value.type == op.results[0].type:
        return [value]
    if _fold_insert_use_chain(op):
        return []
    dest_type = vector_type(dest.type)
    if dest_type is None:
        return None
    in_place = fold_constant_indices(op, dest_type.shape, 2, constants)
    folded = _insert_into_constant(op, constants[0], constants[1])
    if folded is not None:
        return [folded]
    return [] if in_place else None


class InsertToBroadcast(RewritePattern):
    """An insert of a vector as large as the destination is a broadcast of it."""

    def __init__(self) -> None:
        super().__init__("vector.insert", generated_ops=("vector.broadcast",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = vector_type(op.operands[0].type)
        dest = vector_type(op.operands[1].type)
        if value is None or dest is None or value.num_elements != dest.num_elements:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [op.operands[0]], [op.results[0].type], location=op.location
        )
        return True


class InsertSplatToSplat(SplatsToSplat):
    """Inserting a splat of `x` into a splat of `x` is a splat of `x`."""

    ROOT = "vector.insert"
