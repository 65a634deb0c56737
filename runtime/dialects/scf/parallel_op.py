"""`scf.parallel` (MLIR's `ParallelOp::parse` and `print`): `(%i, ...) = (lbs) to (ubs) step
(steps) [init (%v, ...)] [-> types] { body } [{attrs}]`; the body's `scf.reduce` is printed,
and implicit when missing."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation, Value
from ...ir.types import INDEX
from .syntax import all_attributes

SEGMENTS = "operandSegmentSizes"


def parse_parallel(parser: OpAsmParser, state: OperationState) -> None:
    ivs = parser.parse_argument_list("paren")
    parser.parse_equal()
    bounds = _parse_bounds(parser, len(ivs))
    parser.parse_keyword("to")
    bounds += _parse_bounds(parser, len(ivs))
    parser.parse_keyword("step")
    bounds += _parse_bounds(parser, len(ivs))
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("init") is not None:
        inits = parser.parse_operand_list("paren")
    state.result_types = parser.parse_optional_arrow_type_list()
    for iv in ivs:
        iv.type = INDEX
    body = state.add_region()
    parser.parse_region(body, ivs)
    count = len(bounds) // 3
    state.add_property(SEGMENTS, dense_array("i32", [count, count, count, len(inits)]))
    parser.parse_optional_attr_dict(state)
    state.operands = bounds + parser.resolve_operands(inits, state.result_types)
    parser.ensure_terminator(body, "scf.reduce", state.location)


def _parse_bounds(parser: OpAsmParser, count: int) -> list[Value]:
    operands = parser.parse_operand_list("paren", required_count=count)
    return parser.resolve_operands(operands, [INDEX] * len(operands))


def print_parallel(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = all_attributes(op)
    sizes = dense_array_values(attributes.get(SEGMENTS)) or [len(op.operands), 0, 0, 0]
    groups = []
    start = 0
    for size in sizes:
        groups.append(op.operands[start : start + size])
        start += size
    body = op.regions[0]
    printer.print(" (")
    printer.print_operands(body.blocks[0].arguments)
    for keyword, values in zip((") = (", ") to (", ") step ("), groups):
        printer.print(keyword)
        printer.print_operands(values)
    printer.print(")")
    if groups[3]:
        printer.print(" init (")
        printer.print_operands(groups[3])
        printer.print(")")
    printer.print_optional_arrow_type_list(op.result_types)
    printer.print(" ")
    printer.print_region(body, print_entry_block_args=False)
    printer.print_optional_attr_dict(attributes, (SEGMENTS,))
