"""`memref.alloca_scope` and `memref.generic_atomic_rmw` (MLIR's `AllocaScopeOp` and
`GenericAtomicRMWOp::parse` / `print`), ops with a body:

    memref.alloca_scope [-> (types)] { body } [{attrs}]
    memref.generic_atomic_rmw %m[%indices] : memref type { ^bb0(%current: type): ... } [{attrs}]

`alloca_scope`'s terminator is implicit when it has no results (MLIR prints two spaces
after its name); `generic_atomic_rmw` gives the memref's element type."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.shaped_types import element_type
from ...ir.types import INDEX
from ..result_body import parse_result_body, print_result_body


def parse_alloca_scope(parser: OpAsmParser, state: OperationState) -> None:
    parse_result_body(parser, state, "memref.alloca_scope.return")


def print_alloca_scope(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    print_result_body(printer, op)


def parse_generic_atomic_rmw(parser: OpAsmParser, state: OperationState) -> None:
    memref = parser.parse_operand()
    indices = parser.parse_operand_list("square")
    type = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(memref, type)]
    state.operands += parser.resolve_operands(indices, [INDEX] * len(indices))
    parser.parse_region(state.add_region())
    parser.parse_optional_attr_dict(state)
    state.result_types = [element_type(type)]


def print_generic_atomic_rmw(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print("[")
    printer.print_operands(op.operands[1:])
    printer.print("] : ", op.operands[0].type.text, " ")
    printer.print_region(op.regions[0])
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
