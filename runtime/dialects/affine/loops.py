"""What `affine.for` ops tell of their induction variables (AffineOps.cpp:
`getForInductionVarOwner`, `hasConstantLowerBound`, `getConstantLowerBound`, ...)."""

from __future__ import annotations

from ...ir import BlockArgument, IntegerAttr, Operation, Value
from ...ir.affine.expr import ConstantExpr, c_remainder
from .operand_lists import op_map

LOWER, UPPER, STEP = "lowerBoundMap", "upperBoundMap", "step"


def for_owner(value: Value) -> Operation | None:
    """The `affine.for` whose induction variable `value` is (None: not one)."""
    if not isinstance(value, BlockArgument) or value.index != 0:
        return None
    owner = value.owner.parent_op
    return owner if owner is not None and owner.name.name == "affine.for" else None


def constant_bound(op: Operation, name: str) -> int | None:
    """The constant of a loop bound map of one constant result (MLIR's
    `hasConstantLowerBound` / `getConstantLowerBound`; None: another map)."""
    results = op_map(op, name).results
    if len(results) == 1 and isinstance(results[0], ConstantExpr):
        return results[0].value
    return None


def trivial_trip_count(op: Operation) -> int | None:
    """MLIR's `getTrivialConstantTripCount`: the trip count of constant bounds."""
    lower, upper, by = constant_bound(op, LOWER), constant_bound(op, UPPER), step(op)
    if lower is None or upper is None or by <= 0:
        return None
    return 0 if upper - lower <= 0 else (upper - lower + by - 1) // by


def step(op: Operation) -> int:
    attr = op.get_attr(STEP)
    assert isinstance(attr, IntegerAttr)
    return attr.value


def iv_lower_bound(value: Value) -> int | None:
    """MLIR's `getLowerBound(iv)`: the constant lower bound of an `affine.for`'s IV."""
    loop = for_owner(value)
    return None if loop is None else constant_bound(loop, LOWER)


def iv_upper_bound(value: Value) -> int | None:
    """MLIR's `getUpperBound(iv)`: the largest value an `affine.for`'s IV takes, if its
    upper bound is constant."""
    loop = for_owner(value)
    upper = None if loop is None else constant_bound(loop, UPPER)
    if loop is None or upper is None:
        return None
    lower = constant_bound(loop, LOWER)
    if lower is None:
        return upper - 1
    return upper - 1 - c_remainder(upper - lower - 1, step(loop))
