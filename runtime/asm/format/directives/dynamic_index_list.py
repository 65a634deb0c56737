"""`custom<DynamicIndexList>` (mlir/lib/Interfaces/ViewLikeInterface.cpp): a list of static
integers and SSA values, `[0, %i, 4]`, the values' positions marked with `ShapedType`'s
dynamic value in the static array. Used by memref/tensor subview, extract_slice, ...

Arguments: the values (variadic operand), the static array (`DenseI64ArrayAttr`), and
optionally their types and scalable flags (those forms get no Python directive yet)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import Attribute
from ...op_asm_parser import OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from ..groups import dense_array
from . import Directive, Slot, register_directive

DYNAMIC = -(2**63)  # ShapedType::kDynamic


def static_values(attr: Attribute | None) -> list[int]:
    """The integers of an `array<i64: ...>` attribute."""
    if attr is None:
        return []
    body = attr.text.removeprefix("array<i64").removesuffix(">").lstrip(":").strip()
    return [int(part) for part in body.split(",")] if body else []


def print_dynamic_index_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`[` each static integer or, where dynamic, the next value `]` (`[]` when empty)."""
    dynamic = iter(values[0])
    parts = []
    for static in static_values(values[1]):
        parts.append(
            printer.printer.value_name(next(dynamic)) if static == DYNAMIC else str(static)
        )
    printer.print("[" + ", ".join(parts) + "]")


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

    parser.parse_comma_separated_list("square", element, " in dynamic index list")
    slots[0].value = operands
    slots[1].value = dense_array(statics, "i64")
    return True


register_directive(
    "DynamicIndexList", Directive(parse_dynamic_index_list, print_dynamic_index_list, (2,))
)
