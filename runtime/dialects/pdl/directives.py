"""The `pdl` dialect's `custom<...>` directives (MLIR's PDL.cpp), registered with the format
interpreter when the dialect's forms load:

- `OperationOpAttributes` of `pdl.operation`: `{"name" = %attr, ...}`, the attribute
  operands and the `attributeValueNames` array of their names (nothing when none);
- `RangeType` of `pdl.range`: `: !pdl.range<T>` when there are no arguments, else the
  range of the first argument's element type, unprinted;
- `ResultsValueType` of `pdl.results`: `-> type` when an index is given, else
  `!pdl.range<value>`, unprinted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.directives.named_operands import parse_named_operands, print_named_operands
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.shaped_types import type_of
from ...ir.type_transformers import PDL_RANGE, pdl_range


def parse_operation_attributes(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    return parse_named_operands(parser, slots, strings=True)


def print_operation_attributes(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    print_named_operands(printer, values, " {")


def parse_range_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    arguments = slots[0].value or []
    slots[1].value = pdl_range(arguments[0]) if arguments else parser.parse_colon_type()
    return True


def print_range_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    if not values[0]:
        printer.print(": ")
        printer.print_type(values[1])


def parse_results_value_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    if slots[0].value is None:
        slots[1].value = type_of(f"{PDL_RANGE}value>")
        return True
    parser.parse_arrow()
    slots[1].value = parser.parse_type()
    return True


def print_results_value_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    if values[0] is not None:
        printer.print(" -> ")
        printer.print_type(values[1])


_OPERATION_ATTRIBUTES = Directive(parse_operation_attributes, print_operation_attributes, (2,))
register_directive("OperationOpAttributes", _OPERATION_ATTRIBUTES)
# pdl_interp.create_operation's, alike (PDLInterp.cpp)
register_directive("CreateOperationOpAttributes", _OPERATION_ATTRIBUTES)
register_directive("RangeType", Directive(parse_range_type, print_range_type, (2,)))
register_directive(
    "ResultsValueType", Directive(parse_results_value_type, print_results_value_type, (2,))
)
