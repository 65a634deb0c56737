"""scf's models of `LoopLikeOpInterface` (for, while, forall, parallel) and of
`ConditionallySpeculatable` (for), as MLIR's `SCF.cpp` gives them; the region branch
models of `control_flow`.

The inliner's interface: every op may be inlined, into
any of its ops' regions too; an inlined `scf.yield` gives its operands for the results."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner, replace_with_operands
from ...interfaces.loop_like import LoopLikeOpInterface, NewYieldValuesFn, RegionLoop
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.attributes import Attribute, IntegerAttr
from ...ir.operation import Block, BlockArgument, Operation, OpOperand, OpResult, Region, Value
from ...ir.types import INDEX
from ..integers import constant_int
from .additional_yields import with_additional_iter_args
from .control_flow import control_flow_models
from .forall_patterns import mixed_bounds


def _operands(op: Operation, start: int, stop: int | None = None) -> list[OpOperand]:
    return [OpOperand(op, index) for index in range(start, stop or len(op.operands))]


def _terminator_operands(block: Block) -> list[OpOperand]:
    terminator = block.last_op
    assert terminator is not None
    return _operands(terminator, 0)


def _fold_results(mixed: Sequence[Value | int]) -> list[Value | Attribute]:
    """An `OpFoldResult` list: the values, and index attributes of the constants."""
    return [item if isinstance(item, Value) else IntegerAttr(item, INDEX) for item in mixed]


def _body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


class ForLoop(LoopLikeOpInterface):
    """`scf.for %iv = %lb to %ub step %step iter_args(...)`."""

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return [op.regions[0]]

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return [_body(op).arguments[0]]

    def get_loop_lower_bounds(self, op: Operation) -> list[Value] | None:
        return [op.operands[0]]

    def get_loop_upper_bounds(self, op: Operation) -> list[Value] | None:
        return [op.operands[1]]

    def get_loop_steps(self, op: Operation) -> list[Value] | None:
        return [op.operands[2]]

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        return _body(op).arguments[1:]

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        return _operands(op, 3)

    def get_yielded_values_mutable(self, op: Operation) -> list[OpOperand] | None:
        return _terminator_operands(_body(op))

    def get_loop_results(self, op: Operation) -> list[OpResult] | None:
        return list(op.results)

    def replace_with_additional_yields(
        self,
        op: Operation,
        new_inits: Sequence[Value],
        replace_init_operand_uses_in_loop: bool,
        new_yield_values: NewYieldValuesFn,
    ) -> Operation | None:
        return with_additional_iter_args(
            op, new_inits, replace_init_operand_uses_in_loop, new_yield_values
        )


class ForSpeculation(ConditionallySpeculatable):
    """`ForOp::getSpeculatability`: a step of 1 terminates whatever the bounds."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if constant_int(op.operands[2]) == 1:
            return Speculatability.RECURSIVELY_SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class WhileLoop(LoopLikeOpInterface):
    """`scf.while`: both regions loop; the before region's arguments are carried."""

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return list(op.regions)

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        return list(op.regions[0].blocks[0].arguments)

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        return _operands(op, 0)

    def get_yielded_values_mutable(self, op: Operation) -> list[OpOperand] | None:
        return _terminator_operands(op.regions[1].blocks[0])


class ForallLoop(LoopLikeOpInterface):
    """`scf.forall`: its shared outputs are carried (`shared_outs`)."""

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return [op.regions[0]]

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return _body(op).arguments[: self._rank(op)]

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        return _body(op).arguments[self._rank(op) :]

    def get_loop_lower_bounds(self, op: Operation) -> list[Value | Attribute] | None:
        return _fold_results(mixed_bounds(op)[0])

    def get_loop_upper_bounds(self, op: Operation) -> list[Value | Attribute] | None:
        return _fold_results(mixed_bounds(op)[1])

    def get_loop_steps(self, op: Operation) -> list[Value | Attribute] | None:
        return _fold_results(mixed_bounds(op)[2])

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        return _operands(op, len(op.operands) - len(op.results))

    @staticmethod
    def _rank(op: Operation) -> int:
        return len(_body(op).arguments) - len(op.results)


class ParallelLoop(RegionLoop):
    """`scf.parallel`: one induction variable per dimension, nothing carried."""

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return list(_body(op).arguments)

    def get_loop_lower_bounds(self, op: Operation) -> list[Value | Attribute] | None:
        return list(self._bounds(op, 0))

    def get_loop_upper_bounds(self, op: Operation) -> list[Value | Attribute] | None:
        return list(self._bounds(op, 1))

    def get_loop_steps(self, op: Operation) -> list[Value | Attribute] | None:
        return list(self._bounds(op, 2))

    @staticmethod
    def _bounds(op: Operation, kind: int) -> list[Value]:
        """The lower bounds (0), upper bounds (1) or steps (2): one per induction variable."""
        rank = len(_body(op).arguments)
        return op.operands[kind * rank : (kind + 1) * rank]


class SCFInliner(LegalOpsInliner):
    def __init__(self) -> None:
        super().__init__(into_regions=True)

    def handle_terminator_values(self, op: Operation, values_to_replace: Sequence[Value]) -> None:
        if op.name.name == "scf.yield":
            replace_with_operands(op, values_to_replace)


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of(
        {
            "for": (ForLoop(), ForSpeculation()),
            "while": (WhileLoop(),),
            "forall": (ForallLoop(),),
            "parallel": (ParallelLoop(),),
        },
        SCFInliner(),
    )
    return InterfaceModels.merged(own, control_flow_models())
