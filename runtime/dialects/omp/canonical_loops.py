"""`omp.canonical_loop` and `omp.unroll_heuristic` (MLIR's `CanonicalLoopOp::parse` and
`print`, `UnrollHeuristicOp::parse` and `print`), and `omp.tile`'s
`custom<LoopTransformClis>`:

    omp.canonical_loop(%cli) %iv : i32 in range(%tripcount) { body } [{attrs}]
    omp.unroll_heuristic(%cli) [-> ()] [{attrs}]
    omp.tile (%grid1, %intratile1) <- (%cli) sizes(...)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import OpaqueType

CLI = OpaqueType("!omp.cli")
"""`CanonicalLoopInfoType`."""


def parse_canonical_loop(parser: OpAsmParser, state: OperationState) -> None:
    cli = []
    if parser.parse_optional_l_paren():
        cli.append(parser.resolve_operand(parser.parse_operand(), CLI))
        parser.parse_r_paren()
    iv = parser.parse_argument(allow_type=True)
    parser.parse_keyword("in")
    parser.parse_keyword("range")
    parser.parse_l_paren()
    tripcount = parser.parse_operand()
    parser.parse_r_paren()
    assert iv.type is not None
    state.operands.append(parser.resolve_operand(tripcount, iv.type))
    parser.parse_region(state.add_region(), [iv])
    state.operands += cli
    parser.parse_optional_attr_dict(state)


def print_canonical_loop(printer: OpAsmPrinter, op: Operation) -> None:
    name = printer.printer.value_name
    if len(op.operands) > 1:
        printer.print(f"({name(op.operands[1])})")
    region = op.regions[0]
    iv = region.blocks[0].arguments[0] if region.blocks and region.blocks[0].arguments else None
    iv_text = f"{name(iv)} : {iv.type.text}" if iv is not None else "<<NULL VALUE>>"
    tripcount = name(op.operands[0]) if op.operands else "<<NULL VALUE>>"
    printer.print(f" {iv_text} in range({tripcount}) ")
    printer.print_region(region, print_entry_block_args=False)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})


def parse_unroll_heuristic(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_l_paren()
    state.operands.append(parser.resolve_operand(parser.parse_operand(), CLI))
    parser.parse_r_paren()
    if parser.parse_optional_arrow():
        parser.parse_l_paren()
        parser.parse_r_paren()
    parser.parse_optional_attr_dict(state)


def print_unroll_heuristic(printer: OpAsmPrinter, op: Operation) -> None:
    applyee = printer.printer.value_name(op.operands[0]) if op.operands else "<<NULL VALUE>>"
    printer.print(f"({applyee})")
    printer.print_optional_attr_dict({**op.properties, **op.attributes})


def parse_loop_transform_clis(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseLoopTransformClis`: `[(%generatees)] <- (%applyees)`."""
    generatees = []
    if not parser.parse_optional_punctuation("<"):
        generatees = parser.parse_operand_list("paren")
        parser.parse_punctuation("<")
    parser.parse_punctuation("-")
    slots[0].value = generatees
    slots[1].value = parser.parse_operand_list("paren")
    return True


def print_loop_transform_clis(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printLoopTransformClis`."""
    name = printer.printer.value_name
    generatees, applyees = values
    if generatees:
        printer.print("(" + ", ".join(map(name, generatees)) + ")")
    if applyees:
        printer.print(" <- (" + ", ".join(map(name, applyees)) + ")")


register_directive(
    "LoopTransformClis", Directive(parse_loop_transform_clis, print_loop_transform_clis, (2,))
)
