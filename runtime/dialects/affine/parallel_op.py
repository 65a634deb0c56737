"""`affine.parallel` folding (AffineOps.cpp's `AffineParallelOp::fold`:
`canonicalizeLoopBounds`, each bound's `AffineValueMap::canonicalize`)."""

from __future__ import annotations

from ...ir import Attribute, Operation, Value
from ...ir.affine import AffineMap, map_attribute
from ...rewrite.folding import FoldResult
from .composition import compose_affine_map_and_operands
from .operand_lists import op_map

LOWER, UPPER = "lowerBoundsMap", "upperBoundsMap"


def _canonical(map: AffineMap, operands: list[Value]) -> tuple[AffineMap, list[Value]] | None:
    """`AffineValueMap::canonicalize`: the bound composed (None: unchanged)."""
    new_map, new_operands = compose_affine_map_and_operands(map, list(operands))
    if new_map == map and new_operands == operands:
        return None
    return new_map, new_operands


def fold_parallel(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineParallelOp::fold`: both bounds canonicalized, in place."""
    lower_map, upper_map = op_map(op, LOWER), op_map(op, UPPER)
    split = lower_map.num_inputs
    lower = _canonical(lower_map, op.operands[:split])
    upper = _canonical(upper_map, op.operands[split:])
    if lower is None and upper is None:
        return None
    lower = lower or (lower_map, op.operands[:split])
    upper = upper or (upper_map, op.operands[split:])
    op.set_operands([*lower[1], *upper[1]])
    op.properties = {
        **op.properties,
        LOWER: map_attribute(lower[0]),
        UPPER: map_attribute(upper[0]),
    }
    return []
