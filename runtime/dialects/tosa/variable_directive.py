"""`custom<VariableOpTypeOrInitialValue>` of `tosa.variable` (TosaOps.cpp's
`parseVariableOpTypeOrInitialValue` and its printer): `= initial value` (a typed attribute)
or `: tensor type`, stored as the shape (`var_shape`, an index tensor, `-1` for a dynamic
size) and the element type (`type`); the type printed back from them when there is no
initial value."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import OpaqueAttr, StringAttr, TypeAttr
from ...ir.dense_text import dense_body, dense_integers
from ...ir.shaped_types import attribute_type, shaped, type_of
from ...ir.types import INDEX, NONE, Type


def _shape_and_element_type(parser: OpAsmParser, type: Type, slots: Sequence[Slot]) -> None:
    """`getShapeAndElementType`: the shape and element type of a ranked shaped type."""
    parts = shaped(type)
    if parts is None:
        parser.emit_error(parser.current_location(), "expected shaped type")
    if parts.dims == "*x":
        parser.emit_error(parser.current_location(), "expected ranked type")
    sizes = [-1 if size == "?" else int(size.strip("[]")) for size in parts.dims.split("x")[:-1]]
    body = dense_body(sizes, [len(sizes)], INDEX)
    slots[0].value = OpaqueAttr(f"dense<{body}> : tensor<{len(sizes)}xindex>")
    slots[1].value = TypeAttr(type_of(parts.element))


def parse_variable_op_type_or_initial_value(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    if parser.parse_optional_punctuation("="):
        value = parser.parse_attribute()
        # A string is typed (of type none).
        type = NONE if isinstance(value, StringAttr) else attribute_type(value)
        if type is None:
            parser.emit_error(parser.current_location(), "expected Typed attr")
        slots[2].value = value
        _shape_and_element_type(parser, type, slots)
        return True
    parser.parse_colon()
    _shape_and_element_type(parser, parser.parse_type(), slots)
    return True


def print_variable_op_type_or_initial_value(
    printer: OpAsmPrinter, op: Any, values: Sequence[Any]
) -> None:
    shape, element, initial = values
    typed = isinstance(initial, StringAttr) or (
        initial is not None and attribute_type(initial) is not None
    )
    if not typed:
        sizes = ["?" if size < 0 else str(size) for size in dense_integers(shape.text)]
        element_text = element.value.text if isinstance(element, TypeAttr) else ""
        printer.print(": tensor<", "".join(f"{size}x" for size in sizes), element_text, ">")
    if initial is not None:
        printer.print(" = " if not typed else "= ")
        printer.print_attribute(initial)


register_directive(
    "VariableOpTypeOrInitialValue",
    Directive(
        parse_variable_op_type_or_initial_value, print_variable_op_type_or_initial_value, (3,)
    ),
)
