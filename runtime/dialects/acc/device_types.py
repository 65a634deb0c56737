"""The device-type helpers OpenACC.cpp's directives share (`hasDeviceTypeValues`,
`hasOnlyDeviceTypeNone`, `printDeviceTypes`, `printSingleDeviceType`), and the pieces of
their syntax: an operand with its type and optional device type, `%x : i32 [#acc.device_type<nvidia>]`,
and brace-delimited segments of such operands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, OpaqueAttr

DEVICE_TYPE_NONE = OpaqueAttr("#acc.device_type<none>")


def device_types(attr: Attribute | None) -> tuple[Attribute, ...]:
    """The elements of a device-type array attribute (none when absent)."""
    return attr.elements if isinstance(attr, ArrayAttr) else ()


def has_only_device_type_none(attr: Attribute | None) -> bool:
    """MLIR's `hasOnlyDeviceTypeNone`."""
    return [a.text for a in device_types(attr)] == [DEVICE_TYPE_NONE.text]


def print_device_types(printer: OpAsmPrinter, attr: Attribute | None) -> None:
    """MLIR's `printDeviceTypes`: `[#acc.device_type<a>, ...]`, nothing when empty."""
    if device_types(attr):
        printer.print("[" + ", ".join(a.text for a in device_types(attr)) + "]")


def print_single_device_type(printer: OpAsmPrinter, attr: Attribute) -> None:
    """MLIR's `printSingleDeviceType`: ` [#acc.device_type<a>]` unless it is `none`."""
    if attr.text != DEVICE_TYPE_NONE.text:
        printer.print(f" [{attr.text}]")


def parse_optional_device_type(parser: OpAsmParser) -> Attribute:
    """`[` device-type `]` if there, else the `none` device type."""
    if not parser.parse_optional_punctuation("["):
        return DEVICE_TYPE_NONE
    attr = parser.parse_attribute()
    parser.parse_punctuation("]")
    return attr


def parse_typed_operands(
    parser: OpAsmParser, operands: list[Any], types: list[Any], attrs: list[Attribute] | None
) -> None:
    """One or more `%x : type`, comma-separated; each followed by an optional device type
    when `attrs` collects them."""

    def element() -> None:
        operands.append(parser.parse_operand())
        types.append(parser.parse_colon_type())
        if attrs is not None:
            attrs.append(parse_optional_device_type(parser))

    parser.parse_comma_separated_list(None, element)


def print_typed_operand(printer: OpAsmPrinter, value: Any) -> None:
    """`%x : type`."""
    printer.print_operand(value)
    printer.print(" : ")
    printer.print_type(value.type)


def segment_sizes(attr: Attribute | None) -> list[int]:
    """The values of a `DenseI32ArrayAttr` (`array<i32: 1, 2>`)."""
    if attr is None:
        return []
    body = attr.text.removeprefix("array<i32").removesuffix(">").lstrip(":").strip()
    return [int(v) for v in body.split(",")] if body else []


def dense_i32_array(values: Sequence[int]) -> OpaqueAttr:
    """The `DenseI32ArrayAttr` of `values`."""
    return OpaqueAttr("array<i32" + (": " + ", ".join(map(str, values)) if values else "") + ">")


def print_segments(
    printer: OpAsmPrinter,
    operands: Sequence[Any],
    attrs: Sequence[Attribute],
    sizes: Sequence[int],
    devnum: Sequence[Attribute] = (),
) -> None:
    """Per device type, `{%a : i32, %b : i32}` (after `devnum: ` when its `devnum` entry is
    true) and its device type, comma-separated."""
    index = 0
    for position, attr in enumerate(attrs):
        printer.print(", " if position else "")
        printer.print("{")
        if position < len(devnum) and devnum[position].text == "true":
            printer.print("devnum: ")
        size = sizes[position] if position < len(sizes) else 0
        for number, value in enumerate(operands[index : index + size]):
            printer.print(", " if number else "")
            print_typed_operand(printer, value)
        index += size
        printer.print("}")
        print_single_device_type(printer, attr)
