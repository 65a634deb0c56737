"""`arith.select`'s hand-written form (MLIR's `SelectOp::parse` and `print` in ArithOps.cpp):
`%cond, %a, %b {attrs} : type`, the condition's type written first (`: i1-vector, type`)
only when it is shaped; else the condition is an `i1`."""

from __future__ import annotations

from ...asm.custom_form import CustomForm
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import I1, Type

_SHAPED = ("vector<", "tensor<", "memref<")


def parse_select(parser: OpAsmParser, state: OperationState) -> None:
    """Three operands, an optional attribute dictionary, `:` [condition type `,`] type."""
    operands = parser.parse_operand_list(required_count=3)
    parser.parse_optional_attr_dict(state)
    result_type = parser.parse_colon_type()
    condition_type: Type = I1
    if parser.parse_optional_comma():
        condition_type, result_type = result_type, parser.parse_type()
    state.result_types = [result_type]
    types = [condition_type, result_type, result_type]
    state.operands = parser.resolve_operands(operands, types, parser.name_loc)


def print_select(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print_optional_attr_dict(op.attributes)
    printer.print(" : ")
    condition_type = op.operands[0].type
    if condition_type.text.startswith(_SHAPED):
        printer.print_type(condition_type)
        printer.print(", ")
    printer.print_type(op.results[0].type)


SELECT_FORM = CustomForm(parse_select, print_select)
