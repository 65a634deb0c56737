"""`llvm.alloca` (MLIR's `AllocaOp::parse` and `print`): `[inalloca] %size x elem_type
[{attrs}] : (size type) -> result type`, a zero `alignment` dropped, `elem_type` kept when
the result is a pointer."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, IntegerAttr, TypeAttr
from ...ir.operation import Operation
from ...ir.types import FunctionType


def parse_alloca(parser: OpAsmParser, state: OperationState) -> None:
    if parser.parse_optional_keyword("inalloca") is not None:
        state.add_attribute("inalloca", UNIT)
    size = parser.parse_operand()
    parser.parse_keyword("x")
    element = parser.parse_type()
    parser.parse_optional_attr_dict(state)
    parser.parse_colon()
    pos = parser.current_location()
    type = parser.parse_type()
    alignment = state.attributes.get("alignment")
    if alignment is not None:
        if not isinstance(alignment, IntegerAttr):
            parser.emit_error(parser.name_loc, "expected integer alignment")
        if alignment.value == 0:
            del state.attributes["alignment"]
    if not (isinstance(type, FunctionType) and len(type.inputs) == len(type.results) == 1):
        parser.emit_error(pos, "expected trailing function type with one argument and one result")
    state.operands = [parser.resolve_operand(size, type.inputs[0])]
    if type.results[0].text.startswith("!llvm.ptr"):
        state.add_attribute("elem_type", TypeAttr(element))
    state.result_types = [type.results[0]]


def print_alloca(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    if "inalloca" in attributes:
        printer.print(" inalloca")
    element = attributes.get("elem_type")
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(" x ", element.value.text if isinstance(element, TypeAttr) else "")
    elided = ["elem_type", "inalloca"]
    alignment = attributes.get("alignment")
    if not (isinstance(alignment, IntegerAttr) and alignment.value != 0):
        elided.append("alignment")
    printer.print_optional_attr_dict(attributes, elided)
    printer.print(" : ")
    printer.print_function_type([op.operands[0].type], op.result_types)
