"""`custom<GlobalMemrefOpTypeAndInitialValue>` (mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp,
`memref.global`): the global's static memref type, then ` = ` its initial value (an elements
attribute of the matching tensor type, printed without it) or `uninitialized`; nothing after
the type when external.

Arguments: the `type` attribute (a TypeAttr) and the optional `initial_value`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import UNIT, TypeAttr, UnitAttr
from ....ir.shaped_types import shaped, type_of
from ...op_asm_parser import OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from . import Directive, Slot, register_directive


def print_global_type_and_value(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """`type`, then ` = value` or ` = uninitialized` unless external."""
    type_attr, initial_value = values
    printer.print(type_attr.value.text)
    if initial_value is None:
        return
    printer.print(" = ")
    if isinstance(initial_value, UnitAttr):
        printer.print("uninitialized")
    else:
        printer.print_attribute_without_type(initial_value)


def parse_global_type_and_value(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """A static memref type, then optionally `=` `uninitialized` or an elements attribute
    of the tensor type of the memref's shape and element type."""
    type = parser.parse_type()
    parts = shaped(type)
    if parts is None or parts.kind != "memref" or "?" in parts.dims or "*" in parts.dims:
        parser.emit_error(
            parser.name_loc, f"type should be static shaped memref, but got '{type.text}'"
        )
    slots[0].value = TypeAttr(type)
    if not parser.parse_optional_punctuation("="):
        return True
    if parser.parse_optional_keyword("uninitialized") is not None:
        slots[1].value = UNIT
        return True
    slots[1].value = parser.parse_attribute(type_of(f"tensor<{parts.dims}{parts.element}>"))
    return True


register_directive(
    "GlobalMemrefOpTypeAndInitialValue",
    Directive(parse_global_type_and_value, print_global_type_and_value, (2,)),
)
