"""`int-range-optimizations`: rewrites on integer range analysis (MLIR's
`IntRangeOptimizations.cpp`, `ArithIntRangeOpts`).

`DeadCodeAnalysis`, `SparseConstantPropagation` and `IntegerRangeAnalysis` run on the op;
then, greedily, every value whose ranges pin one constant is replaced by that constant
(made by its dialect's materializer, else arith's), and `remsi`/`remui` of a value already
within `[0, modulus)` by the value itself.
"""

from __future__ import annotations

from passgen.generated.transforms import ArithIntRangeOptsBase

from ..dataflow import (
    ConstantIntRanges,
    DataFlowSolver,
    DeadCodeAnalysis,
    IntegerRangeAnalysis,
    IntegerValueRangeLattice,
    SparseConstantPropagation,
    constant_attr,
)
from ..dialects.integers import constant_int
from ..ir import BlockArgument, Operation, OpResult, Trait, Value
from ..ir.effects import is_op_trivially_dead
from ..rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    RegionSimplification,
    apply_patterns_greedily,
)
from ..rewrite.pattern import MATCH_ANY_OP, RewritePattern
from ..rewrite.rewriter import PatternRewriter


def _ranges(solver: DataFlowSolver, value: Value) -> ConstantIntRanges | None:
    lattice = solver.lookup_state(IntegerValueRangeLattice, value)
    return lattice.value.value if lattice is not None else None


def _constant_value(solver: DataFlowSolver, value: Value) -> int | None:
    """The bit pattern of the constant the analysis pinned `value` to, else None."""
    ranges = _ranges(solver, value)
    return ranges.constant_value if ranges is not None else None


def maybe_replace_with_constant(
    solver: DataFlowSolver, rewriter: PatternRewriter, value: Value
) -> bool:
    """Replace `value`'s uses by the constant its ranges pin, made at the rewriter's
    insertion point (MLIR's `maybeReplaceWithConstant`)."""
    if not value.has_uses:
        return False
    bits = _constant_value(solver, value)
    attr = constant_attr(bits, value.type) if bits is not None else None
    if attr is None:
        return False
    if isinstance(value, OpResult):
        dialect, location = value.op.name.dialect, value.op.location
    else:
        assert isinstance(value, BlockArgument) and value.block is not None
        parent = value.block.parent_op
        dialect, location = (parent.name.dialect if parent else "builtin"), value.location
    context = rewriter.context
    constant = None
    for name in (dialect, "arith"):
        loaded = context.loaded_dialects.get(name)
        materialize = loaded.constant_materializer if loaded is not None else None
        if materialize is not None:
            constant = materialize(rewriter, attr, value.type, location)
        if constant is not None:
            break
    if constant is None:
        return False
    result = constant.results[0]
    old = solver.lookup_state(IntegerValueRangeLattice, value)
    if old is not None:
        solver.get_or_create_state(IntegerValueRangeLattice, result).join(old)
    rewriter.replace_all_uses_with(value, result)
    return True


class MaterializeKnownConstantValues(RewritePattern):
    """Replace results (then region arguments) the analysis pinned to a constant; erase
    the op when all its results went and it is trivially dead."""

    def __init__(self, solver: DataFlowSolver):
        super().__init__(MATCH_ANY_OP)
        self.solver = solver

    def _needs_replacing(self, value: Value) -> bool:
        return _constant_value(self.solver, value) is not None and value.has_uses

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.has_trait(Trait.CONSTANT_LIKE):
            return False
        constant_results = any(self._needs_replacing(result) for result in op.results)
        constant_arguments = any(
            self._needs_replacing(argument)
            for region in op.regions
            for block in region.blocks
            for argument in block.arguments
        )
        if not constant_results and not constant_arguments:
            return False
        rewriter.set_insertion_point(op)
        replaced_all = bool(op.results)
        for result in op.results:
            replaced = maybe_replace_with_constant(self.solver, rewriter, result)
            replaced_all &= replaced or not result.has_uses
        if replaced_all and is_op_trivially_dead(op):
            rewriter.erase_op(op)
            return True
        with rewriter.insertion_guard():
            for region in op.regions:
                for block in region.blocks:
                    rewriter.set_insertion_point_to_start(block)
                    for argument in block.arguments:
                        maybe_replace_with_constant(self.solver, rewriter, argument)
        return True


class DeleteTrivialRem(RewritePattern):
    """`remsi`/`remui` of a value known to lie in `[0, modulus)` is that value (MLIR's
    `DeleteTrivialRem`)."""

    def __init__(self, root: str, solver: DataFlowSolver):
        super().__init__(root)
        self.solver = solver

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        modulus = constant_int(rhs)
        ranges = _ranges(self.solver, lhs)
        if modulus is None or modulus <= 0 or ranges is None:
            return False
        if op.name.name == "arith.remui":
            low, high = ranges.umin, ranges.umax
        else:
            low, high = ranges.smin, ranges.smax
        width = ranges.width
        # Bit patterns, as MLIR's APInt compares them.
        low, high = low & ((1 << width) - 1), high & ((1 << width) - 1)
        sign = 1 << (width - 1) if width else 0
        if low & sign or low >= modulus or high & sign or high >= modulus or low > high:
            return False
        rewriter.replace_op(op, [lhs])
        return True


class IntRangeOptimizations(ArithIntRangeOptsBase):
    def run_on_operation(self) -> None:
        op = self.get_operation()
        solver = DataFlowSolver()
        solver.load(DeadCodeAnalysis)
        solver.load(SparseConstantPropagation)
        solver.load(IntegerRangeAnalysis)
        solver.initialize_and_run(op)
        patterns = FrozenRewritePatternSet(
            [
                MaterializeKnownConstantValues.create(solver),
                DeleteTrivialRem.create("arith.remsi", solver),
                DeleteTrivialRem.create("arith.remui", solver),
            ]
        )
        # MLIR's default `GreedyRewriteConfig` simplifies regions aggressively.
        config = GreedyRewriteConfig(region_simplification=RegionSimplification.AGGRESSIVE)
        apply_patterns_greedily(op, patterns, config)
