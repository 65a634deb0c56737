"""`omp.target_allocmem` (MLIR's `parseTargetAllocMemOp` and `TargetAllocMemOp::print`):

    %r = omp.target_allocmem %device : i32, !type [(%len : i64)] [, %extent...] [{attrs}]

The result is an `i64`; `in_type` holds the type allocated."""

from __future__ import annotations

from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import TypeAttr
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from ...ir.types import I64, INDEX, Type

_ELIDED = ("in_type", "operandSegmentSizes")


def parse_target_allocmem(parser: OpAsmParser, state: OperationState) -> None:
    device = parser.parse_operand()
    state.operands.append(parser.resolve_operand(device, parser.parse_colon_type()))
    parser.parse_comma()
    state.add_attribute("in_type", TypeAttr(parser.parse_type()))
    operands = []
    types: list[Type] = []
    if parser.parse_optional_l_paren():
        operands = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.parse_r_paren()
    params = len(operands)
    if parser.parse_optional_comma():
        operands += parser.parse_operand_list()
        types += [INDEX] * (len(operands) - params)
    state.operands += parser.resolve_operands(operands, types, parser.name_loc)
    state.add_attribute("operandSegmentSizes", dense_array([1, params, len(operands) - params]))
    parser.parse_optional_attr_dict(state)
    state.result_types = [I64]


def print_target_allocmem(printer: OpAsmPrinter, op: Operation) -> None:
    name = printer.printer.value_name
    sizes = segment_sizes(op, "operandSegmentSizes") or [1, 0, len(op.operands) - 1]
    params = op.operands[1 : 1 + sizes[1]]
    shape = op.operands[1 + sizes[1] :]
    attributes = {**op.properties, **op.attributes}
    in_type = attributes.get("in_type")
    device = op.operands[0]
    printer.print(f" {name(device)} : {device.type.text}, ")
    printer.print(in_type.text if in_type is not None else "<<NULL TYPE>>")
    if params:
        printer.print(
            f"({', '.join(map(name, params))} : {', '.join(p.type.text for p in params)})"
        )
    for extent in shape:
        printer.print(", " + name(extent))
    printer.print_optional_attr_dict(attributes, _ELIDED)
