"""`gpu.warp_execute_on_lane_0` (MLIR's `WarpExecuteOnLane0Op::parse` and `print`):

    gpu.warp_execute_on_lane_0(%laneid)[32] [args(%v : types)] [-> (types)] { body } [{attrs}]

The body's entry block takes the distributed arguments (printed in its header); its
`gpu.yield` is implicit, and printed only when the op has results."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import IntegerAttr
from ...ir.operation import Operation
from ...ir.types import I64, INDEX, Type
from ..result_body import print_result_types

WARP_SIZE = "warp_size"


def parse_warp_execute(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_l_paren()
    lane = parser.parse_operand(allow_result_number=False)
    parser.parse_r_paren()
    parser.parse_punctuation("[")
    state.add_attribute(WARP_SIZE, IntegerAttr(parser.parse_integer(), I64))
    parser.parse_punctuation("]")
    state.operands = [parser.resolve_operand(lane, INDEX)]
    arguments: list[UnresolvedOperand] = []
    types: list[Type] = []
    pos = parser.current_location()
    if parser.parse_optional_keyword("args") is not None:
        parser.parse_l_paren()
        pos = parser.current_location()
        arguments = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.parse_r_paren()
    state.operands += parser.resolve_operands(arguments, types, pos)
    state.result_types = parser.parse_optional_arrow_type_list()
    body = state.add_region()
    parser.parse_region(body)
    parser.ensure_terminator(body, "gpu.yield", state.location)
    parser.parse_optional_attr_dict(state)


def print_warp_execute(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    size = attributes.get(WARP_SIZE)
    printer.print("(")
    printer.print_operand(op.operands[0])
    printer.print(")[", str(size.value) if isinstance(size, IntegerAttr) else "", "]")
    arguments = op.operands[1:]
    if arguments:
        printer.print(" args(")
        printer.print_operands(arguments)
        printer.print(" : ")
        printer.print_types(value.type for value in arguments)
        printer.print(")")
    print_result_types(printer, op)
    printer.print(" ")
    printer.print_region(op.regions[0], True, bool(op.results))
    printer.print_optional_attr_dict(attributes, (WARP_SIZE,))
