"""`loop-invariant-code-motion` and `loop-invariant-subset-hoisting` (MLIR's
`LoopInvariantCodeMotion.cpp`): every loop (an op with a `LoopLikeOpInterface` model), the
innermost first, so that what leaves an inner loop may leave the outer one too, goes
through `move_loop_invariant_code` (`loop_invariant_utils`) or
`hoist_loop_invariant_subsets` (`subset_hoisting`)."""

from __future__ import annotations

from passgen.generated.transforms import (
    LoopInvariantCodeMotionBase,
    LoopInvariantSubsetHoistingBase,
)

from ..interfaces.loop_like import LoopLikeOpInterface
from .loop_invariant_utils import move_loop_invariant_code
from .subset_hoisting import hoist_loop_invariant_subsets


class LoopInvariantCodeMotion(LoopInvariantCodeMotionBase):
    def run_on_operation(self) -> None:
        for op in self.get_operation().walk(post_order=True):
            loop = LoopLikeOpInterface.of(op)
            if loop is not None:
                move_loop_invariant_code(op, loop)


class LoopInvariantSubsetHoisting(LoopInvariantSubsetHoistingBase):
    def run_on_operation(self) -> None:
        for op in self.get_operation().walk(post_order=True):
            loop = LoopLikeOpInterface.of(op)
            if loop is not None:
                hoist_loop_invariant_subsets(op, loop)
