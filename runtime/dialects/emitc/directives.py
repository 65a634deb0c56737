"""The `emitc` dialect's custom directives (EmitC.cpp), registered with the format
interpreter when a format first uses them: `custom<EmitCGlobalOpTypeAndInitialValue>` of
`emitc.global` and `custom<EmitCFieldOpTypeAndInitialValue>` of `emitc.field`, alike: the
type, then ` = ` the initial value without its type (an `!emitc.array`'s read as a tensor of
its shape), if any."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import FloatAttr, IntegerAttr, TypeAttr
from ...ir.shaped_types import type_of
from ...ir.types import Type

_ARRAY = "!emitc.array<"
# ElementsAttr's kinds, and emitc's opaque attribute, by how their texts start.
_INITIAL_VALUE_TEXTS = ("dense<", "sparse<", "dense_resource<", "#emitc.opaque<")


def parse_type_and_initial_value(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseEmitCGlobalOpTypeAndInitialValue`."""
    type = parser.parse_type()
    slots[0].value = TypeAttr(type)
    if not parser.parse_optional_punctuation("="):
        return True
    value = parser.parse_attribute(_initializer_type(type))
    if not (
        isinstance(value, (IntegerAttr, FloatAttr)) or value.text.startswith(_INITIAL_VALUE_TEXTS)
    ):
        parser.emit_error(
            parser.name_loc,
            "initial value should be a integer, float, elements or opaque attribute",
        )
    slots[1].value = value
    return True


def _initializer_type(type: Type) -> Type:
    """MLIR's `getInitializerTypeForGlobal`: an array's shape as a tensor, else the type."""
    text = type.text
    if text.startswith(_ARRAY) and text.endswith(">"):
        return type_of(f"tensor<{text[len(_ARRAY) : -1]}>")
    return type


def print_type_and_initial_value(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    type_attr, initial_value = values
    printer.print_type(type_attr.value)
    if initial_value is not None:
        printer.print(" = ")
        printer.print_attribute_without_type(initial_value)


_DIRECTIVE = Directive(parse_type_and_initial_value, print_type_and_initial_value, (2,))
register_directive("EmitCGlobalOpTypeAndInitialValue", _DIRECTIVE)
register_directive("EmitCFieldOpTypeAndInitialValue", _DIRECTIVE)
