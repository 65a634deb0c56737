"""`affine.for` folding (AffineOps.cpp's `AffineForOp::fold`: `foldLoopBounds`,
`canonicalizeLoopBounds`, a zero-trip loop's results its inits, and the folding of loops whose
body only yields, MLIR 22's `AffineForEmptyLoopFolder` moved into the fold)."""

from __future__ import annotations

from ...ir import Attribute, OpaqueAttr, Operation, Value
from ...ir.affine import AffineMap, constant_map, map_attribute
from ...rewrite.folding import FoldResult, constant_operand
from .composition import canonicalize_map_and_operands, compose_affine_map_and_operands
from .constant_fold import partial_constant_fold
from .loops import LOWER, UPPER, constant_bound, trivial_trip_count
from .operand_lists import op_map
from .operand_simplify import simplify_min_or_max_with_operands

SEGMENTS = "operandSegmentSizes"


def _bounds(op: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    """The lower bound's, upper bound's and loop-carried operands."""
    lower = op_map(op, LOWER).num_inputs
    upper = op_map(op, UPPER).num_inputs
    operands = op.operands
    return operands[:lower], operands[lower : lower + upper], operands[lower + upper :]


def _set_bounds(
    op: Operation, lower: tuple[AffineMap, list[Value]], upper: tuple[AffineMap, list[Value]]
) -> None:
    """MLIR's `setLowerBound` / `setUpperBound`: the maps, operands and segment sizes."""
    inits = _bounds(op)[2]
    op.set_operands([*lower[1], *upper[1], *inits])
    segments = f"array<i32: {len(lower[1])}, {len(upper[1])}, {len(inits)}>"
    op.properties = {
        **op.properties,
        LOWER: map_attribute(lower[0]),
        UPPER: map_attribute(upper[0]),
        SEGMENTS: OpaqueAttr(segments),
    }


def _fold_bound(map: AffineMap, operands: list[Value], lower: bool) -> AffineMap | None:
    """`foldLowerOrUpperBound`: the constant max (min) of a bound whose results all fold."""
    constants: list[Attribute | None] = [constant_operand(v) for v in operands]
    _, values = partial_constant_fold(map, constants)
    if not values:
        return None
    return constant_map(max(values) if lower else min(values))


def _remove_duplicate_exprs(map: AffineMap) -> AffineMap:
    """MLIR's `removeDuplicateExprs`: adjacent repeated results dropped (`llvm::unique`)."""
    results = [r for i, r in enumerate(map.results) if i == 0 or r != map.results[i - 1]]
    return AffineMap(map.num_dims, map.num_symbols, tuple(results))


def _canonical_bounds(
    lb: AffineMap, lb_operands: list[Value], ub: AffineMap, ub_operands: list[Value]
) -> tuple[tuple[AffineMap, list[Value]], tuple[AffineMap, list[Value]]]:
    """`canonicalizeLoopBounds`'s maps and operands, in its order."""
    lb, lb_operands = compose_affine_map_and_operands(lb, lb_operands)
    lb, lb_operands = canonicalize_map_and_operands(lb, lb_operands)
    lb = simplify_min_or_max_with_operands(lb, lb_operands, is_max=True)
    ub = simplify_min_or_max_with_operands(ub, ub_operands, is_max=False)
    lb = _remove_duplicate_exprs(lb)
    ub, ub_operands = compose_affine_map_and_operands(ub, ub_operands)
    ub, ub_operands = canonicalize_map_and_operands(ub, ub_operands)
    return (lb, lb_operands), (_remove_duplicate_exprs(ub), ub_operands)


def fold_for(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineForOp::fold`."""
    folded = False
    for name, lower in ((LOWER, True), (UPPER, False)):
        map = op_map(op, name)
        if constant_bound(op, name) is not None:
            continue
        lb_operands, ub_operands, _ = _bounds(op)
        constant = _fold_bound(map, lb_operands if lower else ub_operands, lower)
        if constant is not None:
            lb = (constant, []) if lower else (op_map(op, LOWER), lb_operands)
            ub = (op_map(op, UPPER), ub_operands) if lower else (constant, [])
            _set_bounds(op, lb, ub)
            folded = True
    lb_map, ub_map = op_map(op, LOWER), op_map(op, UPPER)
    lb_operands, ub_operands, _ = _bounds(op)
    lb, ub = _canonical_bounds(lb_map, list(lb_operands), ub_map, list(ub_operands))
    if lb[0] != lb_map or ub[0] != ub_map:
        _set_bounds(
            op,
            lb if lb[0] != lb_map else (lb_map, lb_operands),
            ub if ub[0] != ub_map else (ub_map, ub_operands),
        )
        folded = True
    if trivial_trip_count(op) == 0 and op.results:
        return list(_bounds(op)[2])
    empty = _empty_loop_results(op)
    if empty is not None:
        return list[Attribute | Value](empty)
    return [] if folded else None


def _empty_loop_results(op: Operation) -> list[Value] | None:
    """MLIR's empty-loop folding (`AffineForEmptyLoopFolder`, a fold in MLIR 22): a loop
    whose body only yields has as results the values they always take (None: unknown)."""
    body = op.regions[0].blocks[0]
    if len(body) != 1 or not op.results:
        return None
    trip_count = trivial_trip_count(op)
    inits = _bounds(op)[2]
    if trip_count == 0:
        return list(inits)
    yielded = body.terminator
    assert yielded is not None
    iter_args = body.arguments[1:]
    replacements: list[Value] = []
    outside = out_of_order = False
    for i, value in enumerate(yielded.operands):
        if value is body.arguments[0]:
            return None
        if value not in iter_args:
            outside = True
            replacements.append(value)
            continue
        position = iter_args.index(value)
        out_of_order |= position != i
        replacements.append(inits[position])
    if trip_count is None and (outside or out_of_order):
        return None
    if trip_count is not None and trip_count >= 2 and out_of_order:
        return None
    return replacements
