"""Fixed-width integer arithmetic on Python ints (what MLIR does with `APInt`).

Integer attributes hold the signed interpretation of their bits, as MLIR prints
signless integers; `i1` constants are `BoolAttr`s (`true` / `false`).
"""

from __future__ import annotations

from ..folding import constant_operand
from ...ir import Attribute, BoolAttr, IndexType, IntegerAttr, IntegerType, Type, Value

INDEX_WIDTH = 64


def width(type: Type) -> int | None:
    """The bit width of a signless integer or index type, else None."""
    if isinstance(type, IntegerType):
        return type.width if type.is_signless else None
    if isinstance(type, IndexType):
        return INDEX_WIDTH
    return None


def to_signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def to_unsigned(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def int_attr(value: int, type: Type) -> IntegerAttr:
    """The attribute of `value` (wrapped to the type's width) of integer `type`."""
    bits = width(type)
    assert bits is not None, f"'{type}' is not an integer type"
    wrapped = to_signed(value, bits)
    return BoolAttr(bool(wrapped)) if bits == 1 and isinstance(type, IntegerType) else IntegerAttr(wrapped, type)


def int_value(attr: Attribute | None) -> int | None:
    """The (signed) value of an integer attribute, else None."""
    return attr.value if isinstance(attr, IntegerAttr) else None


def constant_int(value: Value) -> int | None:
    """The integer constant `value` holds, else None."""
    return int_value(constant_operand(value))


def is_all_ones(value: int | None, bits: int) -> bool:
    return value is not None and to_unsigned(value, bits) == (1 << bits) - 1
