"""`custom<DynamicIndexList>` (mlir/lib/Interfaces/ViewLikeInterface.cpp): a list of static
integers and SSA values, `[0, %i, 4]`, the values' positions marked with `ShapedType`'s
dynamic value in the static array. Used by memref/tensor subview, extract_slice, ...

Arguments: the values (variadic operand), the static array (`DenseI64ArrayAttr`), and
optionally their scalable flags and the list's delimiter: here only as strings, the flags
`"{}"` (none) and the delimiter `"::mlir::AsmParser::Delimiter::Paren"` (`(...)`, as
`affine.delinearize_index` writes its basis; square brackets by default)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import Attribute
from ...op_asm_parser import DELIMITERS, OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from ..groups import dense_array
from . import Directive, Slot, register_directive

DYNAMIC = -(2**63)  # ShapedType::kDynamic
_DELIMITER_NAMES = {"Paren": "paren", "Square": "square", "LessGreater": "less_greater"}
_DELIMITER_NAMES["Braces"] = "braces"


def _delimiter(arguments: Sequence[Any]) -> str:
    """The `DELIMITERS` name of the list's brackets: the fourth argument's, else square."""
    if len(arguments) < 4:
        return "square"
    return _DELIMITER_NAMES.get(str(arguments[3]).rpartition("::")[2], "square")


def static_values(attr: Attribute | None) -> list[int]:
    """The integers of an `array<i64: ...>` attribute."""
    if attr is None:
        return []
    body = attr.text.removeprefix("array<i64").removesuffix(">").lstrip(":").strip()
    return [int(part) for part in body.split(",")] if body else []


def print_dynamic_index_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`[` each static integer or, where dynamic, the next value `]` (`[]` when empty)."""
    dynamic = iter(values[0])
    brackets = DELIMITERS[_delimiter(values)]
    parts = []
    for static in static_values(values[1]):
        parts.append(
            printer.printer.value_name(next(dynamic)) if static == DYNAMIC else str(static)
        )
    printer.print(brackets[0] + ", ".join(parts) + brackets[1])


def parse_dynamic_index_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`[` integers or SSA values, comma separated `]`."""
    operands: list[Any] = []
    statics: list[int] = []

    def element() -> None:
        operand = parser.parse_optional_operand()
        if operand is not None:
            operands.append(operand)
            statics.append(DYNAMIC)
        else:
            statics.append(parser.parse_integer())

    delimiter = _delimiter([slot.value for slot in slots])
    parser.parse_comma_separated_list(delimiter, element, " in dynamic index list")
    slots[0].value = operands
    slots[1].value = dense_array(statics, "i64")
    return True


register_directive(
    "DynamicIndexList", Directive(parse_dynamic_index_list, print_dynamic_index_list, (2, 4))
)
