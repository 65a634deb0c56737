"""`scf.while` (MLIR's `WhileOp::parse` and `print`): `[(%arg = %init, ...)] : (types) ->
types { before } do { after } [attributes {attrs}]`."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import FunctionType
from .syntax import all_attributes, print_initialization_list


def parse_while(parser: OpAsmParser, state: OperationState) -> None:
    before = state.add_region()
    after = state.add_region()
    arguments, operands = parser.parse_optional_assignment_list() or ([], [])
    type_pos = parser.current_location()
    signature = parser.parse_colon_type_as(FunctionType, "builtin.function")
    state.result_types = list(signature.results)
    if len(signature.inputs) != len(operands):
        parser.emit_error(
            type_pos,
            f"expected as many input types as operands (expected {len(operands)} got "
            f"{len(signature.inputs)})",
        )
    state.operands = parser.resolve_operands(operands, signature.inputs, parser.current_location())
    for argument, type in zip(arguments, signature.inputs):
        argument.type = type
    parser.parse_region(before, arguments)
    parser.parse_keyword("do")
    parser.parse_region(after)
    parser.parse_optional_attr_dict_with_keyword(state)


def print_while(printer: OpAsmPrinter, op: Operation) -> None:
    before, after = op.regions
    print_initialization_list(printer, before.blocks[0].arguments, op.operands, " ")
    printer.print(" : ")
    printer.print_function_type([value.type for value in op.operands], op.result_types)
    printer.print(" ")
    printer.print_region(before, print_entry_block_args=False)
    printer.print(" do ")
    printer.print_region(after)
    printer.print_optional_attr_dict_with_keyword(all_attributes(op))
