"""`memref.prefetch` and `memref.dma_start` (MLIR's `PrefetchOp` and `DmaStartOp::parse` /
`print`), ops that name memref elements by `%memref[%indices]`:

    memref.prefetch %m[%i, %j], read|write, locality<N>, data|instr : memref type
    memref.dma_start %src[...], %dst[...], %count, %tag[...] [, %stride, %per_stride]
        [{attrs}] : src type, dst type, tag type

Neither reads an attribute dictionary (MLIR's parsers do not), though `dma_start` prints one."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute, BoolAttr, IntegerAttr
from ...ir.operation import Operation, Value
from ...ir.shaped_types import shaped
from ...ir.types import I32, INDEX, Type


def parse_prefetch(parser: OpAsmParser, state: OperationState) -> None:
    memref = parser.parse_operand()
    indices = parser.parse_operand_list("square")
    hints = parse_prefetch_hints(parser, state)
    type = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(memref, type)]
    state.operands += parser.resolve_operands(indices, [INDEX] * len(indices))
    add_prefetch_flags(parser, state, hints)


def parse_prefetch_hints(parser: OpAsmParser, state: OperationState) -> tuple[str, str]:
    """`, read|write, locality<N>, data|instr` of MLIR's prefetch ops (memref's and
    affine's): the locality hint into `state`; the access and cache keywords, for
    `add_prefetch_flags` once the rest of the op is read."""
    parser.parse_comma()
    access = parser.parse_keyword()
    parser.parse_comma()
    parser.parse_keyword("locality")
    parser.parse_punctuation("<")
    state.add_attribute("localityHint", parser.parse_attribute(I32))
    parser.parse_punctuation(">")
    parser.parse_comma()
    return access, parser.parse_keyword()


def add_prefetch_flags(parser: OpAsmParser, state: OperationState, hints: tuple[str, str]) -> None:
    """The `isWrite` and `isDataCache` flags of `parse_prefetch_hints`' keywords, with
    MLIR's errors for others."""
    access, cache = hints
    if access not in ("read", "write"):
        parser.emit_error(parser.name_loc, "rw specifier has to be 'read' or 'write'")
    state.add_attribute("isWrite", BoolAttr(access == "write"))
    if cache not in ("data", "instr"):
        parser.emit_error(parser.name_loc, "cache type has to be 'data' or 'instr'")
    state.add_attribute("isDataCache", BoolAttr(cache == "data"))


PREFETCH_HINTS = ("localityHint", "isWrite", "isDataCache")


def print_prefetch(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ")
    _print_access(printer, op.operands[0], op.operands[1:])
    print_prefetch_hints(printer, attributes)
    printer.print_optional_attr_dict(attributes, PREFETCH_HINTS)
    printer.print(" : ", op.operands[0].type.text)


def print_prefetch_hints(printer: OpAsmPrinter, attributes: dict[str, Attribute]) -> None:
    """`, read|write, locality<N>, data|instr`."""
    printer.print(", write" if _flag(attributes.get("isWrite")) else ", read")
    hint = attributes.get("localityHint")
    printer.print(f", locality<{hint.value if isinstance(hint, IntegerAttr) else ''}>")
    printer.print(", data" if _flag(attributes.get("isDataCache")) else ", instr")


def _flag(attr: object) -> bool:
    return isinstance(attr, IntegerAttr) and attr.value != 0


def _print_access(printer: OpAsmPrinter, memref: Value, indices: Sequence[Value]) -> None:
    """`%memref[%indices]`."""
    printer.print_operand(memref)
    printer.print("[")
    printer.print_operands(indices)
    printer.print("]")


_Access = tuple[UnresolvedOperand, list[UnresolvedOperand]]


def _parse_access(parser: OpAsmParser) -> _Access:
    return parser.parse_operand(), parser.parse_operand_list("square")


def _resolve_access(
    parser: OpAsmParser, state: OperationState, access: _Access, type: Type
) -> None:
    memref, indices = access
    state.operands.append(parser.resolve_operand(memref, type))
    state.operands += parser.resolve_operands(indices, [INDEX] * len(indices))


def parse_dma_start(parser: OpAsmParser, state: OperationState) -> None:
    source = _parse_access(parser)
    parser.parse_comma()
    destination = _parse_access(parser)
    parser.parse_comma()
    count = parser.parse_operand()
    parser.parse_comma()
    tag = _parse_access(parser)
    strides = parser.parse_operand_list() if parser.parse_optional_comma() else []
    if strides and len(strides) != 2:
        parser.emit_error(parser.name_loc, "expected two stride related operands")
    types = parser.parse_colon_type_list()
    if len(types) != 3:
        parser.emit_error(parser.name_loc, "fewer/more types expected")
    _resolve_access(parser, state, source, types[0])
    _resolve_access(parser, state, destination, types[1])
    state.operands.append(parser.resolve_operand(count, INDEX))
    _resolve_access(parser, state, tag, types[2])
    state.operands += parser.resolve_operands(strides, [INDEX] * len(strides))


def print_dma_start(printer: OpAsmPrinter, op: Operation) -> None:
    operands = list(op.operands)
    types: list[Type] = []
    printer.print(" ")
    for index in range(3):
        memref = operands.pop(0)
        rank = _rank(memref.type)
        if index:
            printer.print(", ")
        _print_access(printer, memref, operands[:rank])
        del operands[:rank]
        types.append(memref.type)
        if index == 1:
            printer.print(", ")
            printer.print_operand(operands.pop(0))
    if operands:
        printer.print(", ")
        printer.print_operands(operands)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ")
    printer.print_types(types)


def _rank(type: Type) -> int:
    """The rank of a memref type (0 when it is none)."""
    parts = shaped(type)
    return parts.dims.count("x") if parts is not None else 0
