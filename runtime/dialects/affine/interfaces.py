"""affine's models of `LoopLikeOpInterface` (for, parallel) and of
`ConditionallySpeculatable` (for), as MLIR's `AffineOps.cpp` gives them (`affine.for`
does not give its loop results, as MLIR's does not)."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.loop_like import LoopLikeOpInterface, RegionLoop
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir.affine.attributes import map_of
from ...ir.attributes import Attribute, IntegerAttr
from ...ir.operation import Block, BlockArgument, Operation, OpOperand, Region
from ...ir.types import INDEX
from .for_syntax import LOWER, STEP, UPPER


def _body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _step(op: Operation) -> int:
    step = op.properties.get(STEP)
    return step.value if isinstance(step, IntegerAttr) else 1


def _constant_bound(op: Operation, name: str) -> list[Attribute] | None:
    """`[c]` when the bound's map is `() -> (c)` (MLIR's `getConstant*Bound`), else None."""
    map = map_of(op.properties.get(name))
    value = map.constant_result() if map is not None else None
    return None if value is None else [IntegerAttr(value, INDEX)]


class ForLoop(LoopLikeOpInterface):
    """`affine.for %iv = lb to ub step s iter_args(...)`: its inits end its operands."""

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return [op.regions[0]]

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return [_body(op).arguments[0]]

    def get_loop_lower_bounds(self, op: Operation) -> list[Attribute] | None:
        return _constant_bound(op, LOWER)

    def get_loop_upper_bounds(self, op: Operation) -> list[Attribute] | None:
        return _constant_bound(op, UPPER)

    def get_loop_steps(self, op: Operation) -> list[Attribute] | None:
        return [IntegerAttr(_step(op), INDEX)]

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        return _body(op).arguments[1:]

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        count = len(op.results)
        return [OpOperand(op, index) for index in range(len(op.operands) - count, len(op.operands))]

    def get_yielded_values_mutable(self, op: Operation) -> list[OpOperand] | None:
        terminator = _body(op).last_op
        assert terminator is not None
        return [OpOperand(terminator, index) for index in range(len(terminator.operands))]


class ForSpeculation(ConditionallySpeculatable):
    """`AffineForOp::getSpeculatability`: a step of 1 terminates whatever the bounds."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if _step(op) == 1:
            return Speculatability.RECURSIVELY_SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class ParallelLoop(RegionLoop):
    """`affine.parallel`: one induction variable per dimension."""

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return list(_body(op).arguments)


@functools.cache
def affine_interface_models() -> InterfaceModels:
    return InterfaceModels.of({"for": (ForLoop(), ForSpeculation()), "parallel": (ParallelLoop(),)})
