"""`affine.if` folding and canonicalization (AffineOps.cpp): `AffineIfOp::fold`
(`composeSetAndOperands`, `canonicalizeSetAndOperands`), `SimplifyDeadElse` and
`AlwaysTrueOrFalseIf`."""

from __future__ import annotations

from ...ir import Attribute, Operation, Value
from ...ir.affine import AffineMap, ConstantExpr, IntegerSet, set_attribute, set_of
from ...rewrite.folding import FoldResult
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .composition import (
    apply_op,
    canonicalize_set_and_operands,
    compose_affine_map_and_operands,
)

CONDITION = "condition"


def _condition(op: Operation) -> IntegerSet:
    found = set_of(op.get_attr(CONDITION))
    assert found is not None
    return found


def _compose_set(set: IntegerSet, operands: list[Value]) -> tuple[IntegerSet, list[Value]]:
    """MLIR's `composeSetAndOperands`: the constraints composed as a map's results."""
    if all(apply_op(v) is None for v in operands):
        return set, operands
    map = AffineMap(set.num_dims, set.num_symbols, set.constraints)
    map, operands = compose_affine_map_and_operands(map, operands)
    return IntegerSet(map.num_dims, map.num_symbols, map.results, set.equalities), operands


def fold_if(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineIfOp::fold`: its set composed and canonicalized with its operands, in place."""
    old_set, old_operands = _condition(op), op.operands
    set, operands = _compose_set(old_set, list(old_operands))
    set, operands = canonicalize_set_and_operands(set, operands)
    if set == old_set and operands == old_operands:
        return None
    op.set_operands(operands)
    op.properties = {**op.properties, CONDITION: set_attribute(set)}
    return []


class SimplifyDeadElse(RewritePattern):
    """An else block holding only its terminator erased (an `affine.if` with no results)."""

    def __init__(self) -> None:
        super().__init__("affine.if")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        otherwise = op.regions[1]
        if not otherwise.blocks or len(otherwise.blocks[0]) != 1 or op.results:
            return False
        rewriter.start_op_modification(op)
        rewriter.erase_block(otherwise.blocks[0])
        rewriter.finalize_op_modification(op)
        return True


class AlwaysTrueOrFalseIf(RewritePattern):
    """An `affine.if` of the empty set (`1 == 0`) replaced by its else block, of `0 == 0` by
    its then block."""

    def __init__(self) -> None:
        super().__init__("affine.if")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        set = _condition(op)
        if set.constraints == (ConstantExpr(1),) and set.equalities == (True,):
            otherwise = op.regions[1]
            if not op.results and not otherwise.blocks:
                rewriter.erase_op(op)
                return True
            block = otherwise.blocks[0]
        elif set.constraints == (ConstantExpr(0),) and set.equalities == (True,):
            block = op.regions[0].blocks[0]
        else:
            return False
        terminator = block.terminator
        assert terminator is not None and op.parent is not None
        rewriter.inline_block_before(block, op.parent, op)
        rewriter.replace_op(op, terminator.operands)
        rewriter.erase_op(terminator)
        return True
