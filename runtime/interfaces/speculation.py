"""MLIR's `ConditionallySpeculatable` (`SideEffectInterfaces.td`) and `isSpeculatable`:
whether an op may run where it would not have run (hoisted out of a loop that may run no
iteration) without undefined behavior or not terminating.

An op's speculatability comes from its model when its dialect gives one (arith's divisions,
`tensor.dim`, `scf.for`, ...), else from its traits, as MLIR's `AlwaysSpeculatableImplTrait`
and `RecursivelySpeculatableImplTrait` implement the interface; an op with neither does not
implement it, so it is not speculatable.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from ..ir.context import Trait
from .base import OpInterface

if TYPE_CHECKING:
    from ..ir.operation import Operation


class Speculatability(Enum):
    """MLIR's `Speculation::Speculatability`."""

    NOT_SPECULATABLE = "NotSpeculatable"
    SPECULATABLE = "Speculatable"
    RECURSIVELY_SPECULATABLE = "RecursivelySpeculatable"
    """Speculatable when every op in its regions is."""


class ConditionallySpeculatable(OpInterface):
    """An op whose speculatability depends on it (its operands, types, attributes)."""

    name = "ConditionallySpeculatable"

    def get_speculatability(self, op: Operation) -> Speculatability:
        return Speculatability.NOT_SPECULATABLE


def get_speculatability(op: Operation) -> Speculatability | None:
    """`op`'s speculatability: its model's, else its traits'; None when it implements
    neither (MLIR: not a `ConditionallySpeculatable`)."""
    model = ConditionallySpeculatable.of(op)
    if model is not None:
        return model.get_speculatability(op)
    traits = op.name.traits
    if Trait.ALWAYS_SPECULATABLE in traits:
        return Speculatability.SPECULATABLE
    if Trait.RECURSIVELY_SPECULATABLE in traits:
        return Speculatability.RECURSIVELY_SPECULATABLE
    return None


def is_speculatable(root: Operation) -> bool:
    """MLIR's `isSpeculatable`: `root` is speculatable, and so is every op in its regions
    where it is only recursively so (looked at without recursion)."""
    pending = [root]
    while pending:
        op = pending.pop()
        speculatability = get_speculatability(op)
        if speculatability is Speculatability.RECURSIVELY_SPECULATABLE:
            pending += [
                child for region in op.regions for block in region.blocks for child in block
            ]
        elif speculatability is not Speculatability.SPECULATABLE:
            return False
    return True
