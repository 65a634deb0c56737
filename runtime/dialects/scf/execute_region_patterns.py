"""`scf.execute_region` canonicalization patterns (MLIR's `SCF.cpp`,
`ExecuteRegionOp::getCanonicalizationPatterns` in its order): a region of one block inlined
in place of the op, a region of several inlined into a function's (or another
`scf.execute_region`'s) body as blocks; neither when the op is `no_inline`."""

from __future__ import annotations

from functools import partial

from ...ir import Operation, Trait, Value
from ...rewrite.rewriter import PatternRewriter
from .execute_region import NO_INLINE
from .rewriting import (
    ScfPattern,
    contains,
    inline_region_before,
    region_of,
    replace_op_with_region,
    split_block,
)


class SingleBlockExecuteInliner(ScfPattern):
    """A single-block region replaces the op."""

    root_name = "scf.execute_region"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.get_attr(NO_INLINE) is not None or len(op.regions[0].blocks) != 1:
            return False
        last = op.regions[0].blocks[0].last_op
        if last is None or last.name.name != "scf.yield":
            return False  # malformed (MLIR would inline a null value)
        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(ScfPattern):
    """The region's blocks move into the parent's region, each `scf.yield` turned into a
    branch to the block that continues after the op (the results its arguments)."""

    root_name = "scf.execute_region"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = op.parent_op
        if op.get_attr(NO_INLINE) is not None or parent is None:
            return False
        if Trait.FUNCTION_LIKE not in parent.name.traits and parent.name.name != op.name.name:
            return False
        previous = op.parent
        assert previous is not None and previous.parent is not None
        post = split_block(rewriter, previous, op)
        rewriter.set_insertion_point_to_end(previous)
        region = op.regions[0]
        rewriter.create("cf.br", successors=[region.blocks[0]], location=op.location)
        for block in region.blocks:
            last = block.last_op
            if last is not None and last.name.name == "scf.yield":
                rewriter.set_insertion_point(last)
                rewriter.create("cf.br", last.operands, successors=[post], location=last.location)
                rewriter.erase_op(last)
        inline_region_before(rewriter, region, previous.parent, previous.parent.blocks.index(post))
        arguments = [post.add_argument(result.type, op.location) for result in op.results]
        rewriter.replace_op(op, arguments)
        return True


class ExecuteRegionForwardedResults(ScfPattern):
    """Results that every `scf.yield` of the region gives one value defined outside the op
    become that value; the op is rebuilt without them (its region moved, yields trimmed)."""

    root_name = "scf.execute_region"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        region = op.regions[0]
        yields = [
            block.last_op
            for block in region.blocks
            if block.last_op is not None and block.last_op.name.name == "scf.yield"
        ]
        forwarded: dict[int, Value] = {}
        for result in op.results:
            values = {y.operands[result.index] for y in yields}
            value = values.pop() if len(values) == 1 else None
            if value is not None and not contains(region, region_of(value)):
                forwarded[result.index] = value
        if not yields or not forwarded:
            return False
        kept = [result for result in op.results if result.index not in forwarded]
        new_op = rewriter.create(
            op.name.name,
            [],
            [result.type for result in kept],
            attributes=op.attributes,
            properties=op.properties,
            regions=1,
            location=op.location,
        )
        for yield_op in yields:
            operands = [yield_op.operands[result.index] for result in kept]
            rewriter.modify_op_in_place(yield_op, partial(yield_op.set_operands, operands))
        inline_region_before(rewriter, region, new_op.regions[0], 0)
        replacements = [forwarded.get(result.index, result) for result in op.results]
        for new_result, result in zip(new_op.results, kept):
            replacements[result.index] = new_result
        rewriter.replace_op(op, replacements)
        return True


EXECUTE_REGION_PATTERNS = (
    SingleBlockExecuteInliner(),
    MultiBlockExecuteInliner(),
    ExecuteRegionForwardedResults(),
)
"""`ExecuteRegionOp::getCanonicalizationPatterns`, in MLIR's order."""
