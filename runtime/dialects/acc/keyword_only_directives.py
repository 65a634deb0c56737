"""The custom directives of clauses that are either a bare keyword or take values
without device types (OpenACC.cpp's `parseOperandWithKeywordOnly`,
`parseOperandsWithKeywordOnly` and their printers): `async` alone (a unit attribute) or
`async(%q : i32)`; `wait` alone or `wait(%a, %b : i32, i32)` (`acc.enter_data`,
`acc.exit_data`, `acc.wait`...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import UNIT


def parse_operand_with_keyword_only(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseOperandWithKeywordOnly`: nothing (sets the unit attribute) or
    `(%x : type)`."""
    if not parser.parse_optional_l_paren():
        slots[2].value = UNIT
        return True
    slots[0].value = parser.parse_operand()
    parser.parse_colon()
    slots[1].value = parser.parse_type()
    parser.parse_r_paren()
    return True


def print_operand_with_keyword_only(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printOperandWithKeywordOnly`: nothing when the unit attribute is set."""
    operand, operand_type, attr = values
    if attr is not None or operand is None:
        return
    printer.print("(")
    printer.print_operand(operand)
    printer.print(" : ")
    printer.print_type(operand_type)
    printer.print(")")


def parse_operands_with_keyword_only(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseOperandsWithKeywordOnly`: nothing (sets the unit attribute) or
    `(%a, %b : t1, t2)`."""
    if not parser.parse_optional_l_paren():
        slots[2].value = UNIT
        return True
    operands: list[Any] = []
    types: list[Any] = []
    parser.parse_comma_separated_list(None, lambda: operands.append(parser.parse_operand()))
    parser.parse_colon()
    parser.parse_comma_separated_list(None, lambda: types.append(parser.parse_type()))
    parser.parse_r_paren()
    slots[0].value, slots[1].value = operands, types
    return True


def print_operands_with_keyword_only(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printOperandsWithKeywordOnly`."""
    operands, types, attr = values
    if attr is not None:
        return
    printer.print("(")
    printer.print_operands(operands)
    printer.print(" : ")
    printer.print_types(types)
    printer.print(")")


register_directive(
    "OperandWithKeywordOnly",
    Directive(parse_operand_with_keyword_only, print_operand_with_keyword_only, (3,)),
)
register_directive(
    "OperandsWithKeywordOnly",
    Directive(parse_operands_with_keyword_only, print_operands_with_keyword_only, (3,)),
)
