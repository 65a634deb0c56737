"""MLIR's `AffineMap` (dimensions and symbols to a list of results) and `IntegerSet` (a
conjunction of constraints `expr >= 0` / `expr == 0` over dimensions and symbols)."""

from __future__ import annotations

from dataclasses import dataclass

from .expr import AffineExpr, ConstantExpr, DimExpr, SymbolExpr


@dataclass(frozen=True)
class AffineMap:
    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    def constant_result(self) -> int | None:
        """The value of a map `() -> (c)` (None: any other map)."""
        if self.num_inputs or len(self.results) != 1:
            return None
        only = self.results[0]
        return only.value if isinstance(only, ConstantExpr) else None

    @property
    def is_single_symbol(self) -> bool:
        """Whether the map is `()[s0] -> (s0)`."""
        return (self.num_dims, self.num_symbols, self.results) == (0, 1, (SymbolExpr(0),))


def constant_map(value: int) -> AffineMap:
    """`() -> (value)` (MLIR's `getConstantAffineMap`)."""
    return AffineMap(0, 0, (ConstantExpr(value),))


def symbol_identity_map() -> AffineMap:
    """`()[s0] -> (s0)` (MLIR's `getSymbolIdentityMap`)."""
    return AffineMap(0, 1, (SymbolExpr(0),))


def identity_map(num_dims: int) -> AffineMap:
    """`(d0, ..., dn) -> (d0, ..., dn)`."""
    return AffineMap(num_dims, 0, tuple(DimExpr(i) for i in range(num_dims)))


@dataclass(frozen=True)
class IntegerSet:
    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    equalities: tuple[bool, ...]  # per constraint: `== 0` (else `>= 0`)

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols
