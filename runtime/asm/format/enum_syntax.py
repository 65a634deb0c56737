"""An enum attribute variable as OpFormatGen reads and prints it (`genEnumAttrParser`,
`genEnumAttrPrinter`): an IntegerAttr holding an ODS enum's value, printed as its case
string (a keyword, else quoted) and read from a keyword or a string that the enum
symbolizes; and an enum value as EnumsGen's `operator<<` and `FieldParser` write and read
it (`field_text`, `read_field`: an `EnumProp` property's syntax).

    $predicate of arith.cmpi: `slt` <-> `2 : i64`
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...ir.attributes import (
    Attribute,
    BoolAttr,
    IntegerAttr,
    StringAttr,
    keyword_or_string,
    quote_string,
)
from ...ir.types import NONE, IntegerType
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter
from .enums import Enum, is_keyword
from .type_inference import Unsupported
from .value_syntax import AttributeSyntax, DialectTables


def enum_table(tables: DialectTables, key: str) -> Enum:
    """The `"!enum ..."` entry `key` of a dialect's tables."""
    data = tables.get(f"!enum {key}")
    if data is None:
        raise Unsupported(f"no table of enum {key}")
    return Enum.from_data(data)


def enum_attribute_syntax(attribute: Mapping[str, Any], tables: DialectTables) -> AttributeSyntax:
    """The syntax of the enum attribute argument `attribute` (syntax `enum`)."""
    enum = enum_table(tables, attribute["enum"])
    name = attribute["name"]
    storage = IntegerType(enum.width)
    keywords = [text for text, _ in enum.cases if is_keyword(text)]

    def print_enum(printer: OpAsmPrinter, value: Attribute) -> None:
        if isinstance(value, IntegerAttr):
            printer.print(keyword_or_string(enum.stringify(value.value)))
        else:  # not of the enum (the verifier says so): as the generic form has it
            printer.print_attribute(value)

    def parse_optional_enum(parser: OpAsmParser) -> Attribute | None:
        pos = parser.current_location()
        text = parser.parse_optional_keyword(keywords)
        if text is None:
            text = _optional_string(parser)
            if text is None:
                return None
        value = enum.symbolize(text)
        if value is None:
            parser.emit_error(pos, f'invalid {name} attribute specification: "{text}"')
        return IntegerAttr(value, storage)

    expected = (
        "string or keyword containing one of the following enum values for attribute "
        f"'{name}' [{cases_text(enum)}]"
    )
    return AttributeSyntax(print_enum, parse_optional_enum, expected)


def _optional_string(parser: OpAsmParser) -> str | None:
    """A string attribute if a string starts here (`parseOptionalAttribute(StringAttr &)`
    of type none, which reads one only from a string token), else None."""
    if parser.parser.skip_ws() != '"':
        return None
    found = parser.parse_attribute(NONE)
    return found.value if isinstance(found, StringAttr) else None


def _single_bit(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def enum_value(enum: Enum, value: int) -> Attribute:
    """The IntegerAttr an enum of `enum`'s width stores `value` as (signless)."""
    if enum.width == 1:
        return BoolAttr(bool(value))
    return IntegerAttr(value, IntegerType(enum.width))


def field_text(enum: Enum, value: int) -> str:
    """EnumsGen's `operator<<`: the case string, quoted when it is no keyword (a quoted bit
    enum: when several flags are set), an unquoted bit enum's flags as they join."""
    text = enum.stringify(value)
    if enum.bits:
        several = value and not _single_bit(value)
        return quote_string(text) if enum.quoted and several else text
    return text if is_keyword(text) else quote_string(text)


@dataclass(frozen=True)
class FieldRead:
    """What `read_field` read: the value, or None with where the word that failed starts
    and its text ("" when no word was there)."""

    value: int | None
    pos: int
    text: str = ""


def read_field(parser: OpAsmParser, enum: Enum) -> FieldRead:
    """EnumsGen's `FieldParser`: a keyword or string naming a case (a bit enum's flags
    joined by its separator, unless it prints quoted)."""
    pos = parser.current_location()
    if enum.bits and not enum.quoted:
        return _read_flags(parser, enum)
    text = parser.parse_optional_keyword_or_string()
    if text is None:
        return FieldRead(None, pos)
    value = enum.symbolize(text)
    return FieldRead(value, pos, "" if value is not None else text)


def _read_flags(parser: OpAsmParser, enum: Enum) -> FieldRead:
    separator = enum.separator.strip()
    value = 0
    while True:
        pos = parser.current_location()
        text = parser.parse_optional_keyword_or_string()
        flag = None if text is None else enum.symbolize(text)
        if flag is None:
            return FieldRead(None, pos, text or "")
        value |= flag
        if not parser.parse_optional_punctuation(separator):
            return FieldRead(value, pos)


def cases_text(enum: Enum) -> str:
    """The case strings, comma-separated (as MLIR's errors list them)."""
    return ", ".join(text for text, _ in enum.cases)
