"""Constant folding of affine maps (MLIR's `AffineExprConstantFolder`,
`AffineMap::partialConstantFold`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Attribute, IntegerAttr
from ...ir.affine import AffineExpr, AffineMap, ConstantExpr, DimExpr, SymbolExpr
from ...ir.affine.expr import BinaryExpr, BinaryKind

_INT64 = 1 << 63


def _fold_expr(expr: AffineExpr, num_dims: int, constants: Sequence[int | None]) -> int | None:
    """MLIR's `AffineExprConstantFolder::constantFold` (None: not constant, overflowing, or
    a division by zero: MLIR's poison, left unfolded here)."""
    if isinstance(expr, ConstantExpr):
        return expr.value
    if isinstance(expr, DimExpr):
        return constants[expr.position]
    if isinstance(expr, SymbolExpr):
        return constants[num_dims + expr.position]
    assert isinstance(expr, BinaryExpr)
    lhs = _fold_expr(expr.lhs, num_dims, constants)
    rhs = _fold_expr(expr.rhs, num_dims, constants)
    if lhs is None or rhs is None:
        return None
    value = _calculate(expr.kind, lhs, rhs)
    return value if value is not None and -_INT64 <= value < _INT64 else None


def _calculate(kind: BinaryKind, lhs: int, rhs: int) -> int | None:
    if kind is BinaryKind.ADD:
        return lhs + rhs
    if kind is BinaryKind.MUL:
        return lhs * rhs
    if kind is BinaryKind.MOD:
        return lhs % rhs if rhs >= 1 else None
    if rhs == 0:
        return None
    return lhs // rhs if kind is BinaryKind.FLOOR_DIV else -(-lhs // rhs)


def _integers(constants: Sequence[Attribute | None]) -> list[int | None]:
    return [c.value if isinstance(c, IntegerAttr) else None for c in constants]


def partial_constant_fold(
    map: AffineMap, constants: Sequence[Attribute | None]
) -> tuple[AffineMap, list[int] | None]:
    """MLIR's `AffineMap::partialConstantFold`: the map with its constant results folded,
    and all results' values if all fold."""
    values = _integers(constants)
    results: list[AffineExpr] = []
    folded: list[int] | None = []
    for expr in map.results:
        value = _fold_expr(expr, map.num_dims, values)
        if value is None:
            results.append(expr)
            folded = None
        else:
            results.append(ConstantExpr(value))
            if folded is not None:
                folded.append(value)
    return AffineMap(map.num_dims, map.num_symbols, tuple(results)), folded
