"""Property variables whose syntax is their ODS `Property`'s C++ parser and printer: the
kinds upstream formats use, recognised by that C++ (`UnitProp`, `OptionalProp` of an
integer, `EnumProp` and its named attribute form `overflow<...>`). Their values are the
attributes the properties convert to (MLIR's `convertToAttribute`, as the generic form
shows them); any other property is `Unsupported`."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NoReturn

from ...ir.attributes import UNIT, ArrayAttr, Attribute, BoolAttr, IntegerAttr
from ...ir.types import I64
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter
from .enum_syntax import cases_text, enum_table, enum_value, field_text, read_field
from .enums import Enum
from .type_inference import Unsupported
from .value_syntax import AttributeSyntax

_NAMED_ENUM = re.compile(r'parseKeyword\("(\w+)"\) \|\| \$_parser\.parseLess\(\)')
_ABSENT = BoolAttr(False)


def property_syntax(entry: Mapping[str, Any], tables: Mapping[str, Any]) -> AttributeSyntax:
    """The syntax of the property argument `entry`, or `Unsupported`."""
    classes = entry.get("classes", ())
    parser = str(entry.get("parser", ""))
    if "UnitProp" in classes:
        return _unit_property()
    if "parseOptionalInteger(propStorage)" in parser and '"none"' in parser:
        return _optional_integer(str(entry["name"]))
    if "EnumProp" in classes and "enum" in entry:
        enum = enum_table(tables, entry["enum"])
        named = _NAMED_ENUM.search(parser)
        if named is not None:
            return _named_enum(enum, entry["enum"], named[1])
        if "FieldParser<" in parser and entry.get("printer") == "$_printer << $_storage":
            return _enum_property(enum, entry["enum"])
    raise Unsupported(f"property '{entry['name']}': its C++ syntax is not modelled")


def _unit_property() -> AttributeSyntax:
    """`unit` / `unit_absent` (set: a unit attribute; unset: `false`)."""

    def print_unit(printer: OpAsmPrinter, value: Attribute) -> None:
        printer.print("unit_absent" if value == _ABSENT else "unit")

    def parse_unit(parser: OpAsmParser) -> Attribute | None:
        word = parser.parse_optional_keyword(("unit", "unit_absent"))
        return None if word is None else UNIT if word == "unit" else _ABSENT

    return AttributeSyntax(print_unit, parse_unit, "'unit' or 'unit_absent'")


def _optional_integer(name: str) -> AttributeSyntax:
    """`none` or an integer (an `OptionalProp<I64Prop>`: `[]` or `[N]`)."""

    def print_integer(printer: OpAsmPrinter, value: Attribute) -> None:
        elements = value.elements if isinstance(value, ArrayAttr) else ()
        first = elements[0] if elements else None
        printer.print(str(first.value) if isinstance(first, IntegerAttr) else "none")

    def parse_integer(parser: OpAsmParser) -> Attribute | None:
        if parser.parse_optional_keyword("none") is not None:
            return ArrayAttr(())
        number = parser.parse_optional_integer()
        return None if number is None else ArrayAttr((IntegerAttr(number, I64),))

    def parse_required(parser: OpAsmParser) -> Attribute:
        pos = parser.current_location()
        found = parse_integer(parser)
        if found is None:
            parser.emit_error(pos, f"invalid value for property {name}, expected optional int64_t")
        return found

    return AttributeSyntax(print_integer, parse_integer, "integer value", parse_required)


def _enum_property(enum: Enum, name: str) -> AttributeSyntax:
    """An `EnumProp`: its value as EnumsGen prints and reads it."""

    def print_enum(printer: OpAsmPrinter, value: Attribute) -> None:
        assert isinstance(value, IntegerAttr)
        printer.print(field_text(enum, value.value & ((1 << enum.width) - 1)))

    def parse_enum(parser: OpAsmParser) -> Attribute | None:
        start = parser.current_location()
        read = read_field(parser, enum)
        if read.value is not None:
            return enum_value(enum, read.value)
        if read.pos == start and not read.text:
            return None
        return _bad_case(parser, enum, name, read.pos, read.text)

    def parse_required(parser: OpAsmParser) -> Attribute:
        read = read_field(parser, enum)
        if read.value is None:
            _bad_case(parser, enum, name, read.pos, read.text)
        return enum_value(enum, read.value)

    return AttributeSyntax(print_enum, parse_enum, "enum value", parse_required)


def _bad_case(parser: OpAsmParser, enum: Enum, name: str, pos: int, text: str) -> NoReturn:
    """EnumsGen's error (MLIR names the enum by its summary, which the data lacks: we
    name it by its C++ type)."""
    parser.emit_error(pos, f"expected one of [{cases_text(enum)}] for {name}, got: {text}")


def _named_enum(enum: Enum, name: str, keyword: str) -> AttributeSyntax:
    """A `NamedEnumPropWithAttrForm`: `keyword<value>`."""
    inner = _enum_property(enum, name)

    def print_named(printer: OpAsmPrinter, value: Attribute) -> None:
        printer.print(keyword, "<")
        inner.print(printer, value)
        printer.print(">")

    def parse_named(parser: OpAsmParser) -> Attribute | None:
        if parser.parse_optional_keyword(keyword) is None:
            return None
        return parse_rest(parser)

    def parse_rest(parser: OpAsmParser) -> Attribute:
        parser.parse_punctuation("<")
        value = inner.parse(parser)
        parser.parse_punctuation(">")
        return value

    def parse_required(parser: OpAsmParser) -> Attribute:
        parser.parse_keyword(keyword)
        return parse_rest(parser)

    return AttributeSyntax(print_named, parse_named, f"'{keyword}'", parse_required)
