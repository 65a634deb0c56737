"""`scf.forall` and its terminator `scf.forall.in_parallel` (MLIR's `ForallOp` and
`InParallelOp` `parse` and `print`): `(%i, ...) in (ubs)` when the lower bounds are 0 and
the steps 1, else `(%i, ...) = (lbs) to (ubs) step (steps)`, each bound a constant or a
value; then `[shared_outs(%o = %init, ...) -> (types)] { body } [{attrs}]`. The
`scf.forall.in_parallel {}` ending the body is implicit when the loop has no results."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.dynamic_index_list import (
    DYNAMIC,
    parse_dynamic_index_list,
    print_dynamic_index_list,
)
from ...asm.op_asm_parser import Argument, OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState, ensure_region_terminator
from ...ir.location import Location
from ...ir.operation import Block, Operation, Value
from ...ir.types import INDEX
from ..integers import constant_int
from .syntax import all_attributes, print_initialization_list

BOUNDS = ("staticLowerBound", "staticUpperBound", "staticStep")
SEGMENTS = "operandSegmentSizes"
TERMINATOR = "scf.forall.in_parallel"

Bound = tuple[list[Value], list[int]]


def parse_forall(parser: OpAsmParser, state: OperationState) -> None:
    ivs = parser.parse_argument_list("paren")
    if parser.parse_optional_keyword("in") is not None:
        bounds = [([], [0] * len(ivs)), _parse_bound(parser), ([], [1] * len(ivs))]
    else:
        parser.parse_equal()
        bounds = [_parse_bound(parser)]
        parser.parse_keyword("to")
        bounds.append(_parse_bound(parser))
        parser.parse_keyword("step")
        bounds.append(_parse_bound(parser))
    outs_pos = parser.current_location()
    out_args: list[Argument] = []
    outputs: list[Value] = []
    if parser.parse_optional_keyword("shared_outs") is not None:
        out_args, out_operands = parser.parse_assignment_list()
        state.result_types = parser.parse_optional_arrow_type_list()
        outputs = parser.resolve_operands(out_operands, state.result_types, outs_pos)
    for iv in ivs:
        iv.type = INDEX
    for out, type in zip(out_args, state.result_types):
        out.type = type
    body = state.add_region()
    parser.parse_region(body, [*ivs, *out_args])
    ensure_region_terminator(body, lambda: _in_parallel(parser, state.location))
    parser.parse_optional_attr_dict(state)
    for name, (values, integers) in zip(BOUNDS, bounds):
        state.operands += values
        state.add_attribute(name, dense_array("i64", integers))
    state.operands += outputs
    sizes = [len(values) for values, _ in bounds] + [len(outputs)]
    state.add_property(SEGMENTS, dense_array("i32", sizes))


def _parse_bound(parser: OpAsmParser) -> Bound:
    operands, integers = parse_dynamic_index_list(parser, "paren")
    return parser.resolve_operands(operands, [INDEX] * len(operands)), integers


def _in_parallel(parser: OpAsmParser, location: Location) -> Operation:
    """`scf.forall.in_parallel {}` as its builder makes it: a region of one empty block."""
    state = OperationState(parser.operation_name(TERMINATOR), location)
    state.add_region().append(Block())
    return state.create()


def print_forall(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = all_attributes(op)
    lower, upper, step = bounds = _bounds(
        op, [dense_array_values(attributes.get(n)) for n in BOUNDS]
    )
    body = op.regions[0]
    rank = len(lower[1])
    arguments = body.blocks[0].arguments
    printer.print(" (")
    printer.print_operands(arguments[:rank])
    if _all_constant(lower, 0) and _all_constant(step, 1):
        printer.print(") in ")
        print_dynamic_index_list(printer, *upper, "paren")
    else:
        for keyword, bound in zip((") = ", " to ", " step "), bounds):
            printer.print(keyword)
            print_dynamic_index_list(printer, *bound, "paren")
    outputs = op.operands[sum(len(values) for values, _ in bounds) :]
    print_initialization_list(printer, arguments[rank:], outputs, " shared_outs")
    printer.print(" ")
    if len(arguments) > rank:
        printer.print("-> (")
        printer.print_types(op.result_types)
        printer.print(") ")
    printer.print_region(body, False, bool(op.results))
    printer.print_optional_attr_dict(attributes, (SEGMENTS, *BOUNDS))


def _bounds(op: Operation, statics: Sequence[list[int] | None]) -> list[Bound]:
    """Each bound's dynamic values and static integers."""
    found: list[Bound] = []
    start = 0
    for integers in statics:
        integers = integers or []
        count = integers.count(DYNAMIC)
        found.append((op.operands[start : start + count], integers))
        start += count
    return found


def _all_constant(bound: Bound, expected: int) -> bool:
    """Whether every entry of `bound` is `expected`, statically or as a constant value
    (MLIR's `getConstantIntValue` of each mixed entry)."""
    dynamic = iter(bound[0])
    return all(
        (constant_int(next(dynamic)) if integer == DYNAMIC else integer) == expected
        for integer in bound[1]
    )


def parse_in_parallel(parser: OpAsmParser, state: OperationState) -> None:
    region = state.add_region()
    parser.parse_region(region)
    if not region.blocks:
        region.append(Block())
    parser.parse_optional_attr_dict(state)


def print_in_parallel(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_region(op.regions[0], False, False)
    printer.print_optional_attr_dict(all_attributes(op))
