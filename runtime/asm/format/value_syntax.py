"""What reads and prints one attribute variable or `type($x)` of a declarative form: the
functions `attribute_syntax` and `type_syntax` give, and the full attribute and type (what
OpFormatGen prints for an attribute of storage `::mlir::Attribute`, a `qualified(...)`
variable, a type of no dialect class)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ...ir.attributes import Attribute
from ...ir.types import Type
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter

DialectTables = Mapping[str, Any]
"""One dialect's block of upstream_formats.json: its op entries and its `!` tables."""


@dataclass(frozen=True)
class AttributeSyntax:
    """`print` writes a value; `parse_optional` reads one, or returns None without moving
    when none starts here (an optional group's anchor, an optional attribute); `expected`
    names what was expected, for the error when a required value is missing;
    `parse_required`, when given, reads a required value itself (a property's C++ parser
    reads a required value otherwise than an optional one)."""

    print: Callable[[OpAsmPrinter, Attribute], None]
    parse_optional: Callable[[OpAsmParser], Attribute | None]
    expected: str = "attribute value"
    parse_required: Callable[[OpAsmParser], Attribute] | None = None

    def parse(self, parser: OpAsmParser) -> Attribute:
        """A required value, or MLIR's `expected ...` error at the cursor."""
        if self.parse_required is not None:
            return self.parse_required(parser)
        value = self.parse_optional(parser)
        if value is None:
            parser.emit_error(parser.current_location(), f"expected {self.expected}")
        return value


@dataclass(frozen=True)
class TypeSyntax:
    """`print` and `parse` of one `type($x)` (or a type inside `functional-type`, ...)."""

    print: Callable[[OpAsmPrinter, Type], None]
    parse: Callable[[OpAsmParser], Type]
    parse_optional: Callable[[OpAsmParser], Type | None]


def _print_attribute(printer: OpAsmPrinter, value: Attribute) -> None:
    printer.print_attribute(value)


def _print_type(printer: OpAsmPrinter, value: Type) -> None:
    printer.print_type(value)


FULL_ATTRIBUTE = AttributeSyntax(_print_attribute, OpAsmParser.parse_optional_attribute)
FULL_TYPE = TypeSyntax(_print_type, OpAsmParser.parse_type, OpAsmParser.parse_optional_type)
