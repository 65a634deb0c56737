"""MLIR's affine expressions (mlir/include/mlir/IR/AffineExpr.h): dimensions `d0`, symbols `s0`,
integer constants and the binary operations `+`, `*`, `floordiv`, `ceildiv`, `mod`.

Expressions are immutable and compare by structure, as MLIR's uniqued ones compare by
identity. Build compound ones with `simplify`'s constructors, which simplify as MLIR's
operators do; the classes here only hold and inspect them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum


class BinaryKind(Enum):
    """MLIR's binary `AffineExprKind`s, by their spelling."""

    ADD = "+"
    MUL = "*"
    FLOOR_DIV = "floordiv"
    CEIL_DIV = "ceildiv"
    MOD = "mod"


@dataclass(frozen=True, slots=True)
class DimExpr:
    position: int


@dataclass(frozen=True, slots=True)
class SymbolExpr:
    position: int


@dataclass(frozen=True, slots=True)
class ConstantExpr:
    value: int


@dataclass(frozen=True, slots=True)
class BinaryExpr:
    kind: BinaryKind
    lhs: AffineExpr
    rhs: AffineExpr


AffineExpr = DimExpr | SymbolExpr | ConstantExpr | BinaryExpr


def constant_value(expr: AffineExpr) -> int | None:
    """The value of a constant expression (None: not a constant)."""
    return expr.value if isinstance(expr, ConstantExpr) else None


def is_binary(expr: AffineExpr, kind: BinaryKind) -> bool:
    return isinstance(expr, BinaryExpr) and expr.kind is kind


def is_symbolic_or_constant(expr: AffineExpr) -> bool:
    """Whether `expr` uses no dimension (MLIR's `isSymbolicOrConstant`)."""
    if isinstance(expr, BinaryExpr):
        return is_symbolic_or_constant(expr.lhs) and is_symbolic_or_constant(expr.rhs)
    return not isinstance(expr, DimExpr)


def largest_known_divisor(expr: AffineExpr) -> int:
    """MLIR's `getLargestKnownDivisor`: a divisor every value of `expr` has."""
    if isinstance(expr, ConstantExpr):
        return abs(expr.value)
    if not isinstance(expr, BinaryExpr):
        return 1
    if expr.kind in (BinaryKind.FLOOR_DIV, BinaryKind.CEIL_DIV):
        divisor = constant_value(expr.rhs)
        if divisor:
            known = largest_known_divisor(expr.lhs)
            if c_remainder(known, divisor) == 0:
                return c_quotient(known, divisor)
        return 1
    lhs, rhs = largest_known_divisor(expr.lhs), largest_known_divisor(expr.rhs)
    if expr.kind is BinaryKind.MUL:
        return lhs * rhs
    return math.gcd(lhs, rhs)


def c_quotient(a: int, b: int) -> int:
    """C++'s `a / b` (rounding toward zero)."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def c_remainder(a: int, b: int) -> int:
    """C++'s `a % b` (of the sign of `a`)."""
    return a - b * c_quotient(a, b)
