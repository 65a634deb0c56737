"""`emitc.if`, `emitc.for` and `emitc.do` (MLIR's EmitC.cpp `IfOp`, `ForOp` and
`DoOp::parse` / `print`), their `emitc.yield` implicit (but in `do`'s condition), their
regions naming emitc ops without their prefix (`getDefaultDialect`):

    emitc.if %cond { ... } [else { ... }] [{attrs}]
    emitc.for %i = %lb to %ub step %step [: type] { ... } [{attrs}]   (MLIR prints two
        spaces before the type)
    emitc.do { ... } while { ... } [attributes {attrs}]"""

from __future__ import annotations

from ...asm.op_asm_parser import Argument, OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import I1, INDEX

_YIELD = "emitc.yield"


def parse_if(parser: OpAsmParser, state: OperationState) -> None:
    then_region = state.add_region()
    else_region = state.add_region()
    state.operands = [parser.resolve_operand(parser.parse_operand(), I1)]
    parser.parse_region(then_region)
    parser.ensure_terminator(then_region, _YIELD, state.location)
    if parser.parse_optional_keyword("else") is not None:
        parser.parse_region(else_region)
        parser.ensure_terminator(else_region, _YIELD, state.location)
    parser.parse_optional_attr_dict(state)


def print_if(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(" ")
    then_region, else_region = op.regions
    printer.print_region(then_region, False, False)
    if else_region.blocks:
        printer.print(" else ")
        printer.print_region(else_region, False, False)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})


def parse_for(parser: OpAsmParser, state: OperationState) -> None:
    induction = parser.parse_operand()
    parser.parse_equal()
    bounds = [parser.parse_operand()]
    for keyword in ("to", "step"):
        parser.parse_keyword(keyword)
        bounds.append(parser.parse_operand())
    type = parser.parse_type() if parser.parse_optional_punctuation(":") else INDEX
    state.operands = parser.resolve_operands(bounds, [type] * 3)
    body = state.add_region()
    parser.parse_region(body, [Argument(induction, type)])
    parser.ensure_terminator(body, _YIELD, state.location)
    parser.parse_optional_attr_dict(state)


def print_for(printer: OpAsmPrinter, op: Operation) -> None:
    body = op.regions[0]
    induction = body.blocks[0].arguments[0]
    printer.print(" ")
    printer.print_operand(induction)
    lower, upper, step = op.operands
    for text, value in ((" = ", lower), (" to ", upper), (" step ", step)):
        printer.print(text)
        printer.print_operand(value)
    printer.print(" ")
    if induction.type != INDEX:
        printer.print(" : ", induction.type.text, " ")
    printer.print_region(body, False, False)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})


def parse_do(parser: OpAsmParser, state: OperationState) -> None:
    """MLIR's `DoOp::parse`: `{ body } while { condition } [attributes {...}]`."""
    body, condition = state.add_region(), state.add_region()
    parser.parse_region(body)
    parser.parse_keyword("while")
    parser.parse_region(condition)
    parser.parse_optional_attr_dict_with_keyword(state)


def print_do(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
    printer.print(" while ")
    printer.print_region(op.regions[1])
    printer.print_optional_attr_dict_with_keyword({**op.properties, **op.attributes})
