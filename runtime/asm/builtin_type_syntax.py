"""The parametric builtin types read part by part into the text mlir-opt prints for them
(MLIR's `parseMemRefType`, `parseTensorType`, ... and the AsmPrinter's builtin type cases):
a memref's identity affine-map layout and its memory space 0 dropped, layouts, memory
spaces, encodings and element types printed canonically (`memref<256 x f32, affine_map<(d0)
-> (d0)>, 0>` is `memref<256xf32>`), tuples' blanks as MLIR puts them. The parser takes this
path only for bodies that may differ from their canonical text (`may_differ`); the others
are kept as written, their dimension blanks dropped (`attr_parser.canonical_dimensions`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..ir.attributes import Attribute, IntegerAttr, OpaqueAttr

if TYPE_CHECKING:
    from .attr_parser import AttributeParser

# What a body needs to hold to be spelled other than canonically beyond its dimension
# blanks: more than one part (`,`), a dialect type or attribute, a string, an affine map.
_MAY_DIFFER = re.compile(r'[,!#"(]')
_DIMENSIONS = re.compile(r"\s*(\*\s*x|(?:(?:\d+|\?|\[\s*\d+\s*\])\s*x\s*)*)", re.ASCII)
_IDENTITY_MAP = re.compile(r"affine_map<\(([^()]*)\) -> \(\1\)>")
_STRIDED = re.compile(
    r"strided<\s*\[([^\]]*)\]\s*(?:,\s*offset\s*:\s*(-?\s*\d+|\?)\s*)?>\Z", re.ASCII
)


def may_differ(body: str) -> bool:
    """Whether the `<...>` body of a parametric builtin type may be spelled other than
    mlir-opt prints it (after its dimension blanks are dropped)."""
    return _MAY_DIFFER.search(body) is not None


def canonical_parametric_type(parser: AttributeParser, name: str) -> str:
    """The canonical text of builtin type `name` whose `<...>` body is at the cursor."""
    keyword = parser.pos - len(name)  # where type errors are reported
    parser.expect("<")
    if name == "tuple":
        inner = [] if parser.peek(">") else _types(parser)
        text = f"tuple<{', '.join(inner)}>"
    elif name == "complex":
        text = f"complex<{parser.parse_type().text}>"
    else:
        dims = _dimensions(parser)
        element = parser.parse_type().text
        rest = _memref_rest(parser, dims, keyword) if name == "memref" else _encoding(parser)
        text = f"{name}<{dims}{element}{rest}>"
    parser.expect(">")
    return text


def _types(parser: AttributeParser) -> list[str]:
    types = [parser.parse_type().text]
    while parser.consume(","):
        types.append(parser.parse_type().text)
    return types


def _dimensions(parser: AttributeParser) -> str:
    """The dimension list at the cursor (`4 x ? x`, `*x`), blanks dropped."""
    found = _DIMENSIONS.match(parser.text, parser.pos)
    assert found is not None  # the pattern matches the empty string
    parser.pos = found.end()
    return "".join(found.group(1).split())


def _encoding(parser: AttributeParser) -> str:
    """A tensor's `, encoding` (printed in full), or nothing."""
    return ", " + parser.parse_attribute().text if parser.consume(",") else ""


def _memref_rest(parser: AttributeParser, dims: str, keyword: int) -> str:
    """A memref's `, layout, memory space` as mlir-opt prints them: an identity affine map
    and a memory space of integer 0 left out (`MemRefType::get`'s canonical parts); a layout
    of another rank is an error at the type's `keyword` (`MemRefType::verify`)."""
    if not parser.consume(","):
        return ""
    first = parser.parse_attribute()
    space: Attribute | None = first
    rest = ""
    if not dims.startswith("*") and _is_layout(first):
        _verify_layout(parser, dims.count("x"), first.text, keyword)
        if not _IDENTITY_MAP.fullmatch(first.text):
            rest = ", " + first.text
        space = parser.parse_attribute() if parser.consume(",") else None
    if space is not None and not (isinstance(space, IntegerAttr) and space.value == 0):
        rest += ", " + space.element_text()
    return rest


def _verify_layout(parser: AttributeParser, rank: int, layout: str, keyword: int) -> None:
    """`AffineMapAttr::verifyLayout` and `StridedLayoutAttr::verifyLayout`: as many map
    dimensions or strides as the memref's rank."""
    if layout.startswith("affine_map<"):
        inputs = layout[len("affine_map<(") :].partition(")")[0]
        count = len([name for name in inputs.split(",") if name.strip()])
        if count != rank:
            parser.error(
                f"memref layout mismatch between rank and affine map: {rank} != {count}", keyword
            )
        return
    found = _STRIDED.match(layout)
    if found is not None and len([s for s in found.group(1).split(",") if s.strip()]) != rank:
        parser.error("expected the number of strides to match the rank", keyword)


def _is_layout(attr: Attribute) -> bool:
    """Whether `attr` is a memref layout (an affine map or strided layout) rather than a
    memory space."""
    return isinstance(attr, OpaqueAttr) and attr.text.startswith(("affine_map<", "strided<"))


def canonical_strided(text: str) -> str:
    """A `strided<[...], offset: N>` layout as mlir-opt prints it (offset 0 left out);
    `text` itself when it is not one."""
    found = _STRIDED.match(text)
    if found is None:
        return text
    strides = ", ".join(stride.strip() for stride in found.group(1).split(",") if stride.strip())
    offset = "".join((found.group(2) or "0").split())
    if offset.lstrip("-").strip("0") == "" and offset != "?":
        return f"strided<[{strides}]>"
    return f"strided<[{strides}], offset: {int(offset) if offset != '?' else '?'}>"
