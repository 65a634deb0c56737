"""`custom<AwaitResultType>` of `async.await` (Async.cpp): the awaited operand's type,
which gives the result's: the `T` of an `!async.value<T>`, none for an `!async.token`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from .types import value_type


def parse_await_result_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    operand_type = parser.parse_type()
    slots[0].value = operand_type
    slots[1].value = value_type(operand_type)
    return True


def print_await_result_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    printer.print_type(values[0])


register_directive(
    "AwaitResultType", Directive(parse_await_result_type, print_await_result_type, (2,))
)
