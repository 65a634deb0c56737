"""`tosa.cond_if` (TosaOps.cpp's `IfOp::parse` and `print`): `%cond [(%arg = %value, ...)] :
cond_type [(types)] -> types { then } [else { else }] [{attrs}]`. The initialization list
gives the operands only: each region names its own block arguments."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import FunctionType
from ..scf.syntax import all_attributes, print_initialization_list


def parse_cond_if(parser: OpAsmParser, state: OperationState) -> None:
    then_region = state.add_region()
    else_region = state.add_region()
    condition = parser.parse_operand()
    assignments = parser.parse_optional_assignment_list()
    parser.parse_colon()
    condition_type = parser.parse_type()
    state.operands = [parser.resolve_operand(condition, condition_type)]
    if assignments is not None:
        operands = assignments[1]
        pos = parser.current_location()
        signature = parser.parse_type()
        if not isinstance(signature, FunctionType):
            parser.emit_error(
                pos,
                "invalid kind of type specified: expected builtin.function, but found "
                f"'{signature}'",
            )
        state.result_types = list(signature.results)
        if len(signature.inputs) != len(operands):
            parser.emit_error(
                parser.current_location(),
                f"expected as many input types as operands (expected {len(operands)} got "
                f"{len(signature.inputs)})",
            )
        state.operands += parser.resolve_operands(
            operands, signature.inputs, parser.current_location()
        )
    else:
        state.result_types = parser.parse_optional_arrow_type_list()
    parser.parse_region(then_region)
    if parser.parse_optional_keyword("else") is not None:
        parser.parse_region(else_region)
    parser.parse_optional_attr_dict(state)


def print_cond_if(printer: OpAsmPrinter, op: Operation) -> None:
    then_region, else_region = op.regions
    condition, inputs = op.operands[0], op.operands[1:]
    printer.print(" ")
    printer.print_operand(condition)
    arguments = then_region.blocks[0].arguments if then_region.blocks else []
    print_initialization_list(printer, arguments, inputs, " ")
    printer.print(" : ", condition.type.text)
    if inputs:
        printer.print(" (")
        printer.print_types(value.type for value in inputs)
        printer.print(")")
    printer.print_arrow_type_list(op.result_types)
    printer.print(" ")
    printer.print_region(then_region)
    if else_region.blocks:
        printer.print(" else ")
        printer.print_region(else_region)
    printer.print_optional_attr_dict(all_attributes(op))
