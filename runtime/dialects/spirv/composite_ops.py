"""`spirv.CompositeExtract` and `spirv.CompositeInsert` (MLIR's `CompositeExtractOp::parse`,
`CompositeInsertOp::parse` and their printers), the extracted type found by walking the
composite type with the indices (`getElementType`):

    %e = spirv.CompositeExtract %c[1 : i32, 2 : i32] : !spirv.struct<(f32, !spirv.array<4 x f32>)>
    %r = spirv.CompositeInsert %object, %c[0 : i32] : f32 into !spirv.array<4 x f32>
"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr
from ...ir.operation import Operation
from ...ir.types import Type
from .type_parts import composite

INDICES = "indices"


def parse_composite_extract(parser: OpAsmParser, state: OperationState) -> None:
    operand = parser.parse_operand()
    pos = parser.current_location()
    indices = parser.parse_attribute()
    state.add_attribute(INDICES, indices)
    type = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(operand, type)]
    state.result_types = [_element_type(parser, pos, type, indices)]


def print_composite_extract(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(_indices(op), " : ", op.operands[0].type.text)


def parse_composite_insert(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    operands = parser.parse_operand_list(required_count=2)
    state.add_attribute(INDICES, parser.parse_attribute())
    object_type = parser.parse_colon_type()
    parser.parse_keyword("into")
    composite_type = parser.parse_type()
    state.operands = parser.resolve_operands(operands, [object_type, composite_type], pos)
    state.result_types = [composite_type]


def print_composite_insert(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print(_indices(op), " : ", op.operands[0].type.text, " into ")
    printer.print(op.operands[1].type.text)


def _indices(op: Operation) -> str:
    found = {**op.properties, **op.attributes}.get(INDICES)
    return "" if found is None else found.text


def _element_type(parser: OpAsmParser, pos: int, type: Type, indices: Attribute) -> Type:
    """The type `indices` select in `type` (MLIR's `getElementType`), else its error."""
    if not isinstance(indices, ArrayAttr):
        parser.emit_error(pos, "expected a 32-bit integer array attribute for 'indices'")
    if not indices.elements:
        parser.emit_error(pos, "expected at least one index for spirv.CompositeExtract")
    for index in indices.elements:
        if not isinstance(index, IntegerAttr):
            parser.emit_error(pos, f"expected an 32-bit integer for index, but found '{index}'")
        value = _int32(index.value)
        found = composite(type)
        if found is None:
            parser.emit_error(
                pos, f"cannot extract from non-composite type '{type}' with index {value}"
            )
        count, elements = found
        if count is not None and not 0 <= value < count:
            parser.emit_error(pos, f"index {value} out of bounds for '{type}'")
        type = elements[value] if len(elements) > 1 else elements[0]
    return type


def _int32(value: int) -> int:
    """`value` as `IntegerAttr::getInt` of a 32-bit attribute, then truncated to int32_t."""
    value %= 1 << 32
    return value - (1 << 32) if value >= 1 << 31 else value
