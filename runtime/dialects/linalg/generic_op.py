"""`linalg.generic` (LinalgOps.cpp's `GenericOp::parse` / `print`):

    linalg.generic {indexing_maps = [...], iterator_types = ["parallel", ...], doc = "...",
                    library_call = "..."} ins(...) outs(...) [attrs = {...}] { body } [-> types]

The leading dictionary holds the op's trait attributes, its iterator types spelled as
strings (`#linalg.iterator_type<parallel>` in the op); the others follow `attrs =`. Block
arguments are named `%in` and `%out` in the custom form."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, SetName
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, DictionaryAttr, OpaqueAttr, StringAttr
from ...ir.operation import Operation, Region
from .structured_syntax import (
    SEGMENTS,
    all_attributes,
    inputs_and_outputs,
    parse_common_parts,
    print_common_parts,
    print_results,
    segment_sizes,
)

ITERATOR_TYPES = "iterator_types"
TRAIT_ATTRIBUTES = ("doc", "indexing_maps", ITERATOR_TYPES, "library_call")
ITERATOR_KINDS = ("parallel", "reduction")
_ITERATOR = "#linalg.iterator_type<"


def parse_generic(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    traits = parser.parse_attribute()
    if not isinstance(traits, DictionaryAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    for name, value in traits.entries.items():
        state.add_attribute(name, value)
    iterators = state.attributes.get(ITERATOR_TYPES)
    if not isinstance(iterators, ArrayAttr):
        parser.emit_error(pos, "expected iterator_types array attribute")
    state.attributes[ITERATOR_TYPES] = ArrayAttr(
        _iterator(parser, element) for element in iterators.elements
    )
    parse_common_parts(parser, state)
    if parser.parse_optional_keyword("attrs") is not None:
        parser.parse_equal()
        parser.parse_optional_attr_dict(state)
    parser.parse_region(state.add_region())
    state.result_types = parser.parse_optional_arrow_type_list()


def _iterator(parser: OpAsmParser, element: Attribute) -> Attribute:
    """`#linalg.iterator_type<kind>` of the string `"kind"`."""
    kind = element.value if isinstance(element, StringAttr) else ""
    if kind not in ITERATOR_KINDS:
        parser.emit_error(parser.current_location(), f"unexpected iterator_type ({kind})")
    return OpaqueAttr(f"{_ITERATOR}{kind}>")


def print_generic(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = all_attributes(op)
    traits = {
        name: _iterator_strings(value) if name == ITERATOR_TYPES else value
        for name, value in sorted(attributes.items())
        if name in TRAIT_ATTRIBUTES
    }
    printer.print(" ")
    if traits:
        printer.print_attribute(DictionaryAttr(traits))
    print_common_parts(printer, *inputs_and_outputs(op))
    elided = (*TRAIT_ATTRIBUTES, SEGMENTS)
    if any(name not in elided for name in attributes):
        printer.print(" attrs = ")
        printer.print_optional_attr_dict(attributes, elided)
    region = op.regions[0] if op.regions else None
    if region is not None and region.blocks:
        printer.print(" ")
        printer.print_region(region)
    print_results(printer, op)


def _iterator_strings(value: Attribute) -> Attribute:
    if not isinstance(value, ArrayAttr):
        return value
    names = [element.text for element in value.elements]
    if not all(name.startswith(_ITERATOR) for name in names):
        return value
    return ArrayAttr(StringAttr(name[len(_ITERATOR) : -1]) for name in names)


def in_out_names(op: Operation, region: Region, set_name: SetName) -> None:
    """`%in` for the inputs' block arguments, `%out` for the outputs'."""
    if not region.blocks:
        return
    count, _ = segment_sizes(op)
    for index, argument in enumerate(region.blocks[0].arguments):
        set_name(argument, "in" if index < count else "out")


GENERIC_FORM = CustomForm(parse_generic, print_generic, block_argument_names=in_out_names)
