"""`vector.transfer_read` and `vector.transfer_write` (MLIR's `TransferReadOp::parse`/`print`
and `TransferWriteOp::parse`/`print` in VectorOps.cpp):

    %v = vector.transfer_read %base[%i, %j], %padding[, %mask] {attrs} : memref-or-tensor, vector
    [%t =] vector.transfer_write %v, %base[%i, %j][, %mask] {attrs} : vector, memref-or-tensor

A permutation map left out is the minor identity, an `in_bounds` left out all false; the
printer leaves them out when so, and the mask's type follows from the vector and the map."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, BoolAttr
from ...ir.operation import Operation, Value
from ...ir.shaped_types import element_type, shaped, type_of
from ...ir.types import INDEX, Type
from .transfer_maps import default_map, is_minor_identity, mask_type, rank_of_results

SEGMENTS = "operandSegmentSizes"
MAP = "permutation_map"
IN_BOUNDS = "in_bounds"


def parse_transfer_read(parser: OpAsmParser, state: OperationState) -> None:
    base = parser.parse_operand()
    indices = parser.parse_operand_list("square")
    parser.parse_comma()
    padding = parser.parse_operand()
    mask = parser.parse_operand() if parser.parse_optional_comma() else None
    source, vector, types_pos = _attributes_and_types(parser, state, source_first=True)
    operands = [parser.resolve_operand(base, source)]
    operands += parser.resolve_operands(indices, [INDEX] * len(indices))
    operands.append(parser.resolve_operand(padding, element_type(source)))
    operands += _mask(parser, state, mask, vector, types_pos)
    state.operands = operands
    _segments(state, [1, len(indices), 1, int(mask is not None)])
    state.result_types = [vector]


def parse_transfer_write(parser: OpAsmParser, state: OperationState) -> None:
    value = parser.parse_operand()
    parser.parse_comma()
    base = parser.parse_operand()
    indices = parser.parse_operand_list("square")
    mask = parser.parse_operand() if parser.parse_optional_comma() else None
    vector, source, types_pos = _attributes_and_types(parser, state, source_first=False)
    operands = [parser.resolve_operand(value, vector), parser.resolve_operand(base, source)]
    operands += parser.resolve_operands(indices, [INDEX] * len(indices))
    operands += _mask(parser, state, mask, vector, types_pos)
    state.operands = operands
    _segments(state, [1, 1, len(indices), int(mask is not None)])
    state.result_types = [source] if source.text.startswith("tensor<") else []


def print_transfer_read(printer: OpAsmPrinter, op: Operation) -> None:
    base, *rest = op.operands
    sizes = _sizes(op)
    printer.print(" ")
    printer.print_operand(base)
    _indices(printer, rest[: sizes[1]])
    printer.print(", ")
    printer.print_operand(rest[sizes[1]])
    _print_tail(printer, op, rest[sizes[1] + 1 :], [op.operands[0].type, op.results[0].type])


def print_transfer_write(printer: OpAsmPrinter, op: Operation) -> None:
    value, base, *rest = op.operands
    sizes = _sizes(op)
    printer.print(" ")
    printer.print_operand(value)
    printer.print(", ")
    printer.print_operand(base)
    _indices(printer, rest[: sizes[2]])
    _print_tail(printer, op, rest[sizes[2] :], [value.type, base.type])


def _attributes_and_types(
    parser: OpAsmParser, state: OperationState, source_first: bool
) -> tuple[Type, Type, int]:
    """The attribute dictionary and the two types (source and vector, in the op's order),
    with MLIR's errors; the defaults of the permutation map and `in_bounds` filled in."""
    parser.parse_optional_attr_dict(state)
    pos = parser.current_location()
    types = parser.parse_colon_type_list()
    if len(types) != 2:
        parser.emit_error(pos, "requires two types")
    source, vector = types if source_first else types[::-1]
    checks = [(source, "requires memref or ranked tensor type"), (vector, "requires vector type")]
    for found, message in checks if source_first else checks[::-1]:
        kind = shaped(found)
        expected = ("vector",) if found is vector else ("memref", "tensor")
        if kind is None or kind.kind not in expected or "*" in kind.dims:
            parser.emit_error(pos, message)
    attributes = state.attributes
    if MAP not in attributes:
        attributes[MAP] = default_map(source, vector)
    if IN_BOUNDS not in attributes:
        count = rank_of_results(attributes[MAP])
        attributes[IN_BOUNDS] = ArrayAttr([BoolAttr(False)] * count)
    return (source, vector, pos) if source_first else (vector, source, pos)


def _mask(
    parser: OpAsmParser,
    state: OperationState,
    mask: UnresolvedOperand | None,
    vector: Type,
    pos: int,
) -> list[Value]:
    if mask is None:
        return []
    map_attr = state.attributes[MAP]
    if len(_dims(vector)) != rank_of_results(map_attr):
        parser.emit_error(
            pos, "expected the same rank for the vector and the results of the permutation map"
        )
    return [parser.resolve_operand(mask, type_of(mask_type(vector, map_attr)))]


def _dims(vector: Type) -> list[str]:
    parts = shaped(vector)
    return parts.dims.split("x")[:-1] if parts else []


def _segments(state: OperationState, sizes: list[int]) -> None:
    state.properties = state.properties or {}
    state.properties[SEGMENTS] = dense_array("i32", sizes)


def _sizes(op: Operation) -> list[int]:
    attr = _all_attributes(op).get(SEGMENTS)
    text = "" if attr is None else attr.text.partition(":")[2].removesuffix(">")
    return [int(part) for part in text.split(",") if part.strip()]


def _indices(printer: OpAsmPrinter, indices: list[Value]) -> None:
    printer.print("[")
    printer.print_operands(indices)
    printer.print("]")


def _print_tail(printer: OpAsmPrinter, op: Operation, mask: list[Value], types: list[Type]) -> None:
    """`, %mask` if any, the attributes (less the defaults), `: type, type`."""
    if mask:
        printer.print(", ")
        printer.print_operand(mask[0])
    attributes = _all_attributes(op)
    elided = [SEGMENTS]
    map_attr = attributes.get(MAP)
    if map_attr is not None and is_minor_identity(map_attr):
        elided.append(MAP)
    in_bounds = attributes.get(IN_BOUNDS)
    if not (isinstance(in_bounds, ArrayAttr) and any(_true(e) for e in in_bounds.elements)):
        elided.append(IN_BOUNDS)
    printer.print_optional_attr_dict(attributes, elided)
    printer.print(" : ")
    printer.print_types(types)


def _true(attr: Attribute) -> bool:
    return attr.text == "true"


def _all_attributes(op: Operation) -> dict[str, Attribute]:
    """The op's inherent and discardable attributes (MLIR's `getAttrs()`)."""
    return {**op.properties, **op.attributes}
