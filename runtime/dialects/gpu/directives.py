"""The `gpu` dialect's custom directives (GPUDialect.cpp), registered with the format
interpreter when a format first uses them: `custom<OffloadingHandler>` of `gpu.binary`,
`<#handler>`, left out when the handler is the default `#gpu.select_object` (which parsing
fills in); `custom<AllReduceOperation>` of `gpu.all_reduce` and `gpu.subgroup_reduce`, the
reduction's keyword (`add`), if any."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.enum_syntax import enum_table
from ...asm.format_data import FORMATS
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir import json_blocks
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


def parse_all_reduce_operation(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseAllReduceOperation`: an `AllReduceOperation` keyword, if any."""
    keyword = parser.parse_optional_keyword()
    if keyword is not None:
        if keyword not in _reduction_kinds():
            parser.emit_error(parser.current_location(), "invalid op kind")
        slots[0].value = OpaqueAttr(f"#gpu<all_reduce_op {keyword}>")
    return True


def print_all_reduce_operation(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printAllReduceOperation`: the attribute's own print, ` add`."""
    kind = values[0]
    if kind is not None:
        printer.print(" " + kind.text.removeprefix("#gpu<all_reduce_op ").removesuffix(">"))


def _reduction_kinds() -> set[str]:
    """The cases of ODS's `AllReduceOperation`."""
    tables: Any = json_blocks.block(FORMATS, "gpu")
    return {text for text, _ in enum_table(tables, "::mlir::gpu::AllReduceOperation").cases}


register_directive(
    "AllReduceOperation",
    Directive(parse_all_reduce_operation, print_all_reduce_operation, (1,)),
)
register_directive(
    "OffloadingHandler", Directive(parse_offloading_handler, print_offloading_handler, (1,))
)
