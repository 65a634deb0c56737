"""`custom<DimensionList>` (mlir/lib/IR/AsmPrinter.cpp's `printDimensionList`, mlir/lib/
AsmParser's `parseDimensionList`): a shape as types write it, `2x?x4`, into a
`DenseI64ArrayAttr` (`?` is `ShapedType::kDynamic`); the empty list is `[]`. Used by
`shard.grid`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ... import lexer as lx
from ...op_asm_parser import OpAsmParser, int64_value
from ...op_asm_printer import OpAsmPrinter
from ..groups import dense_array
from . import Directive, Slot, register_directive
from .dynamic_index_list import DYNAMIC, static_values

_DIGITS = re.compile(r"\d+")


def print_dimension_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    dimensions = static_values(values[0])
    if not dimensions:
        printer.print("[]")
        return
    printer.print("x".join("?" if size == DYNAMIC else str(size) for size in dimensions))


def parse_dimension_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    if parser.parse_optional_punctuation("["):
        parser.parse_punctuation("]")
        slots[0].value = dense_array([], "i64")
        return True
    cursor = parser.parser
    if cursor.skip_ws() not in "?0123456789":
        parser.emit_error(
            parser.current_location(),
            "Failed parsing dimension list. Did you mean an empty list? It must be denoted "
            'by "[]".',
        )
    sizes = [_dimension(parser)]
    while cursor.skip_ws() == "x" and lx.BARE_ID.match(cursor.text, cursor.pos):
        cursor.pos += 1  # the `x` of a bare identifier, the rest read anew
        cursor.skip_ws()
        sizes.append(_dimension(parser))
    slots[0].value = dense_array(sizes, "i64")
    return True


def parse_static_dimensions(parser: OpAsmParser) -> list[int]:
    """MLIR's `parseDimensionList(dims, /*allowDynamic=*/false, /*withTrailingX=*/false)`:
    `4x8x2`, or none when no integer is at the cursor; `?` is MLIR's error."""
    cursor = parser.parser
    if cursor.skip_ws() not in "?0123456789":
        return []
    sizes = [_static_dimension(parser)]
    while cursor.skip_ws() == "x" and lx.BARE_ID.match(cursor.text, cursor.pos):
        cursor.pos += 1
        cursor.skip_ws()
        sizes.append(_static_dimension(parser))
    return sizes


def _static_dimension(parser: OpAsmParser) -> int:
    cursor = parser.parser
    if cursor.text.startswith("?", cursor.pos):
        cursor.error("expected static shape", cursor.pos)
    return _dimension(parser)


def _dimension(parser: OpAsmParser) -> int:
    """MLIR's `parseDimensionListRanked`'s `parseDim`: `?` or an integer (a hexadecimal
    `0x4` reads as `0`, then `x4`, as MLIR's `parseIntegerInDimensionList` splits it)."""
    cursor = parser.parser
    if cursor.text.startswith("?", cursor.pos):
        cursor.pos += 1
        return DYNAMIC
    digits = _DIGITS.match(cursor.text, cursor.pos)
    size = None if digits is None else int64_value(digits.group())
    if digits is None or size is None:
        cursor.error("invalid dimension", cursor.pos)
    cursor.pos = digits.end()
    return size


register_directive("DimensionList", Directive(parse_dimension_list, print_dimension_list, (1,)))
