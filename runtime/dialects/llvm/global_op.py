"""`llvm.mlir.global` (MLIR's `GlobalOp::parse` and `print`):

    llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
        @name([value]) [comdat(@c::@s)] [{attrs}] [: type [{ initializer }]]

the type left out only for a string value (`!llvm.array<N x i8>`, N its length)."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, StringAttr, TypeAttr
from ...ir.operation import Operation
from ...ir.types import OpaqueType
from .func_op import parse_comdat, print_comdat
from .keywords import (
    LINKAGES,
    UNNAMED_ADDRS,
    VISIBILITIES,
    enum_case,
    global_keywords,
    parse_enum_keyword,
    parse_integer_keyword,
)

_ELIDED = (
    "sym_name global_type constant value linkage unnamed_addr thread_local_ visibility_ comdat"
).split()


def parse_global(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("linkage", parse_enum_keyword(parser, "linkage", LINKAGES))
    state.add_attribute("visibility_", parse_integer_keyword(parser, VISIBILITIES))
    if parser.parse_optional_keyword("thread_local") is not None:
        state.add_attribute("thread_local_", UNIT)
    state.add_attribute("unnamed_addr", parse_integer_keyword(parser, UNNAMED_ADDRS))
    if parser.parse_optional_keyword("constant") is not None:
        state.add_attribute("constant", UNIT)
    state.add_attribute("sym_name", parser.parse_symbol_name())
    parser.parse_l_paren()
    value = None
    if not parser.parse_optional_r_paren():
        value = parser.parse_attribute()
        state.add_attribute("value", value)
        parser.parse_r_paren()
    parse_comdat(parser, state)
    parser.parse_optional_attr_dict(state)
    types = parser.parse_colon_type_list() if parser.parser.skip_ws() == ":" else []
    if len(types) > 1:
        parser.emit_error(parser.name_loc, "expected zero or one type")
    initializer = state.add_region()
    if types:
        parser.parse_optional_region(initializer)
    elif isinstance(value, StringAttr):
        size = len(value.value.encode("utf-8", "surrogateescape"))
        types = [OpaqueType(f"!llvm.array<{size} x i8>")]
    else:
        parser.emit_error(parser.name_loc, "type can only be omitted for string globals")
    state.add_attribute("global_type", TypeAttr(types[0]))


def print_global(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", enum_case(attributes.get("linkage")) or "", " ")
    printer.print(global_keywords(attributes, "thread_local_" in attributes))
    if "constant" in attributes:
        printer.print("constant ")
    name = attributes.get("sym_name")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    value = attributes.get("value")
    printer.print("(", value.text if value is not None else "", ")")
    print_comdat(printer, attributes)
    printer.print_optional_attr_dict(attributes, _ELIDED)
    if isinstance(value, StringAttr):
        return
    type = attributes.get("global_type")
    printer.print(" : ", type.value.text if isinstance(type, TypeAttr) else "")
    initializer = op.regions[0] if op.regions else None
    if initializer is not None and initializer.blocks:
        printer.print(" ")
        printer.print_region(initializer, print_entry_block_args=False)
