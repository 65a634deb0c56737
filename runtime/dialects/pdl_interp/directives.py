"""`custom<CreateOperationOpResults>` of `pdl_interp.create_operation` (PDLInterp.cpp),
registered with the format interpreter when a format first uses it: ` -> <inferred>`, or
` -> (%types : !pdl.type, ...)`, or nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import UNIT


def parse_create_operation_results(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    slots[0].value, slots[1].value = [], []
    if not parser.parse_optional_arrow():
        return True
    if parser.parse_optional_punctuation("<"):
        parser.parse_keyword("inferred")
        parser.parse_punctuation(">")
        slots[2].value = UNIT
        return True
    parser.parse_l_paren()
    slots[0].value = parser.parse_operand_list()
    slots[1].value = parser.parse_colon_type_list()
    parser.parse_r_paren()
    return True


def print_create_operation_results(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    operands, types, inferred = values
    if inferred is not None:
        printer.print(" -> <inferred>")
    elif types:
        printer.print(" -> (")
        printer.print_operands(operands)
        printer.print(" : ")
        printer.print_types(types)
        printer.print(")")


register_directive(
    "CreateOperationOpResults",
    Directive(parse_create_operation_results, print_create_operation_results, (3,)),
)
