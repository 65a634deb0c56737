"""`scf.execute_region` (MLIR's `ExecuteRegionOp::parse` and `print`): `[-> types]
[no_inline] { blocks } [{attrs}]`, its terminators printed."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT
from ...ir.operation import Operation
from .syntax import all_attributes

NO_INLINE = "no_inline"


def parse_execute_region(parser: OpAsmParser, state: OperationState) -> None:
    state.result_types = parser.parse_optional_arrow_type_list()
    if parser.parse_optional_keyword(NO_INLINE) is not None:
        state.add_attribute(NO_INLINE, UNIT)
    parser.parse_region(state.add_region())
    parser.parse_optional_attr_dict(state)


def print_execute_region(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print_optional_arrow_type_list(op.result_types)
    printer.print(" ")
    attributes = all_attributes(op)
    if NO_INLINE in attributes:
        printer.print(NO_INLINE, " ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
    printer.print_optional_attr_dict(attributes, (NO_INLINE,))
