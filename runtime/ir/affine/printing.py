"""Affine expressions, maps and integer sets as MLIR prints them (AsmPrinter.cpp's
`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`): minimal parentheses,
`e * -1` as `-e`, additions of negative terms as subtractions."""

from __future__ import annotations

from collections.abc import Callable

from .expr import AffineExpr, BinaryExpr, BinaryKind, ConstantExpr, DimExpr, constant_value
from .structures import AffineMap, IntegerSet

InputName = Callable[[int, bool], str]
"""The text of input `position` (a symbol if the flag says so) in place of `d0` / `s0`."""


def _default_name(position: int, is_symbol: bool) -> str:
    return f"{'s' if is_symbol else 'd'}{position}"


def expr_text(expr: AffineExpr, name: InputName = _default_name) -> str:
    """`expr` as MLIR prints it, its inputs named by `name`."""
    out: list[str] = []
    _print(expr, False, name, out)
    return "".join(out)


def _print(expr: AffineExpr, strong: bool, name: InputName, out: list[str]) -> None:
    """MLIR's `printAffineExprInternal` (`strong`: the enclosing operator binds tightly)."""
    if isinstance(expr, ConstantExpr):
        out.append(str(expr.value))
    elif not isinstance(expr, BinaryExpr):
        out.append(name(expr.position, not isinstance(expr, DimExpr)))
    else:
        if strong:
            out.append("(")
        if expr.kind is BinaryKind.ADD:
            _print_add(expr, name, out)
        elif expr.kind is BinaryKind.MUL and constant_value(expr.rhs) == -1:
            out.append("-")
            _print(expr.lhs, True, name, out)
        else:
            _print(expr.lhs, True, name, out)
            out.append(f" {expr.kind.value} ")
            _print(expr.rhs, True, name, out)
        if strong:
            out.append(")")


def _print_add(expr: BinaryExpr, name: InputName, out: list[str]) -> None:
    """`a + b`, or `a - b` where `b` is a negated product or a negative constant."""
    lhs, rhs = expr.lhs, expr.rhs
    _print(lhs, False, name, out)
    factor = constant_value(rhs.rhs) if isinstance(rhs, BinaryExpr) else None
    if isinstance(rhs, BinaryExpr) and rhs.kind is BinaryKind.MUL and factor is not None:
        if factor == -1:
            out.append(" - ")
            added = isinstance(rhs.lhs, BinaryExpr) and rhs.lhs.kind is BinaryKind.ADD
            _print(rhs.lhs, added, name, out)
            return
        if factor < -1:
            out.append(" - ")
            _print(rhs.lhs, True, name, out)
            out.append(f" * {-factor}")
            return
    value = constant_value(rhs)
    if value is not None and value < 0:
        out.append(f" - {-value}")
        return
    out.append(" + ")
    _print(rhs, False, name, out)


def _inputs(num_dims: int, num_symbols: int) -> str:
    dims = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if not num_symbols:
        return dims
    return dims + "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"


def map_text(map: AffineMap) -> str:
    """`(d0)[s0] -> (results)` (MLIR's `printAffineMap`)."""
    results = ", ".join(expr_text(e) for e in map.results)
    return f"{_inputs(map.num_dims, map.num_symbols)} -> ({results})"


def set_text(set: IntegerSet) -> str:
    """`(d0)[s0] : (constraints)` (MLIR's `printIntegerSet`)."""
    constraints = ", ".join(
        expr_text(e) + (" == 0" if eq else " >= 0")
        for e, eq in zip(set.constraints, set.equalities)
    )
    return f"{_inputs(set.num_dims, set.num_symbols)} : ({constraints})"


def map_attribute_text(map: AffineMap) -> str:
    return f"affine_map<{map_text(map)}>"


def set_attribute_text(set: IntegerSet) -> str:
    return f"affine_set<{set_text(set)}>"
