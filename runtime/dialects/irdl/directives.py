"""The `irdl` dialect's `custom<...>` directives (MLIR's IRDL.cpp), registered with the format
interpreter when a format first uses one:

- `SingleBlockRegion` of `irdl.dialect`, `irdl.operation`, `irdl.type`, `irdl.attribute`:
  the body region, given one empty block when none is written; unprinted when empty;
- `NamedValueList` of `irdl.parameters` and `irdl.regions`: `(name: %value, ...)`;
- `NamedValueListWithVariadicity` of `irdl.operands` and `irdl.results`:
  `(name: variadic %value, ...)`, `single` (the default) read but not printed;
- `AttributesOp` of `irdl.attributes`: `{"name" = %value, ...}`, nothing when empty."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.directives.named_operands import parse_named_operands, print_named_operands
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, OpaqueAttr, StringAttr
from ...ir.operation import Block
from .attribute_syntax import variadicities, variadicity_array_text

_VARIADICITIES = ("single", "optional", "variadic")


def parse_single_block_region(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`parseSingleBlockRegion`."""
    region = slots[0].value
    parser.parse_optional_region(region)
    if region.is_empty:
        region.append(Block())
    return True


def print_single_block_region(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`printSingleBlockRegion`."""
    region = values[0]
    entry = region.entry_block
    if entry is not None and entry.first_op is not None:
        printer.print_region(region)


def _parse_named_values(parser: OpAsmParser, slots: Sequence[Slot], with_variadicity: bool) -> bool:
    """`parseNamedValueListImpl`: `(name: [variadicity] %value, ...)`."""
    operands: list[UnresolvedOperand] = []
    names: list[Attribute] = []
    found: list[str] = []

    def parse_one() -> None:
        name = parser.parse_keyword()
        parser.parse_colon()
        if with_variadicity:
            found.append(parser.parse_optional_keyword(_VARIADICITIES) or "single")
        operands.append(parser.parse_operand())
        names.append(StringAttr(name))

    parser.parse_comma_separated_list("paren", parse_one)
    slots[0].value = operands
    slots[1].value = ArrayAttr(names)
    if with_variadicity:
        slots[2].value = OpaqueAttr(variadicity_array_text(found))
    return True


def _print_named_values(printer: OpAsmPrinter, values: Sequence[Any]) -> None:
    """`printNamedValueListImpl`."""
    operands, names = values[0], values[1]
    kinds = (variadicities(values[2].text) or []) if len(values) > 2 else []
    printer.print("(")
    for index, operand in enumerate(operands):
        printer.print(", " if index else "")
        name = names.elements[index]
        printer.print((name.value if isinstance(name, StringAttr) else name.text) + ": ")
        if index < len(kinds) and kinds[index] != "single":
            printer.print(kinds[index] + " ")
        printer.print_operand(operand)
    printer.print(")")


def parse_named_value_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    return _parse_named_values(parser, slots, with_variadicity=False)


def parse_named_value_list_with_variadicity(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    return _parse_named_values(parser, slots, with_variadicity=True)


def print_named_value_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    _print_named_values(printer, values)


def parse_attributes_op(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`parseAttributesOp`."""
    return parse_named_operands(parser, slots, strings=False)


def print_attributes_op(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`printAttributesOp`."""
    print_named_operands(printer, values, "{")


register_directive(
    "SingleBlockRegion", Directive(parse_single_block_region, print_single_block_region, (1,))
)
register_directive(
    "NamedValueList", Directive(parse_named_value_list, print_named_value_list, (2,))
)
register_directive(
    "NamedValueListWithVariadicity",
    Directive(parse_named_value_list_with_variadicity, print_named_value_list, (3,)),
)
register_directive("AttributesOp", Directive(parse_attributes_op, print_attributes_op, (2,)))
