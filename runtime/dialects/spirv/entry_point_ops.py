"""`spirv.EntryPoint` and `spirv.ExecutionMode` (MLIR's `EntryPointOp::parse`,
`ExecutionModeOp::parse` and their printers):

    spirv.EntryPoint "GLCompute" @fn, @var1, @var2
    spirv.ExecutionMode @fn "LocalSizeHint", 3, 4, 5
"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr, SymbolRefAttr
from ...ir.operation import Operation
from ...ir.types import I32
from .enum_syntax import enum_attr, enum_text, parse_enum_string

MODEL = "execution_model"
MODE = "execution_mode"


def parse_entry_point(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(MODEL, enum_attr(MODEL, parse_enum_string(parser, MODEL)))
    state.add_attribute("fn", _parse_flat_symbol(parser))
    interface: list[Attribute] = []
    if parser.parse_optional_comma():
        parser.parse_comma_separated_list(
            None, lambda: interface.append(_parse_flat_symbol(parser))
        )
    state.add_attribute("interface", ArrayAttr(interface))


def print_entry_point(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(f' "{enum_text(attributes, MODEL) or ""}" ', _symbol(attributes.get("fn")))
    interface = attributes.get("interface")
    if isinstance(interface, ArrayAttr) and interface.elements:
        printer.print(", ", ", ".join(var.text for var in interface.elements))


def parse_execution_mode(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("fn", parser.parse_attribute())
    state.add_attribute(MODE, enum_attr(MODE, parse_enum_string(parser, MODE)))
    values: list[Attribute] = []
    while parser.parse_optional_comma():
        pos = parser.current_location()
        value = parser.parse_attribute(I32)
        if not isinstance(value, IntegerAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        values.append(IntegerAttr(value.value, I32))
    state.add_attribute("values", ArrayAttr(values))


def print_execution_mode(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", _symbol(attributes.get("fn")))
    printer.print(f' "{enum_text(attributes, MODE) or ""}"')
    values = attributes.get("values")
    if isinstance(values, ArrayAttr) and values.elements:
        numbers = [str(v.value) for v in values.elements if isinstance(v, IntegerAttr)]
        printer.print(", ", ", ".join(numbers))


def _parse_flat_symbol(parser: OpAsmParser) -> SymbolRefAttr:
    """`@name` (MLIR's `parseAttribute` of a `FlatSymbolRefAttr`)."""
    pos = parser.current_location()
    found = parser.parse_attribute()
    if not isinstance(found, SymbolRefAttr) or found.nested:
        parser.emit_error(pos, "invalid kind of attribute specified")
    return found


def _symbol(attr: Attribute | None) -> str:
    """A flat symbol reference's `@name` (MLIR's `printSymbolName` of its value)."""
    return attr.text if isinstance(attr, SymbolRefAttr) else ""
