"""`scf.if` (MLIR's `IfOp::parse` and `print`): `%cond [-> (types)] { then } [else { else
}] [{attrs}]`; the regions' `scf.yield` is implicit when the op has no results, and an
empty else region is not printed."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import I1
from .syntax import all_attributes


def parse_if(parser: OpAsmParser, state: OperationState) -> None:
    then_region = state.add_region()
    else_region = state.add_region()
    state.operands = [parser.resolve_operand(parser.parse_operand(), I1)]
    state.result_types = parser.parse_optional_arrow_type_list()
    parser.parse_region(then_region)
    parser.ensure_terminator(then_region, "scf.yield", state.location)
    if parser.parse_optional_keyword("else") is not None:
        parser.parse_region(else_region)
        parser.ensure_terminator(else_region, "scf.yield", state.location)
    parser.parse_optional_attr_dict(state)


def print_if(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    terminators = bool(op.results)
    if terminators:
        printer.print(" -> (")
        printer.print_types(op.result_types)
        printer.print(")")
    printer.print(" ")
    then_region, else_region = op.regions
    printer.print_region(then_region, False, terminators)
    if else_region.blocks:
        printer.print(" else ")
        printer.print_region(else_region, False, terminators)
    printer.print_optional_attr_dict(all_attributes(op))
