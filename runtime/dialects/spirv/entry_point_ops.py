"""`spirv.EntryPoint`, `spirv.ARM.GraphEntryPoint` and `spirv.ExecutionMode` (MLIR's
`EntryPointOp::parse`, `GraphEntryPointARMOp::parse` in ArmGraphOps.cpp,
`ExecutionModeOp::parse` and their printers):

    spirv.EntryPoint "GLCompute" @fn, @var1, @var2
    spirv.ARM.GraphEntryPoint @graph, @var1
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
from .symbols import parse_flat_symbol

MODEL = "execution_model"
MODE = "execution_mode"


def parse_entry_point(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(MODEL, enum_attr(MODEL, parse_enum_string(parser, MODEL)))
    parse_graph_entry_point(parser, state)


def print_entry_point(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(f' "{enum_text(attributes, MODEL) or ""}"')
    print_graph_entry_point(printer, op)


def parse_graph_entry_point(parser: OpAsmParser, state: OperationState) -> None:
    """`@fn[, @var, ...]` (MLIR's `GraphEntryPointARMOp::parse`, and the end of
    `EntryPointOp::parse`)."""
    state.add_attribute("fn", parse_flat_symbol(parser))
    interface: list[Attribute] = []
    if parser.parse_optional_comma():
        parser.parse_comma_separated_list(None, lambda: interface.append(parse_flat_symbol(parser)))
    state.add_attribute("interface", ArrayAttr(interface))


def print_graph_entry_point(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", _symbol(attributes.get("fn")))
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


def _symbol(attr: Attribute | None) -> str:
    """A flat symbol reference's `@name` (MLIR's `printSymbolName` of its value)."""
    return attr.text if isinstance(attr, SymbolRefAttr) else ""
