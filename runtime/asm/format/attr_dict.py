"""`attr-dict`, `attr-dict-with-keyword` and `prop-dict` of a declarative form (OpFormatGen's
`genAttrDictPrinter` / `genPropDictPrinter` and their parsers).

Printed: the op's attributes (inherent and discardable, sorted; only the discardable ones
when the format has a `prop-dict`) but those the format prints itself, the segment sizes
the parser computes, and default-valued ones equal to their default. `prop-dict` prints
` <{...}>` of the inherent ones left (` ` alone when none are)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from ...ir.attributes import Attribute
from ...ir.constraints import inherent_attribute_checks
from ...ir.operation import Operation
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter
from ..operation_state import OperationState

Defaults = Mapping[str, Attribute]
PrintStep = Callable[[OpAsmPrinter, Operation], None]


def elided_defaults(attributes: Mapping[str, Attribute], defaults: Defaults) -> list[str]:
    """The default-valued attributes of `attributes` that hold their default."""
    return [
        name
        for name, default in defaults.items()
        if (value := attributes.get(name)) is not None and value.text == default.text
    ]


def all_attributes(op: Operation) -> dict[str, Attribute]:
    """MLIR's `getAttrs()`: inherent (properties) and discardable attributes."""
    properties, attributes = op._properties, op._attributes
    if not properties:
        return attributes or {}
    return {**properties, **attributes} if attributes else properties


def attr_dict_printer(
    elided: Collection[str], defaults: Defaults, keyword: bool, discardable_only: bool
) -> PrintStep:
    """The printer of `attr-dict` (`attr-dict-with-keyword` with `keyword`)."""
    fixed = frozenset(elided)
    print_dict = (
        OpAsmPrinter.print_optional_attr_dict_with_keyword
        if keyword
        else OpAsmPrinter.print_optional_attr_dict
    )

    def print_attr_dict(printer: OpAsmPrinter, op: Operation) -> None:
        properties = None if discardable_only else op._properties
        if not op._attributes and (not properties or fixed.issuperset(properties)):
            return  # the common case: nothing to print, and no dictionary made
        attributes = (op._attributes or {}) if discardable_only else all_attributes(op)
        if not attributes or fixed.issuperset(attributes):
            return
        skip = fixed.union(elided_defaults(attributes, defaults)) if defaults else fixed
        print_dict(printer, attributes, skip)

    return print_attr_dict


def prop_dict_printer(elided: Collection[str], defaults: Defaults) -> PrintStep:
    """The printer of `prop-dict`: ` <{...}>` of the properties not elided."""
    fixed = frozenset(elided)

    def print_prop_dict(printer: OpAsmPrinter, op: Operation) -> None:
        properties = op._properties or {}
        skip = fixed.union(elided_defaults(properties, defaults))
        kept = {name: value for name, value in properties.items() if name not in skip}
        printer.print(" ")
        if kept:
            printer.print("<", printer.printer.dict_text(kept), ">")

    return print_prop_dict


def parse_attr_dict(parser: OpAsmParser, state: OperationState, keyword: bool) -> None:
    """`{...}` (after `attributes` with `keyword`) into the state's attributes, whose
    inherent ones must satisfy their ODS constraints (MLIR's generated `verifyInherentAttrs`,
    reported where the dictionary starts)."""
    pos = parser.current_location()
    before = len(state.attributes)
    if keyword:
        parser.parse_optional_attr_dict_with_keyword(state)
    else:
        parser.parse_optional_attr_dict(state)
    if len(state.attributes) != before:  # the dictionary's own, not the format's others
        written = dict(list(state.attributes.items())[before:])
        for name, check, summary in inherent_attribute_checks(parser.op_name):
            attr = written.get(name)
            if attr is not None and not check(attr):
                parser.emit_error(
                    pos,
                    f"'{parser.op_name}' op attribute '{name}' failed to satisfy constraint: "
                    f"{summary}",
                )


def parse_prop_dict(parser: OpAsmParser, state: OperationState) -> None:
    """`<{...}>` if there, into the state's properties (MLIR's `parseProperties`)."""
    if not parser.parse_optional_punctuation("<"):
        return
    properties = parser.parse_attribute_dictionary().entries
    parser.parse_punctuation(">")
    state.properties = {**(state.properties or {}), **properties}
