"""`arith-int-range-narrowing`: arith ops whose operands and results integer range
analysis fits in a narrower supported width are rewritten on that width, between casts
(MLIR's `IntRangeOptimizations.cpp`: `NarrowElementwise`, `NarrowCmpI`,
`FoldIndexCastChain`), bottom-up.

MLIR's `NarrowElementwise` matches every op with the `Elementwise` trait: among the ops
the analysis can bound (arith's and index's), those are arith's (all `ElementwiseMappable`);
any other op's results span their whole type and never narrow.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from passgen.generated.transforms import ArithIntRangeNarrowingBase

from ..dataflow import (
    ConstantIntRanges,
    DataFlowSolver,
    DeadCodeAnalysis,
    IntegerRangeAnalysis,
    IntegerValueRangeLattice,
    SparseConstantPropagation,
)
from ..interfaces.int_range import signed
from ..ir import IndexType, IntegerType, Location, Operation, OpResult, Type, Value
from ..ir.shaped_types import element_type, with_element
from ..rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    RegionSimplification,
    apply_patterns_greedily,
)
from ..rewrite.pattern import MATCH_ANY_OP, RewritePattern
from ..rewrite.rewriter import PatternRewriter


class CastKind(enum.Enum):
    """Which truncation keeps a range's values (MLIR's `CastKind`)."""

    NONE = 0
    SIGNED = 1
    UNSIGNED = 2
    BOTH = 3


def _collect_ranges(
    solver: DataFlowSolver, values: Sequence[Value]
) -> list[ConstantIntRanges] | None:
    ranges = []
    for value in values:
        lattice = solver.lookup_state(IntegerValueRangeLattice, value)
        if lattice is None or lattice.value.value is None:
            return None
        ranges.append(lattice.value.value)
    return ranges


def _copy_range(solver: DataFlowSolver, old: Value, new: Value) -> None:
    """MLIR's `copyIntegerRange`."""
    lattice = solver.lookup_state(IntegerValueRangeLattice, old)
    if lattice is not None:
        solver.get_or_create_state(IntegerValueRangeLattice, new).join(lattice)


def _sign_bits(value: int, width: int) -> int:
    """The leading bits equal to the sign bit of `value` (`APInt::getNumSignBits`)."""
    value = signed(value, width)
    return width - (value if value >= 0 else ~value).bit_length()


def check_truncatability(ranges: ConstantIntRanges, target: int) -> CastKind:
    """The truncation to `target` bits that keeps every value of `ranges` (MLIR's
    `checkTruncatability`)."""
    width = ranges.width
    if width <= target:
        return CastKind.NONE
    removed = width - target
    by_signed = min(_sign_bits(ranges.smin, width), _sign_bits(ranges.smax, width)) >= removed + 1
    by_unsigned = width - ranges.umax.bit_length() >= removed  # umin <= umax
    if by_signed and by_unsigned:
        return CastKind.BOTH
    if by_signed:
        return CastKind.SIGNED
    return CastKind.UNSIGNED if by_unsigned else CastKind.NONE


def merge_cast_kinds(lhs: CastKind, rhs: CastKind) -> CastKind:
    if CastKind.NONE in (lhs, rhs):
        return CastKind.NONE
    if lhs is CastKind.BOTH:
        return rhs
    if rhs is CastKind.BOTH or lhs is rhs:
        return lhs
    return CastKind.NONE


def _do_cast(
    rewriter: PatternRewriter, location: Location, source: Value, type: Type, kind: CastKind
) -> Value:
    """MLIR's `doCast`: `source` as `type`, by an index cast, a truncation or an
    extension of `kind`."""
    if source.type == type:
        return source
    source_element, element = element_type(source.type), element_type(type)
    if isinstance(source_element, IndexType) or isinstance(element, IndexType):
        name = "arith.index_cast" if kind is CastKind.SIGNED else "arith.index_castui"
    else:
        assert isinstance(source_element, IntegerType) and isinstance(element, IntegerType)
        if element.width < source_element.width:
            name = "arith.trunci"
        else:
            name = "arith.extsi" if kind is CastKind.SIGNED else "arith.extui"
    return rewriter.create(name, [source], [type], location=location).results[0]


def _target_type(source: Type, width: int) -> Type:
    return with_element(source, IntegerType(width))


class NarrowElementwise(RewritePattern):
    """An arith op whose operands and results all fit a supported width runs on it, its
    operands cast down and its results back (MLIR's `NarrowElementwise`)."""

    def __init__(self, solver: DataFlowSolver, widths: Sequence[int]):
        super().__init__(MATCH_ANY_OP)
        self.solver = solver
        self.widths = widths

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.name.dialect != "arith" or not op.results:
            return False
        operands = _collect_ranges(self.solver, op.operands)
        results = _collect_ranges(self.solver, op.results)
        if operands is None or results is None:
            return False
        source = op.results[0].type
        if any(result.type != source for result in op.results):
            return False
        if not op.operands or any(operand.type != source for operand in op.operands):
            return False
        for width in self.widths:
            kind = CastKind.BOTH
            for ranges in [*operands, *results]:
                kind = merge_cast_kinds(kind, check_truncatability(ranges, width))
                if kind is CastKind.NONE:
                    break
            target = _target_type(source, width)
            if kind is CastKind.NONE or target == source:
                continue
            mapping: dict[Value, Value] = {}
            for operand, ranges in zip(op.operands, operands):
                # `index` operands keep their non-negativity in an unsigned cast.
                operand_kind = (
                    CastKind.BOTH if kind is CastKind.SIGNED and ranges.smin >= 0 else kind
                )
                mapping[operand] = _do_cast(rewriter, op.location, operand, target, operand_kind)
            narrow = rewriter.clone(op, mapping)

            def retype(narrow: Operation = narrow, target: Type = target) -> None:
                for result in narrow.results:
                    result.type = target

            rewriter.modify_op_in_place(narrow, retype)
            replacements = []
            for new, old in zip(narrow.results, op.results):
                back = _do_cast(rewriter, op.location, new, source, kind)
                _copy_range(self.solver, old, back)
                replacements.append(back)
            rewriter.replace_op(op, replacements)
            return True
        return False


class NarrowCmpI(RewritePattern):
    """`arith.cmpi` of operands that fit a supported width compares them on it (MLIR's
    `NarrowCmpI`)."""

    def __init__(self, solver: DataFlowSolver, widths: Sequence[int]):
        super().__init__("arith.cmpi")
        self.solver = solver
        self.widths = widths

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        ranges = _collect_ranges(self.solver, op.operands)
        if ranges is None:
            return False
        for width in self.widths:
            lhs_kind = check_truncatability(ranges[0], width)
            rhs_kind = check_truncatability(ranges[1], width)
            target = _target_type(lhs.type, width)
            if merge_cast_kinds(lhs_kind, rhs_kind) is CastKind.NONE or target == lhs.type:
                continue
            mapping = {
                lhs: _do_cast(rewriter, op.location, lhs, target, lhs_kind),
                rhs: _do_cast(rewriter, op.location, rhs, target, rhs_kind),
            }
            narrow = rewriter.clone(op, mapping)
            _copy_range(self.solver, op.results[0], narrow.results[0])
            rewriter.replace_op(op, narrow.results)
            return True
        return False


class FoldIndexCastChain(RewritePattern):
    """`cast(cast(%x : iN to index) : index to iN)` is `%x` for a supported N (MLIR's
    `FoldIndexCastChain`)."""

    def __init__(self, root: str, widths: Sequence[int]):
        super().__init__(root)
        self.widths = widths

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0]
        if not isinstance(inner, OpResult) or inner.op.name.name != op.name.name:
            return False
        source = inner.op.operands[0]
        result = op.results[0].type
        if source.type != result or not isinstance(inner.type, IndexType):
            return False
        if not isinstance(result, IntegerType) or result.width not in self.widths:
            return False
        rewriter.replace_op(op, [source])
        return True


class IntRangeNarrowing(ArithIntRangeNarrowingBase):
    def run_on_operation(self) -> None:
        op = self.get_operation()
        solver = DataFlowSolver()
        solver.load(DeadCodeAnalysis)
        solver.load(SparseConstantPropagation)
        solver.load(IntegerRangeAnalysis)
        solver.initialize_and_run(op)
        widths = list(self.bitwidths_supported)
        patterns = FrozenRewritePatternSet(
            [
                NarrowElementwise.create(solver, widths),
                NarrowCmpI.create(solver, widths),
                FoldIndexCastChain.create("arith.index_castui", widths),
                FoldIndexCastChain.create("arith.index_cast", widths),
            ]
        )
        # Bottom-up: `arith.cmpi` needs the ranges of its original operands.
        config = GreedyRewriteConfig(
            use_top_down_traversal=False, region_simplification=RegionSimplification.AGGRESSIVE
        )
        apply_patterns_greedily(op, patterns, config)
