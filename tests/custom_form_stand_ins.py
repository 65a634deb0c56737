"""Hand-written stand-ins, for tests only, of the declarative forms of `builtin.module`,
`func.return`, `func.call` and `arith.constant` (their ODS `assemblyFormat`s, written with
the `OpAsmParser` / `OpAsmPrinter` API), until runtime/asm/format/ interprets them: with
them, whole files of builtin and func ops print as mlir-opt prints them, byte for byte.
`install(monkeypatch)` plugs them in where the interpreter will (`declarative_form`)."""

from __future__ import annotations

import pytest

from passgen.runtime.asm import form_lookup
from passgen.runtime.asm.custom_form import CustomForm
from passgen.runtime.asm.op_asm_parser import OpAsmParser
from passgen.runtime.asm.op_asm_printer import OpAsmPrinter
from passgen.runtime.asm.operation_state import OperationState
from passgen.runtime.ir import Block, FloatAttr, IntegerAttr, Operation, SymbolRefAttr
from passgen.runtime.ir.context import OperationName


def _parse_module(parser: OpAsmParser, state: OperationState) -> None:
    """`($sym_name^)? attr-dict-with-keyword $bodyRegion`"""
    name = parser.parse_optional_symbol_name()
    if name is not None:
        state.add_attribute("sym_name", name)
    parser.parse_optional_attr_dict_with_keyword(state)
    body = state.add_region()
    parser.parse_region(body)
    if not body.blocks:
        body.append(Block())


def _print_module(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    name = attributes.get("sym_name")
    if name is not None:
        printer.print(" ")
        printer.print_symbol_name(name.value)  # type: ignore[attr-defined]
    printer.print_optional_attr_dict_with_keyword(attributes, ("sym_name",))
    printer.print(" ")
    printer.print_region(op.regions[0])


def _parse_return(parser: OpAsmParser, state: OperationState) -> None:
    """`attr-dict ($operands^ `:` type($operands))?`"""
    parser.parse_optional_attr_dict(state)
    operands = parser.parse_operand_list()
    if operands:
        types = parser.parse_colon_type_list()
        state.operands = parser.resolve_operands(operands, types)


def _print_return(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print_optional_attr_dict(op.attributes)
    if op.operands:
        printer.print(" ")
        printer.print_operands(op.operands)
        printer.print(" : ")
        printer.print_types(v.type for v in op.operands)


def _parse_call(parser: OpAsmParser, state: OperationState) -> None:
    """`$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)`"""
    callee = parser.parse_attribute()
    state.add_attribute("callee", callee)
    operands = parser.parse_operand_list("paren")
    parser.parse_optional_attr_dict(state)
    parser.parse_colon()
    signature = parser.parse_function_type()
    state.operands = parser.resolve_operands(operands, signature.inputs)
    state.result_types = list(signature.results)


def _print_call(printer: OpAsmPrinter, op: Operation) -> None:
    callee = op.get_attr("callee")
    assert isinstance(callee, SymbolRefAttr)
    printer.print(" ", callee.text, "(")
    printer.print_operands(op.operands)
    printer.print(")")
    printer.print_optional_attr_dict({**op.properties, **op.attributes}, ("callee",))
    printer.print(" : ")
    printer.print_function_type([v.type for v in op.operands], op.result_types)


def _parse_constant(parser: OpAsmParser, state: OperationState) -> None:
    """`attr-dict $value`"""
    parser.parse_optional_attr_dict(state)
    value = parser.parse_attribute()
    assert isinstance(value, IntegerAttr | FloatAttr)
    state.add_attribute("value", value)
    state.result_types = [value.type]


def _print_constant(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print_optional_attr_dict(op.attributes)
    printer.print(" ")
    printer.print_attribute(op.properties["value"])


STAND_INS = {
    "builtin.module": CustomForm(_parse_module, _print_module),
    "func.return": CustomForm(_parse_return, _print_return),
    "func.call": CustomForm(_parse_call, _print_call),
    "arith.constant": CustomForm(_parse_constant, _print_constant),
}


def stand_in_form(name: OperationName) -> CustomForm | None:
    return STAND_INS.get(name.name)


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Use the stand-ins as the declarative forms (in contexts made from now on)."""
    monkeypatch.setattr(form_lookup, "declarative_form", stand_in_form)
