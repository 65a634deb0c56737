"""`emitc.expression` (MLIR 22's EmitC.cpp `ExpressionOp::parse` / `print`): its operands,
then its function type, then its body, whose entry arguments are named as the operands they
stand for (the region shadows them, `shadowRegionArgs`):

    %r = emitc.expression %a, %b [noinline] : (i32, i32) -> i32 { ... yield %x : i32 }

mlir-opt 22 reads `noinline` (the `do_not_inline` property) and does not print it; so here."""

from __future__ import annotations

from ...asm.op_asm_parser import Argument, OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT
from ...ir.operation import Operation
from ...ir.types import FunctionType


def parse_expression(parser: OpAsmParser, state: OperationState) -> None:
    operands = parser.parse_operand_list()
    if parser.parse_optional_keyword("noinline") is not None:
        state.add_attribute("do_not_inline", UNIT)
    parser.parse_colon()
    type = parser.parse_type()
    if not isinstance(type, FunctionType):
        parser.emit_error(parser.current_location(), "expected function type")
    state.operands += parser.resolve_operands(operands, type.inputs, parser.current_location())
    if len(type.results) != 1:
        parser.emit_error(parser.current_location(), "expected single return type")
    state.result_types += type.results
    arguments = [Argument(operand, input) for operand, input in zip(operands, type.inputs)]
    parser.parse_region(state.add_region(), arguments, enable_name_shadowing=True)


def print_expression(printer: OpAsmPrinter, op: Operation) -> None:
    operands = op.operands
    printer.print(" ")
    printer.print_operands(operands)
    printer.print(" : ")
    printer.print_function_type([value.type for value in operands], [op.results[0].type])
    printer.shadow_region_args(op.regions[0], operands)
    printer.print(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
