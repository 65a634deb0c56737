"""Symbol references in the dialect's forms: `@name` read as MLIR's `parseAttribute` of a
`FlatSymbolRefAttr` reads it."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...ir.attributes import SymbolRefAttr


def parse_flat_symbol(parser: OpAsmParser) -> SymbolRefAttr:
    """`@name`, else MLIR's error where the attribute starts."""
    pos = parser.current_location()
    found = parser.parse_attribute()
    if not isinstance(found, SymbolRefAttr) or found.nested:
        parser.emit_error(pos, "invalid kind of attribute specified")
    return found
