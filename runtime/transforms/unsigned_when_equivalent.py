"""`arith-unsigned-when-equivalent`: signed arith ops whose operands and results integer
range analysis proves non-negative become their unsigned equivalents (MLIR's
`UnsignedWhenEquivalent.cpp`), in one walk (`walkAndApplyPatterns`: nothing is folded or
erased)."""

from __future__ import annotations

from passgen.generated.transforms import ArithUnsignedWhenEquivalentPassBase

from ..dataflow import (
    DataFlowSolver,
    DeadCodeAnalysis,
    IntegerRangeAnalysis,
    statically_non_negative,
)
from ..dialects.arith.folders import predicate_of
from ..dialects.integers import SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT
from ..ir import I64, IntegerAttr, Operation
from ..rewrite import FrozenRewritePatternSet
from ..rewrite.pattern import RewritePattern
from ..rewrite.rewriter import PatternRewriter
from ..rewrite.walk_driver import walk_and_apply_patterns

_UNSIGNED_OPS = {
    "arith.divsi": "arith.divui",
    "arith.ceildivsi": "arith.ceildivui",
    "arith.floordivsi": "arith.divui",
    "arith.remsi": "arith.remui",
    "arith.minsi": "arith.minui",
    "arith.maxsi": "arith.maxui",
    "arith.extsi": "arith.extui",
}
_UNSIGNED_PREDICATES = {SLE: ULE, SLT: ULT, SGE: UGE, SGT: UGT}


class ConvertOpToUnsigned(RewritePattern):
    """A signed op with non-negative operands and results becomes `unsigned`, with the
    same operands, result types and attributes."""

    def __init__(self, signed: str, unsigned: str, solver: DataFlowSolver):
        super().__init__(signed)
        self.unsigned = unsigned
        self.solver = solver

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        values = [*op.operands, *op.results]
        if not all(statically_non_negative(self.solver, value) for value in values):
            return False
        rewriter.replace_op_with_new_op(
            op,
            self.unsigned,
            op.operands,
            [result.type for result in op.results],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            location=op.location,
        )
        return True


class ConvertCmpIToUnsigned(RewritePattern):
    """A signed `cmpi` ordering of non-negative operands becomes the unsigned one."""

    def __init__(self, solver: DataFlowSolver):
        super().__init__("arith.cmpi")
        self.solver = solver

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        unsigned = _UNSIGNED_PREDICATES.get(predicate_of(op) or 0)
        if unsigned is None or not all(
            statically_non_negative(self.solver, operand) for operand in op.operands
        ):
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.cmpi",
            op.operands,
            [op.results[0].type],
            properties={"predicate": IntegerAttr(unsigned, I64)},
            location=op.location,
        )
        return True


class ArithUnsignedWhenEquivalent(ArithUnsignedWhenEquivalentPassBase):
    def run_on_operation(self) -> None:
        op = self.get_operation()
        solver = DataFlowSolver()
        solver.load(DeadCodeAnalysis)
        solver.load(IntegerRangeAnalysis)
        solver.initialize_and_run(op)
        patterns: list[RewritePattern] = [
            ConvertOpToUnsigned.create(signed, unsigned, solver)
            for signed, unsigned in _UNSIGNED_OPS.items()
        ]
        patterns.append(ConvertCmpIToUnsigned.create(solver))
        walk_and_apply_patterns(op, FrozenRewritePatternSet(patterns))
