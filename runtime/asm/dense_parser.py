"""`dense<...> : type` and `sparse<indices, values> : type` of integers, indices and floats,
read as MLIR's `TensorLiteralParser` reads them and kept as the text mlir-opt prints for them
(`ir.dense_text`): elements are checked against the element type (range, kind, rounding
into the float format), nested lists against the shape, hex buffers against the size.

Every dense literal is read (its syntax does not depend on the type); one of complex
numbers is printed as mlir-opt prints it (`(1.000000e+00,2.000000e+00)`), as is one of
strings (of any element type); others (a hex buffer of complex numbers, numbers of a
dialect element type) are kept as written.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from ..ir.attributes import Attribute, OpaqueAttr, quote_string
from ..ir.decimal import parse_int
from ..ir.dense_text import (
    INDEX_WIDTH,
    complex_dense_body,
    dense_body,
    dense_texts,
    element_bits,
    storage_bytes,
)
from ..ir.float_format import SEMANTICS, to_bits
from ..ir.types import (
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    NoneType,
    Type,
    keyword_type,
)
from . import lexer as lx

if TYPE_CHECKING:
    from .attr_parser import AttributeParser

# A shaped type: its kind, its dimensions (`2x`, `?x`, `[4]x`) and its element type's
# keyword, then anything after a comma (an encoding, a layout, a memory space).
_SHAPED = re.compile(
    r"(tensor|vector|memref)<((?:\[?(?:[0-9]+|\?)\]?x)*|\*x)([\w.]+|complex<[\w.]+>|![^,]+?)(,.*)?>\Z"
)
_WORD = re.compile(r"[A-Za-z_][\w$.]*", re.ASCII)
_DIMENSION = re.compile(r"[0-9]+")
INT64_MAX = (1 << 63) - 1


class Element(NamedTuple):
    """One literal of the body: its token (`kind`: number, word or string), a leading
    minus, and where the token starts."""

    kind: str
    text: str
    negative: bool
    pos: int


class _Literal:
    """The body's elements (flattened) and the shape its lists give (None: no list)."""

    def __init__(self) -> None:
        self.elements: list[Element] = []
        self.shape: list[int] | None = None
        self.hex: Element | None = None


def parse_dense(p: AttributeParser, given: Type | None = None) -> Attribute:
    """The dense attribute at the cursor (on `<` after `dense`); of type `given` if one is,
    else of the `: type` that follows (MLIR's `parseElementsLiteralType`)."""
    start = p.pos - len("dense")
    body_start = p.pos
    p.pos += 1
    literal = _read_body(p)
    body = p.text[body_start : p.pos]
    if given is None:
        p.expect(":", "':'")
        p.skip_ws()
        type_pos = p.pos
        type = p.parse_type()
    else:
        type, type_pos = given, start
    element_spelling, shape = _shaped(p, type, start, type_pos)
    element = _numeric(element_spelling)
    if element is not None:
        if literal.hex is not None:
            values = _hex_values(p, literal.hex, element, shape, type, start)
        else:
            values = _values(p, literal, element, shape, type, start)
        return OpaqueAttr(f"dense<{dense_body(values, shape, element)}> : {type.text}")
    printed = _other_body(p, literal, element_spelling, shape, type, start)
    return OpaqueAttr(f"dense{body if printed is None else f'<{printed}>'} : {type.text}")


def _numeric(element: str | None) -> Type | None:
    """The integer, index or float type spelled `element`, if it is one."""
    found = keyword_type(element) if element is not None else None
    return found if isinstance(found, (IntegerType, IndexType, FloatType)) else None


def _other_body(
    p: AttributeParser,
    literal: _Literal,
    element: str | None,
    shape: list[int],
    type: Type,
    start: int,
) -> str | None:
    """The body mlir-opt prints for a literal of complex numbers or of strings (of any
    element type); None for the others, kept as written."""
    if element is None:
        return None
    part = _numeric(element[len("complex<") : -1]) if element.startswith("complex<") else None
    if part is not None:
        if literal.hex is not None:
            values = _hex_values(p, literal.hex, part, [*shape, 2], type, start)
        else:
            values = _values(p, literal, part, shape, type, start, parts=2)
        return complex_dense_body(values, shape, part)
    if literal.hex is not None:
        return quote_string(literal.hex.text)
    if all(e.kind == "string" for e in literal.elements):
        return dense_texts([quote_string(e.text) for e in literal.elements], shape)
    return None


def _shaped(
    p: AttributeParser, type: Type, start: int, type_pos: int
) -> tuple[str | None, list[int]]:
    """The element type's spelling and static shape of `type` (written at `type_pos`);
    None as the element for a type this module keeps as written."""
    m = _SHAPED.match(type.text)
    if m is None:
        if isinstance(type, (IntegerType, IndexType, FloatType, FunctionType, NoneType)):
            p.error("elements literal must be a shaped type", start)
        return None, []
    shape = []
    for dim in _DIMENSION.finditer(m.group(2)):
        digits = dim.group()
        if len(digits) > 19 or int(digits) > INT64_MAX:  # MLIR's type parser
            p.error("invalid dimension", type_pos + m.start(2) + dim.start())
        shape.append(int(digits))
    if "?" in m.group(2) or "*" in m.group(2):
        p.error("elements literal type must have static shape", start)
    return m.group(3), shape


# -- the body ------------------------------------------------------------------------------


def _read_body(p: AttributeParser) -> _Literal:
    """The literal between `dense<` and `>` (the cursor after the `<`)."""
    if p.skip_ws() == ">":
        p.pos += 1
        return _Literal()
    literal = _read_literal(p)
    p.expect(">", "'>'")
    return literal


def _read_literal(p: AttributeParser) -> _Literal:
    """One tensor literal at the cursor: a hex string, a nested list or one element."""
    literal = _Literal()
    c = p.skip_ws()
    if c == '"':
        pos = p.pos
        literal.hex = Element("string", p.string_literal(), False, pos)
    elif c == "[":
        literal.shape = _list(p, literal)
    else:
        _element(p, literal)
    return literal


def parse_sparse(p: AttributeParser) -> Attribute:
    """The sparse attribute at the cursor (on `<` after `sparse`), printed as mlir-opt
    prints it: `sparse<>` without indices, else the indices (an i64 tensor of shape
    [count, rank], one index when not a list) and the values (one per index, or a splat),
    each as a dense literal; kept as written for element types `parse_dense` keeps and
    without a `: type`."""
    start = p.pos - len("sparse")
    body_start = p.pos
    p.pos += 1
    indices = values = None
    if p.skip_ws() == ">":
        p.pos += 1
    else:
        indices = _read_literal(p)
        p.expect(",", "','")
        values = _read_literal(p)
        p.expect(">", "'>'")
    body = p.text[body_start : p.pos]
    if not p.peek(":"):
        return OpaqueAttr("sparse" + body)  # a type given by the context: kept as written
    p.pos += 1
    p.skip_ws()
    type_pos = p.pos
    type = p.parse_type()
    element_spelling, shape = _shaped(p, type, start, type_pos)
    element = _numeric(element_spelling)
    if element is None or indices is None or values is None or indices.hex or values.hex:
        return OpaqueAttr(f"sparse{body if indices is not None else '<>'} : {type.text}")
    index_shape = indices.shape or [1, len(shape)]
    index_type = keyword_type("i64")
    assert index_type is not None
    index_values = _values(p, indices, index_type, index_shape, type, start)
    value_shape = values.shape or [index_shape[0]]
    value_values = _values(p, values, element, value_shape, type, start)
    _verify_sparse(p, shape, index_shape, index_values, value_shape, type.text, start)
    if not index_values:
        return OpaqueAttr(f"sparse<> : {type.text}")
    return OpaqueAttr(
        f"sparse<{dense_body(index_values, index_shape, index_type)}, "
        f"{dense_body(value_values, value_shape, element)}> : {type.text}"
    )


def _list(p: AttributeParser, literal: _Literal) -> list[int]:
    """`[a, b, ...]` at the cursor: its dimensions (its length, then its items')."""
    p.pos += 1
    inner: list[int] | None = None
    size = 0
    if p.consume("]"):
        return [0]
    while True:
        if p.skip_ws() == "[":
            dims = _list(p, literal)
        else:
            _element(p, literal)
            dims = []
        size += 1
        if inner is None:
            inner = dims
        elif dims != inner:
            p.skip_ws()
            p.error("tensor literal is invalid; ranks are not consistent between elements")
        if not p.consume(","):
            p.expect("]", "']'")
            return [size, *inner]


def _element(p: AttributeParser, literal: _Literal) -> None:
    """One element at the cursor: a number (after an optional `-`), `true`, `false`, a
    string, or a complex `(a, b)` (whose two parts both count)."""
    c = p.skip_ws()
    pos = p.pos
    p.lex_error(pos)
    if c == "(":
        p.pos += 1
        _element(p, literal)
        p.expect(",", "',' between complex elements")
        _element(p, literal)
        p.expect(")", "')' after complex elements")
        return
    if c == '"':
        literal.elements.append(Element("string", p.string_literal(), False, pos))
        return
    negative = c == "-"
    if negative:
        p.pos += 1
        p.skip_ws()
        pos = p.pos
        p.lex_error(pos)
    number = lx.NUMBER.match(p.text, pos)
    if number is not None and not number.group().startswith("-"):
        p.pos = number.end()
        literal.elements.append(Element("number", number.group(), negative, pos))
        return
    word = _WORD.match(p.text, pos)
    if negative:
        p.error("expected integer or floating point literal", pos)
    if word is not None and word.group() in ("true", "false"):
        p.pos = word.end()
        literal.elements.append(Element("word", word.group(), False, pos))
        return
    p.error("expected element literal of primitive type", pos)


# -- the values ------------------------------------------------------------------------------


def _values(
    p: AttributeParser,
    literal: _Literal,
    element: Type,
    shape: list[int],
    type: Type,
    start: int,
    parts: int = 1,
) -> list[int]:
    """The element values of a literal body, checked against the type (`parts` values per
    element: 2 for complex numbers)."""
    count = parts
    for size in shape:
        count *= size
    if literal.shape is not None and literal.shape != shape:
        p.error(
            f"inferred shape of elements literal ([{', '.join(map(str, literal.shape))}]) "
            f"does not match type ([{', '.join(map(str, shape))}])",
            start,
        )
    if not literal.elements and count:
        p.error(f"parsed zero elements, but type ('{type.text}') expected at least 1", start)
    if isinstance(element, FloatType):
        values = [_float(p, e, element) for e in literal.elements]
    else:
        values = [_integer(p, e, element) for e in literal.elements]
    if parts < len(values) < count:  # complex pairs in a list of numbers: too few
        p.error(f"parsed {len(values)} elements, but type ('{type.text}') expected {count}", start)
    return values[:count] if len(values) > parts else values  # too many: MLIR reads the first


def _verify_sparse(
    p: AttributeParser,
    shape: list[int],
    index_shape: list[int],
    indices: list[int],
    value_shape: list[int],
    type: str,
    start: int,
) -> None:
    """MLIR's `SparseElementsAttr::verify`: 1-d values, one index of the type's rank per
    value, each index (unsigned) within the shape."""
    if len(value_shape) != 1:
        p.error("expected 1-d tensor for sparse element values", start)
    rank = len(shape)
    rank_ok = index_shape[1] == rank if len(index_shape) == 2 else index_shape == [index_shape[0]]
    if not rank_ok or (len(index_shape) == 1 and rank != 1) or index_shape[0] != value_shape[0]:
        p.error(
            f"expected shape ([{', '.join(map(str, shape))}]); inferred shape of indices literal "
            f"([{', '.join(map(str, index_shape))}]); inferred shape of values literal "
            f"([{', '.join(map(str, value_shape))}])",
            start,
        )
    if len(indices) == 1:  # a splat: every index holds the same value
        indices = indices * (index_shape[0] * (rank if len(index_shape) == 2 else 1))
    for number in range(index_shape[0]):
        index = [value % (1 << 64) for value in indices[number * rank : (number + 1) * rank]]
        if any(value >= size for value, size in zip(index, shape)):
            p.error(
                f"sparse index #{number} is not contained within the value shape, with "
                f"index=[{', '.join(map(str, index))}], and type='{type}'",
                start,
            )


def _integer(p: AttributeParser, e: Element, element: Type) -> int:
    """MLIR's `getIntAttrElements` on one element: its value (unsigned for `ui` types)."""
    unsigned = isinstance(element, IntegerType) and element.signedness == "u"
    if e.negative and unsigned:
        p.error("expected unsigned integer elements, but parsed negative value", e.pos)
    if e.kind == "number" and "." in e.text:
        p.error("expected integer elements, but parsed floating-point", e.pos)
    if e.kind == "word":
        if element_bits(element) != 1 or isinstance(element, IndexType):
            p.error("expected i1 type for 'true' or 'false' values", e.pos)
        return int(e.text == "true")
    value = fit_integer(e.text if e.kind == "number" else "", e.negative, element)
    if value is None:
        p.error("integer constant out of range for type", e.pos)
    return value


def fit_integer(spelling: str, negative: bool, type: Type) -> int | None:
    """MLIR's `buildAttributeAPInt`: the value of the integer literal `spelling` (decimal
    or `0x` hex, after a minus when `negative`) in `type` (an integer or index type),
    signed unless the type is unsigned; None when it does not fit."""
    if spelling.startswith("0x"):
        magnitude = int(spelling, 16)
    elif spelling.isdigit() and spelling.isascii():
        digits = spelling.lstrip("0") or "0"
        width = element_bits(type)
        if len(digits) > width * 0.302 + 2:  # more digits than 2**width has
            return None
        magnitude = parse_int(digits)
    else:
        return None
    width = INDEX_WIDTH if isinstance(type, IndexType) else element_bits(type)
    if magnitude >> width:
        return None
    if not width:
        return None if negative else 0
    sign = 1 << (width - 1)
    if negative:
        bits = -magnitude & ((1 << width) - 1)
        if not bits & sign:
            return None
    else:
        bits = magnitude
        signed = isinstance(type, IndexType) or type.signedness == "s"  # type: ignore[attr-defined]
        if signed and bits & sign:
            return None
    if isinstance(type, IntegerType) and type.signedness == "u":
        return bits
    return bits - (1 << width) if bits & sign else bits


def _float(p: AttributeParser, e: Element, element: Type) -> int:
    """MLIR's `parseFloatFromLiteral` on one element: its bit pattern."""
    semantics = SEMANTICS[element.text]
    if e.kind != "number":
        p.error("expected floating point literal", e.pos)
    if "." in e.text:
        return to_bits(-float(e.text) if e.negative else float(e.text), semantics)
    if not e.text.startswith("0x"):
        p.float_integer_error(e.pos)
    if e.negative:
        p.error("hexadecimal float literal should not have a leading minus", e.pos)
    bits = int(e.text, 16)
    if bits.bit_length() > semantics.width:
        p.error("hexadecimal float constant out of range for type", e.pos)
    return bits


def _hex_values(
    p: AttributeParser, e: Element, element: Type, shape: list[int], type: Type, start: int
) -> list[int]:
    """The elements of a hex buffer (`"0x..."`, little-endian; `i1` packed in bits)."""
    digits = e.text[2:] if e.text.startswith("0x") else "-"
    try:
        data = bytes.fromhex(digits) if len(digits) % 2 == 0 else None
    except ValueError:
        data = None
    if data is None or not digits.isascii() or " " in digits:
        p.error("expected string containing hex digits starting with `0x`", e.pos)
    count = 1
    for size in shape:
        count *= size
    size = storage_bytes(element)
    if not size:
        if len(data) == 1 and data[0] in (0, 0xFF):
            return [data[0] & 1]
        if len(data) != (count + 7) // 8:
            _bad_hex_size(p, type, start)
        return [data[i // 8] >> (i % 8) & 1 for i in range(count)]
    if len(data) not in (size, size * count):
        _bad_hex_size(p, type, start)
    width = element_bits(element)
    mask = (1 << width) - 1
    raw = [int.from_bytes(data[i : i + size], "little") & mask for i in range(0, len(data), size)]
    if isinstance(element, FloatType) or (
        isinstance(element, IntegerType) and element.signedness == "u"
    ):
        return raw
    return [v - (1 << width) if v >> (width - 1) else v for v in raw]


def _bad_hex_size(p: AttributeParser, type: Type, start: int) -> None:
    p.error(f"elements hex data size is invalid for provided type: '{type.text}'", start)
