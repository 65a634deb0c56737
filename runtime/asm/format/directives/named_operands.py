"""`{name = %value, ...}`: operands named by attributes, the form of pdl's
`OperationOpAttributes` and irdl's `AttributesOp` (MLIR's `parseOperationOpAttributes` in
PDL.cpp and `parseAttributesOp` in IRDL.cpp): the operands and the array of their names,
nothing printed when there are none."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import ArrayAttr, Attribute, StringAttr
from ...op_asm_parser import OpAsmParser, UnresolvedOperand
from ...op_asm_printer import OpAsmPrinter
from . import Slot


def parse_named_operands(parser: OpAsmParser, slots: Sequence[Slot], strings: bool) -> bool:
    """The operands into `slots[0]`, their names into `slots[1]`; `strings`: a name must be a
    string (pdl's "invalid kind of attribute specified")."""
    operands: list[UnresolvedOperand] = []
    names: list[Attribute] = []

    def parse_one() -> None:
        pos = parser.current_location()
        name = parser.parse_attribute()
        if strings and not isinstance(name, StringAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        names.append(name)
        parser.parse_equal()
        operands.append(parser.parse_operand())

    if parser.parse_optional_punctuation("{"):
        parser.parse_comma_separated_list(None, parse_one)
        parser.parse_punctuation("}")
    slots[0].value = operands
    slots[1].value = ArrayAttr(names)
    return True


def print_named_operands(printer: OpAsmPrinter, values: Sequence[Any], opening: str) -> None:
    """`values` (the operands, their names) as `{name = %value, ...}` after `opening`'s
    blanks, or nothing when there are none."""
    operands, names = values
    if not isinstance(names, ArrayAttr) or not names.elements:
        return
    printer.print(opening)
    for index, (name, operand) in enumerate(zip(names.elements, operands)):
        printer.print(", " if index else "")
        printer.print_attribute(name)
        printer.print(" = ")
        printer.print_operand(operand)
    printer.print("}")
