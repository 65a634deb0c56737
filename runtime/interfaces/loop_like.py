"""MLIR's `LoopLikeOpInterface` (`LoopLikeInterface.td`): a loop's regions, induction
variables, bounds and loop-carried values (region iter_args, their inits, the values
yielded for them and the loop's results), and how ops move out of it. The methods MLIR
gives defaults keep them here; `getTied*` are the interface's derived helpers.

Operands are `OpOperand`s (owner and operand number), MLIR's `MutableArrayRef<OpOperand>`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..ir.operation import BlockArgument, OpOperand, OpResult
from .base import OpInterface

if TYPE_CHECKING:
    from ..ir.attributes import Attribute
    from ..ir.operation import Block, Operation, Region, Value

NewYieldValuesFn = Callable[[Sequence[BlockArgument]], list["Value"]]
"""MLIR's `NewYieldValuesFn`: the values to yield for the new region iter_args (the
builder's insertion point is before the loop's terminator)."""


def parent_op_of(value: Value) -> Operation | None:
    """The op whose region defines `value` (MLIR's `value.getParentRegion()->getParentOp()`)."""
    block: Block | None
    if isinstance(value, BlockArgument):
        block = value.block
    elif isinstance(value, OpResult):
        block = value.op.parent
    else:
        return None
    region = block.parent if block is not None else None
    return region.parent if region is not None else None


class LoopLikeOpInterface(OpInterface):
    """A loop: ops in its regions may run any number of times."""

    name = "LoopLikeOpInterface"

    def get_loop_regions(self, op: Operation) -> list[Region]:
        """The regions that make up the loop's body (MLIR's `getLoopRegions`)."""
        raise NotImplementedError

    def is_defined_outside_of_loop(self, op: Operation, value: Value) -> bool:
        """`value` is not defined in one of the loop's regions (at any depth)."""
        parent = parent_op_of(value)
        return parent is None or not op.is_ancestor(parent)

    def move_out_of_loop(self, op: Operation, inner: Operation) -> None:
        """Move `inner`, an op of the loop's body, right before the loop."""
        inner.move_before(op)

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return None

    def get_loop_lower_bounds(self, op: Operation) -> Sequence[Value | Attribute] | None:
        return None

    def get_loop_upper_bounds(self, op: Operation) -> Sequence[Value | Attribute] | None:
        return None

    def get_loop_steps(self, op: Operation) -> Sequence[Value | Attribute] | None:
        return None

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        """The loop-carried block arguments."""
        return []

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        """The operands that initialize the region iter_args, in their order."""
        return []

    def get_yielded_values_mutable(self, op: Operation) -> list[OpOperand] | None:
        """The terminator's operands yielded for the region iter_args; None: unknown."""
        return None

    def get_loop_results(self, op: Operation) -> list[OpResult] | None:
        """The results tied to the region iter_args; None: the loop has none such."""
        return None

    def replace_with_additional_yields(
        self,
        op: Operation,
        new_inits: Sequence[Value],
        replace_init_operand_uses_in_loop: bool,
        new_yield_values: NewYieldValuesFn,
    ) -> Operation | None:
        """A new loop in place of `op` with `new_inits` as extra iter_args (yielding what
        `new_yield_values` gives) and as many extra results; None: not supported."""
        return None

    # -- MLIR's derived helpers (`getTiedLoop*`) ------------------------------

    def tied_loop_init(self, op: Operation, arg: BlockArgument) -> OpOperand | None:
        index = _position(self.get_region_iter_args(op), arg)
        return None if index is None else self.get_inits_mutable(op)[index]

    def tied_loop_yielded_value(self, op: Operation, arg: BlockArgument) -> OpOperand | None:
        index = _position(self.get_region_iter_args(op), arg)
        yielded = self.get_yielded_values_mutable(op)
        return None if index is None or yielded is None else yielded[index]

    def tied_loop_result(self, op: Operation, arg: BlockArgument) -> OpResult | None:
        index = _position(self.get_region_iter_args(op), arg)
        return (
            None
            if index is None
            else self.tied_loop_result_of(op, self.get_inits_mutable(op)[index])
        )

    def tied_loop_result_of(self, op: Operation, init: OpOperand) -> OpResult | None:
        """The result tied to init operand `init` (MLIR's `getTiedLoopResult(OpOperand *)`)."""
        results = self.get_loop_results(op)
        index = _position(self.get_inits_mutable(op), init)
        return None if results is None or index is None else results[index]

    def tied_loop_region_iter_arg(self, op: Operation, init: OpOperand) -> BlockArgument | None:
        index = _position(self.get_inits_mutable(op), init)
        return None if index is None else self.get_region_iter_args(op)[index]


class RegionLoop(LoopLikeOpInterface):
    """A loop whose body is its region `index` and whose other methods keep MLIR's
    defaults (no induction variables, nothing carried): what the passes ask of
    `scf.parallel`-like loops."""

    def __init__(self, index: int = 0):
        self.index = index

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return [op.regions[self.index]]


def _position(items: Sequence[object], item: object) -> int | None:
    return next((index for index, other in enumerate(items) if other == item), None)
