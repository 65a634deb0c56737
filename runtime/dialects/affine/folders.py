"""`affine` folders (AffineOps.cpp's `fold` methods): `affine.apply` of a lone input or of
constants, `affine.min` / `affine.max` of constants (their constant results folded into the
map otherwise)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...ir import INDEX, Attribute, IntegerAttr, Operation
from ...ir.affine import AffineExpr, AffineMap, ConstantExpr, DimExpr, SymbolExpr, map_attribute
from ...ir.affine.expr import BinaryExpr, BinaryKind
from ...rewrite.folding import FoldResult
from .operand_lists import op_map

MAP = "map"
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


def fold_apply(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineApplyOp::fold`: a lone dimension or symbol to its operand, else the constant
    the map folds to."""
    map = op_map(op, MAP)
    expr = map.results[0]
    if isinstance(expr, DimExpr):
        return [op.operands[expr.position]]
    if isinstance(expr, SymbolExpr):
        return [op.operands[map.num_dims + expr.position]]
    _, values = partial_constant_fold(map, constants)
    return None if not values else [IntegerAttr(values[0], INDEX)]


def _min_max_folder(pick: Callable[[list[int]], int]) -> Callable[..., FoldResult | None]:
    def fold(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
        """`foldMinMaxOp`: `()[s0] -> (s0)` to its operand; all results constant to the
        least (greatest); else the constant results folded into the map in place."""
        map = op_map(op, MAP)
        folded, values = partial_constant_fold(map, constants)
        if folded.num_symbols == 1 and folded.is_single_symbol:
            return [op.operands[0]]
        if values is None:
            if folded == map:
                return None
            op.properties = {**op.properties, MAP: map_attribute(folded)}
            return []
        return [IntegerAttr(pick(values), INDEX)] if values else None

    return fold


FOLDERS = {
    "apply": fold_apply,
    "min": _min_max_folder(min),
    "max": _min_max_folder(max),
}
