"""`bufferization.alloc_tensor` (MLIR's `AllocTensorOp::parse` and `print`):
`(%dynamic, %sizes) [copy(%t)] [size_hint=%n] {attrs} : tensor-type`."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute
from ...ir.operation import Operation
from ...ir.types import INDEX

SEGMENTS = "operandSegmentSizes"


def parse_alloc_tensor(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_l_paren()
    sizes = parser.parse_operand_list()
    parser.parse_r_paren()
    copy = None
    if parser.parse_optional_keyword("copy") is not None:
        parser.parse_l_paren()
        copy = parser.parse_operand()
        parser.parse_r_paren()
    size_hint = None
    if parser.parse_optional_keyword("size_hint") is not None:
        parser.parse_equal()
        size_hint = parser.parse_operand()
    parser.parse_optional_attr_dict(state)
    parser.parse_colon()
    type = parser.parse_custom_type_with_fallback("!bufferization.")
    state.result_types = [type]
    operands = parser.resolve_operands(sizes, [INDEX] * len(sizes))
    if copy is not None:
        operands.append(parser.resolve_operand(copy, type))
    if size_hint is not None:
        operands.append(parser.resolve_operand(size_hint, INDEX))
    state.operands = operands
    state.properties = state.properties or {}
    state.properties[SEGMENTS] = dense_array(
        "i32", [len(sizes), int(copy is not None), int(size_hint is not None)]
    )


def print_alloc_tensor(printer: OpAsmPrinter, op: Operation) -> None:
    sizes, copy, hint = _segments(op)
    operands = op.operands
    printer.print("(")
    printer.print_operands(operands[:sizes])
    printer.print(")")
    if copy:
        printer.print(" copy(")
        printer.print_operand(operands[sizes])
        printer.print(")")
    if hint:
        printer.print(" size_hint=")
        printer.print_operand(operands[sizes + copy])
    printer.print_optional_attr_dict(all_attributes(op), [SEGMENTS])
    printer.print(" : ")
    printer.print_type(op.results[0].type)


def all_attributes(op: Operation) -> dict[str, Attribute]:
    """The op's inherent and discardable attributes (MLIR's `getAttrs()`)."""
    return {**op.properties, **op.attributes}


def _segments(op: Operation) -> list[int]:
    """The sizes of the dynamic sizes, copy and size hint groups."""
    attr = all_attributes(op).get(SEGMENTS)
    text = "" if attr is None else attr.text.partition(":")[2].removesuffix(">")
    found = [int(part) for part in text.split(",") if part.strip()]
    return found if len(found) == 3 else [len(op.operands), 0, 0]
