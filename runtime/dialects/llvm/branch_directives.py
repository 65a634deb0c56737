"""The successor lists of `llvm.switch` and `llvm.indirectbr` (LLVMDialect.cpp's
`custom<SwitchOpCases>` and `custom<IndirectBrOpSucessors>`), one successor a line:

    llvm.switch %v : i32, ^default [
      1: ^bb1,
      -3: ^bb2(%x : i32)
    ]
    llvm.indirectbr %addr : !llvm.ptr, [
    ^bb1(%x : i32),
    ^bb2
    ]

A case value is read as an int64 truncated to the flag's width and printed signed; the
case values are a `DenseIntElementsAttr` of `vector<N x flag type>` (absent: no case)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import OpaqueAttr
from ...ir.dense_text import dense_body, dense_integers
from ...ir.operation import Block
from ...ir.types import IntegerType, Type


def _parse_successor(
    parser: OpAsmParser, allow_result_number: bool
) -> tuple[Block, list[UnresolvedOperand], list[Type]]:
    """`^bb` then `(operands : types)` if there."""
    destination = parser.parse_successor()
    if not parser.parse_optional_l_paren():
        return destination, [], []
    operands = parser.parse_operand_list(allow_result_number=allow_result_number)
    types = parser.parse_colon_type_list()
    parser.parse_r_paren()
    return destination, operands, types


def _truncated(value: int, type: Type) -> int:
    """`value` as an APInt of `type`'s width, read back signed."""
    width = type.width if isinstance(type, IntegerType) else 64
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def parse_switch_op_cases(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`[` (integer `:` successor operands?)* `]` (`parseSwitchOpCases`)."""
    flag_type: Type = slots[0].value
    values: list[int] = []
    successors: list[tuple[Block, list[UnresolvedOperand], list[Type]]] = []

    def parse_case() -> None:
        values.append(_truncated(parser.parse_integer(), flag_type))
        parser.parse_colon()
        successors.append(_parse_successor(parser, allow_result_number=False))

    parser.parse_punctuation("[")
    if not parser.parse_optional_punctuation("]"):
        parser.parse_comma_separated_list(None, parse_case)
        parser.parse_punctuation("]")
    if values:  # no case: no attribute
        body = dense_body(values, [len(values)], flag_type)
        slots[1].value = OpaqueAttr(f"dense<{body}> : vector<{len(values)}x{flag_type}>")
    slots[2].value = [successor[0] for successor in successors]
    slots[3].value = [successor[1] for successor in successors]
    slots[4].value = [successor[2] for successor in successors]
    return True


def print_switch_op_cases(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    _, cases, destinations, operands, _ = values
    printer.print("[")
    printer.print_new_line()
    if cases is None:
        printer.print("]")
        return
    for index, (value, destination, group) in enumerate(
        zip(dense_integers(cases.text), destinations, operands)
    ):
        if index:
            printer.print(",")
            printer.print_new_line()
        printer.print(f"  {value}: ")
        printer.print_successor_and_use_list(destination, group)
    printer.print_new_line()
    printer.print("]")


def parse_indirect_br_op_successors(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`[` (successor operands?) (`,` ...)* `]` (`parseIndirectBrOpSucessors`)."""
    successors: list[tuple[Block, list[UnresolvedOperand], list[Type]]] = []
    parser.parse_comma_separated_list(
        "square",
        lambda: successors.append(_parse_successor(parser, allow_result_number=True)),
        "successor blocks",  # MLIR appends it to `expected '['` as it is
    )
    slots[1].value = [successor[0] for successor in successors]
    slots[2].value = [successor[1] for successor in successors]
    slots[3].value = [successor[2] for successor in successors]
    return True


def print_indirect_br_op_successors(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    _, destinations, operands, _ = values
    printer.print("[")
    for index, (destination, group) in enumerate(zip(destinations, operands)):
        if index:
            printer.print(",")
        printer.print_new_line()
        printer.print_successor_and_use_list(destination, group)
    if operands:
        printer.print_new_line()
    printer.print("]")


register_directive("SwitchOpCases", Directive(parse_switch_op_cases, print_switch_op_cases, (5,)))
register_directive(
    "IndirectBrOpSucessors",
    Directive(parse_indirect_br_op_successors, print_indirect_br_op_successors, (4,)),
)
