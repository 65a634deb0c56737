"""The GL ops whose operands and result share one type, `spirv.GL.FClamp`, `SClamp`,
`UClamp` and `Fma` (MLIR's `parseOneResultSameOperandTypeOp` and `printOneResultOp`):
`%x, %min, %max : f32`; printed generically without the op name,
`(%x, %min, %max) : (f32, f32, f32) -> f32`, when the types differ, and read so too."""

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
    type = op.result_types[0]
    if any(operand.type != type for operand in op.operands):
        printer.print_generic_op(op, print_op_name=False)
        return
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ", op.result_types[0].text)
