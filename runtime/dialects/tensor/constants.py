"""Elements constants as the tensor folders read them (MLIR's `ElementsAttr`,
`SplatElementsAttr`, `SparseElementsAttr`): a dense constant of integers, indices, floats
or complex numbers, or a sparse one, read into element attributes (an `IntegerAttr`, a
`FloatAttr`, or an `ArrayAttr` of the two parts of a complex number); dense constants built
back from element attributes; and the dialect's constant materializer."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from math import prod

from ...ir import (
    ArrayAttr,
    Attribute,
    FloatAttr,
    IntegerAttr,
    Location,
    OpaqueAttr,
    Operation,
    Type,
)
from ...ir.dense_text import compact, complex_dense_body
from ...ir.shaped_types import element_type, top_level_comma
from ...ir.types import OpaqueType, keyword_type
from ...rewrite.builder import OpBuilder
from .. import elements
from ..arith.patterns import materialize_constant as materialize_arith_constant
from .tensor_types import ranked_tensor_type

_ELEMENTS = re.compile(r"(dense|sparse)<(.*)> : (tensor<.*>|vector<.*>)\Z", re.S)
_COMPLEX = re.compile(r"complex<(.+)>\Z")
_PAIR = re.compile(r"\(([^(),\s]+),\s*([^(),\s]+)\)")
_INTEGER = re.compile(r"-?\d+")
_LITERAL = re.compile(r"[^\s\[\],]+")


@dataclass(frozen=True)
class ElementsConstant:
    """A constant of a statically shaped type: dense (`values`: one for a splat, else one
    per element, row-major) or sparse (`sparse`: each index's value, `zero` elsewhere)."""

    type: Type
    shape: tuple[int, ...]
    values: tuple[Attribute, ...] = ()
    sparse: tuple[tuple[tuple[int, ...], Attribute], ...] | None = None
    zero: Attribute | None = None

    @property
    def splat(self) -> Attribute | None:
        """`SplatElementsAttr::getSplatValue`: the value of every element, else None."""
        return self.values[0] if self.sparse is None and len(self.values) == 1 else None

    def is_valid_index(self, index: Sequence[int]) -> bool:
        return len(index) == len(self.shape) and all(
            0 <= i < size for i, size in zip(index, self.shape)
        )

    def at(self, index: Sequence[int]) -> Attribute:
        """The element at a valid `index` (`getValues<Attribute>()[index]`)."""
        if self.sparse is not None:
            found = [value for where, value in self.sparse if where == tuple(index)]
            assert self.zero is not None
            return found[0] if found else self.zero
        if len(self.values) == 1:
            return self.values[0]
        flat = 0
        for i, size in zip(index, self.shape):
            flat = flat * size + i
        return self.values[flat]


def read_elements(attr: Attribute | None) -> ElementsConstant | None:
    """The elements of a dense or sparse constant of integers, indices, floats or complex
    numbers of a statically shaped type; None for anything else."""
    match = _ELEMENTS.match(attr.text) if isinstance(attr, OpaqueAttr) else None
    if match is None:
        return None
    type = OpaqueType(match[3])
    parsed = ranked_tensor_type(type) if match[3].startswith("tensor") else None
    element = _element_type(match[3])
    if element is None:
        return None
    if parsed is not None:
        if not parsed.static:
            return None
        shape = parsed.dims
    else:
        shaped = elements.shape_and_element(type)
        if shaped is None:
            return None
        shape = shaped[0]
    if match[1] == "sparse":
        return _read_sparse(match[2], type, shape, element)
    values = _read_values(match[2], type, shape, element)
    return None if values is None else ElementsConstant(type, shape, values)


def _element_type(type_text: str) -> Type | None:
    """The element type of `tensor<...xE>` / `vector<...xE>` if it is one folders read."""
    element = element_type(OpaqueType(type_text))
    complex_part = _COMPLEX.match(element.text)
    part = keyword_type(complex_part[1]) if complex_part else element
    if part is None or not elements.is_scalar_type(part):
        return None
    return element if complex_part is None else OpaqueType(element.text)


def _complex_part(element: Type) -> Type | None:
    match = _COMPLEX.match(element.text)
    return keyword_type(match[1]) if match is not None else None


def _scalar(literal: str, element: Type) -> Attribute | None:
    constant = elements.read(OpaqueAttr(f"dense<{literal}> : tensor<{element.text}>"))
    return None if constant is None else elements.make(element, [constant.values[0]])


def _complex(real: str, imaginary: str, part: Type) -> Attribute | None:
    parts = [_scalar(real, part), _scalar(imaginary, part)]
    return None if None in parts else ArrayAttr(parts)  # type: ignore[arg-type]


def _read_values(
    body: str, type: Type, shape: tuple[int, ...], element: Type
) -> tuple[Attribute, ...] | None:
    part = _complex_part(element)
    if part is None:
        constant = elements.read(OpaqueAttr(f"dense<{body}> : {type.text}"))
        if constant is None:
            return None
        return tuple(elements.make(element, [value]) for value in constant.values)
    pairs = _PAIR.findall(body)
    if len(pairs) not in (1, prod(shape)):
        return None
    values = [_complex(real, imaginary, part) for real, imaginary in pairs]
    if None in values:
        return None
    return tuple(compact(values))  # type: ignore[arg-type]


def _read_sparse(
    body: str, type: Type, shape: tuple[int, ...], element: Type
) -> ElementsConstant | None:
    cut = top_level_comma(body)
    indices = [int(i) for i in _INTEGER.findall(body[:cut])]
    values_text = body[cut + 1 :].strip()
    part = _complex_part(element)
    zero = _complex("0", "0", part) if part is not None else _scalar("0", element)
    literals = _PAIR.findall(values_text) if part is not None else _LITERAL.findall(values_text)
    count = len(literals)
    values_type = OpaqueType(f"tensor<{count}x{element.text}>")
    values = _read_values(values_text, values_type, (count,), element) if count else ()
    if values is None or zero is None:
        return None
    if len(indices) == 1:  # a splat of indices: every non-zero at (i, i, ...)
        indices *= len(shape) * count
    rank = len(shape)
    points = [tuple(indices[i : i + rank]) for i in range(0, len(indices), rank)] if rank else []
    pairs = tuple(
        (point, values[0] if len(values) == 1 else values[n])
        for n, point in enumerate(points[:count])
    )
    return ElementsConstant(type, shape, sparse=pairs, zero=zero)


def dense_of(type: Type, values: Sequence[Attribute]) -> Attribute | None:
    """`DenseElementsAttr::get(type, values)`: a dense constant of a statically shaped
    tensor from one element attribute per element; None if one is not a number."""
    parsed = ranked_tensor_type(type)
    if parsed is None or not parsed.static:
        return None
    element = keyword_type(parsed.element) or OpaqueType(parsed.element)
    part = _complex_part(element)
    if part is None:
        numbers = [_number(value, element) for value in values]
        return None if None in numbers else elements.make(type, numbers)  # type: ignore[arg-type]
    flat: list[int] = []
    for value in values:
        if not isinstance(value, ArrayAttr) or len(value) != 2:
            return None
        pair = [_number(item, part) for item in value.elements]
        if None in pair:
            return None
        flat += pair  # type: ignore[arg-type]
    return OpaqueAttr(f"dense<{complex_dense_body(flat, parsed.dims, part)}> : {type.text}")


def _number(value: Attribute, element: Type) -> int | None:
    """An integer's value or a float's bits, when `value` is of type `element`."""
    constant = elements.read(value)
    if constant is None or constant.type != element:
        return None
    return constant.values[0]


def reshaped_splat(attr: Attribute | None, type: Type) -> Attribute | None:
    """`reshapeConstantSource` / `DenseElementsAttr::resizeSplat`: a splat constant as one
    of the statically shaped `type`, else None."""
    constant = read_elements(attr)
    parsed = ranked_tensor_type(type)
    if constant is None or constant.splat is None or parsed is None or not parsed.static:
        return None
    body = attr.text[attr.text.index("<") + 1 : attr.text.rindex("> : ")]  # type: ignore[union-attr]
    return OpaqueAttr(f"dense<{body}> : {type.text}")


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`TensorDialect::materializeConstant`: an `arith.constant` when buildable, else a
    `complex.constant` of a complex number's two parts."""
    constant = materialize_arith_constant(builder, value, type, location)
    if constant is not None:
        return constant
    part = _complex_part(type)
    if (
        part is None
        or not isinstance(value, ArrayAttr)
        or len(value) != 2
        or not all(
            isinstance(item, (IntegerAttr, FloatAttr)) and item.type == part
            for item in value.elements
        )
    ):
        return None
    return builder.create(
        "complex.constant", [], [type], properties={"value": value}, location=location
    )
