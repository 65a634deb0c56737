"""`spirv.BranchConditional`, `spirv.mlir.loop` and `spirv.mlir.selection` (MLIR's
ControlFlowOps.cpp, their `parse` and `print`):

    spirv.BranchConditional %cond [5, 10], ^then(%a : i32), ^else
    %r = spirv.mlir.loop control(Unroll) -> i32 { ... }
"""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, IntegerAttr
from ...ir.operation import Block, Operation, Value
from ...ir.types import I1, I32
from .enum_syntax import enum_attr, enum_text, parse_enum_keyword, spirv_enum

WEIGHTS = "branch_weights"
SEGMENTS = "operandSegmentSizes"


def parse_branch_conditional(parser: OpAsmParser, state: OperationState) -> None:
    condition = parser.parse_operand()
    state.operands = [parser.resolve_operand(condition, I1)]
    if parser.parse_optional_punctuation("["):
        weights = [parser.parse_attribute(I32)]
        parser.parse_comma()
        weights.append(parser.parse_attribute(I32))
        parser.parse_punctuation("]")
        state.add_attribute(WEIGHTS, ArrayAttr(weights))
    sizes = [1]
    for _ in range(2):
        parser.parse_comma()
        block, operands = _parse_successor_and_use_list(parser)
        state.successors.append(block)
        state.operands += operands
        sizes.append(len(operands))
    state.add_property(SEGMENTS, dense_array("i32", sizes))


def print_branch_conditional(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ")
    printer.print_operand(op.operands[0])
    weights = attributes.get(WEIGHTS)
    if isinstance(weights, ArrayAttr):
        values = [str(w.value) for w in weights.elements if isinstance(w, IntegerAttr)]
        printer.print(f" [{', '.join(values)}]")
    sizes = dense_array_values(attributes.get(SEGMENTS)) or [1, len(op.operands) - 1, 0]
    true_end = 1 + sizes[1]
    for block, operands in zip(op.successors, (op.operands[1:true_end], op.operands[true_end:])):
        printer.print(", ")
        printer.print_successor_and_use_list(block, operands)


def _parse_successor_and_use_list(parser: OpAsmParser) -> tuple[Block, Sequence[Value]]:
    """`^block` or `^block(%a, %b : i32, i64)` (MLIR's `parseSuccessorAndUseList`)."""
    block = parser.parse_successor()
    if not parser.parse_optional_l_paren():
        return block, []
    uses = parser.parse_operand_list()
    types = parser.parse_colon_type_list() if uses else []
    parser.parse_r_paren()
    return block, parser.resolve_operands(uses, types)


def parse_loop(parser: OpAsmParser, state: OperationState) -> None:
    _parse_structured(parser, state, "loop_control")


def print_loop(printer: OpAsmPrinter, op: Operation) -> None:
    _print_structured(printer, op, "loop_control")


def parse_selection(parser: OpAsmParser, state: OperationState) -> None:
    _parse_structured(parser, state, "selection_control")


def print_selection(printer: OpAsmPrinter, op: Operation) -> None:
    _print_structured(printer, op, "selection_control")


def _parse_structured(parser: OpAsmParser, state: OperationState, control: str) -> None:
    """`[control(Keyword)] [-> types] { body }`, the control `None` when not written (MLIR's
    `parseControlAttribute`, then `LoopOp::parse` / `SelectionOp::parse`)."""
    value = spirv_enum(control).stringify(0)
    if parser.parse_optional_keyword("control") is not None:
        parser.parse_l_paren()
        value = parse_enum_keyword(parser, control)
        parser.parse_r_paren()
    state.add_attribute(control, enum_attr(control, value))
    if parser.parse_optional_arrow():
        state.result_types = parser.parse_type_list()
    parser.parse_region(state.add_region())


def _print_structured(printer: OpAsmPrinter, op: Operation, control: str) -> None:
    value = enum_text({**op.properties, **op.attributes}, control)
    if value is not None and value != spirv_enum(control).stringify(0):
        printer.print(f" control({value})")
    if op.result_types:
        printer.print(" -> ")
        printer.print_types(op.result_types)
    printer.print(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
