"""`llvm.landingpad` (MLIR's `LandingpadOp::parse` and `print`): `[cleanup] (catch %x :
type) (filter %y : !llvm.array<...>) ... [{attrs}] : type`, a clause of array type printed
as a filter."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT
from ...ir.operation import Operation


def parse_landingpad(parser: OpAsmParser, state: OperationState) -> None:
    if parser.parse_optional_keyword("cleanup") is not None:
        state.add_attribute("cleanup", UNIT)
    while parser.parse_optional_l_paren() and parser.parse_optional_keyword(("filter", "catch")):
        operand = parser.parse_operand()
        type = parser.parse_colon_type()
        state.operands.append(parser.resolve_operand(operand, type))
        parser.parse_r_paren()
    state.result_types = [parser.parse_colon_type()]


def print_landingpad(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" cleanup " if "cleanup" in attributes else " ")
    for value in op.operands:
        kind = "filter" if value.type.text.startswith("!llvm.array<") else "catch"
        printer.print(f"({kind} ")
        printer.print_operand(value)
        printer.print(f" : {value.type.text}) ")
    printer.print_optional_attr_dict(attributes, ["cleanup"])
    printer.print(": ", op.result_types[0].text)
