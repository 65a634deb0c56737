"""The `spirv` dialect's `custom<ImageOperands>` directive of its image ops (MLIR's
`parseImageOperands` and `printImageOperands` in SPIRVOpDefinition.cpp), registered with
the format interpreter when the dialect's forms load: `["Bias|Lod"]`, or nothing when the
op has no image operands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from .enum_syntax import enum_attr, enum_text, parse_enum_string

IMAGE_OPERANDS = "image_operands"


def parse_image_operands(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    if parser.parse_optional_punctuation("["):
        slots[0].value = enum_attr(IMAGE_OPERANDS, parse_enum_string(parser, IMAGE_OPERANDS))
        parser.parse_punctuation("]")
    return True


def print_image_operands(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    value = enum_text({IMAGE_OPERANDS: values[0]}, IMAGE_OPERANDS) if values[0] else None
    if value is not None:
        printer.print(f'["{value}"]')


register_directive("ImageOperands", Directive(parse_image_operands, print_image_operands, (1,)))
