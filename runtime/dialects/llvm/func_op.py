"""`llvm.func` (MLIR's `LLVMFuncOp::parse` and `print`): `[linkage] [visibility]
[unnamed_addr] [cconv] @name(args[, ...]) [-> result] [vscale_range(min, max)]
[comdat(@c::@s)] [attributes {...}] [{ body }]`, its type an `!llvm.func<...>` of at most
one result (none: `void`)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ...asm.function_syntax import (
    add_argument_attributes,
    parse_signature_with_arguments,
    print_signature,
)
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute, OpaqueAttr, StringAttr, TypeAttr
from ...ir.operation import Operation
from .keywords import (
    CALLING_CONVENTIONS,
    LINKAGES,
    UNNAMED_ADDRS,
    VISIBILITIES,
    enum_case,
    global_keywords,
    keyword_prefix,
    parse_enum_keyword,
    parse_integer_keyword,
)
from .types import function_type, function_type_parts

_ELIDED = (
    "sym_name function_type arg_attrs res_attrs linkage CConv visibility_ comdat unnamed_addr "
    "vscale_range"
).split()
_VSCALE_RANGE = re.compile(
    r"#llvm\.vscale_range<minRange = (-?\d+) : i32, maxRange = (-?\d+) : i32>"
)


def parse_llvm_func(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("linkage", parse_enum_keyword(parser, "linkage", LINKAGES))
    state.add_attribute("visibility_", parse_integer_keyword(parser, VISIBILITIES))
    state.add_attribute("unnamed_addr", parse_integer_keyword(parser, UNNAMED_ADDRS))
    state.add_attribute("CConv", parse_enum_keyword(parser, "cconv", CALLING_CONVENTIONS))
    pos = parser.current_location()
    state.add_attribute("sym_name", parser.parse_symbol_name())
    signature = parse_signature_with_arguments(parser, allow_variadic=True)
    if len(signature.results) > 1:
        parser.emit_error(
            pos, "failed to construct function type: expected zero or one function result"
        )
    type = function_type(signature.results, signature.inputs, signature.variadic)
    state.add_attribute("function_type", TypeAttr(type))
    _parse_vscale_range(parser, state)
    parse_comdat(parser, state)
    parser.parse_optional_attr_dict_with_keyword(state)
    add_argument_attributes(state, signature.argument_attrs, signature.result_attrs)
    parser.parse_optional_region(state.add_region(), signature.arguments)


def _parse_vscale_range(parser: OpAsmParser, state: OperationState) -> None:
    """`vscale_range(min, max)`, if there."""
    if parser.parse_optional_keyword("vscale_range") is None:
        return
    parser.parse_l_paren()
    low = parser.parse_integer()
    parser.parse_comma()
    high = parser.parse_integer()
    parser.parse_r_paren()
    text = f"#llvm.vscale_range<minRange = {low} : i32, maxRange = {high} : i32>"
    state.add_attribute("vscale_range", OpaqueAttr(text))


def parse_comdat(parser: OpAsmParser, state: OperationState) -> None:
    """`comdat(@symbol::@selector)`, if there."""
    if parser.parse_optional_keyword("comdat") is not None:
        parser.parse_l_paren()
        state.add_attribute("comdat", parser.parse_attribute())
        parser.parse_r_paren()


def print_llvm_func(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", keyword_prefix(enum_case(attributes.get("linkage")), "external"))
    printer.print(global_keywords(attributes))
    printer.print(keyword_prefix(enum_case(attributes.get("CConv")), "ccc"))
    name = attributes.get("sym_name")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    signature = attributes.get("function_type")
    parts = function_type_parts(signature.value if isinstance(signature, TypeAttr) else None)
    if parts is not None:
        print_signature(printer, op, parts.params, parts.results, attributes, parts.variadic)
    vscale = _VSCALE_RANGE.match(_text(attributes.get("vscale_range")))
    if vscale is not None:
        printer.print(f" vscale_range({vscale[1]}, {vscale[2]})")
    print_comdat(printer, attributes)
    printer.print_optional_attr_dict_with_keyword(attributes, _ELIDED)
    body = op.regions[0] if op.regions else None
    if body is not None and body.blocks:
        printer.print(" ")
        printer.print_region(body, print_entry_block_args=False)


def print_comdat(printer: OpAsmPrinter, attributes: Mapping[str, Attribute]) -> None:
    comdat = attributes.get("comdat")
    if comdat is not None:
        printer.print(" comdat(", comdat.text, ")")


def _text(attr: Attribute | None) -> str:
    return attr.text if attr is not None else ""
