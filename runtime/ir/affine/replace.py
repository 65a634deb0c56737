"""Substituting an affine expression's inputs (MLIR's `AffineExpr::replaceDimsAndSymbols` and
`shiftDims`/`shiftSymbols`), rebuilt with the simplifying constructors as MLIR rebuilds it."""

from __future__ import annotations

from collections.abc import Sequence

from . import simplify
from .expr import AffineExpr, BinaryExpr, DimExpr, SymbolExpr


def replace_dims_and_symbols(
    expr: AffineExpr, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
) -> AffineExpr:
    """`expr` with `d<i>` replaced by `dims[i]` and `s<i>` by `symbols[i]` (inputs past the
    ends kept)."""
    if isinstance(expr, DimExpr):
        return dims[expr.position] if expr.position < len(dims) else expr
    if isinstance(expr, SymbolExpr):
        return symbols[expr.position] if expr.position < len(symbols) else expr
    if not isinstance(expr, BinaryExpr):
        return expr
    lhs = replace_dims_and_symbols(expr.lhs, dims, symbols)
    rhs = replace_dims_and_symbols(expr.rhs, dims, symbols)
    if lhs == expr.lhs and rhs == expr.rhs:
        return expr
    return simplify.binary(expr.kind, lhs, rhs)


def shift_inputs(
    expr: AffineExpr, num_dims: int, dims_by: int, num_symbols: int, symbols_by: int
) -> AffineExpr:
    """`expr.shiftDims(num_dims, dims_by).shiftSymbols(num_symbols, symbols_by)`: its first
    `num_dims` dimensions and `num_symbols` symbols renumbered from `dims_by`, `symbols_by`."""
    shifted = replace_dims_and_symbols(expr, [DimExpr(i + dims_by) for i in range(num_dims)], ())
    symbols = [SymbolExpr(i + symbols_by) for i in range(num_symbols)]
    return replace_dims_and_symbols(shifted, (), symbols)
