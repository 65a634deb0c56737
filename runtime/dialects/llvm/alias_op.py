"""`llvm.mlir.alias` (MLIR's `AliasOp::parse` and `print`):

    llvm.mlir.alias [linkage] [visibility] [thread_local] [unnamed_addr] @name [{attrs}]
        : type { initializer }

as `llvm.mlir.global` without its value, constant and comdat; the initializer region
returns the aliased address."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, StringAttr, TypeAttr
from ...ir.operation import Operation
from .keywords import (
    LINKAGES,
    UNNAMED_ADDRS,
    VISIBILITIES,
    enum_case,
    global_keywords,
    parse_enum_keyword,
    parse_integer_keyword,
)

_ELIDED = "sym_name alias_type linkage unnamed_addr thread_local_ visibility_".split()


def parse_alias(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("linkage", parse_enum_keyword(parser, "linkage", LINKAGES))
    state.add_attribute("visibility_", parse_integer_keyword(parser, VISIBILITIES))
    if parser.parse_optional_keyword("thread_local") is not None:
        state.add_attribute("thread_local_", UNIT)
    state.add_attribute("unnamed_addr", parse_integer_keyword(parser, UNNAMED_ADDRS))
    state.add_attribute("sym_name", parser.parse_symbol_name())
    parser.parse_optional_attr_dict(state)
    types = parser.parse_colon_type_list() if parser.parser.skip_ws() == ":" else []
    if len(types) != 1:  # MLIR reads `types[0]` of none too
        parser.emit_error(parser.name_loc, "expected zero or one type")
    parser.parse_region(state.add_region())
    state.add_attribute("alias_type", TypeAttr(types[0]))


def print_alias(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", enum_case(attributes.get("linkage")) or "", " ")
    printer.print(global_keywords(attributes, "thread_local_" in attributes))
    name = attributes.get("sym_name")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    printer.print_optional_attr_dict(attributes, _ELIDED)
    type = attributes.get("alias_type")
    printer.print(" : ", type.value.text if isinstance(type, TypeAttr) else "", " ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
