"""`custom<AsyncDependencies>` (mlir/lib/Dialect/GPU/IR/GPUDialect.cpp): an optional `async`
keyword, which gives the op its `!gpu.async.token` result, then the tokens it waits for,
`[%t0, %t1]` (nothing when none). Used by most gpu ops (`gpu.wait`, `gpu.alloc`, ...).

Arguments: the token result's type (optional) and the dependencies (variadic operand)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.shaped_types import type_of
from ...op_asm_parser import OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from . import Directive, Slot, register_directive

ASYNC_TOKEN = type_of("!gpu.async.token")


def print_async_dependencies(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`async` when the op has its token, then ` [deps]` when it waits for any."""
    token_type, dependencies = values
    if token_type is not None:
        printer.print("async")
    if not dependencies:
        return
    if token_type is not None:
        printer.print(" ")
    printer.print("[")
    printer.print_operands(dependencies)
    printer.print("]")


def parse_async_dependencies(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """(`async`)? (`[` ssa-id-list `]`)?; `async` needs a named result."""
    pos = parser.current_location()
    if parser.parse_optional_keyword("async") is not None:
        if parser.num_results == 0:
            parser.emit_error(pos, "needs to be named when marked 'async'")
        slots[0].value = ASYNC_TOKEN
    slots[1].value = parser.parse_operand_list("optional_square")
    return True


register_directive(
    "AsyncDependencies", Directive(parse_async_dependencies, print_async_dependencies, (2,))
)
