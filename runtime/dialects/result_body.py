"""The tail shared by ops that hold one region yielding their results
(`memref.alloca_scope`, `shape.assuming`: their C++ `parse` / `print`):

    [-> (types)] { body } [{attrs}]

The body's terminator is implicit (neither printed nor written) when the op has no
results."""

from __future__ import annotations

from ..asm.op_asm_parser import OpAsmParser
from ..asm.op_asm_printer import OpAsmPrinter
from ..asm.operation_state import OperationState
from ..ir.operation import Operation


def parse_result_body(parser: OpAsmParser, state: OperationState, terminator: str) -> None:
    """The result types, the body (ended by a `terminator` op if it has none) and the
    attributes."""
    body = state.add_region()
    state.result_types = parser.parse_optional_arrow_type_list()
    parser.parse_region(body)
    parser.ensure_terminator(body, terminator, state.location)
    parser.parse_optional_attr_dict(state)


def print_result_types(printer: OpAsmPrinter, op: Operation) -> None:
    """` -> (types)` if the op has results."""
    if op.results:
        printer.print(" -> (")
        printer.print_types(op.result_types)
        printer.print(")")


def print_result_body(printer: OpAsmPrinter, op: Operation) -> None:
    """` -> (types)` if the op has results, then its body and attributes."""
    print_result_types(printer, op)
    printer.print(" ")
    printer.print_region(op.regions[0], False, bool(op.results))
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
