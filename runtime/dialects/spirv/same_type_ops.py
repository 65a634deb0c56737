"""The GL ops whose operands and result share one type, `spirv.GL.FClamp`, `SClamp`,
`UClamp` and `Fma` (MLIR's `parseOneResultSameOperandTypeOp` and `printOneResultOp`):
`%x, %min, %max : f32`, or `(%x, %min, %max) : (f32, f32, f32) -> f32` with a function
type."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import FunctionType


def parse_same_type(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    if parser.parse_optional_l_paren():
        operands = parser.parse_operand_list()
        parser.parse_r_paren()
        parser.parse_optional_attr_dict(state)
        type = parser.parse_colon_type()
        if not isinstance(type, FunctionType):
            parser.emit_error(pos, "expected function type")
        state.operands = parser.resolve_operands(operands, type.inputs, pos)
        state.result_types = list(type.results)
        return
    operands = parser.parse_operand_list()
    parser.parse_optional_attr_dict(state)
    type = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(operand, type) for operand in operands]
    state.result_types = [type]


def print_same_type(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ", op.result_types[0].text)
