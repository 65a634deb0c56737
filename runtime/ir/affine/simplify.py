"""MLIR's simplifying constructors of affine expressions (mlir/lib/IR/AffineExpr.cpp:
`operator+` / `simplifyAdd`, `operator*` / `simplifyMul`, `floorDiv`, `ceilDiv`, `operator%`):
what the affine parsers build, so that what we build equals what MLIR builds."""

from __future__ import annotations

from collections.abc import Callable

from .expr import (
    AffineExpr,
    BinaryExpr,
    BinaryKind,
    ConstantExpr,
    DimExpr,
    SymbolExpr,
    c_quotient,
    c_remainder,
    constant_value,
    is_binary,
    is_symbolic_or_constant,
    largest_known_divisor,
)

ADD, MUL = BinaryKind.ADD, BinaryKind.MUL
FLOOR_DIV, CEIL_DIV, MOD = BinaryKind.FLOOR_DIV, BinaryKind.CEIL_DIV, BinaryKind.MOD


def constant(value: int) -> ConstantExpr:
    return ConstantExpr(value)


def add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs + rhs` (MLIR's `operator+`)."""
    return _simplify_add(lhs, rhs) or BinaryExpr(ADD, lhs, rhs)


def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs * rhs` (MLIR's `operator*`); one side must be symbolic or constant."""
    return _simplify_mul(lhs, rhs) or BinaryExpr(MUL, lhs, rhs)


def neg(expr: AffineExpr) -> AffineExpr:
    """`-expr`: `expr * -1`."""
    return mul(expr, ConstantExpr(-1))


def sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs - rhs`: `lhs + rhs * -1`."""
    return add(lhs, neg(rhs))


def floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_floor_div(lhs, rhs) or BinaryExpr(FLOOR_DIV, lhs, rhs)


def ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_ceil_div(lhs, rhs) or BinaryExpr(CEIL_DIV, lhs, rhs)


def mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_mod(lhs, rhs) or BinaryExpr(MOD, lhs, rhs)


def binary(kind: BinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's `getAffineBinaryOpExpr`: the simplifying constructor of `kind`."""
    return CONSTRUCTORS[kind](lhs, rhs)


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    left, right = constant_value(lhs), constant_value(rhs)
    if left is not None and right is not None:
        return ConstantExpr(left + right)
    # Only the right side a constant, and the symbolic side on the right.
    if left is not None or (is_symbolic_or_constant(lhs) and not is_symbolic_or_constant(rhs)):
        return add(rhs, lhs)
    if _out_of_order(lhs, rhs):
        return add(rhs, lhs)
    if right == 0:
        return lhs
    if right is not None and is_binary(lhs, ADD):  # (d0 + 2) + 3 -> d0 + 5
        inner = constant_value(lhs.rhs)  # type: ignore[union-attr]
        if inner is not None:
            return add(lhs.lhs, ConstantExpr(inner + right))  # type: ignore[union-attr]
    merged = _merge_like_terms(lhs, rhs)
    if merged is not None:
        return merged
    if is_binary(lhs, ADD):  # (d0 + 2) + d1 -> (d0 + d1) + 2
        inner = constant_value(lhs.rhs)  # type: ignore[union-attr]
        if inner is not None:
            return add(add(lhs.lhs, rhs), lhs.rhs)  # type: ignore[union-attr]
    return _as_mod(lhs, rhs) or _toward_mod(lhs, rhs)


def _toward_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """`(a + b) + (e floordiv q) * c` -> `a + (b + (e floordiv q) * c)` when the inner sum
    simplifies: MLIR 22 looks for `e - (e floordiv q) * q` among the terms of a sum
    (`(s0 + s1) - (s1 floordiv 4) * 4` is `s0 + s1 mod 4`)."""
    if not (isinstance(lhs, BinaryExpr) and lhs.kind is ADD and isinstance(rhs, BinaryExpr)):
        return None
    if rhs.kind is not MUL or not is_binary(rhs.lhs, FLOOR_DIV):
        return None
    inner = _simplify_add(lhs.rhs, rhs)
    return None if inner is None else add(lhs.lhs, inner)


def _out_of_order(lhs: AffineExpr, rhs: AffineExpr) -> bool:
    """Whether two dimensions (or two symbols) are in decreasing order: MLIR 22 orders the
    operands of `+` and `*` that are both dimensions or both symbols (`s1 * s0` is
    `s0 * s1`)."""
    return (
        type(lhs) is type(rhs)
        and isinstance(lhs, (DimExpr, SymbolExpr))
        and lhs.position > rhs.position  # type: ignore[union-attr]
    )


def _scaled(expr: AffineExpr) -> tuple[AffineExpr, int]:
    """`expr` as `term * factor` (factor 1 unless a product with a constant on the right)."""
    if isinstance(expr, BinaryExpr) and expr.kind is MUL:
        factor = constant_value(expr.rhs)
        if factor is not None:
            return expr.lhs, factor
    return expr, 1


def _merge_like_terms(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """`c1 * e + c2 * e` -> `(c1 + c2) * e`."""
    first, first_factor = _scaled(lhs)
    second, second_factor = _scaled(rhs)
    if first == second:
        return mul(first, ConstantExpr(first_factor + second_factor))
    return None


def _as_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """`e - (e floordiv q) * q` -> `e mod q` (q constant or symbolic)."""
    if not isinstance(rhs, BinaryExpr):
        return None
    product, factor = rhs.lhs, rhs.rhs
    if constant_value(factor) == -1 and is_binary(product, MUL):
        quotient, divisor = product.lhs, product.rhs  # type: ignore[union-attr]
        if not is_binary(quotient, FLOOR_DIV):
            return None
        if quotient.rhs == divisor and lhs == quotient.lhs:  # type: ignore[union-attr]
            return mod(lhs, divisor)
    if not isinstance(product, BinaryExpr) or product.kind is not FLOOR_DIV:
        return None
    if lhs == product.lhs and product.rhs == neg(factor):
        return mod(lhs, product.rhs)
    return None


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    left, right = constant_value(lhs), constant_value(rhs)
    if left is not None and right is not None:
        return ConstantExpr(left * right)
    if not is_symbolic_or_constant(rhs) or left is not None or _out_of_order(lhs, rhs):
        return mul(rhs, lhs)
    if right == 1:
        return lhs
    if right == 0:
        return rhs
    if isinstance(lhs, BinaryExpr) and lhs.kind is MUL:
        inner = constant_value(lhs.rhs)
        if inner is not None and right is not None:  # (d0 * 2) * 3 -> d0 * 6
            return mul(lhs.lhs, ConstantExpr(inner * right))
        if inner is not None:  # (d0 * 2) * d1 -> (d0 * d1) * 2
            return mul(mul(lhs.lhs, rhs), lhs.rhs)
    return None


def _nonzero_divisor(rhs: AffineExpr) -> int | None:
    """The constant divisor of a division MLIR simplifies (not zero), else None."""
    divisor = constant_value(rhs)
    return divisor or None


def _positive_divisor(rhs: AffineExpr) -> int | None:
    """The constant divisor of a modulo MLIR simplifies (positive), else None."""
    divisor = constant_value(rhs)
    return divisor if divisor is not None and divisor >= 1 else None


def _exact_product_quotient(lhs: AffineExpr, divisor: int) -> AffineExpr | None:
    """`(e * c) / divisor` -> `e * (c / divisor)` when divisor divides c."""
    if isinstance(lhs, BinaryExpr) and lhs.kind is MUL:
        factor = constant_value(lhs.rhs)
        if factor is not None and c_remainder(factor, divisor) == 0:
            return mul(lhs.lhs, ConstantExpr(c_quotient(factor, divisor)))
    return None


def _simplify_floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    divisor = _nonzero_divisor(rhs)
    if divisor is None:
        return None
    value = constant_value(lhs)
    if value is not None:
        return ConstantExpr(value // divisor)
    if divisor == 1:
        return lhs
    exact = _exact_product_quotient(lhs, divisor)
    if exact is not None:
        return exact
    if isinstance(lhs, BinaryExpr) and lhs.kind is ADD:
        if (
            c_remainder(largest_known_divisor(lhs.lhs), divisor) == 0
            or c_remainder(largest_known_divisor(lhs.rhs), divisor) == 0
        ):
            return add(floor_div(lhs.lhs, rhs), floor_div(lhs.rhs, rhs))
    return None


def _simplify_ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    divisor = _nonzero_divisor(rhs)
    if divisor is None:
        return None
    value = constant_value(lhs)
    if value is not None:
        return ConstantExpr(-(-value // divisor))
    if divisor == 1:
        return lhs
    return _exact_product_quotient(lhs, divisor)


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    divisor = _positive_divisor(rhs)
    if divisor is None:
        return None
    value = constant_value(lhs)
    if value is not None:
        return ConstantExpr(value % divisor)
    if c_remainder(largest_known_divisor(lhs), divisor) == 0:
        return ConstantExpr(0)
    if isinstance(lhs, BinaryExpr) and lhs.kind is ADD:
        if c_remainder(largest_known_divisor(lhs.lhs), divisor) == 0:
            return mod(lhs.rhs, rhs)
        if c_remainder(largest_known_divisor(lhs.rhs), divisor) == 0:
            return mod(lhs.lhs, rhs)
    if isinstance(lhs, BinaryExpr) and lhs.kind is MOD:  # (e mod a) mod b, b divides a
        inner = constant_value(lhs.rhs)
        if inner is not None and inner >= 1 and inner % divisor == 0:
            return mod(lhs.lhs, rhs)
    return None


CONSTRUCTORS: dict[BinaryKind, Callable[[AffineExpr, AffineExpr], AffineExpr]] = {
    ADD: add,
    MUL: mul,
    FLOOR_DIV: floor_div,
    CEIL_DIV: ceil_div,
    MOD: mod,
}
