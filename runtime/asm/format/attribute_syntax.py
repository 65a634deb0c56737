"""How a format's attribute variable (`$value` of an attribute or property argument) and a
`type($x)` of a value with a dialect type class are read and printed: what OpFormatGen
generates per attribute kind (the `syntax` of an `attributes` entry of upstream_formats.json,
`passgen.ods.formats` documents each: enum, symbol, typed, attribute, stripped, property).

The interpreter asks once per op and variable (`attribute_syntax`, `type_syntax`) and keeps
the functions it gets in the op's plan.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...ir.attributes import Attribute, StringAttr
from ...ir.shaped_types import type_of
from ...ir.types import NONE
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter
from .builtin_kinds import builtin_kind_syntax
from .enum_syntax import enum_attribute_syntax
from .property_syntax import property_syntax
from .stripped_syntax import stripped_attribute_syntax, stripped_type_syntax
from .type_inference import Unsupported
from .value_syntax import FULL_ATTRIBUTE, FULL_TYPE, AttributeSyntax, DialectTables, TypeSyntax

__all__ = ["FULL_ATTRIBUTE", "FULL_TYPE", "AttributeSyntax", "TypeSyntax", "attribute_syntax"]


def _print_symbol(printer: OpAsmPrinter, value: Attribute) -> None:
    if isinstance(value, StringAttr):
        printer.print_symbol_name(value.value)
    else:  # not a SymbolNameAttr (the verifier says so): as the generic form has it
        printer.print_attribute(value)


SYMBOL = AttributeSyntax(
    _print_symbol, OpAsmParser.parse_optional_symbol_name, "valid '@'-identifier for symbol name"
)
"""A `SymbolNameAttr`: `@name` (`printSymbolName`, `parseSymbolName`)."""


def _typed(attribute: Mapping[str, Any]) -> AttributeSyntax:
    """An attribute of a buildable value type: printed without its type
    (`printAttributeWithoutType`), read with that type (`parseAttribute(attr, type)`). With
    type none its storage is unknown here; `{` starts no such value (what follows an
    optional one is a region or an attr-dict far more often than a DictionaryAttr)."""
    text = attribute.get("type")
    if text is None:
        raise Unsupported(f"the value type of attribute {attribute['name']}")
    value_type = type_of(text)

    def parse_optional(parser: OpAsmParser) -> Attribute | None:
        if value_type is NONE and parser.parser.skip_ws() == "{":
            return None
        return parser.parse_optional_attribute(value_type)

    return AttributeSyntax(OpAsmPrinter.print_attribute_without_type, parse_optional)


def attribute_syntax(
    attribute: Mapping[str, Any], tables: DialectTables, *, qualified: bool = False
) -> AttributeSyntax:
    """How the attribute argument `attribute` (an `attributes` entry) reads and prints as a
    format variable; `qualified`: inside `qualified(...)` (never stripped). In OpFormatGen's
    order: enum, symbol name, buildable type, then the storage class; a property that is
    no attribute by its C++ parser and printer."""
    syntax = attribute.get("syntax")
    if syntax == "enum":
        return enum_attribute_syntax(attribute, tables)
    if syntax == "symbol":
        return SYMBOL
    if syntax == "typed":
        return _typed(attribute)
    if syntax == "stripped" and not qualified:
        return stripped_attribute_syntax(attribute, tables)
    if syntax == "property":
        return property_syntax(attribute, tables)
    return FULL_ATTRIBUTE


def type_syntax(
    value: Mapping[str, Any], tables: DialectTables, *, qualified: bool = False
) -> TypeSyntax:
    """How `type($x)` of the operand or result group `value` (an `operands`/`results` entry)
    reads and prints; `qualified`: inside `qualified(...)`."""
    if qualified:
        return FULL_TYPE
    if value.get("type_kind"):
        return builtin_kind_syntax(value["type_kind"])
    if not value.get("type_class"):
        return FULL_TYPE
    return stripped_type_syntax(value, tables)
