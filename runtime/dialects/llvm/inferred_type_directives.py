"""The LLVM dialect's directives that only infer a type (LLVMDialect.cpp; nothing printed):
`custom<InsertExtractValueElementType>` of `llvm.extractvalue` / `llvm.insertvalue` (the
member type at the position, `parseInsertExtractValueElementType`) and `custom<ShuffleType>`
of `llvm.shufflevector` (a vector of the first operand's element type, as long as the mask,
scalable as the operand: `parseShuffleType`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import Attribute
from ...ir.shaped_types import element_type, type_of
from .aggregate_types import is_compatible_vector_type, member_type


def _integers(attr: Attribute | None) -> list[int]:
    """The integers of a dense array (`array<i64: 0, 1>`)."""
    body = attr.text.partition(":")[2].removesuffix(">") if attr is not None else ""
    return [int(part) for part in body.split(",") if part.strip()]


def parse_insert_extract_value_element_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    found = member_type(slots[1].value, _integers(slots[2].value))
    if isinstance(found, str):
        parser.emit_error(parser.current_location(), found)
    slots[0].value = found
    return True


def parse_shuffle_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    operand = slots[0].value
    if not is_compatible_vector_type(operand):
        parser.emit_error(parser.current_location(), "expected an LLVM compatible vector type")
    size = len(_integers(slots[2].value))
    dims = f"[{size}]" if operand.text.startswith("vector<[") else str(size)
    slots[1].value = type_of(f"vector<{dims}x{element_type(operand)}>")
    return True


def print_nothing(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """An inferred type prints nothing."""


register_directive(
    "InsertExtractValueElementType",
    Directive(parse_insert_extract_value_element_type, print_nothing, (3,)),
)
register_directive("ShuffleType", Directive(parse_shuffle_type, print_nothing, (3,)))
