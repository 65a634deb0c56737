"""The custom directives of `acc.loop` (OpenACC.cpp's `parseCombinedConstructsLoop`,
`parseGangClause`, `parseLoopControl` and their printers): `combined(parallel)`,
`gang([#acc.device_type<nvidia>], {num=%n : i32, static=%s : i64} [device-type])`, and
`control(%iv : i32) = (%lb : i32) to (%ub : i32)  step (%st : i32)` before the body."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, OpaqueAttr
from .device_types import (
    dense_i32_array,
    device_types,
    has_only_device_type_none,
    parse_optional_device_type,
    print_device_types,
    print_single_device_type,
    print_typed_operand,
    segment_sizes,
)

_COMBINED = {
    "kernels": "#acc.combined_constructs<kernels_loop>",
    "parallel": "#acc.combined_constructs<parallel_loop>",
    "serial": "#acc.combined_constructs<serial_loop>",
}
_GANG_ARGUMENTS = {
    "num": "#acc.gang_arg_type<Num>",
    "dim": "#acc.gang_arg_type<Dim>",
    "static": "#acc.gang_arg_type<Static>",
}


def parse_combined_constructs_loop(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseCombinedConstructsLoop`: `kernels`, `parallel` or `serial`."""
    pos = parser.current_location()
    keyword = parser.parse_optional_keyword(tuple(_COMBINED))
    if keyword is None:
        parser.emit_error(pos, "expected compute construct name")
    slots[0].value = OpaqueAttr(_COMBINED[keyword])
    return True


def print_combined_constructs_loop(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printCombinedConstructsLoop`."""
    attr = values[0]
    for keyword, text in _COMBINED.items():
        if attr is not None and attr.text == text:
            printer.print(keyword)


def _parse_gang_values(
    parser: OpAsmParser,
    operands: list[Any],
    types: list[Any],
    kinds: list[Attribute],
    need_comma: bool,
) -> bool:
    """The `num=%x : t`, `dim=...`, `static=...` values of one segment, as MLIR's loop of
    `parseGangValue` reads them (the comma flag carries over from earlier segments)."""
    while True:
        need_value = False
        if need_comma:
            if not parser.parse_optional_comma():
                break
            need_value = True
        new_value = False
        for keyword, kind in _GANG_ARGUMENTS.items():
            if parser.parse_optional_keyword(keyword) is not None:
                parser.parse_equal()
                operands.append(parser.parse_operand())
                types.append(parser.parse_colon_type())
                kinds.append(OpaqueAttr(kind))
                need_comma = new_value = True
        if not new_value and need_value:
            parser.emit_error(parser.current_location(), "new value expected after comma")
        if not new_value:
            break
    return need_comma


def parse_gang_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseGangClause`: nothing (the keyword alone, for device type `none`), or
    `(` `[device-types]`? then `{values} [device-type]?` segments, comma-separated, `)`."""
    if not parser.parse_optional_l_paren():
        slots[5].value = ArrayAttr((OpaqueAttr("#acc.device_type<none>"),))
        return True
    gang_only: list[Attribute] = []
    skip_segment = False
    if parser.parse_optional_punctuation("["):
        parser.parse_comma_separated_list(None, lambda: gang_only.append(parser.parse_attribute()))
        parser.parse_punctuation("]")
        skip_segment = True
    operands: list[Any] = []
    types: list[Any] = []
    kinds: list[Attribute] = []
    attrs: list[Attribute] = []
    sizes: list[int] = []
    need_comma = False
    while True:
        if skip_segment:
            skip_segment = False
        else:
            parser.parse_punctuation("{")
            count = len(operands)
            need_comma = _parse_gang_values(parser, operands, types, kinds, need_comma)
            if not operands:
                parser.emit_error(
                    parser.current_location(), "expect at least one of num, dim or static values"
                )
            parser.parse_punctuation("}")
            attrs.append(parse_optional_device_type(parser))
            sizes.append(len(operands) - count)
        if not parser.parse_optional_comma():
            break
    parser.parse_r_paren()
    slots[0].value, slots[1].value = operands, types
    slots[2].value, slots[3].value = ArrayAttr(kinds), ArrayAttr(attrs)
    slots[4].value, slots[5].value = dense_i32_array(sizes), ArrayAttr(gang_only)
    return True


def print_gang_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printGangClause`."""
    operands, _, kinds, attrs, sizes, gang_only = values
    if not operands and has_only_device_type_none(gang_only):
        return
    printer.print("(")
    print_device_types(printer, gang_only)
    if device_types(gang_only) and device_types(attrs):
        printer.print(", ")
    keywords = {text: keyword for keyword, text in _GANG_ARGUMENTS.items()}
    kind_texts = [kind.text for kind in device_types(kinds)]
    counts = segment_sizes(sizes)
    index = 0
    for position, attr in enumerate(device_types(attrs)):
        printer.print(", " if position else "")
        printer.print("{")
        size = counts[position] if position < len(counts) else 0
        for number, value in enumerate(operands[index : index + size]):
            printer.print(", " if number else "")
            kind = kind_texts[index + number] if index + number < len(kind_texts) else ""
            printer.print(keywords.get(kind, "") + "=")
            print_typed_operand(printer, value)
        index += size
        printer.print("}")
        print_single_device_type(printer, attr)
    printer.print(")")


def parse_loop_control(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseLoopControl`: `control(%iv : t, ...) = (lbs : ts) to (ubs : ts) step
    (steps : ts)` if there, then the body, whose arguments are the induction variables."""
    arguments: list[Any] = []
    if parser.parse_optional_keyword("control") is not None:
        parser.parse_l_paren()
        arguments = parser.parse_argument_list(None, allow_type=True)
        parser.parse_r_paren()
        parser.parse_equal()
        for position, keyword in enumerate(("", "to", "step")):
            if keyword:
                parser.parse_keyword(keyword)
            parser.parse_l_paren()
            slots[1 + 2 * position].value = parser.parse_operand_list(
                None, required_count=len(arguments)
            )
            slots[2 + 2 * position].value = parser.parse_colon_type_list()
            parser.parse_r_paren()
    for slot in slots[1:]:
        if slot.value is None:
            slot.value = []
    parser.parse_region(slots[0].value, arguments)
    return True


def print_loop_control(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printLoopControl` (with its two blanks before `step`)."""
    region, lower, lower_types, upper, upper_types, steps, step_types = values
    arguments = region.blocks[0].arguments if region.blocks else []
    if arguments:
        printer.print("control(")
        for position, argument in enumerate(arguments):
            printer.print(", " if position else "")
            print_typed_operand(printer, argument)
        for text, operands, types in (
            (") = (", lower, lower_types),
            (") to (", upper, upper_types),
            (")  step (", steps, step_types),
        ):
            printer.print(text)
            printer.print_operands(operands)
            printer.print(" : ")
            printer.print_types(types)
        printer.print(") ")
    printer.print_region(region, print_entry_block_args=False)


register_directive(
    "CombinedConstructsLoop",
    Directive(parse_combined_constructs_loop, print_combined_constructs_loop, (1,)),
)
register_directive("GangClause", Directive(parse_gang_clause, print_gang_clause, (6,)))
register_directive("LoopControl", Directive(parse_loop_control, print_loop_control, (7,)))
