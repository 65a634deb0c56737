"""`affine.min` / `affine.max` canonicalization patterns (AffineOps.cpp):
`CanonicalizeSingleResultAffineMinMaxOp`, `DeduplicateAffineMinMaxExpressions`,
`MergeAffineMinMaxOp` and `CanonicalizeAffineMinMaxOpExprAndTermOrder`."""

from __future__ import annotations

from ...ir import INDEX, Operation, OpResult, Value
from ...ir.affine import AffineExpr, AffineMap, DimExpr, SymbolExpr, map_attribute
from ...ir.affine.flatten import Flattener
from ...ir.affine.replace import shift_inputs
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .operand_lists import op_map

MAP = "map"
CPP_CLASSES = {"min": "AffineMinOp", "max": "AffineMaxOp"}


class MinMaxPattern(RewritePattern):
    """A pattern of `affine.<mnemonic>` named `<Name><mlir::affine::AffineMinOp>`."""

    def __init__(self, mnemonic: str):
        super().__init__(f"affine.{mnemonic}")
        self.debug_name = f"{type(self).__name__}<mlir::affine::{CPP_CLASSES[mnemonic]}>"

    def replace(
        self, op: Operation, rewriter: PatternRewriter, map: AffineMap, operands: list[Value]
    ) -> None:
        """`rewriter.replaceOpWithNewOp<T>(op, map, operands)`."""
        rewriter.replace_op_with_new_op(
            op,
            op.name.name,
            operands,
            [INDEX],
            properties={MAP: map_attribute(map)},
            location=op.location,
        )


class CanonicalizeSingleResultAffineMinMaxOp(MinMaxPattern):
    """A min or max of one result: the `affine.apply` of its map."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        map = op_map(op, MAP)
        if len(map.results) != 1:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "affine.apply",
            op.operands,
            [INDEX],
            properties={MAP: map_attribute(map)},
            location=op.location,
        )
        return True


class DeduplicateAffineMinMaxExpressions(MinMaxPattern):
    """Repeated results dropped."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        map = op_map(op, MAP)
        unique = tuple(dict.fromkeys(map.results))
        if len(unique) == len(map.results):
            return False
        self.replace(op, rewriter, AffineMap(map.num_dims, map.num_symbols, unique), op.operands)
        return True


class MergeAffineMinMaxOp(MinMaxPattern):
    """Results that are a lone input defined by a min (max) like this one replaced by that
    op's results, its operands appended."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        map = op_map(op, MAP)
        dims, symbols = op.operands[: map.num_dims], op.operands[map.num_dims :]
        exprs: list[AffineExpr] = []
        producers: list[Operation] = []
        for expr in map.results:
            producer = self._producer(op, expr, dims, symbols)
            if producer is None:
                exprs.append(expr)
            else:
                producers.append(producer)
        if not producers:
            return False
        num_dims, num_symbols = map.num_dims, map.num_symbols
        new_dims, new_symbols = list(dims), list(symbols)
        for producer in producers:
            producer_map = op_map(producer, MAP)
            pd, ps = producer_map.num_dims, producer_map.num_symbols
            new_dims += producer.operands[:pd]
            new_symbols += producer.operands[pd:]
            exprs += [shift_inputs(e, pd, num_dims, ps, num_symbols) for e in producer_map.results]
            num_dims += pd
            num_symbols += ps
        merged = AffineMap(num_dims, num_symbols, tuple(exprs))
        self.replace(op, rewriter, merged, new_dims + new_symbols)
        return True

    @staticmethod
    def _producer(
        op: Operation, expr: AffineExpr, dims: list[Value], symbols: list[Value]
    ) -> Operation | None:
        if isinstance(expr, SymbolExpr):
            value = symbols[expr.position]
        elif isinstance(expr, DimExpr):
            value = dims[expr.position]
        else:
            return None
        if isinstance(value, OpResult) and value.op.name.name == op.name.name:
            return value.op
        return None


def _flat_results(map: AffineMap) -> list[list[int]] | None:
    """Each result's coefficients (None: one is semi-affine or needs a local variable)."""
    rows: list[list[int]] = []
    for expr in map.results:
        flattener = Flattener(map.num_dims, map.num_symbols)
        row = flattener.flatten(expr)
        if row is None or flattener.local_exprs:
            return None
        rows.append(row)
    return rows


class CanonicalizeAffineMinMaxOpExprAndTermOrder(MinMaxPattern):
    """`canonicalizeMapExprAndTermOrder`: results sorted by their flattened coefficients."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        map = op_map(op, MAP)
        rows = _flat_results(map)
        if rows is None or rows == sorted(rows):
            return False
        order = sorted(range(len(rows)), key=lambda i: rows[i])
        results = tuple(map.results[i] for i in order)
        self.replace(op, rewriter, AffineMap(map.num_dims, map.num_symbols, results), op.operands)
        return True
