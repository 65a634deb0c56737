"""Fixed-width integer arithmetic on Python ints (what MLIR does with `APInt`).

Integer attributes hold the signed interpretation of their bits, as MLIR prints
signless integers; `i1` constants are `BoolAttr`s (`true` / `false`).
"""

from __future__ import annotations

from ..ir import Attribute, IntegerAttr, OpaqueAttr, Type, Value
from ..ir.shaped_types import element_type, shaped
from ..rewrite.folding import constant_operand
from .elements import element_type_or_self, int_width, make, read, to_signed

# cmpi predicates by their number in the `predicate` property.
EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)


def width(type: Type) -> int | None:
    """The bit width of a signless integer or index type, else None."""
    return int_width(type)


def element_width(type: Type) -> int | None:
    """The bit width of an integer type or of the elements of a shaped one (MLIR's
    `getScalarOrElementWidth`), else None."""
    return int_width(element_type_or_self(type))


def splat_value(attr: Attribute | None) -> int | None:
    """The value of an integer attribute or of every element of an integer splat (what
    MLIR's `m_ConstantInt` and constant folders see), else None."""
    constant = read(attr)
    if constant is None or int_width(constant.element) is None:
        return None
    return constant.splat


def to_unsigned(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def int_attr(value: int, type: Type) -> Attribute:
    """The attribute of `value` (wrapped to the type's width) of integer `type`, or the splat
    of it for a shaped type (`dense<0> : vector<4xi32>`)."""
    assert element_width(type) is not None, f"'{type}' is not an integer type"
    return make(type, [value])


def zero_attr(type: Type) -> Attribute | None:
    """MLIR's `Builder::getZeroAttr` of an integer or index type, or of a vector or ranked
    tensor of them, its shape static or not (`dense<0> : tensor<?xi32>`); None for any other
    type (an unranked tensor)."""
    parts = shaped(type)
    if parts is None or parts.kind == "vector" or (parts.kind == "tensor" and parts.dims != "*x"):
        return _splat(0, type)
    return None


def bool_attr(value: bool, type: Type) -> Attribute | None:
    """arith's `getBoolAttribute`: `value` of `i1`, or its splat for any shaped type of
    `i1` (`dense<true> : tensor<*xi1>`)."""
    return _splat(int(value), type)


def _splat(value: int, type: Type) -> Attribute | None:
    """`value` of an integer `type`, or its splat of a shaped one whatever its shape (MLIR's
    `DenseElementsAttr::get` of one element); None if the elements are not integers."""
    bits = int_width(element_type(type))
    if bits is None:
        return None
    if shaped(type) is None or element_width(type) is not None:
        return make(type, [value])  # a scalar, or a splat of a static shape
    literal = ("true" if value else "false") if bits == 1 else str(to_signed(value, bits))
    return OpaqueAttr(f"dense<{literal}> : {type.text}")


def int_value(attr: Attribute | None) -> int | None:
    """The (signed) value of an integer attribute, else None."""
    return attr.value if isinstance(attr, IntegerAttr) else None


def constant_int(value: Value) -> int | None:
    """The integer constant `value` holds, else None."""
    return int_value(constant_operand(value))


def is_all_ones(value: int | None, bits: int) -> bool:
    return value is not None and to_unsigned(value, bits) == (1 << bits) - 1


def compare(predicate: int, a: int, b: int, bits: int) -> bool:
    """`cmpi` semantics on two values of width `bits`."""
    if predicate in (EQ, NE):
        return (to_unsigned(a, bits) == to_unsigned(b, bits)) == (predicate == EQ)
    if predicate in (SLT, SLE, SGT, SGE):
        a, b = to_signed(a, bits), to_signed(b, bits)
    else:
        a, b = to_unsigned(a, bits), to_unsigned(b, bits)
    return {
        SLT: a < b,
        SLE: a <= b,
        SGT: a > b,
        SGE: a >= b,
        ULT: a < b,
        ULE: a <= b,
        UGT: a > b,
        UGE: a >= b,
    }[predicate]
