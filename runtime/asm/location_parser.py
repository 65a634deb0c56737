"""The body of `loc(...)`, checked as MLIR's location parser reads it (`LocationParser.cpp`):
each malformed location gets mlir-opt's message at mlir-opt's position.

    location ::= string (':' int (':' int ('to' int? ':' int)?)?)? | string '(' location ')'
               | 'callsite' '(' location 'at' location ')' | 'unknown'
               | 'fused' ('<' attribute '>')? '[' (location (',' location)*)? ']'
               | '#alias'

The body stays text, spelled as mlir-opt prints the location it reads (`"a":1` is
`"a":1:0`, a fused location drops unknown and repeated parts and takes in nested fused ones
with its metadata, ...); `Location` objects are made from it once aliases are resolved.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..ir.attributes import quote_string
from . import lexer as lx

if TYPE_CHECKING:
    from .attr_parser import AttributeParser

_UINT32_MAX = (1 << 32) - 1
# `"file":line:col` as printed: no escape in the name, numbers without leading zeros and
# below 2^32, no blank, no range.
FILE_LINE_COL = r'"([^"\\\n]*)":([1-9][0-9]{0,8}|0):([1-9][0-9]{0,8}|0)'
_FILE_LINE_COL = re.compile(FILE_LINE_COL + r"\)")


def parse_location(parser: AttributeParser, inline: bool) -> tuple[str, int]:
    """At `loc(...)` (the cursor on `loc`): the body, as mlir-opt prints it, and its offset.
    `inline`: a location attribute (an alias definition, an attribute value), whose body
    cannot be a reference to an alias defined later, unlike an op's or a block argument's."""
    where = "inline location" if inline else "location"
    parser.pos += 3
    parser.expect("(", f"'(' in {where}")
    parser.enter_nesting(parser.pos - 1)
    parser.skip_ws()
    start = parser.pos
    common = _FILE_LINE_COL.match(parser.text, start)
    if common is not None:  # what `_name_or_file` and the `)` below come to on this spelling
        file, line, column = common.groups()
        parser.pos = common.end()
        parser.depth -= 1
        return f"{quote_string(file)}:{line}:{column}", start
    alias = lx.HASH_OR_BANG_ID.match(parser.text, start)
    if not inline and alias is not None and parser.text[start] == "#" and "." not in alias.group():
        text = alias.group()
        attr = parser.attr_aliases.get(text)
        if attr is not None:  # defined already, as something else than a location
            parser.error(f"expected location, but found '{attr.text}'", start)
        parser.pos = alias.end()  # resolved once the whole file is read
    else:
        text = _instance(parser).text
    parser.expect(")", f"')' in {where}")
    parser.depth -= 1
    return text, start


class _Location:
    """A location's printed text; a fused one keeps its metadata and parts, for flattening."""

    __slots__ = ("text", "metadata", "parts")

    def __init__(self, text: str, metadata: str | None = None, parts: list[str] | None = None):
        self.text = text
        self.metadata = metadata
        self.parts = parts


_UNKNOWN = _Location("unknown")


def _instance(parser: AttributeParser) -> _Location:
    c = parser.skip_ws()
    if c == "#":
        return _Location(_reference(parser))
    if c == '"':
        return _Location(_name_or_file(parser))
    word = lx.BARE_ID.match(parser.text, parser.pos)
    keyword = word.group() if word is not None else ""
    if keyword not in ("callsite", "fused", "unknown"):
        parser.wrong_token("expected location instance")
    parser.pos = word.end()  # type: ignore[union-attr]
    if keyword == "callsite":
        return _Location(_callsite(parser))
    if keyword == "fused":
        return _fused(parser)
    return _UNKNOWN


def _reference(parser: AttributeParser) -> str:
    """`#alias` of a location defined before, or an attribute that is no location."""
    start = parser.pos
    m = lx.HASH_OR_BANG_ID.match(parser.text, start)
    if m is None:
        parser.error("invalid attribute name", start)
    name = m.group()
    if "." in name or parser.text.startswith("<", m.end()):
        attr_text = parser.parse_attribute().text
    else:
        parser.pos = m.end()
        if name in parser.loc_aliases:
            return name
        attr = parser.attr_aliases.get(name)
        if attr is None:
            parser.error(f"undefined symbol alias id '{name[1:]}'", parser.pos)
        attr_text = attr.text
    parser.skip_ws()
    parser.lex_error(parser.pos)  # MLIR has read the next token already
    parser.error(f"expected location attribute, but got{attr_text}")


def _name_or_file(parser: AttributeParser) -> str:
    name = quote_string(parser.string_literal())
    if parser.consume(":"):
        line = _integer(parser, "line")
        if not parser.consume(":"):
            return f"{name}:{line}:0"
        column = _integer(parser, "column")
        parser.skip_ws()
        to = lx.BARE_ID.match(parser.text, parser.pos)
        if to is None or to.group() != "to":
            return f"{name}:{line}:{column}"
        parser.pos = to.end()
        parser.skip_ws()
        end_line = line
        if lx.INTEGER.match(parser.text, parser.pos):
            end_line = _integer(parser, "line")
        if not parser.consume(":"):
            parser.wrong_token("expected either integer or `:` post `to` in FileLineColRange")
        end_column = _integer(parser, "column")
        if end_line != line:
            return f"{name}:{line}:{column} to {end_line}:{end_column}"
        if end_column != column:
            return f"{name}:{line}:{column} to :{end_column}"
        return f"{name}:{line}:{column}"
    if parser.consume("("):
        parser.enter_nesting(parser.pos - 1)
        child = _instance(parser)
        parser.expect(")", "')' after child location of NameLoc")
        parser.depth -= 1
        return name if child is _UNKNOWN or child.text == "unknown" else f"{name}({child.text})"
    return name


def _integer(parser: AttributeParser, what: str) -> int:
    """A line or column number (an unsigned 32-bit integer token)."""
    message = f"expected integer {what} number in FileLineColRange"
    parser.skip_ws()
    pos = parser.pos
    m = lx.INTEGER.match(parser.text, pos)
    if m is None or lx.FLOAT.match(parser.text, pos) is not None:
        parser.wrong_token(message)
    digits = m.group()
    if digits.startswith("0x"):
        value = int(digits, 16)
    else:
        significant = digits.lstrip("0") or "0"
        value = _UINT32_MAX + 1 if len(significant) > len(str(_UINT32_MAX)) else int(significant)
    if value > _UINT32_MAX:
        if what == "line":  # mlir-opt points after the previous token for a line only
            parser.wrong_token(message)
        parser.error(message, pos)
    parser.pos = m.end()
    return value


def _callsite(parser: AttributeParser) -> str:
    parser.expect("(", "'(' in callsite location")
    parser.enter_nesting(parser.pos - 1)
    callee = _instance(parser)
    parser.skip_ws()
    at = lx.BARE_ID.match(parser.text, parser.pos)
    if at is None or at.group() != "at":
        parser.wrong_token("expected 'at' in callsite location")
    parser.pos = at.end()
    caller = _instance(parser)
    parser.expect(")", "')' in callsite location")
    parser.depth -= 1
    return f"callsite({callee.text} at {caller.text})"


def _fused(parser: AttributeParser) -> _Location:
    """MLIR's `FusedLoc::get`: parts fused with the same metadata are taken in, unknown and
    repeated parts dropped; nothing left is `unknown`, one part without metadata is itself."""
    metadata = None
    if parser.consume("<"):
        metadata = parser.parse_attribute().text
        parser.expect(">", "'>' after fused location metadata")
    parser.expect("[", "'[' in fused location")
    parser.enter_nesting(parser.pos - 1)
    parts: list[str] = []
    if not parser.consume("]"):
        while True:
            part = _instance(parser)
            if part.parts is not None and part.metadata == metadata:
                parts += part.parts
            elif part.text != "unknown":
                parts.append(part.text)
            if not parser.consume(","):
                break
        parser.expect("]", "']' in fused location")
    parser.depth -= 1
    parts = list(dict.fromkeys(parts))
    if not parts:
        if metadata is None:
            return _UNKNOWN
        parts = ["unknown"]
    elif len(parts) == 1 and metadata is None:
        return _Location(parts[0])
    prefix = "fused" if metadata is None else f"fused<{metadata}>"
    return _Location(f"{prefix}[{', '.join(parts)}]", metadata, parts)
