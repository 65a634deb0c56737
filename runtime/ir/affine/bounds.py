"""Constant bounds of affine expressions from bounds of their inputs (MLIR's
`getBoundForAffineExpr`, mlir/lib/IR/AffineMap.cpp)."""

from __future__ import annotations

from collections.abc import Sequence

from .expr import AffineExpr, BinaryExpr, BinaryKind, ConstantExpr
from .flatten import Flattener

Bound = int | None


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def bound_for_expr(
    expr: AffineExpr,
    num_dims: int,
    num_symbols: int,
    lower_bounds: Sequence[Bound],
    upper_bounds: Sequence[Bound],
    is_upper: bool,
) -> Bound:
    """MLIR's `getBoundForAffineExpr`: an inclusive constant upper (`is_upper`) or lower bound
    of `expr`, given inclusive bounds of its inputs (None: unknown)."""

    def bound(sub: AffineExpr, upper: bool) -> Bound:
        return bound_for_expr(sub, num_dims, num_symbols, lower_bounds, upper_bounds, upper)

    if isinstance(expr, BinaryExpr) and expr.kind in (
        BinaryKind.FLOOR_DIV,
        BinaryKind.CEIL_DIV,
        BinaryKind.MOD,
    ):
        divisor = expr.rhs.value if isinstance(expr.rhs, ConstantExpr) else 0
        if divisor < 1:
            return None
        if expr.kind is BinaryKind.MOD:
            lb, ub = bound(expr.lhs, False), bound(expr.lhs, True)
            if lb is not None and ub is not None and lb // divisor == ub // divisor:
                return ub % divisor if is_upper else lb % divisor
            return divisor - 1 if is_upper else 0
        inner = bound(expr.lhs, is_upper)
        if inner is None:
            return None
        return inner // divisor if expr.kind is BinaryKind.FLOOR_DIV else _ceil_div(inner, divisor)
    flattener = Flattener(num_dims, num_symbols)
    flat = flattener.flatten(expr)
    if flat is None or flattener.local_exprs:
        return None
    total = flat[-1]
    for i in range(num_dims + num_symbols):
        if flat[i] == 0:
            continue
        known = upper_bounds[i] if (flat[i] > 0) == is_upper else lower_bounds[i]
        if known is None:
            return None
        total += known * flat[i]
    return total
