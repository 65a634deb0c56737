"""`affine` folders (AffineOps.cpp's `fold` methods): `affine.apply` of a lone input or of
constants, `affine.min` / `affine.max` of constants (their constant results folded into the
map otherwise)."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import INDEX, Attribute, IntegerAttr, Operation
from ...ir.affine import DimExpr, SymbolExpr, map_attribute
from ...rewrite.folding import FoldResult
from ..memref.cast_folding import fold_memref_cast
from .constant_fold import partial_constant_fold
from .for_op import fold_for
from .global_load import fold_global_load
from .if_op import fold_if
from .index_folders import fold_delinearize, fold_linearize
from .operand_lists import op_map
from .parallel_op import fold_parallel

MAP = "map"


def fold_apply(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineApplyOp::fold`: a lone dimension or symbol to its operand, else the constant
    the map folds to."""
    map = op_map(op, MAP)
    expr = map.results[0]
    if isinstance(expr, DimExpr):
        return [op.operands[expr.position]]
    if isinstance(expr, SymbolExpr):
        return [op.operands[map.num_dims + expr.position]]
    _, values = partial_constant_fold(map, constants)
    return None if not values else [IntegerAttr(values[0], INDEX)]


def _min_max_folder(pick: Callable[[list[int]], int]) -> Callable[..., FoldResult | None]:
    def fold(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
        """`foldMinMaxOp`: `()[s0] -> (s0)` to its operand; all results constant to the
        least (greatest); else the constant results folded into the map in place."""
        map = op_map(op, MAP)
        folded, values = partial_constant_fold(map, constants)
        if folded.num_symbols == 1 and folded.is_single_symbol:
            return [op.operands[0]]
        if values is None:
            if folded == map:
                return None
            op.properties = {**op.properties, MAP: map_attribute(folded)}
            return []
        return [IntegerAttr(pick(values), INDEX)] if values else None

    return fold


def fold_memref_cast_in_place(
    op: Operation, constants: list[Attribute | None]
) -> FoldResult | None:
    """`AffineStoreOp::fold` / `AffinePrefetchOp::fold` (`memref::foldMemRefCast`): a
    `memref.cast` operand read through; a store's stored value is left as it is."""
    stored = op.operands[0] if op.name.name == "affine.store" else None
    return [] if fold_memref_cast(op, stored) else None


def fold_load(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineLoadOp::fold`: a `memref.cast` read through, else a constant global's value."""
    if fold_memref_cast(op):
        return []
    value = fold_global_load(op)
    return None if value is None else [value]


FOLDERS = {
    "load": fold_load,
    "store": fold_memref_cast_in_place,
    "prefetch": fold_memref_cast_in_place,
    "apply": fold_apply,
    "for": fold_for,
    "if": fold_if,
    "parallel": fold_parallel,
    "delinearize_index": fold_delinearize,
    "linearize_index": fold_linearize,
    "min": _min_max_folder(min),
    "max": _min_max_folder(max),
}
