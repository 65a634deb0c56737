"""Builtin shaped and complex types read from their text, for the type transformers of
ODS traits (`getElementType()`, `getI1SameShape`), the verifier's ODS constraints and native
traits: `vector<[4]x8xf32>`, `tensor<?x4xf32, #enc>`, `memref<4xf32, strided<[1]>, 1>`,
`tensor<*xf32>`, `complex<f32>`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from .attributes import Attribute, FloatAttr, IntegerAttr, StringAttr
from .types import OpaqueType, Type, keyword_type

_SHAPED = re.compile(r"(vector|tensor|memref)<(\*x|(?:(?:\[\d+\]|-?\d+|\?)x)*)")
_CONTAINERS = ("vector", "tensor", "memref", "complex")


@dataclass(frozen=True)
class Shaped:
    """A shaped type's parts: `kind<dims element, rest>` (`dims` with its `x`s)."""

    kind: str
    dims: str
    element: str
    rest: str  # `, layout, space` (memref) or `, encoding` (tensor), or ``

    def text(self) -> str:
        return f"{self.kind}<{self.dims}{self.element}{self.rest}>"


def type_of(text: str) -> Type:
    """The type spelled `text`."""
    return keyword_type(text) or OpaqueType(text)


def wrapped_type(type: Type, prefix: str) -> Type | None:
    """`T` of a type spelled `prefix` `T>` (`!async.value<T>` with prefix `!async.value<`);
    None for any other type."""
    text = type.text
    if not (text.startswith(prefix) and text.endswith(">")):
        return None
    return type_of(text[len(prefix) : -1])


def shaped(type: Type) -> Shaped | None:
    """The parts of a vector, tensor or memref type; None for any other type."""
    text = type.text
    match = _SHAPED.match(text)
    if match is None or not text.endswith(">"):
        return None
    body = text[match.end() : -1]
    cut = top_level_comma(body)
    return Shaped(match[1], match[2], body[:cut], body[cut:])


def element_type(type: Type) -> Type:
    """The element type of a shaped or complex type (MLIR's `getElementTypeOrSelf`)."""
    parts = shaped(type)
    if parts is not None:
        return type_of(parts.element)
    text = type.text
    if text.startswith("complex<") and text.endswith(">"):
        return type_of(text[len("complex<") : -1])
    return type


def with_element(type: Type, element: Type) -> Type:
    """`type` with element type `element` when shaped, else `element` (`getI1SameShape`)."""
    parts = shaped(type)
    if parts is None:
        return element
    return type_of(Shaped(parts.kind, parts.dims, element.text, parts.rest).text())


def attribute_type(attr: Attribute) -> Type | None:
    """The type of a typed attribute (MLIR's `TypedAttr::getType`), None if untyped."""
    if isinstance(attr, (IntegerAttr, FloatAttr)):
        return attr.type
    if isinstance(attr, StringAttr):
        return attr.type
    text = attr.text
    cut = _last_top_level_colon(text)
    return None if cut < 0 else type_of(text[cut + 3 :])


def top_level_comma(text: str) -> int:
    """The index of `text`'s first comma outside brackets (an affine map's `->` is no
    bracket), else its length."""
    depth = 0
    for index, char in enumerate(text):
        if char in "<([{":
            depth += 1
        elif char in ")]}" or (char == ">" and text[index - 1 : index] != "-"):
            depth -= 1
        elif char == "," and depth == 0:
            return index
    return len(text)


def top_level_parts(text: str) -> list[str]:
    """`text`'s comma-separated parts outside brackets, stripped."""
    parts: list[str] = []
    while text.strip():
        cut = top_level_comma(text)
        parts.append(text[:cut].strip())
        text = text[cut + 1 :]
    return parts


def _last_top_level_colon(text: str) -> int:
    """The index of the last ` : ` outside brackets and strings, or -1."""
    depth, found, quoted, index = 0, -1, False, 0
    while index < len(text):
        char = text[index]
        if quoted:
            index += 2 if char == "\\" else 1
            quoted = char != '"' if char != "\\" else True
            continue
        if char == '"':
            quoted = True
        elif char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif depth == 0 and text.startswith(" : ", index):
            found = index
        index += 1
    return found


class Shape(NamedTuple):
    """A shaped type's parts as the verifier reads them: `dims` None when unranked (`[4]` is
    a scalable dim, `?` a dynamic one); `tail` is the text after the element type's comma
    (a tensor's encoding, a memref's layout and memory space; "" when none)."""

    kind: str
    dims: list[str] | None
    element: str
    tail: str


def shape(type: Type) -> Shape | None:
    """The parts of a vector, tensor or memref type; None for any other type."""
    parts = shaped(type)
    if parts is None:
        return None
    dims = None if parts.dims == "*x" else parts.dims.split("x")[:-1]
    return Shape(parts.kind, dims, parts.element, parts.rest.removeprefix(",").strip())
