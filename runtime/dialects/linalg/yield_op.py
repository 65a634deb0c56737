"""`linalg.yield` (LinalgOps.cpp's `YieldOp::parse` / `print`): `[%a, %b] [{attrs}] [: ta, tb]`."""

from __future__ import annotations

from ...asm.custom_form import CustomForm
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from .structured_syntax import all_attributes


def parse_yield(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    operands = parser.parse_operand_list()
    parser.parse_optional_attr_dict(state)
    types = parser.parse_colon_type_list() if operands else []
    state.operands = parser.resolve_operands(operands, types, pos)


def print_yield(printer: OpAsmPrinter, op: Operation) -> None:
    if op.operands:
        printer.print(" ")
        printer.print_operands(op.operands)
    printer.print_optional_attr_dict(all_attributes(op))
    if op.operands:
        printer.print(" : ")
        printer.print_types(value.type for value in op.operands)


YIELD_FORM = CustomForm(parse_yield, print_yield)
