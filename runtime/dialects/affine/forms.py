"""The `affine` dialect's hand-written forms (AffineOps.cpp's `parse` / `print`):
`affine.apply`, `affine.min` and `affine.max` (a map and its operands), `affine.load`,
`affine.store`, their vector forms and `affine.prefetch` (subscripts over SSA values),
`affine.for` (`for_syntax`), `affine.if` (`if_syntax`) and `affine.parallel`
(`parallel_syntax`). Its other ops' forms are declarative (ODS `assemblyFormat`)."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute
from ...ir.operation import Operation
from ...ir.types import INDEX, Type
from ..memref.access_ops import (
    PREFETCH_HINTS,
    add_prefetch_flags,
    parse_prefetch_hints,
    print_prefetch_hints,
)
from .for_syntax import parse_for, print_for
from .if_syntax import parse_if, print_if
from .operand_lists import (
    op_map,
    parse_colon_memref_type,
    parse_dim_and_symbol_list,
    parse_map_attribute,
    parse_map_of_ssa_ids_into,
    print_dim_and_symbol_list,
    print_map_of_ssa_ids,
    resolve_indices,
)
from .parallel_syntax import parse_parallel, print_parallel

MAP = "map"


def parse_apply(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.apply #map(%d)[%s] {attrs}` (MLIR's `AffineApplyOp::parse`)."""
    map = parse_map_attribute(parser, MAP, state)
    operands, num_dims = parse_dim_and_symbol_list(parser)
    resolve_indices(parser, operands, state)
    parser.parse_optional_attr_dict(state)
    if map.num_dims != num_dims or map.num_inputs != len(operands):
        parser.emit_error(parser.name_loc, "dimension or symbol index mismatch")
    state.result_types += [INDEX] * len(map.results)


def parse_min_or_max(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.min #map(%d)[%s] {attrs}` (MLIR's `parseAffineMinMaxOp`)."""
    parse_map_attribute(parser, MAP, state)
    dims = parser.parse_operand_list("paren")
    symbols = parser.parse_operand_list("optional_square")
    parser.parse_optional_attr_dict(state)
    resolve_indices(parser, dims + symbols, state)
    state.result_types.append(INDEX)


def print_map_and_operands(printer: OpAsmPrinter, op: Operation) -> None:
    """`#map(%d)[%s] {attrs}`: apply, min and max."""
    attr = op.get_attr(MAP)
    assert attr is not None
    printer.print(" ")
    printer.print_attribute(attr)
    print_dim_and_symbol_list(printer, op.operands, op_map(op, MAP).num_dims)
    printer.print_optional_attr_dict(_attributes(op), (MAP,))


def parse_load(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.load %m[%i + 1] {attrs} : memref<...>` (MLIR's `AffineLoadOp::parse`)."""
    _parse_access(parser, state, stored=False, vector=False)


def parse_store(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.store %v, %m[%i + 1] {attrs} : memref<...>` (MLIR's `AffineStoreOp::parse`)."""
    _parse_access(parser, state, stored=True, vector=False)


def parse_vector_load(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.vector_load %m[%i] {attrs} : memref<...>, vector<...>` (MLIR's
    `AffineVectorLoadOp::parse`)."""
    _parse_access(parser, state, stored=False, vector=True)


def parse_vector_store(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.vector_store %v, %m[%i] {attrs} : memref<...>, vector<...>` (MLIR's
    `AffineVectorStoreOp::parse`)."""
    _parse_access(parser, state, stored=True, vector=True)


def _parse_access(parser: OpAsmParser, state: OperationState, stored: bool, vector: bool) -> None:
    """`[%value,] %memref[subscripts] {attrs} : memref type[, vector type]`: the stored value
    (of the element or vector type), the memref, the subscripts' values; a load's result."""
    value = parser.parse_operand() if stored else None
    if stored:
        parser.parse_comma()
    memref = parser.parse_operand()
    indices = parse_map_of_ssa_ids_into(parser, MAP, state)
    parser.parse_optional_attr_dict(state)
    type, element = parse_colon_memref_type(parser)
    if vector:
        parser.parse_comma()
        element = _parse_vector_type(parser)
    if value is not None:
        state.operands.append(parser.resolve_operand(value, element))
    state.operands.append(parser.resolve_operand(memref, type))
    resolve_indices(parser, indices, state)
    if not stored:
        state.result_types.append(element)


def parse_prefetch(parser: OpAsmParser, state: OperationState) -> None:
    """`affine.prefetch %m[%i + 1], read, locality<3>, data {attrs} : memref<...>` (MLIR's
    `AffinePrefetchOp::parse`)."""
    memref = parser.parse_operand()
    indices = parse_map_of_ssa_ids_into(parser, MAP, state)
    hints = parse_prefetch_hints(parser, state)
    parser.parse_optional_attr_dict(state)
    type, _ = parse_colon_memref_type(parser)
    state.operands.append(parser.resolve_operand(memref, type))
    resolve_indices(parser, indices, state)
    add_prefetch_flags(parser, state, hints)


def print_prefetch(printer: OpAsmPrinter, op: Operation) -> None:
    operands = op.operands
    printer.print(" ")
    printer.print_operand(operands[0])
    printer.print("[")
    print_map_of_ssa_ids(printer, op_map(op, MAP), operands[1:])
    printer.print("]")
    attributes = _attributes(op)
    print_prefetch_hints(printer, attributes)
    printer.print_optional_attr_dict(attributes, (MAP, *PREFETCH_HINTS))
    printer.print(" : ")
    printer.print_type(operands[0].type)


def _parse_vector_type(parser: OpAsmParser) -> Type:
    """MLIR's `parseType(VectorType &)`."""
    return parser.parse_type_of_kind("builtin.vector", lambda type: type.text.startswith("vector<"))


def print_load(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    _print_access(printer, op, 0)


def print_store(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(", ")
    _print_access(printer, op, 1)


def print_vector_load(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    _print_access(printer, op, 0, op.results[0].type)


def print_vector_store(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(", ")
    _print_access(printer, op, 1, op.operands[0].type)


def _print_access(
    printer: OpAsmPrinter, op: Operation, memref: int, vector: Type | None = None
) -> None:
    """`%m[subscripts] {attrs} : memref<...>[, vector<...>]`, the memref being operand
    `memref`."""
    operands = op.operands
    printer.print_operand(operands[memref])
    printer.print("[")
    print_map_of_ssa_ids(printer, op_map(op, MAP), operands[memref + 1 :])
    printer.print("]")
    printer.print_optional_attr_dict(_attributes(op), (MAP,))
    printer.print(" : ")
    printer.print_type(operands[memref].type)
    if vector is not None:
        printer.print(", ")
        printer.print_type(vector)


def _attributes(op: Operation) -> dict[str, Attribute]:
    return {**op.properties, **op.attributes}


def asm_forms() -> DialectForms:
    """The affine dialect's hand-written forms, by op name."""
    map_and_operands = print_map_and_operands
    return DialectForms(
        forms={
            "affine.apply": CustomForm(parse_apply, map_and_operands),
            "affine.min": CustomForm(parse_min_or_max, map_and_operands),
            "affine.max": CustomForm(parse_min_or_max, map_and_operands),
            "affine.load": CustomForm(parse_load, print_load),
            "affine.store": CustomForm(parse_store, print_store),
            "affine.prefetch": CustomForm(parse_prefetch, print_prefetch),
            "affine.vector_load": CustomForm(parse_vector_load, print_vector_load),
            "affine.vector_store": CustomForm(parse_vector_store, print_vector_store),
            "affine.for": CustomForm(parse_for, print_for),
            "affine.if": CustomForm(parse_if, print_if),
            "affine.parallel": CustomForm(parse_parallel, print_parallel),
        }
    )
