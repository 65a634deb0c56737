"""The sum of two index `OpFoldResult`s as MLIR's `makeComposedFoldedAffineApply` makes
`d0 + d1` (`affine::` utilities): constants folded, producing `affine.apply`s composed in,
operands made symbols in order of appearance and deduplicated; an integer when the sum is
constant, an operand when it is one, else a new `affine.apply`. Only symbols are handled:
an operand that is no symbol of the function's scope, or a producer map with dimensions,
makes the sum unsupported (`supported_sum`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import INDEX, Location, Operation, Trait, Value
from ...ir.affine import simplify
from ...ir.affine.attributes import map_attribute, map_of
from ...ir.affine.expr import AffineExpr, BinaryExpr, ConstantExpr, SymbolExpr
from ...ir.affine.structures import AffineMap
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import defining_op
from .mixed import Mixed, constant_int


class _Symbols:
    """The operands of the map being built, each once, in order."""

    def __init__(self) -> None:
        self.values: list[Value] = []

    def of(self, value: Value) -> SymbolExpr:
        for position, known in enumerate(self.values):
            if known is value:
                return SymbolExpr(position)
        self.values.append(value)
        return SymbolExpr(len(self.values) - 1)


def _is_top_level(value: Value) -> bool:
    """A value of a function's body (`isValidSymbol` at the top of an affine scope)."""
    owner = value.owner
    block = owner.parent if isinstance(owner, Operation) else owner
    parent = block.parent_op if block is not None else None
    return parent is not None and Trait.FUNCTION_LIKE in parent.name.traits


def _term(item: Mixed, symbols: _Symbols) -> AffineExpr | None:
    constant = constant_int(item)
    if constant is not None:
        return ConstantExpr(constant)
    value: Value = item  # type: ignore[assignment]
    producer = defining_op(value, "affine.apply")
    if producer is not None:
        map = map_of(producer.get_attr("map"))
        if map is None or map.num_dims or len(map.results) != 1:
            return None
        operands = [_term(operand, symbols) for operand in producer.operands]
        if None in operands:
            return None
        return _substitute(map.results[0], operands)  # type: ignore[arg-type]
    return symbols.of(value) if _is_top_level(value) else None


def _substitute(expr: AffineExpr, symbols: Sequence[AffineExpr]) -> AffineExpr:
    """`replaceSymbols`, rebuilt with the simplifying constructors."""
    if isinstance(expr, SymbolExpr):
        return symbols[expr.position]
    if isinstance(expr, BinaryExpr):
        lhs, rhs = _substitute(expr.lhs, symbols), _substitute(expr.rhs, symbols)
        return simplify.binary(expr.kind, lhs, rhs)
    return expr


def supported_sum(lhs: Mixed, rhs: Mixed) -> bool:
    """Whether `composed_sum` handles the two (it builds nothing when they are not): an
    `affine.apply` is composed in only with a constant, which adds no term for MLIR's
    `simplifyAffineMap` (the flattening simplifier, not ported) to regroup."""
    symbols = _Symbols()
    if _term(lhs, symbols) is None or _term(rhs, symbols) is None:
        return False
    items = (lhs, rhs)
    applies = [isinstance(item, Value) and defining_op(item, "affine.apply") for item in items]
    if not any(applies):
        return True
    others = [item for item, apply in zip(items, applies) if not apply]
    return len(others) == 1 and constant_int(others[0]) is not None


def composed_sum(builder: OpBuilder, location: Location, lhs: Mixed, rhs: Mixed) -> Mixed:
    """`makeComposedFoldedAffineApply(d0 + d1, {lhs, rhs})` of a `supported_sum`."""
    symbols = _Symbols()
    first, second = _term(lhs, symbols), _term(rhs, symbols)
    assert first is not None and second is not None, "composed_sum of an unsupported sum"
    expr = simplify.add(first, second)
    if isinstance(expr, ConstantExpr):
        return expr.value
    if isinstance(expr, SymbolExpr):
        return symbols.values[expr.position]
    used = sorted(_used_symbols(expr))
    renumbered = _substitute(
        expr,
        [
            SymbolExpr(used.index(i)) if i in used else ConstantExpr(0)
            for i in range(len(symbols.values))
        ],
    )
    apply = builder.create(
        "affine.apply",
        [symbols.values[i] for i in used],
        [INDEX],
        properties={"map": map_attribute(AffineMap(0, len(used), (renumbered,)))},
        location=location,
    )
    return apply.results[0]


def _used_symbols(expr: AffineExpr) -> set[int]:
    if isinstance(expr, SymbolExpr):
        return {expr.position}
    if isinstance(expr, BinaryExpr):
        return _used_symbols(expr.lhs) | _used_symbols(expr.rhs)
    return set()
