"""`custom<MNKDimensionList>` of `amdgpu.mfma`, `wmma`, `sparse_mfma`, `scaled_mfma` and
`scaled_wmma` (AMDGPUDialect.cpp's `parseMNKDimensionList`, AMDGPUDialect.h's print): the
`m`, `n` and `k` attributes as one static dimension list, `32x32x8`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.directives.dimension_list import parse_static_dimensions
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import IntegerAttr
from ...ir.types import I32


def parse_mnk_dimension_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    sizes = parse_static_dimensions(parser)
    if len(sizes) != 3:
        parser.emit_error(parser.current_location(), "expected 3 dimensions in MNK dimension list")
    for slot, size in zip(slots, sizes):
        slot.value = IntegerAttr(size, I32)
    return True


def print_mnk_dimension_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    printer.print("x".join(str(value.value) for value in values))


register_directive(
    "MNKDimensionList", Directive(parse_mnk_dimension_list, print_mnk_dimension_list, (3,))
)
