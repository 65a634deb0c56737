"""What MLIR's `ValueBoundsConstraintSet` proves of index values for the subset
interfaces (`areEquivalentSlices`, `areOverlappingSlices`), over the linear forms the
values take through the ops whose bounds it knows: integer constants, `arith.addi`,
`arith.subi` and `arith.muli` by a constant. Any other value is a variable of its own; a
product of two variables is not linear, so nothing is proven of it."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..ir.attributes import IntegerAttr
from ..ir.operation import OpResult
from ..rewrite.folding import constant_operand

if TYPE_CHECKING:
    from ..ir.operation import Value

Linear = Counter["Value | None"]
"""A linear form: each variable's coefficient, the constant term under `_CONSTANT`."""

_CONSTANT = None


def _constant(value: Value) -> int | None:
    attr = constant_operand(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def linear(entry: int | Value) -> Linear | None:
    """`entry` as a sum of variables times coefficients plus a constant, or None when it
    is not linear."""
    if isinstance(entry, int):
        return Counter({_CONSTANT: entry})
    constant = _constant(entry)
    if constant is not None:
        return Counter({_CONSTANT: constant})
    op = entry.op if isinstance(entry, OpResult) and entry.type.text == "index" else None
    kind = op.name.name if op is not None else ""
    if op is not None and kind in ("arith.addi", "arith.subi", "arith.muli"):
        lhs, rhs = linear(op.operands[0]), linear(op.operands[1])
        if lhs is None or rhs is None:
            return None
        if kind == "arith.addi":
            return _add(lhs, rhs, 1)
        if kind == "arith.subi":
            return _add(lhs, rhs, -1)
        return _product(lhs, rhs)
    return Counter({entry: 1})


def _add(lhs: Linear, rhs: Linear, sign: int) -> Linear:
    total = Counter(lhs)
    for variable, coefficient in rhs.items():
        total[variable] += sign * coefficient
    return Counter({v: c for v, c in total.items() if c or v is _CONSTANT})


def _product(lhs: Linear, rhs: Linear) -> Linear | None:
    for factor, other in ((lhs, rhs), (rhs, lhs)):
        if set(factor) <= {_CONSTANT}:
            scale = factor[_CONSTANT]
            return Counter({v: c * scale for v, c in other.items() if c * scale or v is _CONSTANT})
    return None


def constant_value(entries: list[tuple[int, int | Value, int | Value | None]]) -> int | None:
    """The constant `sum(sign * a * (b or 1))` equals, or None when it is no constant (a
    variable left, or a product of two variables): MLIR's `computeConstantBound` of
    `EQ` type."""
    total: Linear = Counter({_CONSTANT: 0})
    for sign, factor, scale in entries:
        term = linear(factor)
        if term is not None and scale is not None:
            scaled = linear(scale)
            term = _product(term, scaled) if scaled is not None else None
        if term is None:
            return None
        total = _add(total, term, sign)
    if set(total) - {_CONSTANT}:
        return None
    return total[_CONSTANT]


def are_equal(lhs: int | Value, rhs: int | Value) -> bool | None:
    """MLIR's `areEqual`: True or False when proven, None when not known."""
    difference = constant_value([(1, lhs, None), (-1, rhs, None)])
    return None if difference is None else difference == 0
