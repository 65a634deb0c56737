"""`scf.for` (MLIR's `ForOp::parse` and `print`): `[unsigned] %iv = %lb to %ub step %step
[iter_args(%arg = %init, ...) -> (types)] [: type] { body } [{attrs}]`; the body's
`scf.yield` is implicit when the loop carries no values."""

from __future__ import annotations

from ...asm.op_asm_parser import Argument, OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT
from ...ir.operation import Operation
from ...ir.types import INDEX
from .syntax import all_attributes, print_initialization_list

UNSIGNED_CMP = "unsignedCmp"


def parse_for(parser: OpAsmParser, state: OperationState) -> None:
    if parser.parse_optional_keyword("unsigned") is not None:
        state.add_attribute(UNSIGNED_CMP, UNIT)
    induction = Argument(parser.parse_operand())
    parser.parse_equal()
    bounds = [parser.parse_operand()]
    parser.parse_keyword("to")
    bounds.append(parser.parse_operand())
    parser.parse_keyword("step")
    bounds.append(parser.parse_operand())
    arguments = [induction]
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("iter_args") is not None:
        iter_args, inits = parser.parse_assignment_list()
        arguments += iter_args
        state.result_types = parser.parse_arrow_type_list()
    if len(arguments) != len(state.result_types) + 1:
        parser.emit_error(
            parser.name_loc, "mismatch in number of loop-carried values and defined values"
        )
    induction.type = parser.parse_type() if parser.parse_optional_punctuation(":") else INDEX
    for argument, type in zip(arguments[1:], state.result_types):
        argument.type = type
    body = state.add_region()
    parser.parse_region(body, arguments)
    parser.ensure_terminator(body, "scf.yield", state.location)
    state.operands = parser.resolve_operands(bounds, [induction.type] * 3)
    state.operands += parser.resolve_operands(inits, state.result_types)
    parser.parse_optional_attr_dict(state)


def print_for(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = all_attributes(op)
    if UNSIGNED_CMP in attributes:
        printer.print(" unsigned")
    body = op.regions[0]
    induction, *iter_args = body.blocks[0].arguments
    lower, upper, step, *inits = op.operands
    printer.print(" ")
    printer.print_operand(induction)
    printer.print(" = ")
    printer.print_operand(lower)
    printer.print(" to ")
    printer.print_operand(upper)
    printer.print(" step ")
    printer.print_operand(step)
    print_initialization_list(printer, iter_args, inits, " iter_args")
    if inits:
        printer.print(" -> (")
        printer.print_types(value.type for value in inits)
        printer.print(")")
    printer.print(" ")
    if induction.type != INDEX:
        printer.print(" : ", induction.type.text, " ")
    printer.print_region(body, print_entry_block_args=False, print_block_terminators=bool(inits))
    printer.print_optional_attr_dict(attributes, (UNSIGNED_CMP,))
