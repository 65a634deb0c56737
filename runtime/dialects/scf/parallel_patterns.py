"""`scf.parallel` canonicalization patterns (MLIR's `SCF.cpp`,
`ParallelOp::getCanonicalizationPatterns` in its order): dimensions of one trip dropped
(all of them: the body and reductions inlined), loops with a dimension of no trip removed,
and a loop nest of two `scf.parallel` without reductions merged into one."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...asm.dense_arrays import dense_array
from ...ir import INDEX, Block, Location, Operation, Value
from ...rewrite.rewriter import PatternRewriter
from ..elements import to_signed
from ..integers import constant_int
from .rewriting import ScfPattern, clone_region_before

SEGMENTS = "operandSegmentSizes"

BodyBuilder = Callable[[PatternRewriter, Block], None]


def trip_count(lb: Value | int, ub: Value | int, step: Value | int) -> int | None:
    """`constantTripCount` on index bounds (values or constants): no trip when `lb` is
    `ub` or the step is a constant not above 0; else None unless all are constants."""
    low, high, stride = (
        item if isinstance(item, int) else constant_int(item) for item in (lb, ub, step)
    )
    if lb is ub or (stride is not None and to_signed(stride, 64) <= 0):
        return 0
    if low is None or high is None or stride is None:
        return None
    low, high, stride = (to_signed(value, 64) for value in (low, high, stride))
    return max(0, -(-(high - low) // stride))


def _bounds(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value]]:
    """Lower bounds, upper bounds, steps and init values."""
    rank = len(op.regions[0].blocks[0].arguments)
    operands = op.operands
    return (
        operands[:rank],
        operands[rank : 2 * rank],
        operands[2 * rank : 3 * rank],
        operands[3 * rank :],
    )


def create_parallel(
    rewriter: PatternRewriter,
    location: Location,
    bounds: tuple[Sequence[Value], Sequence[Value], Sequence[Value]],
    inits: Sequence[Value],
    body: BodyBuilder | None,
) -> Operation:
    """`ParallelOp::build`: an entry block of one index argument per dimension, filled by
    `body`, with an `scf.reduce` appended (unreported) when there are no inits."""
    lbs, ubs, steps = bounds
    op = Operation.create(
        rewriter.context,
        "scf.parallel",
        [*lbs, *ubs, *steps, *inits],
        [init.type for init in inits],
        properties={SEGMENTS: dense_array("i32", [len(lbs), len(ubs), len(steps), len(inits)])},
        regions=1,
        location=location,
    )
    block = Block([INDEX] * len(steps), [location] * len(steps))
    op.regions[0].append(block)
    if body is not None:
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_start(block)
            body(rewriter, block)
    if not inits:
        block.append(Operation.create(rewriter.context, "scf.reduce", location=location))
    return rewriter.insert(op)


def _clone_ops(
    rewriter: PatternRewriter, block: Block, mapping: dict[Value | Block, Value | Block]
) -> None:
    """Clone the ops of `block` but its terminator at the insertion point."""
    for op in block.operations[:-1]:
        rewriter.clone(op, mapping)


class ParallelOpSingleOrZeroIterationDimsFolder(ScfPattern):
    """A dimension of no trip removes the loop (its results are the inits); dimensions of
    one trip are dropped, their induction variables read the lower bound."""

    root_name = "scf.parallel"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lbs, ubs, steps, inits = _bounds(op)
        body = op.regions[0].blocks[0]
        mapping: dict[Value | Block, Value | Block] = {}
        kept: list[int] = []
        for index, (lb, ub, step) in enumerate(zip(lbs, ubs, steps)):
            trips = trip_count(lb, ub, step)
            if trips == 0:
                rewriter.replace_op(op, inits)
                return True
            if trips == 1:
                mapping[body.arguments[index]] = lb
                continue
            kept.append(index)
        if len(kept) == len(lbs):
            return False
        if not kept:
            rewriter.replace_op(op, self._inline(rewriter, op, body, inits, mapping))
            return True
        new_op = create_parallel(
            rewriter,
            op.location,
            ([lbs[i] for i in kept], [ubs[i] for i in kept], [steps[i] for i in kept]),
            inits,
            None,
        )
        rewriter.erase_block(new_op.regions[0].blocks[0])
        clone_region_before(rewriter, op.regions[0], new_op.regions[0], 0, mapping)
        rewriter.replace_op(op, new_op.results)
        return True

    @staticmethod
    def _inline(
        rewriter: PatternRewriter,
        op: Operation,
        body: Block,
        inits: list[Value],
        mapping: dict[Value | Block, Value | Block],
    ) -> list[Value]:
        """The body and each reduction cloned before `op`; the reduced values."""
        _clone_ops(rewriter, body, mapping)
        reduce = body.last_op
        assert reduce is not None
        results: list[Value] = []
        for index, region in enumerate(reduce.regions):
            block = region.blocks[0]
            mapping[block.arguments[0]] = inits[len(results)]
            operand = reduce.operands[index]
            mapping[block.arguments[1]] = mapping.get(operand, operand)
            _clone_ops(rewriter, block, mapping)
            returned = block.last_op
            assert returned is not None
            result = mapping.get(returned.operands[0], returned.operands[0])
            assert isinstance(result, Value)
            results.append(result)
        return results


class MergeNestedParallelLoops(ScfPattern):
    """An `scf.parallel` whose body is only another, both without reductions and the inner
    bounds not using the outer induction variables, becomes one loop over both."""

    root_name = "scf.parallel"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = op.regions[0].blocks[0]
        inner_op = outer.first_op
        if inner_op is None or inner_op.next_op is not outer.last_op:
            return False
        if inner_op.name.name != "scf.parallel":
            return False
        inner_bounds = _bounds(inner_op)
        controls = [*inner_bounds[0], *inner_bounds[1], *inner_bounds[2]]
        if any(argument in controls for argument in outer.arguments):
            return False
        outer_bounds = _bounds(op)
        if outer_bounds[3] or inner_bounds[3]:
            return False
        inner = inner_op.regions[0].blocks[0]

        def body(builder: PatternRewriter, block: Block) -> None:
            mapping: dict[Value | Block, Value | Block] = dict(
                zip(outer.arguments, block.arguments)
            )
            mapping.update(zip(inner.arguments, block.arguments[len(outer.arguments) :]))
            _clone_ops(builder, inner, mapping)

        new_op = create_parallel(
            rewriter,
            op.location,
            tuple(outer_bounds[k] + inner_bounds[k] for k in range(3)),  # type: ignore[arg-type]
            [],
            body,
        )
        rewriter.replace_op(op, new_op.results)
        return True


PARALLEL_PATTERNS = (ParallelOpSingleOrZeroIterationDimsFolder(), MergeNestedParallelLoops())
"""`ParallelOp::getCanonicalizationPatterns`, in MLIR's order."""
