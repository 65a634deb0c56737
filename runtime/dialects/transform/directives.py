"""`custom<SemiFunctionType>` (mlir/lib/Dialect/Transform/Utils/Utils.cpp), registered with
the format interpreter when a format first uses it: a transform op's operand type, or
`(operand type) -> result type(s)`: `!transform.any_op` or
`(!transform.any_op) -> (!transform.any_op, !transform.param<i64>)`.

Arguments: the operand's type, the result's (one, optional or variadic), and, as a string,
whether the result may be left out (`"false"`: the parenthesized form is required)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter


def parse_semi_function_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseSemiFunctionType` (both of its forms, by the result slot's arity)."""
    optional = len(slots) < 3 or str(slots[2].value) != "false"
    variadic = slots[1].arity == "variadic"
    parenthesized = parser.parse_optional_l_paren()
    if not parenthesized and not (optional or variadic):
        parser.parse_l_paren()
        parenthesized = True
    slots[0].value = parser.parse_type()
    results: list[Any] = []
    if parenthesized:
        parser.parse_r_paren()
        parser.parse_arrow()
        if variadic and parser.parse_optional_l_paren():
            results = parser.parse_type_list()
            parser.parse_r_paren()
        else:
            results = [parser.parse_type()]
    slots[1].value = results if variadic else (results[0] if results else None)
    return True


def print_semi_function_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printSemiFunctionType`."""
    argument, result = values[0], values[1]
    results = (
        list(result) if isinstance(result, (list, tuple)) else [] if result is None else [result]
    )
    if not results:
        printer.print_type(argument)
        return
    printer.print("(")
    printer.print_type(argument)
    printer.print(") -> ")
    if len(results) > 1:
        printer.print("(")
    printer.print_types(results)
    if len(results) > 1:
        printer.print(")")


register_directive(
    "SemiFunctionType", Directive(parse_semi_function_type, print_semi_function_type, (2, 3))
)
