"""Cancelling an `affine.delinearize_index` a map fully reverses (MLIR 22's
`composeAffineMapAndOperands`, llvm-project PR 163440): where a map's result, or an expression
inside it, sums every result of the delinearization times its stride (the product of the
basis elements after it), that sum is the delinearized index itself."""

from __future__ import annotations

from ...ir import OpResult, Value
from ...ir.affine import AffineExpr, AffineMap, BinaryExpr, DimExpr, SymbolExpr, simplify
from ...ir.affine.flatten import Flattener, expr_from_flat_form
from .index_basis import DELINEARIZE, constant_int, padded_basis


def _strides(delinearize: OpResult) -> list[int] | None:
    """Each result's stride (None: a basis element after the first is not constant)."""
    basis = padded_basis(delinearize.op)
    strides: list[int] = []
    stride = 1
    for element in reversed(basis[1:]):
        strides.append(stride)
        value = constant_int(element)
        if value is None:
            return None
        stride *= value
    strides.append(stride)
    return strides[::-1]


def _cancel(
    expr: AffineExpr, map: AffineMap, inputs: dict[int, int], replacement: AffineExpr
) -> AffineExpr:
    """`expr` with every whole multiple of the delinearization's sum (input position: stride
    in `inputs`) replaced by `replacement`, in it and in its quotients."""
    flattener = Flattener(map.num_dims, map.num_symbols)
    flat = flattener.flatten(expr)
    if flat is None:
        return expr
    locals_ = [_cancel_inside(e, map, inputs, replacement) for e in flattener.local_exprs]
    times = min(flat[position] // stride for position, stride in inputs.items())
    if times <= 0 and locals_ == flattener.local_exprs:
        return expr
    for position, stride in inputs.items():
        flat[position] -= max(times, 0) * stride
    rebuilt = expr_from_flat_form(flat, map.num_dims, map.num_symbols, locals_)
    if times > 0:
        rebuilt = simplify.add(rebuilt, simplify.mul(replacement, simplify.constant(times)))
    return rebuilt


def _cancel_inside(
    expr: AffineExpr, map: AffineMap, inputs: dict[int, int], replacement: AffineExpr
) -> AffineExpr:
    """A local expression (a quotient or modulo) with its dividend cancelled."""
    if not isinstance(expr, BinaryExpr):
        return expr
    lhs = _cancel(expr.lhs, map, inputs, replacement)
    return expr if lhs == expr.lhs else simplify.binary(expr.kind, lhs, expr.rhs)


def cancel_delinearize(
    map: AffineMap, value: Value, dims: list[Value | None], symbols: list[Value | None]
) -> AffineMap | None:
    """The map with the delinearization defining `value` cancelled where it is fully
    reversed, its index appended as an input (None: nowhere)."""
    if not isinstance(value, OpResult) or value.op.name.name != DELINEARIZE:
        return None
    delinearize = value.op
    positions: dict[int, int] = {}
    for position, input in enumerate([*dims, *symbols]):
        if isinstance(input, OpResult) and input.op is delinearize:
            positions[input.index] = position
    strides = _strides(value)
    if strides is None or len(positions) != len(delinearize.results):
        return None
    as_dim = any(position < len(dims) for position in positions.values())
    # Flat-form columns: the dimensions (one more if the index is one), then the symbols.
    shift = 1 if as_dim else 0
    inputs = {
        (positions[i] if positions[i] < len(dims) else positions[i] + shift): stride
        for i, stride in enumerate(strides)
    }
    replacement: AffineExpr = DimExpr(len(dims)) if as_dim else SymbolExpr(len(symbols))
    widened = AffineMap(len(dims) + as_dim, len(symbols) + (not as_dim), map.results)
    results = tuple(_cancel(r, widened, inputs, replacement) for r in map.results)
    if results == map.results:
        return None
    (dims if as_dim else symbols).append(delinearize.operands[0])
    return AffineMap(widened.num_dims, widened.num_symbols, results)
