"""`custom<SwitchCases>` (mlir/lib/Dialect/SCF/IR/SCF.cpp, `scf.index_switch`; EmitC's
`emitc.switch` has the same): each case on its own line, `case <integer> { region }`.

Arguments: the case values (`DenseI64ArrayAttr`) and the case regions (variadic)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.operation import Region
from ...op_asm_parser import OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from ..groups import dense_array
from . import Directive, Slot, register_directive
from .dynamic_index_list import static_values


def print_switch_cases(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """Per case: a new line, `case N `, its region without entry block arguments."""
    for value, region in zip(static_values(values[0]), values[1]):
        printer.print_new_line()
        printer.print(f"case {value} ")
        printer.print_region(region, print_entry_block_args=False)


def parse_switch_cases(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """(`case` integer region)*."""
    values: list[int] = []
    regions: list[Region] = []
    while parser.parse_optional_keyword("case") is not None:
        values.append(parser.parse_integer())
        region = Region()
        parser.parse_region(region)
        regions.append(region)
    slots[0].value = dense_array(values, "i64")
    slots[1].value = regions
    return True


register_directive("SwitchCases", Directive(parse_switch_cases, print_switch_cases, (2,)))
