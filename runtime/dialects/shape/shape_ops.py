"""`shape.const_shape`, `shape.reduce` and `shape.assuming` (Shape.cpp's `parse` and
`print`):

    shape.const_shape [{attrs}] [1, 2, 3] : type        (`shape`: `dense<...> : tensor<Nxindex>`)
    shape.reduce(%shape, %inits) : type [-> types] { body } [{attrs}]
    shape.assuming %witness [-> (types)] { body } [{attrs}]"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, IntegerAttr, OpaqueAttr
from ...ir.dense_text import dense_body, dense_integers
from ...ir.operation import Operation
from ...ir.types import INDEX, OpaqueType
from ..result_body import parse_result_body, print_result_body

WITNESS = OpaqueType("!shape.witness")


def parse_const_shape(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_optional_attr_dict(state)
    pos = parser.current_location()
    extents = parser.parse_attribute()
    elements = extents.elements if isinstance(extents, ArrayAttr) else [extents]
    values = [extent.value for extent in elements if isinstance(extent, IntegerAttr)]
    if not isinstance(extents, ArrayAttr) or len(values) != len(elements):
        parser.emit_error(pos, "expected an array of integers")
    body = dense_body(values, [len(values)], INDEX)
    state.add_attribute("shape", OpaqueAttr(f"dense<{body}> : tensor<{len(values)}xindex>"))
    state.result_types = [parser.parse_colon_type()]


def print_const_shape(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ")
    printer.print_optional_attr_dict(attributes, ("shape",))
    shape = attributes.get("shape")
    values = dense_integers(shape.text) if shape is not None else []
    printer.print("[", ", ".join(map(str, values)), "] : ")
    printer.print_type(op.result_types[0])


def parse_reduce(parser: OpAsmParser, state: OperationState) -> None:
    operands = parser.parse_operand_list("paren")
    type = parser.parse_colon_type()
    state.result_types = parser.parse_optional_arrow_type_list()
    state.operands = [parser.resolve_operand(operands[0], type)]
    state.operands += parser.resolve_operands(operands[1:], state.result_types)
    parser.parse_region(state.add_region())
    parser.parse_optional_attr_dict(state)


def print_reduce(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print("(")
    printer.print_operand(op.operands[0])
    printer.print(", ")
    printer.print_operands(op.operands[1:])
    printer.print(") : ", op.operands[0].type.text)
    printer.print_optional_arrow_type_list(op.result_types)
    printer.print(" ")
    printer.print_region(op.regions[0])
    printer.print_optional_attr_dict({**op.properties, **op.attributes})


def parse_assuming(parser: OpAsmParser, state: OperationState) -> None:
    state.operands = [parser.resolve_operand(parser.parse_operand(), WITNESS)]
    parse_result_body(parser, state, "shape.assuming_yield")


def print_assuming(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    print_result_body(printer, op)
