"""The `transform` dialect's custom directives, registered with the format interpreter when
a format first uses them:

- `custom<SemiFunctionType>` (mlir/lib/Dialect/Transform/Utils/Utils.cpp): a transform op's
  operand type, or `(operand type) -> result type(s)`. Arguments: the operand's type, the
  result's (one, optional or variadic), and, as a string, whether the result may be left out
  (`"false"`: the parenthesized form is required).
- `custom<SequenceOpOperands>` (TransformOps.cpp, `transform.sequence`): its root and extra
  bindings and their types, `%root, %x : (!transform.any_op, !transform.any_op)`.
- `custom<PackedOrDynamicIndexList>` (`transform.structured.tile_using_forall`): `*(%packed)`
  or a `custom<DynamicIndexList>`.
- `custom<TransformMatchDims>` (LinalgMatchOps.cpp, the `match.structured.dim`-like ops):
  `all`, `0, -1` or `except(1, 2)`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.directives.dynamic_index_list import (
    parse_dynamic_index_list,
    print_dynamic_index_list,
    static_values,
)
from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import UNIT


def parse_semi_function_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseSemiFunctionType` (both of its forms, by the result slot's arity)."""
    optional = len(slots) < 3 or str(slots[2].value) != "false"
    variadic = slots[1].arity == "variadic"
    parenthesized = parser.parse_optional_l_paren()
    if not parenthesized and not (optional or variadic):
        parser.parse_l_paren()
        parenthesized = True
    slots[0].value = parser.parse_type()
    results: list[Any] = []
    if parenthesized:
        parser.parse_r_paren()
        parser.parse_arrow()
        if variadic and parser.parse_optional_l_paren():
            results = parser.parse_type_list()
            parser.parse_r_paren()
        else:
            results = [parser.parse_type()]
    slots[1].value = results if variadic else (results[0] if results else None)
    return True


def print_semi_function_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printSemiFunctionType`."""
    argument, result = values[0], values[1]
    results = (
        list(result) if isinstance(result, (list, tuple)) else [] if result is None else [result]
    )
    if not results:
        printer.print_type(argument)
        return
    printer.print("(")
    printer.print_type(argument)
    printer.print(") -> ")
    if len(results) > 1:
        printer.print("(")
    printer.print_types(results)
    if len(results) > 1:
        printer.print(")")


register_directive(
    "SemiFunctionType", Directive(parse_semi_function_type, print_semi_function_type, (2, 3))
)


def parse_sequence_op_operands(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseSequenceOpOperands`: `%root[, %extra...] : type` or `: (type, types...)`,
    or nothing."""
    root = parser.parse_optional_operand()
    slots[2].value, slots[3].value = [], []
    if root is None:
        return True
    slots[0].value = root
    if parser.parse_optional_comma():
        slots[2].value = parser.parse_operand_list()
    parser.parse_colon()
    parser.parse_optional_l_paren()  # "the paren is truly optional"
    slots[1].value = parser.parse_type()
    if slots[2].value:
        parser.parse_comma()
        slots[3].value = parser.parse_type_list()
    if len(slots[3].value) != len(slots[2].value):
        parser.emit_error(parser.name_loc, "expected types to be provided for all operands")
    parser.parse_optional_r_paren()
    return True


def print_sequence_op_operands(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printSequenceOpOperands`."""
    root, root_type, extras, extra_types = values
    if root is None:
        return
    printer.print_operand(root)
    if extras:
        printer.print(", ")
        printer.print_operands(extras)
    printer.print(" : (" if extras else " : ")
    printer.print_type(root_type)
    if extras:
        printer.print(", ")
        printer.print_types(extra_types)
        printer.print(")")


def parse_packed_or_dynamic_index_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parsePackedOrDynamicIndexList`: `*(%packed)`, or a `custom<DynamicIndexList>`."""
    if parser.parse_optional_punctuation("*"):
        parser.parse_l_paren()
        slots[0].value = parser.parse_operand()
        parser.parse_r_paren()
        slots[1].value = []
        slots[2].value = dense_array([], "i64")
        return True
    return parse_dynamic_index_list(parser, slots[1:])


def print_packed_or_dynamic_index_list(
    printer: OpAsmPrinter, op: Any, values: Sequence[Any]
) -> None:
    """MLIR's `printPackedOrDynamicIndexList`."""
    if values[0] is not None:
        printer.print("*(")
        printer.print_operand(values[0])
        printer.print(")")
        return
    print_dynamic_index_list(printer, op, values[1:])


register_directive(
    "SequenceOpOperands",
    Directive(parse_sequence_op_operands, print_sequence_op_operands, (4,)),
)
register_directive(
    "PackedOrDynamicIndexList",
    Directive(parse_packed_or_dynamic_index_list, print_packed_or_dynamic_index_list, (3,)),
)


def parse_match_dims(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseTransformMatchDims`: `all`, or integers, in `except(...)` when inverted."""
    if parser.parse_optional_keyword("all") is not None:
        slots[0].value, slots[2].value = dense_array([], "i64"), UNIT
        return True
    inverted = parser.parse_optional_keyword("except") is not None
    if inverted:
        slots[1].value = UNIT
        parser.parse_l_paren()
    values: list[int] = []
    parser.parse_comma_separated_list(None, lambda: values.append(parser.parse_integer()))
    if inverted:
        parser.parse_r_paren()
    slots[0].value = dense_array(values, "i64")
    return True


def print_match_dims(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printTransformMatchDims`."""
    dims, inverted, all_dims = values
    if all_dims is not None:
        printer.print("all")
        return
    listed = ", ".join(map(str, static_values(dims)))
    printer.print(f"except({listed})" if inverted is not None else listed)


register_directive("TransformMatchDims", Directive(parse_match_dims, print_match_dims, (3,)))
