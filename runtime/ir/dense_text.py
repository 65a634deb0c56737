"""The text of a dense elements attribute of integers, indices or floats, as mlir-opt
prints it (`printDenseIntOrFPElementsAttr`): one value for a splat, nested lists by the
shape, nothing for no elements, and the little-endian bytes in hex past
`MAX_PRINTED_ELEMENTS` elements.

Element values are integers: an integer's value (signed, unsigned for `ui` types), a
float's bit pattern."""

from __future__ import annotations

from collections.abc import Sequence

from .decimal import int_text
from .float_format import SEMANTICS, float_text
from .types import FloatType, IntegerType, Type

INDEX_WIDTH = 64
MAX_PRINTED_ELEMENTS = 100
"""mlir-opt prints larger non-splat dense constants as a hex blob (`dense<"0x...">`) of
their little-endian bytes, `i1` elements packed eight to a byte (first in the low bit)."""


def element_bits(element: Type) -> int:
    """The bits of an integer, index or float element."""
    if isinstance(element, FloatType):
        return SEMANTICS[element.text].width
    return element.width if isinstance(element, IntegerType) else INDEX_WIDTH


def storage_bytes(element: Type) -> int:
    """The bytes one element takes in a buffer (`i1`: packed, so 0)."""
    bits = element_bits(element)
    return 0 if bits == 1 else (bits + 7) // 8


def compact(values: Sequence[int]) -> tuple[int, ...]:
    """One value when all are equal (MLIR's `DenseElementsAttr::get` detects splats)."""
    return (values[0],) if values and all(v == values[0] for v in values) else tuple(values)


def dense_body(values: Sequence[int], shape: Sequence[int], element: Type) -> str:
    """What mlir-opt prints between `dense<` and `>` for `values` (one for a splat, else
    one per element) of a shape and element type."""
    count = 1
    for size in shape:
        count *= size
    if not element_bits(element):  # `i0` elements take no storage: never a splat
        if count > MAX_PRINTED_ELEMENTS:
            return '"0x"'
        values = [0] * count
    else:
        values = compact(values)
        if len(values) == 1:
            return element_text(values[0], element)
    if not count:
        return ""
    if count > MAX_PRINTED_ELEMENTS:
        return hex_blob(values, element)
    return _nested([element_text(v, element) for v in values], tuple(shape))


def complex_dense_body(values: Sequence[int], shape: Sequence[int], part: Type) -> str:
    """What mlir-opt prints between `dense<` and `>` for complex `values` (real and
    imaginary parts interleaved: one pair for a splat, else one per element) whose parts are
    of type `part`."""
    count = 1
    for size in shape:
        count *= size
    pairs = [
        f"({element_text(values[i], part)},{element_text(values[i + 1], part)})"
        for i in range(0, len(values), 2)
    ]
    if count > MAX_PRINTED_ELEMENTS and len(set(pairs)) > 1:
        return hex_blob(values, part)
    return dense_texts(pairs, shape)


def dense_texts(texts: Sequence[str], shape: Sequence[int]) -> str:
    """The body of elements printed as `texts` (complex pairs, strings): one for a splat
    (all equal), nothing for none, else nested lists by the shape."""
    if not texts:
        return ""
    if all(text == texts[0] for text in texts):
        return texts[0]
    return _nested(list(texts), tuple(shape))


def element_text(value: int, element: Type) -> str:
    if isinstance(element, FloatType):
        return float_text(value, SEMANTICS[element.text])
    if isinstance(element, IntegerType) and element.width == 1:
        return "true" if value else "false"
    return int_text(value)


def hex_blob(values: Sequence[int], element: Type) -> str:
    """`"0x..."`: the elements' little-endian bytes (`i1`: bits, first in the low bit)."""
    size = storage_bytes(element)
    if not size:
        packed = bytearray((len(values) + 7) // 8)
        for i, value in enumerate(values):
            packed[i // 8] |= (value & 1) << (i % 8)
        blob = bytes(packed)
    else:
        mask = (1 << (8 * size)) - 1
        blob = b"".join((v & mask).to_bytes(size, "little") for v in values)
    return f'"0x{blob.hex().upper()}"'


def _nested(texts: list[str], shape: tuple[int, ...]) -> str:
    """`[[a, b], [c, d]]` for shape 2x2."""
    if len(shape) <= 1:
        return "[" + ", ".join(texts) + "]"
    step = len(texts) // shape[0]
    return (
        "["
        + ", ".join(_nested(texts[i : i + step], shape[1:]) for i in range(0, len(texts), step))
        + "]"
    )


def dense_integers(text: str) -> list[int]:
    """The integers of a one-dimensional `dense<[a, b]> : vector<2xiN>` (or tensor), a
    splat `dense<a> : ...` repeated."""
    body, _, type_text = text.removeprefix("dense<").rpartition("> : ")
    count = int(type_text.partition("<")[2].partition("x")[0] or 0)
    if not count:
        return []
    if not body.startswith("["):
        return [_integer(body)] * count
    return [_integer(part) for part in body.strip("[]").split(",")]


def _integer(text: str) -> int:
    text = text.strip()
    return {"true": 1, "false": 0}[text] if text in ("true", "false") else int(text)
