"""An enum attribute variable as OpFormatGen reads and prints it (`genEnumAttrParser`,
`genEnumAttrPrinter`): an IntegerAttr holding an ODS enum's value, printed as its case
string (a keyword, else quoted) and read from a keyword or a string that the enum
symbolizes.

    $predicate of arith.cmpi: `slt` <-> `2 : i64`
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...ir.attributes import Attribute, IntegerAttr, StringAttr, keyword_or_string
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

    cases = ", ".join(text for text, _ in enum.cases)
    expected = (
        "string or keyword containing one of the following enum values for attribute "
        f"'{name}' [{cases}]"
    )
    return AttributeSyntax(print_enum, parse_optional_enum, expected)


def _optional_string(parser: OpAsmParser) -> str | None:
    """A string attribute if an attribute starts here (`parseOptionalAttribute` of a
    StringAttr with type none), else None."""
    pos = parser.current_location()
    found = parser.parse_optional_attribute(NONE)
    if found is None:
        return None
    if not isinstance(found, StringAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    return found.value
