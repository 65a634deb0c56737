"""Constants as MLIR's folders see them: an `IntegerAttr`, a `FloatAttr` or a
`DenseElementsAttr` (splat or not) of a statically shaped vector or tensor, read into
element values (integers: their signed value; floats: their bit pattern) and built back
as mlir-opt prints them; and `CommonFolders.h`'s element-wise constant folding, which
propagates poison (`#ub.poison`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import prod

from ..ir import (
    Attribute,
    BoolAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    OpaqueAttr,
    Type,
)
from ..ir.decimal import parse_int
from ..ir.dense_text import INDEX_WIDTH, compact, dense_body, element_bits
from ..ir.float_format import SEMANTICS, FloatSemantics, from_bits, to_bits
from ..ir.types import FloatType, OpaqueType, keyword_type
from .ub.poison import first_poison

_SHAPED = re.compile(r"(?:vector|tensor)<((?:\[?\d+\]?x)*)(\w+)>\Z")
_DENSE = re.compile(r"dense<(.*)> : ((?:vector|tensor)<[^<>]*>)\Z", re.S)
_LITERAL = re.compile(r"[^\s\[\],]+")


def shape_and_element(type: Type) -> tuple[tuple[int, ...], Type] | None:
    """The shape and element type of a statically shaped vector or tensor of integers,
    indices or floats (`vector<2x[4]xf32>`: a scalable dimension counts its base size)."""
    if not isinstance(type, OpaqueType):
        return None
    match = _SHAPED.match(type.text)
    element = keyword_type(match.group(2)) if match is not None else None
    if element is None or not is_scalar_type(element):
        return None
    dims = match.group(1).replace("[", "").replace("]", "").split("x")[:-1]  # type: ignore[union-attr]
    return tuple(int(d) for d in dims), element


def is_scalar_type(type: Type) -> bool:
    """A signless integer, index or float type (an element the folders compute on)."""
    return (
        (isinstance(type, IntegerType) and type.is_signless)
        or isinstance(type, IndexType)
        or float_semantics(type) is not None
    )


def element_type_or_self(type: Type) -> Type:
    """MLIR's `getElementTypeOrSelf` for the types the folders handle."""
    shaped = shape_and_element(type)
    return shaped[1] if shaped is not None else type


def float_semantics(type: Type) -> FloatSemantics | None:
    """The format of a float type with a sign bit (what `floats` computes on), else None:
    f8E8M0FNU, whose values keep a sign its bits do not hold, is not folded."""
    sem = SEMANTICS.get(type.text) if isinstance(type, FloatType) else None
    return sem if sem is not None and sem.signed else None


def int_width(type: Type) -> int | None:
    """The width of a signless integer or index type, else None."""
    if isinstance(type, IntegerType):
        return type.width if type.is_signless else None
    return INDEX_WIDTH if isinstance(type, IndexType) else None


def to_signed(value: int, bits: int) -> int:
    """`value` wrapped to `bits` and read as two's complement (`i0` holds only 0)."""
    value &= (1 << bits) - 1
    return value - (1 << bits) if bits and value >> (bits - 1) else value


@dataclass(frozen=True)
class Constant:
    """A scalar (`shape` None) or an elements constant; a splat holds one value."""

    type: Type
    element: Type
    values: tuple[int, ...]
    shape: tuple[int, ...] | None = None

    @property
    def splat(self) -> int | None:
        """The value of a scalar or of every element of a splat, else None."""
        return self.values[0] if len(self.values) == 1 else None

    def elements(self) -> list[int]:
        """Every element (the scalar itself for a scalar)."""
        count = 1 if self.shape is None else prod(self.shape)
        return list(self.values) * count if len(self.values) == 1 else list(self.values)


def read(attr: Attribute | None) -> Constant | None:
    """The constant an integer, float or dense elements attribute holds, else None."""
    if attr is None:
        return None
    if isinstance(attr, IntegerAttr):
        return Constant(attr.type, attr.type, (attr.value,)) if is_scalar_type(attr.type) else None
    if isinstance(attr, FloatAttr):
        sem = float_semantics(attr.type)
        if sem is None:
            return None
        bits = attr.bits if attr.bits is not None else to_bits(attr.value, sem)
        return Constant(attr.type, attr.type, (bits,))
    if isinstance(attr, OpaqueAttr):
        return _read_dense(attr.text)
    return None


def _read_dense(text: str) -> Constant | None:
    match = _DENSE.match(text)
    if match is None:
        return None
    type = OpaqueType(match.group(2))
    shaped = shape_and_element(type)
    if shaped is None:
        return None
    shape, element = shaped
    body = match.group(1)
    if body.startswith('"0x'):
        return _read_hex(body[3:-1], type, shape, element)
    literals = _LITERAL.findall(body)
    if len(literals) not in (1, prod(shape)) or not literals:
        return None
    values = [_read_literal(literal, element) for literal in literals]
    if any(v is None for v in values):
        return None
    return Constant(type, element, compact(values), shape)  # type: ignore[arg-type]


def _read_hex(digits: str, type: Type, shape: tuple[int, ...], element: Type) -> Constant | None:
    data = bytes.fromhex(digits)
    count, bits = prod(shape), element_bits(element)
    if bits == 1 and len(data) == (count + 7) // 8:
        values = [data[i // 8] >> (i % 8) & 1 for i in range(count)]
    else:
        size = (bits + 7) // 8
        if len(data) not in (size, size * count):
            return None
        values = [int.from_bytes(data[i : i + size], "little") for i in range(0, len(data), size)]
    if int_width(element) is not None and bits > 1:  # i1 true reads as 1, as `true` does
        values = [to_signed(v, bits) for v in values]
    return Constant(type, element, compact(values), shape)


def _read_literal(literal: str, element: Type) -> int | None:
    """An element as the parser prints it (`dense_text`): exact, so read exactly."""
    sem = float_semantics(element)
    if sem is not None:
        if literal.startswith("0x"):
            return int(literal, 16)
        exact = Fraction(literal)
        return to_bits(exact if exact else float(literal), sem)  # a float keeps -0's sign
    if literal in ("true", "false"):
        return int(literal == "true")
    bits = int_width(element)
    magnitude = literal.lstrip("-")
    if bits is None or not magnitude.isdigit():  # a string or complex element: not folded
        return None
    number = parse_int(magnitude)
    return to_signed(-number if literal.startswith("-") else number, bits)


def make(type: Type, values: Sequence[int]) -> Attribute:
    """The attribute of `type` holding `values` (one for a scalar or a splat, else one
    per element); integers are wrapped to their width."""
    shaped = shape_and_element(type)
    element = shaped[1] if shaped is not None else type
    bits = int_width(element)
    if bits is not None:
        values = [to_signed(v, bits) for v in values]
    if shaped is None:
        (value,) = values
        sem = float_semantics(type)
        if sem is not None:
            return FloatAttr(from_bits(value, sem), type, value)
        return (
            BoolAttr(bool(value))
            if bits == 1 and isinstance(type, IntegerType)
            else IntegerAttr(value, type)
        )
    return OpaqueAttr(f"dense<{dense_body(values, shaped[0], element)}> : {type.text}")


ElementMath = Callable[..., int | None]
"""Element values in, the result element out; None means "does not fold"."""


def fold_elementwise(
    operands: Sequence[Attribute | None],
    result_type: Type,
    math: ElementMath | None,
    poison: bool = True,
) -> Attribute | None:
    """`constFoldBinaryOp` / `constFoldUnaryOp` / `constFoldCastOp`: the first poison operand
    is the result (unless `poison` is False, as for the folders that opt out of poison);
    else `math` applied to scalars, to splats (a splat result) or to each element of
    same-typed constants. `math` None: the op's types are not ones it computes on, so only
    a poison folds."""
    if poison:
        poisoned = first_poison(operands)
        if poisoned is not None:
            return poisoned
    if math is None or any(attr is None for attr in operands):
        return None  # not constant, so nothing to read
    if operands and all(isinstance(attr, IntegerAttr) for attr in operands):
        # Integer scalars, the common case: read as `read` would, without a Constant each.
        kind = operands[0].type  # type: ignore[union-attr]
        if not is_scalar_type(kind) or any(attr.type != kind for attr in operands):  # type: ignore[union-attr]
            return None
        scalars = [attr.value for attr in operands]  # type: ignore[union-attr]
    else:
        constants = [read(attr) for attr in operands]
        if any(c is None for c in constants):
            return None
        first = constants[0]
        assert first is not None
        if any(c.type != first.type for c in constants):  # type: ignore[union-attr]
            return None
        if not all(len(c.values) == 1 for c in constants):  # type: ignore[union-attr]
            results = [math(*items) for items in zip(*(c.elements() for c in constants))]  # type: ignore[union-attr]
            if any(r is None for r in results):
                return None
            return make(result_type, results)  # type: ignore[arg-type]
        scalars = [c.values[0] for c in constants]  # type: ignore[union-attr]
    result = math(*scalars)
    return None if result is None else make(result_type, [result])


def same_shape(type: Type, element: Type) -> Type:
    """`type` with its element type replaced (the type itself for a scalar)."""
    shaped = shape_and_element(type)
    if shaped is None:
        return element
    return OpaqueType(f"{type.text[: -len(shaped[1].text) - 1]}{element.text}>")
