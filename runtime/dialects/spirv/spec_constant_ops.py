"""`spirv.SpecConstant`, `spirv.SpecConstantComposite`,
`spirv.EXT.SpecConstantCompositeReplicate` and `spirv.SpecConstantOperation` (MLIR's
`SpecConstantOp::parse`, `SpecConstantCompositeOp::parse`,
`EXTSpecConstantCompositeReplicateOp::parse`, `SpecConstantOperationOp::parse` and their
printers):

    spirv.SpecConstant @sc spec_id(5) = 42 : i64
    spirv.SpecConstantComposite @scc (@sc1, @sc2) : !spirv.struct<(i32, f32)>
    spirv.EXT.SpecConstantCompositeReplicate @splat (@sc) : !spirv.array<3 x i32>
    %r = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %b) : (i32, i32) -> i32

the last's region holding the generic op written and a `spirv.mlir.yield` of its result.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr, TypeAttr
from ...ir.operation import Block, Operation
from .symbols import parse_flat_symbol

SYMBOL = "sym_name"
SPEC_ID = "spec_id"
DEFAULT_VALUE = "default_value"
CONSTITUENTS = "constituents"
CONSTITUENT = "constituent"
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
    constituents = [parse_flat_symbol(parser)]
    while parser.parse_optional_comma():
        constituents.append(parse_flat_symbol(parser))
    parser.parse_r_paren()
    state.add_attribute(CONSTITUENTS, ArrayAttr(constituents))
    state.add_attribute(TYPE, TypeAttr(parser.parse_colon_type()))


def print_spec_constant_composite(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    constituents = attributes.get(CONSTITUENTS)
    names = constituents.elements if isinstance(constituents, ArrayAttr) else ()
    _print_composite(printer, attributes, ", ".join(name.text for name in names))


def parse_replicate(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(SYMBOL, parser.parse_symbol_name())
    parser.parse_l_paren()
    state.add_attribute(CONSTITUENT, parse_flat_symbol(parser))
    parser.parse_r_paren()
    state.add_attribute(TYPE, TypeAttr(parser.parse_colon_type()))


def print_replicate(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    constituent = attributes.get(CONSTITUENT)
    _print_composite(printer, attributes, "" if constituent is None else constituent.text)


def parse_spec_constant_operation(parser: OpAsmParser, state: OperationState) -> None:
    body = state.add_region()
    parser.parse_keyword("wraps")
    block = body.append(Block())
    pos = parser.current_location()
    wrapped = parser.parse_generic_operation(block)
    if not wrapped.results:
        parser.emit_error(pos, "expected the wrapped op to have a result")
    yield_name = parser.operation_name("spirv.mlir.yield")
    block.append(OperationState(yield_name, wrapped.location, [wrapped.results[0]]).create())
    state.location = wrapped.location
    state.result_types = [wrapped.results[0].type]
    parser.parse_optional_attr_dict(state)


def print_spec_constant_operation(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" wraps ")
    wrapped = op.regions[0].blocks[0].first_op if op.regions[0].blocks else None
    if wrapped is not None:
        printer.print_generic_op(wrapped)


def _print_composite(
    printer: OpAsmPrinter, attributes: Mapping[str, Attribute], constituents: str
) -> None:
    """` @name (constituents) : type`."""
    _print_symbol(printer, attributes.get(SYMBOL))
    type = attributes.get(TYPE)
    printer.print(" (", constituents, ") : ")
    printer.print(type.value.text if isinstance(type, TypeAttr) else "")


def _print_symbol(printer: OpAsmPrinter, name: Attribute | None) -> None:
    printer.print(" ")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
