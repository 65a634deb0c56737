"""The operands of memref ops with variadic groups (`AttrSizedOperandSegments`) and of ops
with offsets, sizes and strides (MLIR's `OffsetSizeAndStrideOpInterface`: `memref.subview`,
`memref.reinterpret_cast`), read as mixed lists and built back."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...ir import Attribute, Location, Operation, Type, Value
from ...ir.ods import segment_sizes
from ...rewrite.builder import OpBuilder
from ...rewrite.successor_operands import segment_attr
from .static_values import Mixed, constant_int, dispatch, i64_array, mixed_values, static_array

SEGMENTS = "operandSegmentSizes"
STATIC_NAMES = ("static_offsets", "static_sizes", "static_strides")


def operand_groups(op: Operation) -> list[list[Value]] | None:
    """The op's operands split by its `operandSegmentSizes` (None when unreadable)."""
    sizes = segment_sizes(op, SEGMENTS)
    if sizes is None or sum(sizes) != len(op.operands):
        return None
    groups, start = [], 0
    for size in sizes:
        groups.append(op.operands[start : start + size])
        start += size
    return groups


@dataclass(frozen=True)
class OffsetsSizesStrides:
    """A view-like op's source and its mixed offsets, sizes and strides."""

    source: Value
    offsets: list[Mixed]
    sizes: list[Mixed]
    strides: list[Mixed]


def offsets_sizes_strides(op: Operation) -> OffsetsSizesStrides | None:
    """`getMixedOffsets`, `getMixedSizes`, `getMixedStrides` (None on malformed IR)."""
    groups = operand_groups(op)
    if groups is None or len(groups) != 4 or len(groups[0]) != 1:
        return None
    mixed: list[list[Mixed]] = []
    for name, dynamic in zip(STATIC_NAMES, groups[1:]):
        static = static_array(op, name)
        values = None if static is None else mixed_values(static, dynamic)
        if values is None:
            return None
        mixed.append(values)
    return OffsetsSizesStrides(groups[0][0], *mixed)


def create_offsets_sizes_strides_op(
    builder: OpBuilder,
    name: str,
    result_type: Type,
    view: OffsetsSizesStrides,
    location: Location,
    attributes: Mapping[str, Attribute] | None = None,
) -> Operation:
    """Build `name` (a subview or reinterpret_cast) from mixed lists, as its ODS builder
    taking `OpFoldResult`s does."""
    statics: list[list[int]] = []
    dynamics: list[list[Value]] = []
    for mixed in (view.offsets, view.sizes, view.strides):
        static, dynamic = dispatch(mixed)
        statics.append(static)
        dynamics.append(dynamic)
    properties: dict[str, Attribute] = {
        SEGMENTS: segment_attr([1, *(len(dynamic) for dynamic in dynamics)])
    }
    properties.update(
        {name: i64_array(static) for name, static in zip(STATIC_NAMES, statics, strict=True)}
    )
    operands: list[Value] = [view.source]
    for dynamic in dynamics:
        operands += dynamic
    return builder.create(
        name,
        operands,
        [result_type],
        properties=properties,
        attributes=attributes,
        location=location,
    )


def is_zero(value: Mixed) -> bool:
    """`isZeroInteger` (a static or constant 0)."""
    return constant_int(value) == 0


def same_mixed(a: Sequence[Mixed], b: Sequence[Mixed]) -> bool:
    """`OpFoldResult` lists equal entry by entry (the same integer or the same value)."""
    return len(a) == len(b) and all(
        x is y if isinstance(x, Value) else isinstance(y, int) and x == y for x, y in zip(a, b)
    )
