"""`vector.contract` and `vector.outerproduct` (MLIR's VectorOps.cpp `ContractionOp` and
`OuterProductOp::parse` / `print`):

    vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...], kind = ...}
        %lhs, %rhs, %acc [{attrs}] : lhs type, rhs type into result type
    vector.outerproduct %lhs, %rhs [, %acc [{attrs}]] : lhs type, rhs type

The contraction's iterator types are `#vector.iterator_type<...>` attributes, written as
strings; both ops' `kind` defaults to `#vector.kind<add>`."""

from __future__ import annotations

import re

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, DictionaryAttr, OpaqueAttr, StringAttr
from ...ir.operation import Operation
from ...ir.shaped_types import element_type, shaped, type_of
from ...ir.types import Type

_TRAITS = ("indexing_maps", "iterator_types", "kind")
_ITERATORS = ("parallel", "reduction")
_ITERATOR = re.compile(r"#vector\.iterator_type<(\w+)>\Z")
ADD = OpaqueAttr("#vector.kind<add>")


def parse_contract(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    traits = parser.parse_attribute()
    if not isinstance(traits, DictionaryAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    operands = [parser.parse_operand()]
    for _ in range(2):
        parser.parse_comma()
        operands.append(parser.parse_operand())
    parser.parse_optional_attr_dict(state)
    types = parser.parse_colon_type_list()
    parser.parse_keyword("into")
    result = parser.parse_type()
    state.operands = parser.resolve_operands(operands, [types[0], types[1], result])
    state.result_types = [result]
    for name, value in traits.entries.items():
        state.add_attribute(name, value)
    iterators = state.attributes.get("iterator_types")
    if not isinstance(iterators, ArrayAttr):
        parser.emit_error(parser.name_loc, "expected iterator_types array attribute")
    state.add_attribute("iterator_types", _iterator_types(parser, iterators, pos))
    state.attributes.setdefault("kind", ADD)


def _iterator_types(parser: OpAsmParser, iterators: ArrayAttr, pos: int) -> ArrayAttr:
    """`["parallel", ...]` as `#vector.iterator_type<...>` attributes."""
    found: list[Attribute] = []
    for name in iterators.elements:
        text = name.value if isinstance(name, StringAttr) else ""
        if text not in _ITERATORS:
            parser.emit_error(pos, f"unexpected iterator_type ({text})")
        found.append(OpaqueAttr(f"#vector.iterator_type<{text}>"))
    return ArrayAttr(found)


def print_contract(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    traits = {name: attributes[name] for name in _TRAITS if name in attributes}
    iterators = traits.get("iterator_types")
    if isinstance(iterators, ArrayAttr):
        traits["iterator_types"] = ArrayAttr(_iterator_name(i) for i in iterators.elements)
    printer.print(" ", printer.printer.dict_text(traits), " ")
    printer.print_operands(op.operands)
    printer.print_optional_attr_dict(attributes, _TRAITS)
    lhs, rhs = op.operands[0].type.text, op.operands[1].type.text
    printer.print(f" : {lhs}, {rhs} into {op.result_types[0].text}")


def _iterator_name(attr: Attribute) -> Attribute:
    found = _ITERATOR.match(attr.text)
    return StringAttr(found.group(1)) if found else attr


def parse_outerproduct(parser: OpAsmParser, state: OperationState) -> None:
    operands = parser.parse_operand_list()
    parser.parse_optional_attr_dict(state)
    lhs = parser.parse_colon_type()
    parser.parse_comma()
    rhs = parser.parse_type()
    if len(operands) < 2:
        parser.emit_error(parser.name_loc, "expected at least 2 operands")
    lhs_parts = shaped(lhs)
    if lhs_parts is None or lhs_parts.kind != "vector":
        parser.emit_error(parser.name_loc, "expected vector type for operand #1")
    result = _outer_type(lhs, rhs)
    state.attributes.setdefault("kind", ADD)
    types = [lhs, rhs, result][: len(operands)]
    state.operands = parser.resolve_operands(operands[:3], types)
    state.result_types = [result]


def _outer_type(lhs: Type, rhs: Type) -> Type:
    """`vector<N x M x elt>` of an N-vector and an M-vector, `vector<N x elt>` of an
    N-vector and a scalar (scalable dimensions kept)."""
    dims = [_first_dim(lhs)]
    if shaped(rhs) is not None:
        dims.append(_first_dim(rhs))
    return type_of(f"vector<{'x'.join(dims)}x{element_type(lhs).text}>")


def _first_dim(type: Type) -> str:
    parts = shaped(type)
    return parts.dims.split("x")[0] if parts is not None else "1"


def print_outerproduct(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    if len(op.operands) > 2:
        printer.print_optional_attr_dict({**op.properties, **op.attributes})
    lhs, rhs = op.operands[0].type.text, op.operands[1].type.text
    printer.print(f" : {lhs}, {rhs}")
