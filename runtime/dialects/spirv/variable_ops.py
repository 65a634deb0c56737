"""`spirv.Variable` and `spirv.GlobalVariable` (MLIR's `VariableOp::parse` in MemoryOps.cpp,
`GlobalVariableOp::parse` in SPIRVOps.cpp, and their printers), with the decorations both
take (`parseVariableDecorations`, `printVariableDecorations`):

    spirv.Variable init(%cst) : !spirv.ptr<f32, Function>
    spirv.GlobalVariable @var initializer(@sc) bind(1, 2) : !spirv.ptr<f32, Uniform>
    spirv.GlobalVariable @id built_in("GlobalInvocationID") {attrs} : !spirv.ptr<...>

and the name of a global variable's address (`%var_addr`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...asm.custom_form import SetName
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr
from ...ir.operation import Operation
from ...ir.types import I32, Type
from .enum_syntax import STORAGE_CLASS, enum_attr
from .symbols import parse_flat_symbol
from .type_parts import pointer

DESCRIPTOR_SET = "descriptor_set"
BINDING = "binding"
BUILT_IN = "built_in"
INITIALIZER = "initializer"
SYMBOL = "sym_name"
TYPE = "type"


def parse_variable(parser: OpAsmParser, state: OperationState) -> None:
    initializer = None
    if parser.parse_optional_keyword("init") is not None:
        parser.parse_l_paren()
        initializer = parser.parse_operand()
        parser.parse_r_paren()
    _parse_decorations(parser, state)
    parser.parse_colon()
    type = _parse_pointer_type(parser)
    state.result_types = [type]
    parts = pointer(type)
    assert parts is not None
    if initializer is not None:
        state.operands = [parser.resolve_operand(initializer, parts[0])]
    state.add_attribute(STORAGE_CLASS, enum_attr(STORAGE_CLASS, parts[1]))


def print_variable(printer: OpAsmPrinter, op: Operation) -> None:
    if op.operands:
        printer.print(" init(")
        printer.print_operand(op.operands[0])
        printer.print(")")
    _print_decorations(printer, {**op.properties, **op.attributes}, [STORAGE_CLASS])
    printer.print(" : ", op.result_types[0].text)


def parse_global_variable(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute(SYMBOL, parser.parse_symbol_name())
    if parser.parse_optional_keyword(INITIALIZER) is not None:
        parser.parse_l_paren()
        state.add_attribute(INITIALIZER, parse_flat_symbol(parser))
        parser.parse_r_paren()
    _parse_decorations(parser, state)
    pos = parser.current_location()
    parser.parse_colon()
    state.add_attribute(TYPE, TypeAttr(_parse_pointer_type(parser, pos)))


def print_global_variable(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ")
    name = attributes.get(SYMBOL)
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    initializer = attributes.get(INITIALIZER)
    if isinstance(initializer, SymbolRefAttr):
        printer.print(f" {INITIALIZER}({initializer.text})")
    _print_decorations(printer, attributes, [STORAGE_CLASS, SYMBOL, INITIALIZER, TYPE])
    type = attributes.get(TYPE)
    printer.print(" : ", type.value.text if isinstance(type, TypeAttr) else "")


def _parse_pointer_type(parser: OpAsmParser, pos: int | None = None) -> Type:
    """A `!spirv.ptr` type, else MLIR's error at `pos` (where the type starts by default)."""
    start = parser.current_location() if pos is None else pos
    type = parser.parse_type()
    if pointer(type) is None:
        parser.emit_error(start, "expected spirv.ptr type")
    return type


def _parse_decorations(parser: OpAsmParser, state: OperationState) -> None:
    """`bind(set, binding)` or `built_in("name")` if there, then `{attrs}` if there (MLIR's
    `parseVariableDecorations`)."""
    if parser.parse_optional_keyword("bind") is not None:
        parser.parse_l_paren()
        state.add_attribute(DESCRIPTOR_SET, parser.parse_attribute(I32))
        parser.parse_comma()
        state.add_attribute(BINDING, parser.parse_attribute(I32))
        parser.parse_r_paren()
    elif parser.parse_optional_keyword(BUILT_IN) is not None:
        parser.parse_l_paren()
        pos = parser.current_location()
        name = parser.parse_attribute()
        if not isinstance(name, StringAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        state.add_attribute(BUILT_IN, name)
        parser.parse_r_paren()
    parser.parse_optional_attr_dict(state)


def _print_decorations(
    printer: OpAsmPrinter, attributes: Mapping[str, Attribute], elided: list[str]
) -> None:
    """` bind(set, binding)`, ` built_in("name")`, then the other attributes not `elided`
    (MLIR's `printVariableDecorations`)."""
    descriptor_set, binding = attributes.get(DESCRIPTOR_SET), attributes.get(BINDING)
    if isinstance(descriptor_set, IntegerAttr) and isinstance(binding, IntegerAttr):
        elided += [DESCRIPTOR_SET, BINDING]
        printer.print(f" bind({descriptor_set.value}, {binding.value})")
    built_in = attributes.get(BUILT_IN)
    if isinstance(built_in, StringAttr):
        printer.print(f' {BUILT_IN}("{built_in.value}")')
        elided.append(BUILT_IN)
    printer.print_optional_attr_dict(attributes, elided)


def address_of_names(op: Operation, set_name: SetName) -> None:
    """`spirv.mlir.addressof @var` names its result `%var_addr` (MLIR's
    `AddressOfOp::getAsmResultNames`)."""
    variable = {**op.properties, **op.attributes}.get("variable")
    if isinstance(variable, SymbolRefAttr) and op.results:
        set_name(op.results[0], f"{variable.root}_addr")
