"""`bubble-down-memory-space-casts` (MLIR's `BubbleDownMemorySpaceCasts.cpp`): every op
implementing `MemorySpaceCastConsumerOpInterface` is asked, greedily, to use the source of
the promotable memory-space casts it consumes; the interface decides what happens."""

from __future__ import annotations

from passgen.generated.transforms import BubbleDownMemorySpaceCastsBase

from ..interfaces.mem_op import Bubbled, MemorySpaceCastConsumerOpInterface
from ..ir import Operation
from ..rewrite import FrozenRewritePatternSet, apply_patterns_greedily
from ..rewrite.pattern import MATCH_ANY_OP, RewritePattern
from ..rewrite.rewriter import PatternRewriter


class BubbleDownCastsPattern(RewritePattern):
    """MLIR's `BubbleDownCastsPattern`: the op changed in place, or replaced by the values
    `bubbleDownCasts` made."""

    def __init__(self) -> None:
        super().__init__(MATCH_ANY_OP)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        model = MemorySpaceCastConsumerOpInterface.of(op)
        results = model.bubble_down_casts(op, rewriter) if model is not None else None
        if results is None:
            return False
        if results is Bubbled.IN_PLACE:
            rewriter.modify_op_in_place(op, lambda: None)
        else:
            rewriter.replace_op(op, results)
        return True


class BubbleDownMemorySpaceCasts(BubbleDownMemorySpaceCastsBase):
    def run_on_operation(self) -> None:
        patterns = FrozenRewritePatternSet([BubbleDownCastsPattern.create()])
        if not apply_patterns_greedily(self.get_operation(), patterns).converged:
            self.signal_pass_failure()
