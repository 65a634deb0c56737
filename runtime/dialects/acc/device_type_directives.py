"""The custom directives of OpenACC clauses that take values per device type
(OpenACC.cpp's `parseDeviceTypeOperands`, `parseDeviceTypeOperandsWithKeywordOnly`,
`parseDeviceTypeOperandsWithSegment`, `parseNumGangs`, `parseWaitClause` and their
printers): `async`, `num_workers(%n : i32 [#acc.device_type<nvidia>])`,
`num_gangs({%a : i32, %b : i32})`, `wait([#acc.device_type<host>], {devnum: %d : i32})`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, BoolAttr
from .device_types import (
    DEVICE_TYPE_NONE,
    dense_i32_array,
    device_types,
    has_only_device_type_none,
    parse_optional_device_type,
    parse_typed_operands,
    print_device_types,
    print_segments,
    print_single_device_type,
    print_typed_operand,
    segment_sizes,
)


def parse_device_type_operands(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseDeviceTypeOperands`: `%x : type [device-type]?`, comma-separated."""
    operands: list[Any] = []
    types: list[Any] = []
    attrs: list[Attribute] = []
    parse_typed_operands(parser, operands, types, attrs)
    slots[0].value, slots[1].value, slots[2].value = operands, types, ArrayAttr(attrs)
    return True


def print_device_type_operands(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printDeviceTypeOperands`."""
    operands, _, attrs = values[:3]
    for position, (attr, value) in enumerate(zip(device_types(attrs), operands)):
        printer.print(", " if position else "")
        print_typed_operand(printer, value)
        print_single_device_type(printer, attr)


def _parse_keyword_only_list(parser: OpAsmParser) -> list[Attribute]:
    """`[device-type, ...] ,` if there (the device types of the bare keyword)."""
    attrs: list[Attribute] = []
    if parser.parse_optional_punctuation("["):
        parser.parse_comma_separated_list(None, lambda: attrs.append(parser.parse_attribute()))
        parser.parse_punctuation("]")
        parser.parse_comma()
    return attrs


def parse_device_type_operands_with_keyword_only(
    parser: OpAsmParser, slots: Sequence[Slot]
) -> bool:
    """MLIR's `parseDeviceTypeOperandsWithKeywordOnly`: nothing (the keyword alone, for
    device type `none`), or `(` `[device-types] ,`? operands `)`. (As MLIR's, it reads the
    bracketed device types but keeps none of them.)"""
    if not parser.parse_optional_l_paren():
        slots[3].value = ArrayAttr((DEVICE_TYPE_NONE,))
        return True
    _parse_keyword_only_list(parser)
    parse_device_type_operands(parser, slots)
    parser.parse_r_paren()
    return True


def print_device_type_operands_with_keyword_only(
    printer: OpAsmPrinter, op: Any, values: Sequence[Any]
) -> None:
    """MLIR's `printDeviceTypeOperandsWithKeywordOnly`."""
    operands, _, attrs, keyword_only = values
    if not operands and has_only_device_type_none(keyword_only):
        return
    printer.print("(")
    print_device_types(printer, keyword_only)
    if device_types(keyword_only) and device_types(attrs):
        printer.print(", ")
    print_device_type_operands(printer, op, values)
    printer.print(")")


def _parse_segment(
    parser: OpAsmParser, operands: list[Any], types: list[Any], attrs: list[Attribute]
) -> int:
    """`{` operands `}` `[device-type]`?; the number of operands."""
    parser.parse_punctuation("{")
    count = len(operands)
    parse_typed_operands(parser, operands, types, None)
    parser.parse_punctuation("}")
    attrs.append(parse_optional_device_type(parser))
    return len(operands) - count


def parse_device_type_operands_with_segment(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseDeviceTypeOperandsWithSegment` (and `parseNumGangs`): segments
    `{%a : i32, %b : i32} [device-type]?`, comma-separated."""
    operands: list[Any] = []
    types: list[Any] = []
    attrs: list[Attribute] = []
    sizes = [_parse_segment(parser, operands, types, attrs)]
    while parser.parse_optional_comma():
        sizes.append(_parse_segment(parser, operands, types, attrs))
    slots[0].value, slots[1].value = operands, types
    slots[2].value, slots[3].value = ArrayAttr(attrs), dense_i32_array(sizes)
    return True


def print_device_type_operands_with_segment(
    printer: OpAsmPrinter, op: Any, values: Sequence[Any]
) -> None:
    """MLIR's `printDeviceTypeOperandsWithSegment` (and `printNumGangs`)."""
    operands, _, attrs, sizes = values
    print_segments(printer, operands, device_types(attrs), segment_sizes(sizes))


def parse_wait_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseWaitClause`: nothing (the keyword alone, for device type `none`), or
    `(` `[device-types] ,`? segments `{devnum: %d : i32, %q : i32} [device-type]?` `)`."""
    if not parser.parse_optional_l_paren():
        slots[5].value = ArrayAttr((DEVICE_TYPE_NONE,))
        return True
    keyword_only = _parse_keyword_only_list(parser)
    operands: list[Any] = []
    types: list[Any] = []
    attrs: list[Attribute] = []
    devnum: list[Attribute] = []
    sizes: list[int] = []
    while True:
        parser.parse_punctuation("{")
        has_devnum = parser.parse_optional_keyword("devnum") is not None
        if has_devnum:
            parser.parse_colon()
        devnum.append(BoolAttr(has_devnum))
        count = len(operands)
        parse_typed_operands(parser, operands, types, None)
        sizes.append(len(operands) - count)
        parser.parse_punctuation("}")
        attrs.append(parse_optional_device_type(parser))
        if not parser.parse_optional_comma():
            break
    parser.parse_r_paren()
    slots[0].value, slots[1].value, slots[2].value = operands, types, ArrayAttr(attrs)
    slots[3].value, slots[4].value = dense_i32_array(sizes), ArrayAttr(devnum)
    slots[5].value = ArrayAttr(keyword_only)
    return True


def print_wait_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printWaitClause`."""
    operands, _, attrs, sizes, devnum, keyword_only = values
    if not operands and has_only_device_type_none(keyword_only):
        return
    printer.print("(")
    print_device_types(printer, keyword_only)
    if device_types(keyword_only) and device_types(attrs):
        printer.print(", ")
    print_segments(
        printer, operands, device_types(attrs), segment_sizes(sizes), device_types(devnum)
    )
    printer.print(")")


_WITH_SEGMENT = Directive(
    parse_device_type_operands_with_segment, print_device_type_operands_with_segment, (4,)
)
register_directive(
    "DeviceTypeOperands", Directive(parse_device_type_operands, print_device_type_operands, (3,))
)
register_directive(
    "DeviceTypeOperandsWithKeywordOnly",
    Directive(
        parse_device_type_operands_with_keyword_only,
        print_device_type_operands_with_keyword_only,
        (4,),
    ),
)
register_directive("DeviceTypeOperandsWithSegment", _WITH_SEGMENT)
register_directive("NumGangs", _WITH_SEGMENT)
register_directive("WaitClause", Directive(parse_wait_clause, print_wait_clause, (6,)))
