"""The `ml_program` dialect's `custom<...>` directives (MLIR's MLProgramOps.cpp), registered
with the format interpreter when the dialect's forms load:

- `SymbolVisibility` of `ml_program.global`: `public`, `private` or `nested`, required;
  `public` printed when the op has none;
- `TypedInitialValue`: `(initial value)` if any, then `: type` (a `TypeAttr`);
- `TokenOrdering` of the graph ops: ` ordering(%t, ... -> !ml_program.token)`, `()` when
  no token is consumed, nothing when neither is there."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import StringAttr, TypeAttr

VISIBILITIES = ("public", "private", "nested")


def parse_symbol_visibility(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    pos = parser.current_location()
    visibility = parser.parse_optional_keyword(VISIBILITIES)
    if visibility is None:
        parser.emit_error(pos, "expected 'public', 'private', or 'nested'")
    slots[0].value = StringAttr(visibility)
    return True


def print_symbol_visibility(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    visibility = values[0]
    printer.print(visibility.value if isinstance(visibility, StringAttr) else "public")


def parse_typed_initial_value(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    if parser.parse_optional_l_paren():
        slots[1].value = parser.parse_attribute()
        parser.parse_r_paren()
    slots[0].value = TypeAttr(parser.parse_colon_type())
    return True


def print_typed_initial_value(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    type, value = values
    if value is not None:
        printer.print("(")
        printer.print_attribute(value)
        printer.print(")")
    printer.print(" : ")
    printer.print_attribute(type)


def parse_token_ordering(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    slots[0].value = []
    if parser.parse_optional_keyword("ordering") is None or not parser.parse_optional_l_paren():
        return True
    if parser.parse_optional_l_paren():
        parser.parse_r_paren()
    else:
        slots[0].value = parser.parse_operand_list()
    parser.parse_arrow()
    slots[1].value = parser.parse_type()
    parser.parse_r_paren()
    return True


def print_token_ordering(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    consumed, produced = values
    if not consumed and produced is None:
        return
    printer.print(" ordering(")
    if consumed:
        printer.print_operands(consumed)
    else:
        printer.print("()")
    if produced is not None:
        printer.print(" -> ")
        printer.print_type(produced)
    printer.print(")")


register_directive(
    "SymbolVisibility", Directive(parse_symbol_visibility, print_symbol_visibility, (1,))
)
register_directive(
    "TypedInitialValue", Directive(parse_typed_initial_value, print_typed_initial_value, (2,))
)
register_directive("TokenOrdering", Directive(parse_token_ordering, print_token_ordering, (2,)))
