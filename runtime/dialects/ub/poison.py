"""`#ub.poison` (MLIR's `ub::PoisonAttr`): the value of a `ub.poison` op, which folders
propagate (`CommonFolders.h`), and materializing it (`UBDialect::materializeConstant`, and
the first case of arith's and math's)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Attribute, Location, OpaqueAttr, Operation, Type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult

POISON = OpaqueAttr("#ub.poison")


def is_poison(attr: Attribute | None) -> bool:
    """MLIR's `isa_and_nonnull<ub::PoisonAttr>`."""
    return isinstance(attr, OpaqueAttr) and attr.text == POISON.text


def first_poison(attrs: Sequence[Attribute | None]) -> Attribute | None:
    """The first poison among `attrs` (the operand a folder propagates), else None."""
    return next((attr for attr in attrs if is_poison(attr)), None)


def fold_poison(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`PoisonOp::fold`: the op's value."""
    value = op.get_attr("value")
    return None if value is None else [value]


def materialize_poison(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """A `ub.poison` of `type` holding `value` when it is poison, else None."""
    if not is_poison(value):
        return None
    return builder.create("ub.poison", [], [type], properties={"value": value}, location=location)
