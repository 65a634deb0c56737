"""Memory attributions of `gpu.launch` and `gpu.func` (GPUDialect.cpp's `parseAttributions`
/ `printAttributions`): `workgroup(%a : type {attrs}, ...)` and `private(...)`, entry block
arguments after the op's own, the workgroup ones counted by `workgroup_attributions`."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.op_asm_parser import Argument, OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, DictionaryAttr
from ...ir.operation import BlockArgument

WORKGROUP_COUNT = "workgroup_attributions"


def parse_attributions(parser: OpAsmParser, keyword: str) -> list[Argument]:
    """`keyword(%a : type {attrs}, ...)` if there (else none)."""
    if parser.parse_optional_keyword(keyword) is None:
        return []
    return parser.parse_argument_list("paren", allow_type=True, allow_attrs=True)


def attribution_attrs(arguments: Sequence[Argument]) -> ArrayAttr | None:
    """The attributions' attributes, one dictionary each, when any has some."""
    if not any(argument.attributes for argument in arguments):
        return None
    return ArrayAttr(DictionaryAttr(argument.attributes) for argument in arguments)


def print_attributions(
    printer: OpAsmPrinter,
    keyword: str,
    arguments: Sequence[BlockArgument],
    attrs: Attribute | None = None,
) -> None:
    """` keyword(%a : type {attrs}, ...)` when there are attributions."""
    if not arguments:
        return
    dictionaries = attrs.elements if isinstance(attrs, ArrayAttr) else []
    printer.print(f" {keyword}(")
    for index, argument in enumerate(arguments):
        if index:
            printer.print(", ")
        printer.print_operand(argument)
        printer.print(" : ", argument.type.text)
        found = dictionaries[index] if index < len(dictionaries) else None
        if isinstance(found, DictionaryAttr):
            printer.print_optional_attr_dict(found.entries)
    printer.print(")")
