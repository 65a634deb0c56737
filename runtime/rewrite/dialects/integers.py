"""Fixed-width integer arithmetic on Python ints (what MLIR does with `APInt`).

Integer attributes hold the signed interpretation of their bits, as MLIR prints
signless integers; `i1` constants are `BoolAttr`s (`true` / `false`).
"""

from __future__ import annotations

import re

from ..folding import constant_operand
from ...ir import Attribute, BoolAttr, IndexType, IntegerAttr, IntegerType, OpaqueAttr, OpaqueType, Type, Value
from ...ir.types import keyword_type

INDEX_WIDTH = 64


def width(type: Type) -> int | None:
    """The bit width of a signless integer or index type, else None."""
    if isinstance(type, IntegerType):
        return type.width if type.is_signless else None
    if isinstance(type, IndexType):
        return INDEX_WIDTH
    return None


# A statically shaped vector or tensor of integers: `vector<4xi32>`, `tensor<2x3xindex>`.
_SHAPED = re.compile(r"(?:vector|tensor)<(?:\[?\d+\]?x)*(i\d+|index)>\Z")
# A splat of one integer: `dense<5> : vector<4xi32>`, `dense<true> : vector<2xi1>`.
_SPLAT = re.compile(r"dense<(-?\d+|true|false)> : (.*)\Z")


def element_type(type: Type) -> Type | None:
    """The integer element type of a statically shaped vector or tensor type."""
    if isinstance(type, OpaqueType):
        match = _SHAPED.match(type.text)
        if match is not None:
            return keyword_type(match.group(1))
    return None


def element_width(type: Type) -> int | None:
    """The bit width of an integer type or of the elements of a shaped one (MLIR's
    `getScalarOrElementWidth`), else None."""
    element = element_type(type)
    return width(element if element is not None else type)


def splat_value(attr: Attribute | None) -> int | None:
    """The value of an integer attribute or of every element of an integer splat (what
    MLIR's `m_ConstantInt` and constant folders see), else None."""
    if isinstance(attr, OpaqueAttr):
        match = _SPLAT.match(attr.text)
        if match is None or element_type(OpaqueType(match.group(2))) is None:
            return None
        word = match.group(1)
        if word in ("true", "false"):
            return int(word == "true")
        return int(word) if len(word) <= 40 else None  # wider than any integer type folds
    return int_value(attr)


def to_signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def to_unsigned(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def int_attr(value: int, type: Type) -> Attribute:
    """The attribute of `value` (wrapped to the type's width) of integer `type`, or the splat
    of it for a shaped type (`dense<0> : vector<4xi32>`)."""
    element = element_type(type)
    bits = width(element if element is not None else type)
    assert bits is not None, f"'{type}' is not an integer type"
    wrapped = to_signed(value, bits)
    if element is not None:
        shown = ("true" if wrapped else "false") if bits == 1 and element != IndexType() else str(wrapped)
        return OpaqueAttr(f"dense<{shown}> : {type.text}")
    return BoolAttr(bool(wrapped)) if bits == 1 and isinstance(type, IntegerType) else IntegerAttr(wrapped, type)


def int_value(attr: Attribute | None) -> int | None:
    """The (signed) value of an integer attribute, else None."""
    return attr.value if isinstance(attr, IntegerAttr) else None


def constant_int(value: Value) -> int | None:
    """The integer constant `value` holds, else None."""
    return int_value(constant_operand(value))


def is_all_ones(value: int | None, bits: int) -> bool:
    return value is not None and to_unsigned(value, bits) == (1 << bits) - 1
