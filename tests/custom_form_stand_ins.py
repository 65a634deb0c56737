"""Hand-written stand-ins, for tests only, of the declarative forms of `builtin.module` and
`func.call` (their ODS `assemblyFormat`s, written with the `OpAsmParser` / `OpAsmPrinter`
API), until runtime/asm/format/attribute_syntax.py reads and prints the symbol attributes
they hold: with them and the format interpreter, whole files of builtin, func and arith ops
print as mlir-opt prints them, byte for byte. `install(monkeypatch)` plugs them in where the
interpreter gives the declarative forms (`declarative_form`), the interpreter's forms for
the other ops."""

from __future__ import annotations

import pytest

from passgen.runtime.asm import form_lookup
from passgen.runtime.asm.custom_form import CustomForm
from passgen.runtime.asm.op_asm_parser import OpAsmParser
from passgen.runtime.asm.op_asm_printer import OpAsmPrinter
from passgen.runtime.asm.operation_state import OperationState
from passgen.runtime.ir import Block, Operation, SymbolRefAttr
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


STAND_INS = {
    "builtin.module": CustomForm(_parse_module, _print_module),
    "func.call": CustomForm(_parse_call, _print_call),
}


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Use the stand-ins as the declarative forms of their ops, the interpreter's for the
    others (in contexts made from now on)."""
    interpreted = form_lookup.declarative_form

    def stand_in_form(name: OperationName) -> CustomForm | None:
        return STAND_INS.get(name.name) or interpreted(name)

    monkeypatch.setattr(form_lookup, "declarative_form", stand_in_form)
