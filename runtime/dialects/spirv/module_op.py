"""`spirv.module` (MLIR's `spirv::ModuleOp::parse` and `print`): `[@name] Addressing Memory
[requires #spirv.vce<...>] [attributes {...}] { body }`, the body given a block when
written empty."""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import StringAttr
from ...ir.operation import Block, Operation
from .enum_syntax import enum_attr, enum_text, parse_enum_keyword

SYMBOL = "sym_name"
VCE_TRIPLE = "vce_triple"
_MODELS = ("addressing_model", "memory_model")


def parse_module(parser: OpAsmParser, state: OperationState) -> None:
    body = state.add_region()
    name = parser.parse_optional_symbol_name()
    if name is not None:
        state.add_attribute(SYMBOL, name)
    for model in _MODELS:
        state.add_attribute(model, enum_attr(model, parse_enum_keyword(parser, model)))
    if parser.parse_optional_keyword("requires") is not None:
        pos = parser.current_location()
        triple = parser.parse_attribute()
        if not triple.text.startswith("#spirv.vce<"):
            parser.emit_error(pos, "invalid kind of attribute specified")
        state.add_attribute(VCE_TRIPLE, triple)
    parser.parse_optional_attr_dict_with_keyword(state)
    parser.parse_region(body)
    if not body.blocks:
        body.append(Block())


def print_module(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    name = attributes.get(SYMBOL)
    if isinstance(name, StringAttr):
        printer.print(" ")
        printer.print_symbol_name(name.value)
    printer.print(*(f" {enum_text(attributes, model) or ''}" for model in _MODELS))
    triple = attributes.get(VCE_TRIPLE)
    if triple is not None:
        printer.print(" requires ", triple.text)
    printer.print_optional_attr_dict_with_keyword(attributes, (*_MODELS, SYMBOL, VCE_TRIPLE))
    printer.print(" ")
    printer.print_region(op.regions[0])
