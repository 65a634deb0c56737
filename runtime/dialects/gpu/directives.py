"""The `gpu` dialect's `custom<OffloadingHandler>` directive of `gpu.binary` (GPUDialect.cpp),
registered with the format interpreter when the dialect's forms load: `<#handler>`, left
out when the handler is the default `#gpu.select_object` (which parsing fills in)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import OpaqueAttr

DEFAULT_HANDLER = "#gpu.select_object"


def parse_offloading_handler(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    handler = None
    if parser.parse_optional_punctuation("<"):
        handler = parser.parse_attribute()
        parser.parse_punctuation(">")
    slots[0].value = handler or OpaqueAttr(DEFAULT_HANDLER)
    return True


def print_offloading_handler(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    handler = values[0]
    if handler is not None and handler.text != DEFAULT_HANDLER:
        printer.print("<")
        printer.print_attribute(handler)
        printer.print(">")


register_directive(
    "OffloadingHandler", Directive(parse_offloading_handler, print_offloading_handler, (1,))
)
