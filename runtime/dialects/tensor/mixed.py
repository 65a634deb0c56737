"""Mixed static and dynamic index lists (MLIR's `OpFoldResult` lists, `StaticValueUtils`):
an entry is an integer (a static size, offset or stride) or an SSA value; ops hold them as a
dense `i64` array with `ShapedType::kDynamic` where a value stands, and the values."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import Attribute, IntegerAttr, Operation, Value
from ...rewrite.folding import constant_operand
from .tensor_types import DYNAMIC

Mixed = int | Value
"""An `OpFoldResult` of an index: a static integer or a value."""


def constant_int(value: Mixed) -> int | None:
    """`getConstantIntValue`: the integer, or the constant integer a value holds."""
    if isinstance(value, int):
        return value
    attr = constant_operand(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def mixed_values(static: Sequence[int], dynamic: Sequence[Value]) -> list[Mixed]:
    """`getMixedValues`: the static entries, a value of `dynamic` in turn for each
    dynamic one."""
    values = iter(dynamic)
    return [next(values) if size == DYNAMIC else size for size in static]


def dispatch(mixed: Sequence[Mixed]) -> tuple[list[int], list[Value]]:
    """`dispatchIndexOpFoldResults`: the static array and the dynamic values."""
    static = [DYNAMIC if isinstance(entry, Value) else entry for entry in mixed]
    return static, [entry for entry in mixed if isinstance(entry, Value)]


def static_array(op: Operation, name: str) -> list[int]:
    """The integers of the op's dense `i64` array property `name`."""
    values = dense_array_values(op.get_attr(name))
    assert values is not None, f"'{op.op_name}' has no dense array '{name}'"
    return values


def i64_array(values: Sequence[int]) -> Attribute:
    return dense_array("i64", values)


def fold_dynamic_list(mixed: list[Mixed], only_non_negative: bool, only_non_zero: bool) -> bool:
    """`foldDynamicIndexList`: each value holding a constant (non-negative, non-zero when
    asked) replaced by it, in place; whether one was."""
    folded = False
    for index, entry in enumerate(mixed):
        if isinstance(entry, int):
            continue
        constant = constant_int(entry)
        if constant is None or (only_non_negative and constant < 0):
            continue
        if only_non_zero and constant == 0:
            continue
        mixed[index] = constant
        folded = True
    return folded


def has_valid_sizes_offsets(sizes: Sequence[int]) -> bool:
    """`hasValidSizesOffsets`: no negative static entry."""
    return all(size == DYNAMIC or size >= 0 for size in sizes)
