"""`shape.func` (FunctionImplementation's syntax, as `func.func`'s) and
`shape.function_library` (Shape.cpp): `@name [attributes {...}] { body } mapping {...}`;
both name shape ops without their prefix in their bodies (`getDefaultDialect`)."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import DictionaryAttr, StringAttr
from ...ir.operation import Operation
from ...ir.types import NONE


def parse_function_library(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("sym_name", parser.parse_symbol_name())
    parser.parse_optional_attr_dict_with_keyword(state)
    parser.parse_region(state.add_region())
    parser.parse_keyword("mapping")
    pos = parser.current_location()
    mapping = parser.parse_attribute(NONE)
    if not isinstance(mapping, DictionaryAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    state.add_attribute("mapping", mapping)


def print_function_library(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    name = attributes.get("sym_name")
    printer.print(" ")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    printer.print_optional_attr_dict_with_keyword(attributes, ("sym_name", "mapping"))
    printer.print(" ")
    printer.print_region(op.regions[0], False, False)
    printer.print(" mapping ")
    mapping = attributes.get("mapping")
    if mapping is not None:
        printer.print_attribute_without_type(mapping)
