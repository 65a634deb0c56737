"""Mixed static and dynamic index lists (MLIR's `parseDynamicIndexList` and
`printDynamicIndexList`, mlir/lib/Interfaces/ViewLikeInterface.cpp): `[%a, 4, %b]`, where
each SSA value stands for a `kDynamic` entry of the static integers."""

from __future__ import annotations

from collections.abc import Sequence

from ..ir.operation import Value
from .op_asm_parser import DELIMITERS, OpAsmParser, UnresolvedOperand
from .op_asm_printer import OpAsmPrinter

DYNAMIC = -(1 << 63)
"""MLIR's `ShapedType::kDynamic`: the static entry of a dynamic index."""


def parse_dynamic_index_list(
    parser: OpAsmParser, delimiter: str = "square"
) -> tuple[list[UnresolvedOperand], list[int]]:
    """The values and static integers of a list in `delimiter`'s brackets."""
    values: list[UnresolvedOperand] = []
    integers: list[int] = []

    def parse_one() -> None:
        operand = parser.parse_optional_operand()
        if operand is None:
            integers.append(parser.parse_integer())
        else:
            values.append(operand)
            integers.append(DYNAMIC)

    parser.parse_comma_separated_list(delimiter, parse_one, " in dynamic index list")
    return values, integers


def print_dynamic_index_list(
    printer: OpAsmPrinter,
    values: Sequence[Value],
    integers: Sequence[int],
    delimiter: str = "square",
) -> None:
    """`integers` in `delimiter`'s brackets, each dynamic entry as the next of `values`."""
    brackets = DELIMITERS[delimiter]
    printer.print(brackets[0])
    dynamic = iter(values)
    for index, integer in enumerate(integers):
        if index:
            printer.print(", ")
        if integer == DYNAMIC:
            printer.print_operand(next(dynamic))
        else:
            printer.print(str(integer))
    printer.print(brackets[1])
