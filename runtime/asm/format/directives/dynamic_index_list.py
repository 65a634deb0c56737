"""`custom<DynamicIndexList>` (mlir/lib/Interfaces/ViewLikeInterface.cpp): a list of static
integers and SSA values, `[0, %i, 4]`, the values' positions marked with `ShapedType`'s
dynamic value in the static array. Used by memref/tensor subview, extract_slice, ...

Arguments: the values (variadic operand), the static array (`DenseI64ArrayAttr`), and
optionally their scalable flags and the list's delimiter: the flags a `DenseBoolArrayAttr`
(`transform.structured.tile_using_for`'s `[4, [8]]`, a scalable size in brackets) or `"{}"`
(none), the delimiter as a string, `"::mlir::AsmParser::Delimiter::Paren"` (`(...)`, as
`affine.delinearize_index` writes its basis; square brackets by default)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import Attribute, OpaqueAttr
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
    """`[` each static integer or, where dynamic, the next value, in brackets where scalable
    `]` (`[]` when empty)."""
    dynamic = iter(values[0])
    brackets = DELIMITERS[_delimiter(values)]
    scalable = _flags(values[2]) if len(values) > 2 else []
    parts = []
    for index, static in enumerate(static_values(values[1])):
        part = printer.printer.value_name(next(dynamic)) if static == DYNAMIC else str(static)
        parts.append(f"[{part}]" if index < len(scalable) and scalable[index] else part)
    printer.print(brackets[0] + ", ".join(parts) + brackets[1])


def _flags(attr: Any) -> list[bool]:
    """The flags of an `array<i1: ...>` attribute (none for a string, `"{}"`)."""
    if not isinstance(attr, Attribute):
        return []
    body = attr.text.removeprefix("array<i1").removesuffix(">").lstrip(":").strip()
    return [part.strip() == "true" for part in body.split(",")] if body else []


def parse_dynamic_index_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`[` integers or SSA values, comma separated, a scalable integer in brackets `]`
    (MLIR's `parseDynamicIndexList`)."""
    operands: list[Any] = []
    statics: list[int] = []
    scalable: list[bool] = []

    def element() -> None:
        operand = parser.parse_optional_operand()
        scalable.append(parser.parse_optional_punctuation("["))
        if operand is not None:
            operands.append(operand)
            statics.append(DYNAMIC)
        else:
            statics.append(parser.parse_integer())
        if scalable[-1] and not parser.parse_optional_punctuation("]"):
            parser.emit_error(parser.name_loc, "expected `]` for scalable index")

    delimiter = _delimiter([slot.value for slot in slots])
    parser.parse_comma_separated_list(delimiter, element, " in dynamic index list")
    slots[0].value = operands
    slots[1].value = dense_array(statics, "i64")
    if len(slots) > 2 and slots[2].kind == "attribute":
        flags = ", ".join("true" if flag else "false" for flag in scalable)
        slots[2].value = OpaqueAttr(f"array<i1: {flags}>" if flags else "array<i1>")
    return True


register_directive(
    "DynamicIndexList", Directive(parse_dynamic_index_list, print_dynamic_index_list, (2, 3, 4))
)
