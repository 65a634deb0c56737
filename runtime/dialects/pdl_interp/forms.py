"""The `pdl_interp` dialect's hand-written forms, by op name: `pdl_interp.func` (MLIR's
function form, `function_syntax`) and `pdl_interp.foreach` (`ForEachOp::parse` / `print`):

    pdl_interp.foreach %v : !pdl.value in %values { ... } [{attrs}] -> ^successor

its operand a `!pdl.range` of its loop variable's type."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.function_syntax import parse_function_op, print_function_op
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.type_transformers import pdl_range


def parse_foreach(parser: OpAsmParser, state: OperationState) -> None:
    variable = parser.parse_argument(allow_type=True)
    parser.parse_keyword("in", " after loop variable")
    values = parser.parse_operand()
    assert variable.type is not None
    state.operands.append(parser.resolve_operand(values, pdl_range(variable.type)))
    parser.parse_region(state.add_region(), [variable])
    parser.parse_optional_attr_dict(state)
    parser.parse_arrow()
    state.successors.append(parser.parse_successor())


def print_foreach(printer: OpAsmPrinter, op: Operation) -> None:
    body = op.regions[0]
    variable = body.blocks[0].arguments[0]
    printer.print(" ")
    printer.print_operand(variable)
    printer.print(" : ")
    printer.print_type(variable.type)
    printer.print(" in ")
    printer.print_operand(op.operands[0])
    printer.print(" ")
    printer.print_region(body, print_entry_block_args=False)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" -> ")
    printer.print_successor(op.successors[0])


PDL_INTERP_FORMS = DialectForms(
    forms={
        "pdl_interp.func": CustomForm(parse_function_op, print_function_op),
        "pdl_interp.foreach": CustomForm(parse_foreach, print_foreach),
    }
)
