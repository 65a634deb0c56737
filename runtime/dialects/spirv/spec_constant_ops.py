"""`spirv.SpecConstant` and `spirv.SpecConstantComposite` (MLIR's `SpecConstantOp::parse`,
`SpecConstantCompositeOp::parse` and their printers):

    spirv.SpecConstant @sc spec_id(5) = 42 : i64
    spirv.SpecConstantComposite @scc (@sc1, @sc2) : !spirv.struct<(i32, f32)>
"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr
from ...ir.operation import Operation

SYMBOL = "sym_name"
SPEC_ID = "spec_id"
DEFAULT_VALUE = "default_value"
CONSTITUENTS = "constituents"
TYPE = "type"


def parse_spec_constant(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(SYMBOL, parser.parse_symbol_name())
    if parser.parse_optional_keyword(SPEC_ID) is not None:
        parser.parse_l_paren()
        pos = parser.current_location()
        spec_id = parser.parse_attribute()
        if not isinstance(spec_id, IntegerAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        state.add_attribute(SPEC_ID, spec_id)
        parser.parse_r_paren()
    parser.parse_equal()
    state.add_attribute(DEFAULT_VALUE, parser.parse_attribute())


def print_spec_constant(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    _print_symbol(printer, attributes.get(SYMBOL))
    spec_id = attributes.get(SPEC_ID)
    if isinstance(spec_id, IntegerAttr):
        printer.print(f" {SPEC_ID}({spec_id.value})")
    value = attributes.get(DEFAULT_VALUE)
    printer.print(" = ", "" if value is None else value.text)


def parse_spec_constant_composite(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(SYMBOL, parser.parse_symbol_name())
    parser.parse_l_paren()
    constituents: list[Attribute] = []
    while True:
        pos = parser.current_location()
        found = parser.parse_attribute()
        if not isinstance(found, SymbolRefAttr) or found.nested:
            parser.emit_error(pos, "invalid kind of attribute specified")
        constituents.append(found)
        if not parser.parse_optional_comma():
            break
    parser.parse_r_paren()
    state.add_attribute(CONSTITUENTS, ArrayAttr(constituents))
    state.add_attribute(TYPE, TypeAttr(parser.parse_colon_type()))


def print_spec_constant_composite(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    _print_symbol(printer, attributes.get(SYMBOL))
    constituents = attributes.get(CONSTITUENTS)
    names = constituents.elements if isinstance(constituents, ArrayAttr) else ()
    type = attributes.get(TYPE)
    printer.print(" (", ", ".join(name.text for name in names), ") : ")
    printer.print(type.value.text if isinstance(type, TypeAttr) else "")


def _print_symbol(printer: OpAsmPrinter, name: Attribute | None) -> None:
    printer.print(" ")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
