"""`affine.for`'s custom form (AffineOps.cpp's `AffineForOp::parse` / `print`):
`%i = <lower> to <upper> [step N] [iter_args(%a = %init, ...) -> (types)] { body }`, each
bound a constant, a symbol `%n`, or `[max|min] #map(%d)[%s]`; the body's `affine.yield`
left out when the loop carries no values."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.op_asm_parser import Argument, OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.affine import constant_map, map_attribute, map_of, symbol_identity_map
from ...ir.attributes import Attribute, IntegerAttr, OpaqueAttr
from ...ir.operation import Operation, Value
from ...ir.types import INDEX
from .operand_lists import (
    ensure_terminator,
    op_map,
    parse_dim_and_symbol_list,
    print_dim_and_symbol_list,
    resolve_indices,
)

LOWER, UPPER, STEP, SEGMENTS = "lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"


def parse_for(parser: OpAsmParser, state: OperationState) -> None:
    """MLIR's `AffineForOp::parse`."""
    induction = parser.parse_argument()
    induction.type = INDEX
    parser.parse_equal()
    lower = _parse_bound(parser, state, lower=True)
    parser.parse_keyword("to", " between bounds")
    upper = _parse_bound(parser, state, lower=False)
    _parse_step(parser, state)
    carried = _parse_iter_args(parser, state)
    segments = OpaqueAttr(f"array<i32: {lower}, {upper}, {len(carried)}>")
    state.properties = {SEGMENTS: segments}  # MLIR's parser sets it as a property
    body = state.add_region()
    parser.parse_region(body, [induction, *carried])
    ensure_terminator(body, state)
    parser.parse_optional_attr_dict(state)


def _parse_bound(parser: OpAsmParser, state: OperationState, lower: bool) -> int:
    """MLIR's `parseBound`: the bound's map into `state`; how many operands it has."""
    min_or_max = parser.parse_optional_keyword("max" if lower else "min") is not None
    name = LOWER if lower else UPPER
    operands = parser.parse_operand_list()
    if operands:
        if len(operands) > 1:
            parser.emit_error(parser.name_loc, "expected only one loop bound operand")
        resolve_indices(parser, operands, state)
        state.add_attribute(name, map_attribute(symbol_identity_map()))
        return 1
    pos = parser.current_location()
    attr = parser.parse_attribute(INDEX)
    map = map_of(attr)
    if map is None:
        if not isinstance(attr, IntegerAttr):
            parser.emit_error(
                parser.name_loc, "expected valid affine map representation for loop bounds"
            )
        state.add_attribute(name, map_attribute(constant_map(attr.value)))
        return 0
    state.add_attribute(name, attr)
    operands, num_dims = parse_dim_and_symbol_list(parser)
    resolve_indices(parser, operands, state)
    if map.num_dims != num_dims:
        parser.emit_error(parser.name_loc, "dim operand count and affine map dim count must match")
    if map.num_inputs != len(operands):
        parser.emit_error(
            parser.name_loc, "symbol operand count and affine map symbol count must match"
        )
    if len(map.results) > 1 and not min_or_max:
        which, prefix = ("lower", "max") if lower else ("upper", "min")
        parser.emit_error(
            pos, f"{which} loop bound affine map with multiple results requires '{prefix}' prefix"
        )
    return len(operands)


def _parse_step(parser: OpAsmParser, state: OperationState) -> None:
    """`step N` (1 without it), a positive signed integer."""
    if parser.parse_optional_keyword("step") is None:
        state.add_attribute(STEP, IntegerAttr(1, INDEX))
        return
    pos = parser.current_location()
    step = parser.parse_attribute(INDEX)
    if not isinstance(step, IntegerAttr):
        parser.parser.error("invalid kind of attribute specified", pos)
    if step.value < 0:
        parser.emit_error(pos, "expected step to be representable as a positive signed integer")
    state.add_attribute(STEP, step)


def _parse_iter_args(parser: OpAsmParser, state: OperationState) -> list[Argument]:
    """`iter_args(%arg = %init, ...) -> (types)`: the region's carried arguments, their
    initial values as the op's last operands, their types as its results."""
    if parser.parse_optional_keyword("iter_args") is None:
        return []
    arguments: list[Argument] = []
    initial = []

    def assignment() -> None:
        arguments.append(parser.parse_argument())
        parser.parse_equal()
        initial.append(parser.parse_operand())

    parser.parse_comma_separated_list("paren", assignment)
    types = parser.parse_arrow_type_list()
    state.result_types += types
    if len(types) != len(arguments):
        parser.emit_error(
            parser.name_loc, "mismatch between the number of loop-carried values and results"
        )
    for argument, operand, type in zip(arguments, initial, types):
        argument.type = type
        state.operands.append(parser.resolve_operand(operand, type))
    return arguments


def print_for(printer: OpAsmPrinter, op: Operation) -> None:
    """MLIR's `AffineForOp::print`."""
    body = op.regions[0]
    printer.print(" ")
    printer.print_region_argument(body.blocks[0].arguments[0], omit_type=True)
    printer.print(" = ")
    lower, upper = op_map(op, LOWER).num_inputs, op_map(op, UPPER).num_inputs
    operands = op.operands
    _print_bound(printer, op.get_attr(LOWER), operands[:lower], "max")
    printer.print(" to ")
    _print_bound(printer, op.get_attr(UPPER), operands[lower : lower + upper], "min")
    step = op.get_attr(STEP)
    if isinstance(step, IntegerAttr) and step.value != 1:
        printer.print(f" step {step.value}")
    carried = operands[lower + upper :]
    if carried:
        _print_iter_args(printer, body.blocks[0].arguments[1:], carried, op)
    printer.print(" ")
    printer.print_region(body, print_entry_block_args=False, print_block_terminators=bool(carried))
    attributes = {**op.properties, **op.attributes}
    printer.print_optional_attr_dict(attributes, (LOWER, UPPER, STEP, SEGMENTS))


def _print_bound(
    printer: OpAsmPrinter, attr: Attribute | None, operands: Sequence[Value], prefix: str
) -> None:
    """MLIR's `printBound`: a constant, a lone symbol, or `[prefix] #map(%d)[%s]`."""
    map = map_of(attr)
    assert map is not None and attr is not None
    if len(map.results) == 1:
        constant = map.constant_result()
        if constant is not None:
            printer.print(str(constant))
            return
        if map.is_single_symbol:
            printer.print_operand(operands[0])
            return
    else:
        printer.print(prefix + " ")
    printer.print_attribute(attr)
    print_dim_and_symbol_list(printer, operands, map.num_dims)


def _print_iter_args(
    printer: OpAsmPrinter, arguments: Sequence[Value], initial: Sequence[Value], op: Operation
) -> None:
    printer.print(" iter_args(")
    for index, (argument, value) in enumerate(zip(arguments, initial)):
        printer.print(", " if index else "")
        printer.print_operand(argument)
        printer.print(" = ")
        printer.print_operand(value)
    printer.print(") -> (")
    printer.print_types(result.type for result in op.results)
    printer.print(")")
