"""`spirv.Load`, `spirv.Store`, `spirv.CopyMemory` and `spirv.INTEL.SubgroupBlockWrite`
(MLIR's MemoryOps.cpp, `LoadOp::parse`, `StoreOp::parse`, `CopyMemoryOp::parse`, and
`INTELSubgroupBlockWriteOp::parse` in SPIRVOps.cpp, and their printers): the pointers'
storage class as a string, the pointee type after the colon, the pointer types built from
the two:

    spirv.Load "Function" %ptr ["Aligned", 4] : f32
    spirv.Store "Function" %ptr, %value : f32
    spirv.CopyMemory "Function" %target, "Function" %source ["Volatile"], ["Volatile"] : f32
    spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %ptr, %value : vector<2xi32>

(MLIR prints the last without its storage class, which it cannot read back.)
"""

from __future__ import annotations

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation, Value
from ...ir.shaped_types import shaped, type_of
from .enum_syntax import STORAGE_CLASS, parse_enum_string, parse_memory_access, print_memory_access
from .type_parts import pointer, pointer_type


def storage_class(value: Value) -> str:
    """The storage class of a pointer value ("" when it is no `!spirv.ptr`)."""
    parts = pointer(value.type)
    return "" if parts is None else parts[1]


def parse_load(parser: OpAsmParser, state: OperationState) -> None:
    sc = parse_enum_string(parser, STORAGE_CLASS)
    ptr = parser.parse_operand()
    parse_memory_access(parser, state)
    parser.parse_optional_attr_dict(state)
    parser.parse_colon()
    element = parser.parse_type()
    state.operands = [parser.resolve_operand(ptr, pointer_type(element, sc))]
    state.result_types = [element]


def print_load(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(f' "{storage_class(op.operands[0])}" ')
    printer.print_operand(op.operands[0])
    elided: list[str] = []
    print_memory_access(printer, attributes, elided)
    printer.print_optional_attr_dict(attributes, elided)
    printer.print(" : ", op.result_types[0].text)


def parse_store(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    sc = parse_enum_string(parser, STORAGE_CLASS)
    operands = parser.parse_operand_list(required_count=2)
    parse_memory_access(parser, state)
    parser.parse_colon()
    element = parser.parse_type()
    types = [pointer_type(element, sc), element]
    state.operands = parser.resolve_operands(operands, types, pos)


def print_store(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(f' "{storage_class(op.operands[0])}" ')
    printer.print_operands(op.operands)
    elided: list[str] = []
    print_memory_access(printer, attributes, elided)
    printer.print(" : ", op.operands[1].type.text)
    printer.print_optional_attr_dict(attributes, elided)


def parse_copy_memory(parser: OpAsmParser, state: OperationState) -> None:
    target_sc = parse_enum_string(parser, STORAGE_CLASS)
    target = parser.parse_operand()
    parser.parse_comma()
    source_sc = parse_enum_string(parser, STORAGE_CLASS)
    source = parser.parse_operand()
    parse_memory_access(parser, state)
    if parser.parse_optional_comma():
        parse_memory_access(parser, state, source=True)
    parser.parse_colon()
    element = parser.parse_type()
    parser.parse_optional_attr_dict(state)
    state.operands = [
        parser.resolve_operand(target, pointer_type(element, target_sc)),
        parser.resolve_operand(source, pointer_type(element, source_sc)),
    ]


def print_copy_memory(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    target, source = op.operands
    printer.print(f'  "{storage_class(target)}" ')
    printer.print_operand(target)
    printer.print(f',  "{storage_class(source)}" ')
    printer.print_operand(source)
    elided: list[str] = []
    print_memory_access(printer, attributes, elided)
    print_memory_access(printer, attributes, elided, source=True)
    printer.print_optional_attr_dict(attributes, elided)
    pointee = pointer(target.type)
    printer.print(" : ", target.type.text if pointee is None else pointee[0].text)


def parse_block_write(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    sc = parse_enum_string(parser, STORAGE_CLASS)
    operands = parser.parse_operand_list(required_count=2)
    parser.parse_colon()
    value = parser.parse_type()
    vector = shaped(value)
    pointee = type_of(vector.element) if vector is not None and vector.kind == "vector" else value
    state.operands = parser.resolve_operands(operands, [pointer_type(pointee, sc), value], pos)


def print_block_write(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print(" : ", op.operands[1].type.text)
