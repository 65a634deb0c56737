"""Simplifying maps with what their operands are known to be: the ranges of `affine.for`
induction variables (AffineOps.cpp: `simplifyExprAndOperands`, `simplifyMapWithOperands`,
`simplifyMinOrMaxExprWithOperands`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...ir import Value
from ...ir.affine import (
    AffineExpr,
    AffineMap,
    BinaryExpr,
    BinaryKind,
    ConstantExpr,
    DimExpr,
    simplify,
)
from ...ir.affine.bounds import Bound, bound_for_expr
from ...ir.affine.expr import largest_known_divisor
from .loops import LOWER, constant_bound, for_owner, iv_lower_bound, iv_upper_bound, step
from .operand_lists import op_map

FLOOR_DIV, CEIL_DIV, MOD = BinaryKind.FLOOR_DIV, BinaryKind.CEIL_DIV, BinaryKind.MOD


def _known_divisor(expr: AffineExpr, operands: Sequence[Value]) -> int:
    """MLIR's `getLargestKnownDivisor(e, operands)`: a dimension bound to an `affine.for`'s
    IV divides by the loop's step (and its lower bound's divisor)."""
    if not isinstance(expr, DimExpr):
        return largest_known_divisor(expr)
    loop = for_owner(operands[expr.position])
    if loop is None:
        return 1
    if constant_bound(loop, LOWER) == 0:
        return step(loop)
    lower_divisor = 0
    for result in op_map(loop, LOWER).results:
        lower_divisor = math.gcd(lower_divisor, largest_known_divisor(result))
    return math.gcd(lower_divisor, step(loop))


def _non_negative_bounded_by(expr: AffineExpr, operands: Sequence[Value], k: int) -> bool:
    """MLIR's `isNonNegativeBoundedBy`: `0 <= expr < k` for a constant or an IV."""
    if isinstance(expr, ConstantExpr):
        return 0 <= expr.value < k
    if not isinstance(expr, DimExpr):
        return False
    loop = for_owner(operands[expr.position])
    if loop is None:
        return False
    lower, upper = constant_bound(loop, LOWER), constant_bound(loop, "upperBoundMap")
    return lower is not None and lower >= 0 and upper is not None and upper <= k


def _q_times_d_plus_r(
    expr: AffineExpr, operands: Sequence[Value]
) -> tuple[int, AffineExpr, AffineExpr] | None:
    """MLIR's `isQTimesDPlusR`: `expr` as `e1 + e2`, `e1` a multiple of `d`, `0 <= e2 < d`."""
    if not isinstance(expr, BinaryExpr) or expr.kind is not BinaryKind.ADD:
        return None
    divisor = _known_divisor(expr.lhs, operands)
    if _non_negative_bounded_by(expr.rhs, operands, divisor):
        return divisor, expr.lhs, expr.rhs
    divisor = _known_divisor(expr.rhs, operands)
    if _non_negative_bounded_by(expr.lhs, operands, divisor):
        return divisor, expr.rhs, expr.lhs
    return None


class OperandBounds:
    """The constant bounds of a map's operands (IVs of loops with constant bounds)."""

    def __init__(self, map: AffineMap, operands: Sequence[Value]):
        self.map = map
        self.operands = operands
        self.lower = [iv_lower_bound(v) for v in operands]
        self.upper = [iv_upper_bound(v) for v in operands]

    def bound(self, expr: AffineExpr, is_upper: bool) -> Bound:
        if isinstance(expr, ConstantExpr):
            return expr.value
        map = self.map
        return bound_for_expr(expr, map.num_dims, map.num_symbols, self.lower, self.upper, is_upper)

    def simplify(self, expr: AffineExpr) -> AffineExpr:
        """MLIR's `simplifyExprAndOperands`."""
        if not isinstance(expr, BinaryExpr):
            return expr
        expr = simplify.binary(expr.kind, self.simplify(expr.lhs), self.simplify(expr.rhs))
        if not isinstance(expr, BinaryExpr) or expr.kind not in (FLOOR_DIV, CEIL_DIV, MOD):
            return expr
        lhs, rhs = expr.lhs, expr.rhs
        if not isinstance(rhs, ConstantExpr) or rhs.value <= 0:
            return expr
        divisor = rhs.value
        lower, upper = self.bound(lhs, False), self.bound(lhs, True)
        if lower is not None and upper is not None:
            if expr.kind is FLOOR_DIV and lower // divisor == upper // divisor:
                return ConstantExpr(lower // divisor)
            if expr.kind is CEIL_DIV and -(-lower // divisor) == -(-upper // divisor):
                return ConstantExpr(-(-lower // divisor))
            if expr.kind is MOD and 0 <= lower < divisor and upper < divisor:
                return lhs
        split = _q_times_d_plus_r(lhs, self.operands)
        if split is not None:
            known, quotient_times_div, remainder = split
            if divisor % known == 0 and expr.kind is FLOOR_DIV:
                return simplify.floor_div(quotient_times_div, rhs)
            if known % divisor == 0 and expr.kind is MOD:
                return simplify.mod(remainder, rhs)
            return expr
        if (expr.kind is FLOOR_DIV and _non_negative_bounded_by(lhs, self.operands, divisor)) or (
            expr.kind is MOD and _known_divisor(lhs, self.operands) % divisor == 0
        ):
            return ConstantExpr(0)
        return expr


def simplify_map_with_operands(map: AffineMap, operands: Sequence[Value]) -> AffineMap:
    """MLIR's `simplifyMapWithOperands`."""
    bounds = OperandBounds(map, operands)
    results = tuple(bounds.simplify(r) for r in map.results)
    return AffineMap(map.num_dims, map.num_symbols, results)


def simplify_min_or_max_with_operands(
    map: AffineMap, operands: Sequence[Value], is_max: bool
) -> AffineMap:
    """MLIR's `simplifyMinOrMaxExprWithOperands`: results another result always bounds
    dropped, results of a single value made constants."""
    if not operands:
        return map
    bounds = OperandBounds(map, operands)
    lowers = [bounds.bound(e, False) for e in map.results]
    uppers = [bounds.bound(e, True) for e in map.results]
    kept: list[AffineExpr] = []
    for i, expr in enumerate(map.results):
        low, high = lowers[i], uppers[i]
        if low is not None and low == high:
            expr = ConstantExpr(low)
        own, others, other_own = (high, lowers, uppers) if is_max else (low, uppers, lowers)
        if own is None or not any(
            _dominates(i, pos, own, other, other_own[pos], low == high, is_max)
            for pos, other in enumerate(others)
        ):
            kept.append(expr)
    return AffineMap(map.num_dims, map.num_symbols, tuple(kept))


def _dominates(
    i: int, pos: int, own: int, other: Bound, other_own: Bound, exact: bool, is_max: bool
) -> bool:
    """Whether result `pos` (of bound `other` toward result `i`) makes result `i` redundant:
    the `any_of` predicate of `simplifyMinOrMaxExprWithOperands`."""
    if pos == i or other is None:
        return False
    if (other > own) if is_max else (other < own):
        return True
    if (other < own) if is_max else (other > own):
        return False
    return not (other_own is not None and exact and other == other_own and i < pos)
