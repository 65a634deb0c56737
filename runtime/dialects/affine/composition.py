"""Composing affine maps with the `affine.apply` ops that supply their operands, and
canonicalizing maps and sets with their operands (AffineOps.cpp: `canonicalizePromotedSymbols`,
`legalizeDemotedDims`, `canonicalizeMapOrSetAndOperands`, `replaceDimOrSym`,
`composeAffineMapAndOperands`, `fullyComposeAffineMapAndOperands`)."""

from __future__ import annotations

from collections.abc import Iterator

from ...ir import IntegerAttr, OpResult, Value
from ...ir.affine import AffineExpr, AffineMap, ConstantExpr, DimExpr, IntegerSet, SymbolExpr
from ...ir.affine.expr import BinaryExpr
from ...ir.affine.flatten import simplify_affine_map
from ...ir.affine.replace import replace_dims_and_symbols
from ...rewrite.folding import constant_operand
from .delinearize_cancel import cancel_delinearize
from .operand_lists import op_map
from .validity import is_valid_dim, is_valid_symbol

Operands = list[Value]


def replace_map(
    map: AffineMap,
    dims: list[AffineExpr],
    symbols: list[AffineExpr],
    num_dims: int,
    num_symbols: int,
) -> AffineMap:
    """MLIR's `AffineMap::replaceDimsAndSymbols`."""
    results = tuple(replace_dims_and_symbols(r, dims, symbols) for r in map.results)
    return AffineMap(num_dims, num_symbols, results)


def _placeholder(count: int) -> list[AffineExpr]:
    """Replacements of inputs no result uses (MLIR leaves them null)."""
    return [ConstantExpr(0)] * count


def _walk(expr: AffineExpr) -> Iterator[AffineExpr]:
    yield expr
    if isinstance(expr, BinaryExpr):
        yield from _walk(expr.lhs)
        yield from _walk(expr.rhs)


def _promote_symbols(map: AffineMap, operands: Operands) -> tuple[AffineMap, Operands]:
    """MLIR's `canonicalizePromotedSymbols`: dimensions whose operands are valid symbols
    become the last symbols."""
    dims: list[AffineExpr] = []
    kept: Operands = []
    promoted: Operands = []
    for i in range(map.num_dims):
        if is_valid_symbol(operands[i]):
            dims.append(SymbolExpr(map.num_symbols + len(promoted)))
            promoted.append(operands[i])
        else:
            dims.append(DimExpr(len(kept)))
            kept.append(operands[i])
    new_map = replace_map(map, dims, [], len(kept), map.num_symbols + len(promoted))
    return new_map, kept + operands[map.num_dims :] + promoted


def _demote_dims(map: AffineMap, operands: Operands) -> tuple[AffineMap, Operands]:
    """MLIR's `legalizeDemotedDims`: symbols whose operands are valid dimensions but not
    valid symbols become the last dimensions."""
    symbols: list[AffineExpr] = []
    demoted: Operands = []
    kept: Operands = []
    for operand in operands[map.num_dims :]:
        if is_valid_dim(operand) and not is_valid_symbol(operand):
            symbols.append(DimExpr(map.num_dims + len(demoted)))
            demoted.append(operand)
        else:
            symbols.append(SymbolExpr(len(kept)))
            kept.append(operand)
    new_map = replace_map(map, [], symbols, map.num_dims + len(demoted), len(kept))
    return new_map, operands[: map.num_dims] + demoted + kept


def canonicalize_map_and_operands(map: AffineMap, operands: Operands) -> tuple[AffineMap, Operands]:
    """MLIR's `canonicalizeMapAndOperands`: symbols promoted and dimensions demoted, unused
    and duplicate operands dropped, constant symbols folded into the map."""
    if not operands:
        return map, operands
    map, operands = _promote_symbols(map, operands)
    map, operands = _demote_dims(map, operands)
    used = {e for r in map.results for e in _walk(r) if isinstance(e, (DimExpr, SymbolExpr))}
    result: Operands = []
    dims = _placeholder(map.num_dims)
    seen: dict[Value, AffineExpr] = {}
    next_dim = 0
    for i in range(map.num_dims):
        if DimExpr(i) not in used:
            continue
        if operands[i] not in seen:
            seen[operands[i]] = DimExpr(next_dim)
            next_dim += 1
            result.append(operands[i])
        dims[i] = seen[operands[i]]
    symbols = _placeholder(map.num_symbols)
    seen = {}
    next_symbol = 0
    for i in range(map.num_symbols):
        if SymbolExpr(i) not in used:
            continue
        operand = operands[map.num_dims + i]
        constant = constant_operand(operand)
        if isinstance(constant, IntegerAttr):
            symbols[i] = ConstantExpr(constant.value)
            continue
        if operand not in seen:
            seen[operand] = SymbolExpr(next_symbol)
            next_symbol += 1
            result.append(operand)
        symbols[i] = seen[operand]
    return replace_map(map, dims, symbols, next_dim, next_symbol), result


def canonicalize_set_and_operands(
    set: IntegerSet, operands: Operands
) -> tuple[IntegerSet, Operands]:
    """MLIR's `canonicalizeSetAndOperands`: as for maps, on the set's constraints."""
    map = AffineMap(set.num_dims, set.num_symbols, set.constraints)
    map, operands = canonicalize_map_and_operands(map, operands)
    return IntegerSet(map.num_dims, map.num_symbols, map.results, set.equalities), operands


def apply_op(value: Value | None) -> OpResult | None:
    if isinstance(value, OpResult) and value.op.name.name == "affine.apply":
        return value
    return None


def _replace_dim_or_symbol(
    map: AffineMap, position: int, dims: list[Value | None], symbols: list[Value | None]
) -> AffineMap | None:
    """MLIR's `replaceDimOrSym`: the input at `position` (a dimension, then a symbol) replaced
    by the expression of the `affine.apply` defining it, whose operands are appended; or, a
    result of an `affine.delinearize_index`, the delinearization cancelled where the map
    reverses it (None: neither)."""
    is_dim = position < len(dims)
    at = position if is_dim else position - len(dims)
    inputs = dims if is_dim else symbols
    apply = apply_op(inputs[at])
    if apply is None:
        value = inputs[at]
        return None if value is None else cancel_delinearize(map, value, dims, symbols)
    inputs[at] = None
    compose_map, compose_operands = canonicalize_map_and_operands(
        op_map(apply.op, "map"), list(apply.op.operands)
    )
    shifted_dims: list[AffineExpr] = [DimExpr(i + len(dims)) for i in range(compose_map.num_dims)]
    shifted_symbols: list[AffineExpr] = [
        SymbolExpr(i + len(symbols)) for i in range(compose_map.num_symbols)
    ]
    replacement = replace_dims_and_symbols(compose_map.results[0], shifted_dims, shifted_symbols)
    dims += compose_operands[: compose_map.num_dims]
    symbols += compose_operands[compose_map.num_dims :]
    target: AffineExpr = DimExpr(at) if is_dim else SymbolExpr(at)
    results = tuple(_replace(r, target, replacement) for r in map.results)
    return AffineMap(len(dims), len(symbols), results)


def _replace(expr: AffineExpr, target: AffineExpr, replacement: AffineExpr) -> AffineExpr:
    """MLIR's `AffineExpr::replace(target, replacement)`."""
    if isinstance(target, DimExpr):
        return replace_dims_and_symbols(
            expr,
            [
                replacement if i == target.position else DimExpr(i)
                for i in range(target.position + 1)
            ],
            [],
        )
    assert isinstance(target, SymbolExpr)
    symbols: list[AffineExpr] = [SymbolExpr(i) for i in range(target.position)]
    return replace_dims_and_symbols(expr, [], [*symbols, replacement])


def compose_affine_map_and_operands(
    map: AffineMap, operands: Operands
) -> tuple[AffineMap, Operands]:
    """MLIR's (static) `composeAffineMapAndOperands`: every operand an `affine.apply`
    defines replaced by its expression, then the map and operands canonicalized and the map
    simplified."""
    if not map.results:
        map, operands = canonicalize_map_and_operands(map, operands)
        return simplify_affine_map(map), operands
    dims: list[Value | None] = list(operands[: map.num_dims])
    symbols: list[Value | None] = list(operands[map.num_dims :])
    changed = True
    while changed:
        changed = False
        for position in range(len(dims) + len(symbols)):
            replaced = _replace_dim_or_symbol(map, position, dims, symbols)
            if replaced is not None:
                map, changed = replaced, True
                break
    new_operands: Operands = []
    dim_replacements: list[AffineExpr] = []
    for value in dims:
        dim_replacements.append(ConstantExpr(0) if value is None else DimExpr(len(new_operands)))
        if value is not None:
            new_operands.append(value)
    num_dims = len(new_operands)
    symbol_replacements: list[AffineExpr] = []
    for value in symbols:
        position = len(new_operands) - num_dims
        symbol_replacements.append(ConstantExpr(0) if value is None else SymbolExpr(position))
        if value is not None:
            new_operands.append(value)
    map = replace_map(
        map, dim_replacements, symbol_replacements, num_dims, len(new_operands) - num_dims
    )
    map, new_operands = canonicalize_map_and_operands(map, new_operands)
    return simplify_affine_map(map), new_operands


def fully_compose_affine_map_and_operands(
    map: AffineMap, operands: Operands
) -> tuple[AffineMap, Operands]:
    """MLIR's `fullyComposeAffineMapAndOperands`: composed until no `affine.apply` supplies
    an operand."""
    while any(apply_op(v) is not None for v in operands):
        map, operands = compose_affine_map_and_operands(map, operands)
    return map, operands
