"""Mixed static and dynamic index lists (MLIR's `OpFoldResult` lists, `StaticValueUtils`,
`ViewLikeInterface`): an entry is an integer (a static offset, size or stride) or an SSA
value; ops hold them as a dense `i64` array property with `ShapedType::kDynamic` where a
value stands, and the values as operands."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import Attribute, IntegerAttr, Operation, Value
from ...rewrite.folding import constant_operand
from .memref_types import DYNAMIC

Mixed = int | Value
"""An `OpFoldResult` of an index: a static integer or a value."""


def constant_int(value: Mixed) -> int | None:
    """`getConstantIntValue`: the integer, or the constant integer a value holds."""
    if isinstance(value, int):
        return value
    attr = constant_operand(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def static_array(op: Operation, name: str) -> list[int] | None:
    """The integers of the op's dense `i64` array property `name`."""
    return dense_array_values(op.get_attr(name))


def i64_array(values: Sequence[int]) -> Attribute:
    return dense_array("i64", values)


def mixed_values(static: Sequence[int], dynamic: Sequence[Value]) -> list[Mixed] | None:
    """`getMixedValues`: the static entries, a value of `dynamic` in turn for each dynamic
    one (None when they do not pair up: malformed IR)."""
    if sum(entry == DYNAMIC for entry in static) != len(dynamic):
        return None
    values = iter(dynamic)
    return [next(values) if entry == DYNAMIC else entry for entry in static]


def dispatch(mixed: Sequence[Mixed]) -> tuple[list[int], list[Value]]:
    """`dispatchIndexOpFoldResults`: the static array and the dynamic values."""
    static = [DYNAMIC if isinstance(entry, Value) else entry for entry in mixed]
    return static, [entry for entry in mixed if isinstance(entry, Value)]


def fold_dynamic_list(mixed: list[Mixed], only_non_negative: bool) -> bool:
    """`foldDynamicIndexList`: constant values become static entries (negative ones kept
    dynamic with `only_non_negative`); True if any changed."""
    changed = False
    for index, entry in enumerate(mixed):
        if isinstance(entry, int):
            continue
        value = constant_int(entry)
        if value is None or (only_non_negative and value < 0):
            continue
        mixed[index] = value
        changed = True
    return changed


def has_valid_sizes_offsets(values: Sequence[int]) -> bool:
    """`hasValidSizesOffsets`: no static entry is negative."""
    return all(value == DYNAMIC or value >= 0 for value in values)


def has_valid_strides(values: Sequence[int]) -> bool:
    """`hasValidStrides`: no static stride is zero (negative strides are allowed)."""
    return all(value != 0 for value in values)


def saturated_add(a: int, b: int) -> int:
    """`SaturatedInteger` addition: dynamic if either is."""
    return DYNAMIC if DYNAMIC in (a, b) else a + b


def saturated_mul(a: int, b: int) -> int:
    """`SaturatedInteger` multiplication: 0 times anything is 0, else dynamic if either is."""
    if a == 0 or b == 0:
        return 0
    return DYNAMIC if DYNAMIC in (a, b) else a * b
