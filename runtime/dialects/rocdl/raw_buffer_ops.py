"""The `rocdl.raw.buffer.*` ops (ROCDLDialect.cpp's `RawBuffer*Op::parse` / `print`): their
operands in a row, then the type of what is loaded or stored; the resource is a
`vector<4xi32>`, the offsets and auxiliary flags `i32`s:

    %v = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : f32
    rocdl.raw.buffer.store %v, %rsrc, %offset, %soffset, %aux : f32   (and the atomics)"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.shaped_types import type_of
from ...ir.types import I32

_RESOURCE = type_of("vector<4xi32>")


def parse_raw_buffer_load(parser: OpAsmParser, state: OperationState) -> None:
    """`RawBufferLoadOp::parse`."""
    operands = parser.parse_operand_list(required_count=4)
    type = parser.parse_colon_type()
    state.result_types.append(type)
    state.operands += parser.resolve_operands(operands, [_RESOURCE, I32, I32, I32])


def print_raw_buffer_load(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print(" : ")
    printer.print_type(op.results[0].type)


def parse_raw_buffer_store(parser: OpAsmParser, state: OperationState) -> None:
    """`RawBufferStoreOp::parse` (and the atomics'): the stored value's type last."""
    operands = parser.parse_operand_list(required_count=5)
    type = parser.parse_colon_type()
    state.operands += parser.resolve_operands(operands, [type, _RESOURCE, I32, I32, I32])


def print_raw_buffer_store(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print(" : ")
    printer.print_type(op.operands[0].type)
