"""The extended binary arithmetic ops (`spirv.IAddCarry`, `ISubBorrow`, `SMulExtended`,
`UMulExtended`; MLIR's `parseArithmeticExtendedBinaryOp` and its printer):
`[{attrs}] %a, %b : !spirv.struct<(T, T)>`, both operands of the struct's member type
(MLIR 22 prints no space between the attributes and the operands)."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.shaped_types import top_level_parts, type_of, wrapped_type
from ...ir.types import Type


def struct_members(type: Type) -> list[str] | None:
    """The member types' texts of a `!spirv.struct<(...)>`; None for other types."""
    body = wrapped_type(type, "!spirv.struct<(")
    if body is None or not body.text.endswith(")"):
        return None
    return top_level_parts(body.text[:-1])


def parse_extended_binary(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_optional_attr_dict(state)
    operands = parser.parse_operand_list()
    parser.parse_colon()
    pos = parser.current_location()
    type = parser.parse_type()
    members = struct_members(type)
    if members is None or len(members) != 2:
        parser.emit_error(pos, "expected spirv.struct type with two members")
    member = type_of(members[0])
    state.operands = parser.resolve_operands(operands, [member, member], pos)
    state.result_types = [type]


def print_extended_binary(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print_operands(op.operands)
    printer.print(" : ", op.result_types[0].text)
