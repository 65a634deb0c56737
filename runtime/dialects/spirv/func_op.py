"""`spirv.func` and `spirv.ARM.Graph` (MLIR's `spirv::FuncOp::parse` and `print`, and
`GraphARMOp::parse` and `print` in ArmGraphOps.cpp): `@name(%args) [-> results] ["Control"]
[attributes {...}] [{ body }]`, the function control a string (a graph has none)."""

from __future__ import annotations

from ...asm.function_syntax import (
    add_argument_attributes,
    parse_signature_with_arguments,
    print_signature,
)
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import StringAttr, TypeAttr
from ...ir.operation import Operation
from ...ir.types import FunctionType
from .enum_syntax import enum_attr, enum_text, parse_enum_string

CONTROL = "function_control"
_ELIDED = ("sym_name", CONTROL, "function_type", "arg_attrs", "res_attrs")


def parse_spirv_func(parser: OpAsmParser, state: OperationState) -> None:
    _parse_function(parser, state, control=True)


def print_spirv_func(printer: OpAsmPrinter, op: Operation) -> None:
    _print_function(printer, op, control=True)


def parse_graph(parser: OpAsmParser, state: OperationState) -> None:
    _parse_function(parser, state, control=False)


def print_graph(printer: OpAsmPrinter, op: Operation) -> None:
    _print_function(printer, op, control=False)


def _parse_function(parser: OpAsmParser, state: OperationState, control: bool) -> None:
    state.add_attribute("sym_name", parser.parse_symbol_name())
    signature = parse_signature_with_arguments(parser, allow_variadic=False)
    state.add_attribute(
        "function_type", TypeAttr(FunctionType(signature.inputs, signature.results))
    )
    if control:
        state.add_attribute(CONTROL, enum_attr(CONTROL, parse_enum_string(parser, CONTROL)))
    parser.parse_optional_attr_dict_with_keyword(state)
    add_argument_attributes(state, signature.argument_attrs, signature.result_attrs)
    parser.parse_optional_region(state.add_region(), signature.arguments)


def _print_function(printer: OpAsmPrinter, op: Operation, control: bool) -> None:
    attributes = {**op.properties, **op.attributes}
    name = attributes.get("sym_name")
    printer.print(" ")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    signature = attributes.get("function_type")
    type = signature.value if isinstance(signature, TypeAttr) else None
    if isinstance(type, FunctionType):
        print_signature(printer, op, type.inputs, type.results, attributes)
    if control:
        printer.print(f' "{enum_text(attributes, CONTROL) or ""}"')
    printer.print_optional_attr_dict_with_keyword(attributes, _ELIDED)
    body = op.regions[0]
    if body.blocks:
        printer.print(" ")
        printer.print_region(body, print_entry_block_args=False)
