"""`vector.mask` (MLIR's `MaskOp::parse` and `print`): `%mask[, %passthru] { masked op }
[{attrs}] : mask type [-> result types]`, the masked op printed inline without its results;
a region of one op and its implicit `vector.yield` yields that op's results
(`MaskOp::ensureTerminator`)."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation, Region

_YIELD = "vector.yield"


def parse_mask(parser: OpAsmParser, state: OperationState) -> None:
    body = state.add_region()
    mask = parser.parse_operand()
    passthru = parser.parse_operand() if parser.parse_optional_comma() else None
    parser.parse_region(body)
    _ensure_terminator(parser, body, state)
    parser.parse_optional_attr_dict(state)
    mask_type = parser.parse_colon_type()
    state.result_types = parser.parse_optional_arrow_type_list()
    state.operands = [parser.resolve_operand(mask, mask_type)]
    if passthru is not None:
        if not state.result_types:
            parser.emit_error(parser.name_loc, "expects a result if passthru operand is provided")
        state.operands.append(parser.resolve_operand(passthru, state.result_types[0]))


def _ensure_terminator(parser: OpAsmParser, body: Region, state: OperationState) -> None:
    """The implicit `vector.yield`, of the masked op's results when the body holds just it
    (an explicit `vector.yield` is kept as written, as mlir-opt keeps it)."""
    explicit = bool(body.blocks) and any(op.name.name == _YIELD for op in body.blocks[0])
    parser.ensure_terminator(body, _YIELD, state.location)
    block = body.blocks[0]
    if explicit:
        return
    ops = list(block)
    if len(ops) != 2:
        return
    ops[1].erase()
    yield_state = OperationState(parser.operation_name(_YIELD), state.location)
    yield_state.operands = list(ops[0].results)
    block.append(yield_state.create())


def print_mask(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print(" { ")
    body = op.regions[0]
    first = body.blocks[0].first_op if body.blocks else None
    if first is not None:
        printer.print_custom_or_generic_op(first)
    printer.print(" }")
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ", op.operands[0].type.text)
    if op.results:
        printer.print(" -> ")
        printer.print_types(op.result_types)
