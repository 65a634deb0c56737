"""`memref.transpose`'s folder (MLIR's `TransposeOp::fold`): an identity permutation to the
input's own type is the input, and a transpose of a transpose is one transpose by the
composed permutation."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...ir.affine.attributes import map_attribute, map_of
from ...ir.affine.expr import DimExpr
from ...ir.affine.structures import AffineMap, identity_map
from ...rewrite.folding import FoldResult, defining_op

PERMUTATION = "permutation"


def _positions(map: AffineMap | None) -> list[int] | None:
    """The dims a permutation map's results name (None for any other map)."""
    if map is None or not all(isinstance(result, DimExpr) for result in map.results):
        return None
    return [result.position for result in map.results]  # type: ignore[union-attr]


def fold_transpose(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    permutation = map_of(op.get_attr(PERMUTATION))
    outer = _positions(permutation)
    if permutation is None or outer is None:
        return None
    if permutation == identity_map(permutation.num_dims) and (
        op.results[0].type == op.operands[0].type
    ):
        return [op.operands[0]]
    other = defining_op(op.operands[0], "memref.transpose")
    other_map = None if other is None else map_of(other.get_attr(PERMUTATION))
    inner = _positions(other_map)
    if other is None or other_map is None or inner is None:
        return None
    if any(position >= len(inner) for position in outer):
        return None
    composed = AffineMap(
        other_map.num_dims, 0, tuple(other_map.results[position] for position in outer)
    )
    op.set_operand(0, other.operands[0])
    op.properties = {**op.properties, PERMUTATION: map_attribute(composed)}
    return []
