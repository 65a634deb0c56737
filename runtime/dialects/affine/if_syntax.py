"""`affine.if`'s custom form (AffineOps.cpp's `AffineIfOp::parse` / `print`):
`#set(%d)[%s] [-> types] { then } [else { else }] {attrs}`, the regions' `affine.yield`
left out when the op has no results."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.affine import set_of
from ...ir.operation import Operation
from .operand_lists import (
    ensure_terminator,
    parse_dim_and_symbol_list,
    parse_set_attribute,
    print_dim_and_symbol_list,
    resolve_indices,
)

CONDITION = "condition"


def parse_if(parser: OpAsmParser, state: OperationState) -> None:
    """MLIR's `AffineIfOp::parse`."""
    set = parse_set_attribute(parser, CONDITION, state)
    operands, num_dims = parse_dim_and_symbol_list(parser)
    resolve_indices(parser, operands, state)
    if set.num_dims != num_dims:
        parser.emit_error(parser.name_loc, "dim operand count and integer set dim count must match")
    if set.num_inputs != len(operands):
        parser.emit_error(
            parser.name_loc, "symbol operand count and integer set symbol count must match"
        )
    state.result_types += parser.parse_optional_arrow_type_list()
    then, otherwise = state.add_region(), state.add_region()
    parser.parse_region(then)
    ensure_terminator(then, state)
    if parser.parse_optional_keyword("else") is not None:
        parser.parse_region(otherwise)
        ensure_terminator(otherwise, state)
    parser.parse_optional_attr_dict(state)


def print_if(printer: OpAsmPrinter, op: Operation) -> None:
    """MLIR's `AffineIfOp::print`."""
    condition = op.get_attr(CONDITION)
    set = set_of(condition)
    assert condition is not None and set is not None
    printer.print(" ")
    printer.print_attribute(condition)
    print_dim_and_symbol_list(printer, op.operands, set.num_dims)
    if op.results:
        printer.print_arrow_type_list([result.type for result in op.results])
    printer.print(" ")
    terminators = bool(op.results)
    printer.print_region(
        op.regions[0], print_entry_block_args=False, print_block_terminators=terminators
    )
    otherwise = op.regions[1]
    if otherwise.blocks:
        printer.print(" else ")
        printer.print_region(
            otherwise, print_entry_block_args=False, print_block_terminators=terminators
        )
    printer.print_optional_attr_dict({**op.properties, **op.attributes}, (CONDITION,))
