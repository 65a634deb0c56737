"""`custom<SwitchOpCases>` of `cf.switch` (mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp;
`spirv.Switch` has the same): the default destination and the cases, one per line,

    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%b : i32)

each case value printed as the unsigned value of its bits (APInt's `getLimitedValue`), read
as a signed integer of the flag's width.

Arguments: `ref(type($flag))`, the default destination, its operands and their types, the
case values (`DenseIntElementsAttr` of `vector<N x flag type>`, absent when no case), the
case destinations, their operands (variadic-of-variadic) and their types."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import Attribute, OpaqueAttr
from ....ir.dense_text import dense_body, dense_integers
from ....ir.types import IntegerType, Type
from ...op_asm_parser import OpAsmParser, UnresolvedOperand
from ...op_asm_printer import OpAsmPrinter
from . import Directive, Slot, register_directive


def case_values(attr: Attribute | None) -> list[int]:
    """The integers of `dense<[a, b]> : vector<2xiN>` (or of a splat `dense<a> : ...`)."""
    return [] if attr is None else dense_integers(attr.text)


def print_switch_op_cases(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`  default: ^bb(...)`, then per case `,` a new line `  value: ^bb(...)`, then a new
    line."""
    flag_type, default, default_operands, _, cases, destinations, operands, _ = values
    printer.print("  default: ")
    printer.print_successor_and_use_list(default, default_operands)
    if cases is None:
        return
    mask = (1 << _width(flag_type)) - 1
    for value, destination, group in zip(case_values(cases), destinations, operands):
        printer.print(",")
        printer.print_new_line()
        printer.print(f"  {value & mask}: ")
        printer.print_successor_and_use_list(destination, group)
    printer.print_new_line()


def parse_switch_op_cases(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`default` `:` successor operands?, then (`,` integer `:` successor operands?)*."""
    parser.parse_keyword("default")
    parser.parse_colon()
    slots[1].value = parser.parse_successor()
    slots[2].value, slots[3].value = _successor_operands(parser, allow_result_number=False)
    flag_type: Type = slots[0].value
    width = _width(flag_type)
    values: list[int] = []
    destinations, operands, types = [], [], []
    while parser.parse_optional_comma():
        values.append(_signed(parser.parse_integer(), width))
        parser.parse_colon()
        destinations.append(parser.parse_successor())
        group, group_types = _successor_operands(parser, allow_result_number=True)
        operands.append(group)
        types.append(group_types)
    if values:
        vector = f"vector<{len(values)}x{flag_type.text}>"
        slots[4].value = OpaqueAttr(
            f"dense<{dense_body(values, [len(values)], flag_type)}> : {vector}"
        )
    slots[5].value, slots[6].value, slots[7].value = destinations, operands, types
    return True


def _successor_operands(
    parser: OpAsmParser, allow_result_number: bool
) -> tuple[list[UnresolvedOperand], list[Type]]:
    """`(` operands `:` types `)` if there."""
    if not parser.parse_optional_l_paren():
        return [], []
    operands = parser.parse_operand_list(allow_result_number=allow_result_number)
    types = parser.parse_colon_type_list()
    parser.parse_r_paren()
    return operands, types


def _width(type: Type) -> int:
    return type.width if isinstance(type, IntegerType) else 64


def _signed(value: int, width: int) -> int:
    """`value` truncated to `width` bits, as a signed integer (APInt(width, value, true))."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


register_directive("SwitchOpCases", Directive(parse_switch_op_cases, print_switch_op_cases, (8,)))
