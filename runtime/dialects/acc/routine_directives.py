"""The custom directives of `acc.routine` (OpenACC.cpp's `parseBindName`,
`parseRoutineGangClause`, `parseDeviceTypeArrayAttr` and their printers):
`bind(@sym, "name" [#acc.device_type<nvidia>])`, `gang([device-types], dim: 1 [device-type])`
and `worker([#acc.device_type<host>])`, each bare keyword meaning device type `none`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, StringAttr, SymbolRefAttr
from .device_types import (
    DEVICE_TYPE_NONE,
    device_types,
    has_only_device_type_none,
    parse_optional_device_type,
    print_device_types,
    print_single_device_type,
)


def parse_bind_name(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseBindName`: names, symbols or strings, each with an optional device
    type, comma-separated; symbols and strings go to separate lists (another attribute
    goes to neither, its device type with the strings', as mlir-opt 22 does)."""
    symbols: list[Attribute] = []
    strings: list[Attribute] = []
    symbol_types: list[Attribute] = []
    string_types: list[Attribute] = []

    def element() -> None:
        name = parser.parse_attribute()
        is_symbol = isinstance(name, SymbolRefAttr)
        if is_symbol or isinstance(name, StringAttr):
            (symbols if is_symbol else strings).append(name)
        (symbol_types if is_symbol else string_types).append(parse_optional_device_type(parser))

    parser.parse_comma_separated_list(None, element)
    slots[0].value, slots[1].value = ArrayAttr(symbols), ArrayAttr(strings)
    slots[2].value, slots[3].value = ArrayAttr(symbol_types), ArrayAttr(string_types)
    return True


def print_bind_name(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printBindName`: the symbols, then the strings, with their device types."""
    symbols, strings, symbol_types, string_types = values
    pairs: list[tuple[Attribute, Attribute]] = []
    for names, types in ((symbols, symbol_types), (strings, string_types)):
        if device_types(types):
            pairs.extend(zip(device_types(names), device_types(types)))
    for position, (name, device_type) in enumerate(pairs):
        printer.print(", " if position else "")
        printer.print_attribute(name)
        print_single_device_type(printer, device_type)


def parse_routine_gang_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseRoutineGangClause`: nothing (the keyword alone, for device type
    `none`), or `(` `[device-types] ,`? `dim: N [device-type]?`, comma-separated `)`."""
    if not parser.parse_optional_l_paren():
        slots[0].value = ArrayAttr((DEVICE_TYPE_NONE,))
        return True
    gang: list[Attribute] = []
    if parser.parse_optional_punctuation("["):
        parser.parse_comma_separated_list(None, lambda: gang.append(parser.parse_attribute()))
        parser.parse_punctuation("]")
        parser.parse_comma()
    dims: list[Attribute] = []
    dim_types: list[Attribute] = []

    def element() -> None:
        parser.parse_keyword("dim")
        parser.parse_colon()
        dims.append(parser.parse_attribute())
        dim_types.append(parse_optional_device_type(parser))

    parser.parse_comma_separated_list(None, element)
    parser.parse_r_paren()
    slots[0].value, slots[1].value, slots[2].value = (
        ArrayAttr(gang),
        ArrayAttr(dims),
        ArrayAttr(dim_types),
    )
    return True


def print_routine_gang_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printRoutineGangClause`."""
    gang, dims, dim_types = values
    if not device_types(dim_types) and has_only_device_type_none(gang):
        return
    printer.print("(")
    print_device_types(printer, gang)
    if device_types(gang) and device_types(dim_types):
        printer.print(", ")
    for position, (dim, device_type) in enumerate(zip(device_types(dims), device_types(dim_types))):
        printer.print(", " if position else "")
        printer.print("dim: ")
        printer.print_attribute(dim)
        print_single_device_type(printer, device_type)
    printer.print(")")


def parse_device_type_array_attr(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseDeviceTypeArrayAttr`: nothing (device type `none`) or
    `([device-types])` (as MLIR's, a `(` without `[` reads no `)`)."""
    if not parser.parse_optional_l_paren():
        slots[0].value = ArrayAttr((DEVICE_TYPE_NONE,))
        return True
    attrs: list[Attribute] = []
    if parser.parse_optional_punctuation("["):
        parser.parse_comma_separated_list(None, lambda: attrs.append(parser.parse_attribute()))
        parser.parse_punctuation("]")
        parser.parse_r_paren()
    slots[0].value = ArrayAttr(attrs)
    return True


def print_device_type_array_attr(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printDeviceTypeArrayAttr`: nothing for `none` alone."""
    attr = values[0]
    if has_only_device_type_none(attr) or not device_types(attr):
        return
    printer.print("(")
    print_device_types(printer, attr)
    printer.print(")")


register_directive("BindName", Directive(parse_bind_name, print_bind_name, (4,)))
register_directive(
    "RoutineGangClause", Directive(parse_routine_gang_clause, print_routine_gang_clause, (3,))
)
register_directive(
    "DeviceTypeArrayAttr",
    Directive(parse_device_type_array_attr, print_device_type_array_attr, (1,)),
)
