"""`convert-scf-to-cf`: structured control flow lowered to a CFG of `cf` branches (MLIR's
`SCFToControlFlow.cpp`, its patterns and their order).

`scf.for`, `scf.if`, `scf.while`, `scf.index_switch` and `scf.execute_region` become
blocks of the enclosing region joined by `cf.br` / `cf.cond_br` / `cf.switch`;
`scf.forall` (without shared outputs) becomes an `scf.parallel`, and `scf.parallel` a
nest of `scf.for`, both lowered in turn. The loops' latches keep the loop's `llvm`
attributes (`llvm.loop_annotation`). The conversion is a partial one: any other op is
legal, and an scf op no pattern lowers fails the pass.
"""

from __future__ import annotations

from collections.abc import Sequence

from passgen.generated.conversion import SCFToControlFlowPassBase

from ..asm.dense_arrays import dense_array_values
from ..dialects.scf.for_op import UNSIGNED_CMP
from ..dialects.scf.for_patterns import build_for
from ..dialects.scf.forall_patterns import index_value, mixed_bounds, outputs
from ..dialects.scf.index_switch_patterns import CASES
from ..dialects.scf.parallel_patterns import create_parallel
from ..dialects.scf.rewriting import inline_region_before, split_block
from ..ir import I1, I32, I64, Attribute, Block, IntegerAttr, Location, OpaqueAttr, Operation, Value
from ..rewrite.partial_conversion import apply_partial_conversion
from ..rewrite.pattern import RewritePattern
from ..rewrite.pattern_set import FrozenRewritePatternSet
from ..rewrite.rewriter import PatternRewriter
from ..rewrite.successor_operands import segment_attr

SLT, ULT = 2, 6
"""`arith::CmpIPredicate` values."""

ILLEGAL = (
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
)
"""The ops the pass's conversion target marks illegal."""


def _is_illegal(op: Operation) -> bool:
    return op.name.name in ILLEGAL


class _Lowering(RewritePattern):
    """A lowering of the op `root_name`, named for MLIR's pattern class."""

    root_name = ""
    benefit_value = 1

    def __init__(self) -> None:
        super().__init__(self.root_name, self.benefit_value)
        self.debug_name = type(self).__name__


def _split_at(rewriter: PatternRewriter, op: Operation) -> tuple[Block, Block]:
    """The block holding `op`, and the block `splitBlock` makes of `op` and what follows."""
    block = op.parent
    assert block is not None
    return block, split_block(rewriter, block, op)


def _inline_before(
    rewriter: PatternRewriter, region_op: Operation, index: int, dest: Block
) -> None:
    """`inlineRegionBefore(region, dest)` for region `index` of `region_op`."""
    parent = dest.parent
    assert parent is not None
    inline_region_before(rewriter, region_op.regions[index], parent, parent.blocks.index(dest))


def _br(
    rewriter: PatternRewriter, dest: Block, operands: Sequence[Value], location: Location
) -> Operation:
    return rewriter.create("cf.br", operands, successors=[dest], location=location)


def _cond_br(
    rewriter: PatternRewriter,
    condition: Value,
    true_dest: Block,
    true_operands: Sequence[Value],
    false_dest: Block,
    location: Location,
) -> Operation:
    return rewriter.create(
        "cf.cond_br",
        [condition, *true_operands],
        properties={"operandSegmentSizes": segment_attr([1, len(true_operands), 0])},
        successors=[true_dest, false_dest],
        location=location,
    )


def _llvm_attributes(op: Operation) -> dict[str, Attribute]:
    """The discardable attributes of `op` whose value is of the `llvm` dialect, which the
    lowering moves to the loop's latch (`llvm.loop_annotation`, ...)."""
    return {name: attr for name, attr in op.attributes.items() if str(attr).startswith("#llvm.")}


def _latch(op: Operation, loop: Operation) -> None:
    op.attributes.update(_llvm_attributes(loop))


class ForLowering(_Lowering):
    root_name = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        location = op.location
        init_block, end_block = _split_at(rewriter, op)
        condition_block = op.regions[0].blocks[0]
        first_body_block = split_block(rewriter, condition_block, _first(condition_block))
        last_body_block = op.regions[0].blocks[-1]
        _inline_before(rewriter, op, 0, end_block)
        iv = condition_block.arguments[0]
        terminator = last_body_block.last_op
        assert terminator is not None
        rewriter.set_insertion_point_to_end(last_body_block)
        stepped = rewriter.create("arith.addi", [iv, op.operands[2]], [iv.type], location=location)
        latch = _br(rewriter, condition_block, [stepped.results[0], *terminator.operands], location)
        _latch(latch, op)
        rewriter.erase_op(terminator)
        rewriter.set_insertion_point_to_end(init_block)
        _br(rewriter, condition_block, [op.operands[0], *op.operands[3:]], location)
        rewriter.set_insertion_point_to_end(condition_block)
        predicate = ULT if op.get_attr(UNSIGNED_CMP) is not None else SLT
        comparison = rewriter.create(
            "arith.cmpi",
            [iv, op.operands[1]],
            [I1],
            properties={"predicate": IntegerAttr(predicate, I64)},
            location=location,
        )
        _cond_br(rewriter, comparison.results[0], first_body_block, [], end_block, location)
        rewriter.replace_op(op, condition_block.arguments[1:])
        return True


def _first(block: Block) -> Operation:
    first = block.first_op
    assert first is not None, "a loop body ends with its terminator"
    return first


class IfLowering(_Lowering):
    root_name = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        location = op.location
        cond_block, remaining = _split_at(rewriter, op)
        continue_block = remaining
        if op.results:
            region = remaining.parent
            assert region is not None
            continue_block = rewriter.create_block(
                region, [r.type for r in op.results], region.blocks.index(remaining)
            )
            for argument in continue_block.arguments:
                argument.location = location
            _br(rewriter, remaining, [], location)
        then_block = self._branch_out(rewriter, op, 0, continue_block)
        else_block = continue_block
        if op.regions[1].blocks:
            else_block = self._branch_out(rewriter, op, 1, continue_block)
        rewriter.set_insertion_point_to_end(cond_block)
        rewriter.create(
            "cf.cond_br",
            [op.operands[0]],
            properties={"operandSegmentSizes": segment_attr([1, 0, 0])},
            successors=[then_block, else_block],
            location=location,
        )
        rewriter.replace_op(op, continue_block.arguments)
        return True

    @staticmethod
    def _branch_out(rewriter: PatternRewriter, op: Operation, index: int, dest: Block) -> Block:
        """Region `index`'s yield becomes a branch to `dest`; the region moves before it."""
        region = op.regions[index]
        entry, last = region.blocks[0], region.blocks[-1]
        terminator = last.last_op
        assert terminator is not None
        rewriter.set_insertion_point_to_end(last)
        _br(rewriter, dest, terminator.operands, op.location)
        rewriter.erase_op(terminator)
        _inline_before(rewriter, op, index, dest)
        return entry


class ExecuteRegionLowering(_Lowering):
    root_name = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond_block, remaining = _split_at(rewriter, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(cond_block)
        _br(rewriter, region.blocks[0], [], op.location)
        for block in region.blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name.name == "scf.yield":
                rewriter.set_insertion_point_to_end(block)
                _br(rewriter, remaining, terminator.operands, op.location)
                rewriter.erase_op(terminator)
        _inline_before(rewriter, op, 0, remaining)
        arguments = [remaining.add_argument(r.type, op.location) for r in op.results]
        rewriter.replace_op(op, arguments)
        return True


class ParallelLowering(_Lowering):
    """A nest of `scf.for`, one per dimension, carrying the reductions' values; the
    reduction bodies are inlined at the end of the innermost body."""

    root_name = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        location = op.location
        body = op.regions[0].blocks[0]
        rank = len(body.arguments)
        bounds = zip(
            op.operands[:rank], op.operands[rank : 2 * rank], op.operands[2 * rank : 3 * rank]
        )
        iter_args: list[Value] = list(op.operands[3 * rank :])
        ivs: list[Value] = []
        loop_results: list[Value] = list(iter_args)
        for index, (lb, ub, step) in enumerate(bounds):
            loop = build_for(rewriter, (lb, ub, step), iter_args, location)
            loop_body = loop.regions[0].blocks[0]
            ivs.append(loop_body.arguments[0])
            iter_args = list(loop_body.arguments[1:])
            if index == 0:
                loop_results = list(loop.results)
            elif loop.results:
                assert rewriter.insertion_block is not None
                rewriter.set_insertion_point_to_end(rewriter.insertion_block)
                rewriter.create("scf.yield", loop.results, location=location)
            rewriter.set_insertion_point_to_start(loop_body)
        reduce = body.last_op
        assert reduce is not None and reduce.name.name == "scf.reduce"
        yielded: list[Value] = []
        for index in range(len(op.results)):
            reduction = reduce.regions[index].blocks[0]
            argument = iter_args[len(yielded)]
            returned = reduction.last_op
            assert returned is not None
            yielded.append(returned.operands[0])
            rewriter.erase_op(returned)
            rewriter.inline_block_before(
                reduction, body, reduce, [argument, reduce.operands[index]]
            )
        rewriter.erase_op(reduce)
        new_body = rewriter.insertion_block
        assert new_body is not None
        if new_body.first_op is None:
            rewriter.merge_blocks(body, new_body, ivs)
        else:
            rewriter.inline_block_before(body, new_body, new_body.last_op, ivs)
        if yielded:
            rewriter.set_insertion_point_to_end(new_body)
            rewriter.create("scf.yield", yielded, location=location)
        rewriter.replace_op(op, loop_results)
        return True


class WhileLowering(_Lowering):
    """Both regions inlined: the condition branches to the `after` blocks or out, the
    yield back to the `before` blocks."""

    root_name = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        with rewriter.insertion_guard():
            current, continuation = _split_at(rewriter, op)
            before, before_last = op.regions[0].blocks[0], op.regions[0].blocks[-1]
            after, after_last = op.regions[1].blocks[0], op.regions[1].blocks[-1]
            _inline_before(rewriter, op, 1, continuation)
            _inline_before(rewriter, op, 0, after)
            rewriter.set_insertion_point_to_end(current)
            _br(rewriter, before, op.operands, op.location)
            condition = before_last.last_op
            assert condition is not None
            rewriter.set_insertion_point_to_end(before_last)
            args = condition.operands[1:]
            new_cond = _cond_br(
                rewriter, condition.operands[0], after, args, continuation, condition.location
            )
            rewriter.replace_op(condition, new_cond)
            yield_op = after_last.last_op
            assert yield_op is not None
            rewriter.set_insertion_point_to_end(after_last)
            latch = _br(rewriter, before, yield_op.operands, yield_op.location)
            _latch(latch, op)
            rewriter.replace_op(yield_op, latch)
            rewriter.replace_op(op, args)
        return True


class DoWhileLowering(_Lowering):
    """An `after` region that only forwards its arguments: the condition branches back to
    the `before` blocks itself."""

    root_name = "scf.while"
    benefit_value = 2

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        after = op.regions[1].blocks[0]
        yield_op = after.first_op
        if yield_op is None or yield_op is not after.last_op:
            return rewriter.notify_match_failure(
                op, "do-while simplification applicable only if 'after' region has no payload"
            )
        if yield_op.name.name != "scf.yield" or list(yield_op.operands) != list(after.arguments):
            return rewriter.notify_match_failure(
                op, "do-while simplification applicable only to forwarding 'after' regions"
            )
        with rewriter.insertion_guard():
            current, continuation = _split_at(rewriter, op)
            before, before_last = op.regions[0].blocks[0], op.regions[0].blocks[-1]
            _inline_before(rewriter, op, 0, continuation)
            rewriter.set_insertion_point_to_end(current)
            _br(rewriter, before, op.operands, op.location)
            condition = before_last.last_op
            assert condition is not None
            rewriter.set_insertion_point_to_end(before_last)
            args = condition.operands[1:]
            latch = _cond_br(
                rewriter, condition.operands[0], before, args, continuation, condition.location
            )
            _latch(latch, op)
            rewriter.replace_op(condition, latch)
            rewriter.replace_op(op, args)
        return True


class IndexSwitchLowering(_Lowering):
    """A `cf.switch` on the index cast to i32 (MLIR 22 truncates case values to 32 bits)."""

    root_name = "scf.index_switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond_block, continue_block = _split_at(rewriter, op)
        results = [continue_block.add_argument(r.type, op.location) for r in op.results]
        successors = [
            self._convert_region(rewriter, op, index, continue_block)
            for index in range(1, len(op.regions))
        ]
        default = self._convert_region(rewriter, op, 0, continue_block)
        rewriter.set_insertion_point_to_end(cond_block)
        case = rewriter.create("arith.index_cast", [op.operands[0]], [I32], location=op.location)
        values = [_to_int32(v) for v in dense_array_values(op.get_attr(CASES)) or []]
        properties: dict[str, Attribute] = {
            "operandSegmentSizes": segment_attr([1, 0, 0]),
            "case_operand_segments": segment_attr([0] * len(values)),
        }
        if values:
            # A splat prints as one value.
            body = (
                str(values[0]) if len(set(values)) == 1 else "[" + ", ".join(map(str, values)) + "]"
            )
            properties["case_values"] = OpaqueAttr(f"dense<{body}> : vector<{len(values)}xi32>")
        rewriter.create(
            "cf.switch",
            [case.results[0]],
            properties=properties,
            successors=[default, *successors],
            location=op.location,
        )
        rewriter.replace_op(op, results)
        return True

    @staticmethod
    def _convert_region(rewriter: PatternRewriter, op: Operation, index: int, dest: Block) -> Block:
        """Region `index`'s yield becomes a branch to `dest`; the region moves before it."""
        block = op.regions[index].blocks[0]
        yield_op = block.last_op
        assert yield_op is not None
        rewriter.set_insertion_point(yield_op)
        rewriter.replace_op(yield_op, _br(rewriter, dest, yield_op.operands, yield_op.location))
        _inline_before(rewriter, op, index, dest)
        return block


def _to_int32(value: int) -> int:
    """`static_cast<int32_t>` of a case value."""
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


class ForallLowering(_Lowering):
    """An `scf.parallel` with the same bounds (constants for the static ones) and body."""

    root_name = "scf.forall"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if outputs(op):
            return rewriter.notify_match_failure(
                op, "only fully bufferized scf.forall ops can be lowered to scf.parallel"
            )
        lbs, ubs, steps = (
            [index_value(rewriter, op, item) for item in bound] for bound in mixed_bounds(op)
        )
        parallel = create_parallel(
            rewriter, op.location, (list(lbs), list(ubs), list(steps)), [], None
        )
        rewriter.erase_block(parallel.regions[0].blocks[0])
        inline_region_before(rewriter, op.regions[0], parallel.regions[0], 0)
        body = parallel.regions[0].blocks[0]
        terminator = body.last_op
        assert terminator is not None
        rewriter.set_insertion_point_to_end(body)
        rewriter.replace_op(terminator, rewriter.create("scf.reduce", location=terminator.location))
        rewriter.replace_op(op, parallel)
        return True


class SCFToControlFlow(SCFToControlFlowPassBase):
    """`SCFToControlFlowPass`: the patterns applied by a partial conversion that marks the
    lowered scf ops illegal (`allow-pattern-rollback` changes how MLIR's driver works,
    not its result)."""

    def run_on_operation(self) -> None:
        if not apply_partial_conversion(self.get_operation(), PATTERNS, _is_illegal):
            self.signal_pass_failure()


PATTERNS = FrozenRewritePatternSet(
    [
        ForallLowering(),
        ForLowering(),
        IfLowering(),
        ParallelLowering(),
        WhileLowering(),
        ExecuteRegionLowering(),
        IndexSwitchLowering(),
        DoWhileLowering(),
    ]
)
"""`populateSCFToControlFlowConversionPatterns`."""
