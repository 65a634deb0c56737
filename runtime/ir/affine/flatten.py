"""MLIR's flattening simplifier of affine expressions (mlir/lib/IR/AffineExpr.cpp:
`simplifyAffineExpr`, `SimpleAffineExprFlattener`, `getAffineExprFromFlatForm`): a pure affine
expression flattened into coefficients of its dimensions, symbols, local variables (one per
distinct floordiv / ceildiv / mod quotient) and a constant, then rebuilt in MLIR's canonical
order. Semi-affine expressions are kept as they are."""

from __future__ import annotations

import math

from . import simplify
from .expr import AffineExpr, BinaryExpr, BinaryKind, ConstantExpr, DimExpr, SymbolExpr
from .structures import AffineMap

ADD, MUL = BinaryKind.ADD, BinaryKind.MUL
FLOOR_DIV, CEIL_DIV, MOD = BinaryKind.FLOOR_DIV, BinaryKind.CEIL_DIV, BinaryKind.MOD


def is_pure_affine(expr: AffineExpr) -> bool:
    """MLIR's `AffineExpr::isPureAffine`: products by constants, divisions by constants."""
    if not isinstance(expr, BinaryExpr):
        return True
    if expr.kind is ADD:
        return is_pure_affine(expr.lhs) and is_pure_affine(expr.rhs)
    if expr.kind is MUL:
        constant = isinstance(expr.lhs, ConstantExpr) or isinstance(expr.rhs, ConstantExpr)
        return constant and is_pure_affine(expr.lhs) and is_pure_affine(expr.rhs)
    return is_pure_affine(expr.lhs) and isinstance(expr.rhs, ConstantExpr)


class _Unflattenable(Exception):
    """A division or modulo by a non-positive constant (MLIR's flattener fails)."""


class Flattener:
    """MLIR's `SimpleAffineExprFlattener` of pure affine expressions."""

    def __init__(self, num_dims: int, num_symbols: int):
        self.num_dims = num_dims
        self.num_symbols = num_symbols
        self.local_exprs: list[AffineExpr] = []
        self.stack: list[list[int]] = []

    @property
    def local_start(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def width(self) -> int:
        return self.local_start + len(self.local_exprs) + 1

    def flatten(self, expr: AffineExpr) -> list[int] | None:
        """The flat form of `expr`, semi-affine terms as local variables (None: a division
        by a non-positive constant)."""
        try:
            self._walk(expr)
        except _Unflattenable:
            return None
        return self.stack.pop()

    def _walk(self, expr: AffineExpr) -> None:
        if isinstance(expr, BinaryExpr):
            self._walk(expr.lhs)
            self._walk(expr.rhs)
            self._visit_binary(expr)
            return
        row = [0] * self.width
        if isinstance(expr, DimExpr):
            row[expr.position] = 1
        elif isinstance(expr, SymbolExpr):
            row[self.num_dims + expr.position] = 1
        else:
            row[-1] = expr.value
        self.stack.append(row)

    def _visit_binary(self, expr: BinaryExpr) -> None:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if expr.kind is not ADD and not isinstance(expr.rhs, ConstantExpr):
            self._visit_semi_affine(expr.kind, lhs, rhs)
        elif expr.kind is ADD:
            for i, value in enumerate(rhs):
                lhs[i] += value
        elif expr.kind is MUL:
            factor = rhs[-1]
            lhs[:] = [value * factor for value in lhs]
        elif expr.kind is MOD:
            self._visit_mod(lhs, rhs[-1])
        else:
            self._visit_div(lhs, rhs[-1], expr.kind is CEIL_DIV)

    def _visit_semi_affine(self, kind: BinaryKind, lhs: list[int], rhs: list[int]) -> None:
        """MLIR's `addLocalVariableSemiAffine`: a product, quotient or modulo by a
        non-constant, rebuilt from both sides' flat forms, as one local variable."""
        local_expr = simplify.binary(kind, self.expr_of(lhs), self.expr_of(rhs))
        local = self._local(local_expr)
        if local is None:
            self._add_local(local_expr)
            local = len(self.local_exprs) - 1
        lhs[:] = [0] * len(lhs)
        lhs[self.local_start + local] = 1

    def _visit_mod(self, lhs: list[int], divisor: int) -> None:
        if divisor <= 0:
            raise _Unflattenable
        if all(value % divisor == 0 for value in lhs):
            lhs[:] = [0] * len(lhs)
            return
        gcd = divisor
        for value in lhs:
            gcd = math.gcd(gcd, abs(value))
        dividend = [_c_div(value, gcd) for value in lhs]
        floor_divisor = divisor // gcd
        quotient = simplify.floor_div(self.expr_of(dividend), ConstantExpr(floor_divisor))
        local = self._local(quotient)
        if local is None:
            self._add_local(quotient)
            lhs[self.local_start + len(self.local_exprs) - 1] = -divisor
        else:
            lhs[self.local_start + local] -= divisor

    def _visit_div(self, lhs: list[int], divisor: int, ceil: bool) -> None:
        if divisor <= 0:
            raise _Unflattenable
        gcd = divisor
        for value in lhs:
            gcd = math.gcd(gcd, abs(value))
        if gcd != 1:
            lhs[:] = [_c_div(value, gcd) for value in lhs]
        divisor //= gcd
        if divisor == 1:
            return
        dividend = self.expr_of(lhs)
        build = simplify.ceil_div if ceil else simplify.floor_div
        quotient = build(dividend, ConstantExpr(divisor))
        local = self._local(quotient)
        if local is None:
            self._add_local(quotient)
            local = len(self.local_exprs) - 1
        lhs[:] = [0] * len(lhs)
        lhs[self.local_start + local] = 1

    def _local(self, expr: AffineExpr) -> int | None:
        return self.local_exprs.index(expr) if expr in self.local_exprs else None

    def _add_local(self, expr: AffineExpr) -> None:
        """MLIR's `addLocalFloorDivId`: a new local column in every row of the stack."""
        at = self.local_start + len(self.local_exprs)
        for row in self.stack:
            row.insert(at, 0)
        self.local_exprs.append(expr)

    def expr_of(self, flat: list[int]) -> AffineExpr:
        """MLIR's `getAffineExprFromFlatForm` with this flattener's local expressions."""
        return expr_from_flat_form(flat, self.num_dims, self.num_symbols, self.local_exprs)


def _c_div(a: int, b: int) -> int:
    """C++'s `a / b` (rounding toward zero)."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def expr_from_flat_form(
    flat: list[int], num_dims: int, num_symbols: int, local_exprs: list[AffineExpr]
) -> AffineExpr:
    """MLIR's `getAffineExprFromFlatForm`: the dimensions and symbols, then the local
    expressions, then the constant, each scaled by its coefficient, summed left to right."""
    expr: AffineExpr = ConstantExpr(0)
    start = num_dims + num_symbols
    for j in range(start):
        if flat[j]:
            input: AffineExpr = DimExpr(j) if j < num_dims else SymbolExpr(j - num_dims)
            expr = simplify.add(expr, simplify.mul(input, ConstantExpr(flat[j])))
    for j in range(start, len(flat) - 1):
        if flat[j]:
            term = simplify.mul(local_exprs[j - start], ConstantExpr(flat[j]))
            expr = simplify.add(expr, term)
    if flat[-1]:
        expr = simplify.add(expr, ConstantExpr(flat[-1]))
    return expr


def semi_affine_expr_from_flat_form(
    flat: list[int], num_dims: int, num_symbols: int, local_exprs: list[AffineExpr]
) -> AffineExpr:
    """MLIR's `getSemiAffineExprFromFlatForm`: the terms ordered by `(position, key)` pairs
    (a dimension before the products and quotients of it, those before the symbol of the
    same position), then the other local expressions, then the constant."""
    start = num_dims + num_symbols
    width = max(num_dims, num_symbols)
    entries: dict[tuple[int, int], tuple[int, AffineExpr]] = {}
    next_symbol, next_dim = 0, -1
    for j in range(num_dims, start):
        if flat[j]:
            entries[(j - num_dims, width + next_symbol)] = (flat[j], SymbolExpr(j - num_dims))
            next_symbol += 1
    added = [False] * len(local_exprs)
    for i, local in enumerate(local_exprs):
        coefficient = flat[start + i]
        if not coefficient or not isinstance(local, BinaryExpr):
            continue
        lhs, rhs = local.lhs, local.rhs
        if not isinstance(lhs, (DimExpr, SymbolExpr)) or isinstance(rhs, BinaryExpr):
            continue
        if isinstance(lhs, DimExpr) and isinstance(rhs, ConstantExpr):
            key = (lhs.position, next_dim)
            next_dim -= 1
        elif isinstance(lhs, DimExpr):
            key = (lhs.position, rhs.position)  # type: ignore[union-attr]
        else:
            key = (lhs.position, width + next_symbol)
            next_symbol += 1
        entries[key] = (coefficient, local)
        added[i] = True
    for j in range(num_dims):
        if flat[j]:
            entries[(j, next_dim)] = (flat[j], DimExpr(j))
            next_dim -= 1
    expr: AffineExpr = ConstantExpr(0)
    for key in sorted(entries):
        coefficient, term = entries[key]
        expr = simplify.add(expr, simplify.mul(term, ConstantExpr(coefficient)))
    for i, local in enumerate(local_exprs):
        if flat[start + i] and not added[i]:
            expr = simplify.add(expr, simplify.mul(local, ConstantExpr(flat[start + i])))
    if flat[-1]:
        expr = simplify.add(expr, ConstantExpr(flat[-1]))
    return expr


def simplify_affine_expr(expr: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """MLIR's `simplifyAffineExpr` (without its `simplifySemiAffine` step): flattened and
    rebuilt, a semi-affine expression in `getSemiAffineExprFromFlatForm`'s order unless its
    flat form rebuilds to itself."""
    flattener = Flattener(num_dims, num_symbols)
    flat = flattener.flatten(expr)
    if flat is None:
        return expr
    rebuilt = flattener.expr_of(flat)
    if is_pure_affine(expr):
        return rebuilt
    if rebuilt == expr:
        return expr
    return semi_affine_expr_from_flat_form(flat, num_dims, num_symbols, flattener.local_exprs)


def simplify_affine_map(map: AffineMap) -> AffineMap:
    """MLIR's `simplifyAffineMap`: each result simplified."""
    results = tuple(simplify_affine_expr(r, map.num_dims, map.num_symbols) for r in map.results)
    return AffineMap(map.num_dims, map.num_symbols, results)
