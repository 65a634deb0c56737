"""`scf.execute_region` canonicalization patterns (MLIR's `SCF.cpp`,
`ExecuteRegionOp::getCanonicalizationPatterns` in its order): a region of one block inlined
in place of the op, a region of several inlined into a function's (or another
`scf.execute_region`'s) body as blocks; neither when the op is `no_inline`."""

from __future__ import annotations

from ...ir import Operation, Trait
from ...rewrite.rewriter import PatternRewriter
from .execute_region import NO_INLINE
from .rewriting import ScfPattern, inline_region_before, replace_op_with_region, split_block


class SingleBlockExecuteInliner(ScfPattern):
    """A single-block region replaces the op."""

    root_name = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.get_attr(NO_INLINE) is not None or len(op.regions[0].blocks) != 1:
            return False
        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(ScfPattern):
    """The region's blocks move into the parent's region, each `scf.yield` turned into a
    branch to the block that continues after the op (the results its arguments)."""

    root_name = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
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


EXECUTE_REGION_PATTERNS = (SingleBlockExecuteInliner(), MultiBlockExecuteInliner())
"""`ExecuteRegionOp::getCanonicalizationPatterns`, in MLIR's order."""
