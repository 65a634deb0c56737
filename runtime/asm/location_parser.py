"""The body of `loc(...)`, checked as MLIR's location parser reads it (`LocationParser.cpp`):
each malformed location gets mlir-opt's message at mlir-opt's position.

    location ::= string (':' int (':' int ('to' int? ':' int)?)?)? | string '(' location ')'
               | 'callsite' '(' location 'at' location ')' | 'unknown'
               | 'fused' ('<' attribute '>')? '[' (location (',' location)*)? ']'
               | '#alias'

The body stays text (`Location` objects are made from it once aliases are resolved).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import lexer as lx

if TYPE_CHECKING:
    from .attr_parser import AttributeParser

_UINT32_MAX = (1 << 32) - 1


def parse_location(parser: AttributeParser, inline: bool) -> tuple[str, int]:
    """At `loc(...)` (the cursor on `loc`): the text of the body and its offset. `inline`:
    a location attribute (an alias definition, an attribute value), whose body cannot be a
    reference to an alias defined later, unlike an op's or a block argument's location."""
    where = "inline location" if inline else "location"
    parser.pos += 3
    parser.expect("(", f"'(' in {where}")
    parser.enter_nesting(parser.pos - 1)
    parser.skip_ws()
    start = parser.pos
    alias = lx.HASH_OR_BANG_ID.match(parser.text, start)
    if not inline and alias is not None and parser.text[start] == "#" and "." not in alias.group():
        parser.pos = alias.end()  # resolved once the whole file is read
    else:
        _instance(parser)
    end = parser.pos
    parser.expect(")", f"')' in {where}")
    parser.depth -= 1
    return parser.text[start:end], start


def _instance(parser: AttributeParser) -> None:
    c = parser.skip_ws()
    if c == "#":
        _reference(parser)
        return
    if c == '"':
        _name_or_file(parser)
        return
    word = lx.BARE_ID.match(parser.text, parser.pos)
    keyword = word.group() if word is not None else ""
    if keyword not in ("callsite", "fused", "unknown"):
        parser.wrong_token("expected location instance")
    parser.pos = word.end()  # type: ignore[union-attr]
    if keyword == "callsite":
        _callsite(parser)
    elif keyword == "fused":
        _fused(parser)


def _reference(parser: AttributeParser) -> None:
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
            return
        attr = parser.attr_aliases.get(name)
        if attr is None:
            parser.error(f"undefined symbol alias id '{name[1:]}'", parser.pos)
        attr_text = attr.text
    parser.skip_ws()
    parser.lex_error(parser.pos)  # MLIR has read the next token already
    parser.error(f"expected location attribute, but got{attr_text}")


def _name_or_file(parser: AttributeParser) -> None:
    parser.string_literal()
    if parser.consume(":"):
        _integer(parser, "line")
        if not parser.consume(":"):
            return
        _integer(parser, "column")
        parser.skip_ws()
        to = lx.BARE_ID.match(parser.text, parser.pos)
        if to is None or to.group() != "to":
            return
        parser.pos = to.end()
        parser.skip_ws()
        if lx.INTEGER.match(parser.text, parser.pos):
            _integer(parser, "line")
        if not parser.consume(":"):
            parser.wrong_token("expected either integer or `:` post `to` in FileLineColRange")
        _integer(parser, "column")
    elif parser.consume("("):
        parser.enter_nesting(parser.pos - 1)
        _instance(parser)
        parser.expect(")", "')' after child location of NameLoc")
        parser.depth -= 1


def _integer(parser: AttributeParser, what: str) -> None:
    """A line or column number (an unsigned 32-bit integer token)."""
    message = f"expected integer {what} number in FileLineColRange"
    parser.skip_ws()
    pos = parser.pos
    m = lx.INTEGER.match(parser.text, pos)
    if m is None or lx.FLOAT.match(parser.text, pos) is not None:
        parser.wrong_token(message)
    digits = m.group()
    if digits.startswith("0x"):
        too_big = int(digits, 16) > _UINT32_MAX
    else:
        significant = digits.lstrip("0")
        too_big = len(significant) > len(str(_UINT32_MAX)) or int(significant or "0") > _UINT32_MAX
    if too_big:
        if what == "line":  # mlir-opt points after the previous token for a line only
            parser.wrong_token(message)
        parser.error(message, pos)
    parser.pos = m.end()


def _callsite(parser: AttributeParser) -> None:
    parser.expect("(", "'(' in callsite location")
    parser.enter_nesting(parser.pos - 1)
    _instance(parser)
    parser.skip_ws()
    at = lx.BARE_ID.match(parser.text, parser.pos)
    if at is None or at.group() != "at":
        parser.wrong_token("expected 'at' in callsite location")
    parser.pos = at.end()
    _instance(parser)
    parser.expect(")", "')' in callsite location")
    parser.depth -= 1


def _fused(parser: AttributeParser) -> None:
    if parser.consume("<"):
        parser.parse_attribute()
        parser.expect(">", "'>' after fused location metadata")
    parser.expect("[", "'[' in fused location")
    parser.enter_nesting(parser.pos - 1)
    if not parser.consume("]"):
        while True:
            _instance(parser)
            if not parser.consume(","):
                break
        parser.expect("]", "']' in fused location")
    parser.depth -= 1
