"""SPIR-V enums in the dialect's hand-written forms (MLIR's SPIRVParsingUtils.h): an
enumerant written as a string (`parseEnumStrAttr`: `"Function"`) or a keyword
(`parseEnumKeywordAttr`: `Logical`), held as the dialect's enum attribute
(`#spirv.storage_class<Function>`, whose mnemonic is the attribute's name); and the
optional memory access list of the memory ops (MemoryOps.cpp's
`parseMemoryAccessAttributes` and `printMemoryAccessAttribute`): `["Aligned", 4]`."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir import json_blocks
from ...ir.attributes import Attribute, IntegerAttr, OpaqueAttr, StringAttr
from ...ir.types import I32, NONE

STORAGE_CLASS = "storage_class"
MEMORY_ACCESS = "memory_access"
ALIGNMENT = "alignment"


@functools.cache
def spirv_enum(name: str) -> Enum:
    """The SPIR-V enum whose attribute is named `name` (`storage_class`: the class
    `StorageClass`, whose name MLIR's `attributeName<EnumClass>()` turns to snake case)."""
    tables: dict[str, Any] = json_blocks.block(FORMATS, "spirv")  # type: ignore[assignment]
    enum_class = "".join(word.capitalize() for word in name.split("_"))
    return Enum.from_data(tables[f"!enum ::mlir::spirv::{enum_class}"])


def enum_attr(name: str, value: str) -> OpaqueAttr:
    """The dialect attribute holding enumerant `value` of enum `name`."""
    return OpaqueAttr(f"#spirv.{name}<{value}>")


def enum_text(attributes: Mapping[str, Attribute], name: str, enum_name: str = "") -> str | None:
    """The enumerant the attribute `name` holds (of enum `enum_name`, by default the one its
    name is), as its enum stringifies it; None when there is no such attribute or it holds
    no value of the enum."""
    attr = attributes.get(name)
    enum_name = enum_name or name
    prefix = f"#spirv.{enum_name}<"
    if not isinstance(attr, OpaqueAttr) or not attr.text.startswith(prefix):
        return None
    enum = spirv_enum(enum_name)
    value = enum.symbolize(attr.text[len(prefix) : -1])
    return None if value is None else enum.stringify(value)


def parse_enum_string(parser: OpAsmParser, name: str) -> str:
    """`"Enumerant"` (MLIR's `parseEnumStrAttr`): the enumerant, canonical."""
    pos = parser.current_location()
    found = parser.parse_attribute(NONE)
    if not isinstance(found, StringAttr):
        parser.emit_error(pos, f"expected {name} attribute specified as string")
    enum = spirv_enum(name)
    value = enum.symbolize(found.value)
    if value is None:
        parser.emit_error(pos, f"invalid {name} attribute specification: {found.text}")
    return enum.stringify(value)


def parse_enum_keyword(parser: OpAsmParser, name: str) -> str:
    """`Enumerant` (MLIR's `parseEnumKeywordAttr`): the enumerant."""
    pos = parser.current_location()
    word = parser.parse_keyword()
    value = spirv_enum(name).symbolize(word)
    if value is None:
        parser.emit_error(pos, f"invalid {name} attribute specification: {word}")
    return word


def parse_memory_access(parser: OpAsmParser, state: OperationState, source: bool = False) -> None:
    """`["Access"]` or `["Access|Aligned", N]` if there, into the memory access and
    alignment attributes (the source's when `source`; MLIR's
    `parseMemoryAccessAttributes` and `parseSourceMemoryAccessAttributes`)."""
    if not parser.parse_optional_punctuation("["):
        return
    access, alignment = _names(source)
    value = parse_enum_string(parser, MEMORY_ACCESS)
    state.add_attribute(access, enum_attr(MEMORY_ACCESS, value))
    if _aligned(value):
        parser.parse_comma()
        state.add_attribute(alignment, parser.parse_attribute(I32))
    parser.parse_punctuation("]")


def print_memory_access(
    printer: OpAsmPrinter,
    attributes: Mapping[str, Attribute],
    elided: list[str],
    source: bool = False,
) -> None:
    """` ["Access", N]` when there is a memory access (MLIR's `printMemoryAccessAttribute`);
    with `source`, `, ` first and the source's, else the target's (MLIR's
    `printSourceMemoryAccessAttribute`). What it printed joins `elided`."""
    access, alignment = _names(source)
    value = enum_text(attributes, access, MEMORY_ACCESS)
    align = attributes.get(alignment)
    if source:
        printer.print(", ")
        value = value if value is not None else enum_text(attributes, MEMORY_ACCESS)
        align = align if align is not None else attributes.get(ALIGNMENT)
    if value is not None:
        elided.append(access)
        printer.print(f' ["{value}"')
        if _aligned(value) and isinstance(align, IntegerAttr):
            elided.append(alignment)
            printer.print(f", {align.value}")
        printer.print("]")
    elided.append(STORAGE_CLASS)


def _names(source: bool) -> tuple[str, str]:
    """The memory access and alignment attributes' names (the source's when `source`)."""
    return (
        (f"source_{MEMORY_ACCESS}", f"source_{ALIGNMENT}") if source else (MEMORY_ACCESS, ALIGNMENT)
    )


def _aligned(access: str) -> bool:
    return "Aligned" in access.split("|")
