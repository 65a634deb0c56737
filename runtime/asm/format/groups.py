"""An op's operand and result groups as ODS declares them (MLIR's generated
`getODSOperandIndexAndLength`): which values a format variable names when the op is printed,
and the segment-size attributes the parser fills in."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...ir.attributes import OpaqueAttr
from ...ir.ods import segment_sizes
from ...ir.operation import Operation, Value
from .spec import ValueSpec

Split = Callable[[Operation, Sequence[Value]], list[Sequence[Value]]]
"""The values of each group, in ODS order, from the op and its operands (or results)."""


def dense_array(values: Sequence[int], element: str = "i32") -> OpaqueAttr:
    """`array<i32: 1, 0>` (MLIR's `DenseI32ArrayAttr`)."""
    if not values:
        return OpaqueAttr(f"array<{element}>")
    return OpaqueAttr(f"array<{element}: " + ", ".join(map(str, values)) + ">")


def splitter(groups: Sequence[ValueSpec], segments: str | None) -> Split:
    """How values split into `groups`: by the op's `segments` attribute when it has one
    (AttrSizedOperandSegments), else the variable-length groups share what the single ones
    leave, equally (SameVariadicOperandSize)."""
    if segments is not None:
        return lambda op, values: _by_sizes(values, segment_sizes(op, segments) or [])
    kinds = [group.variable_length for group in groups]
    variable = sum(kinds)

    def split(op: Operation, values: Sequence[Value]) -> list[Sequence[Value]]:
        share = (len(values) - (len(kinds) - variable)) // variable if variable else 0
        return _by_sizes(values, [share if v else 1 for v in kinds])

    return split


def _by_sizes(values: Sequence[Value], sizes: Sequence[int]) -> list[Sequence[Value]]:
    found: list[Sequence[Value]] = []
    start = 0
    for size in sizes:
        found.append(values[start : start + size])
        start += size
    return found


def group_value(group: ValueSpec, values: Sequence[Value]) -> Value | Sequence[Value] | None:
    """What a variable of `group` holds: a value (single), a value or None (optional), the
    values (variadic)."""
    if group.kind == "single":
        return values[0]
    if group.kind == "optional":
        return values[0] if values else None
    return values
