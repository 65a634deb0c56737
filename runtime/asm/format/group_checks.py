"""mlir-tblgen's checks of the elements inside an optional group
(`verifyOptionalGroupElement`) and an oilist clause (`verifyOIListParsingElement`)."""

from __future__ import annotations

from collections.abc import Iterator

from .elements import (
    Custom,
    Element,
    FunctionalType,
    Literal,
    OIList,
    Optional,
    Ref,
    TypeDirective,
    Variable,
    VariableKind,
    Whitespace,
    children,
)
from .errors import FormatError
from .spec import OpSpec, named


def check_optional_group_element(element: Element, anchor: bool, spec: OpSpec, offset: int) -> None:
    """mlir-tblgen's `verifyOptionalGroupElement`."""
    if isinstance(element, Variable):
        if element.kind is VariableKind.ATTRIBUTE:
            attribute = named(spec.attributes, element.name)
            if anchor and not (attribute.optional or attribute.default):
                raise FormatError(
                    "only optional or default-valued attributes can be used to anchor an "
                    "optional group",
                    offset,
                )
        elif element.kind is VariableKind.PROPERTY:
            prop = named(spec.attributes, element.name)
            if anchor and not (prop.default and prop.optional_parser):
                raise FormatError(
                    "only properties with default values that can be optionally parsed "
                    "(have the `let optionalParser = ...` field defined) can be used to "
                    "anchor an optional group",
                    offset,
                )
        elif element.kind in (VariableKind.OPERAND, VariableKind.RESULT):
            operand = element.kind is VariableKind.OPERAND
            group = named(spec.operands if operand else spec.results, element.name)
            if not group.variable_length:
                what = "operands" if operand else "results"
                raise FormatError(
                    f"only variable length {what} can be used within an optional group",
                    offset,
                )
        elif element.kind is VariableKind.SUCCESSOR:
            raise FormatError(
                "only literals, types, and variables can be used within an optional group",
                offset,
            )
    elif isinstance(element, TypeDirective):
        check_optional_group_element(element.arg, False, spec, offset)
    elif isinstance(element, FunctionalType):
        check_optional_group_element(element.inputs, False, spec, offset)
        check_optional_group_element(element.results, False, spec, offset)
    elif isinstance(element, Custom):
        for argument in element.args if anchor else ():
            if not isinstance(argument, Ref):
                check_optional_group_element(argument, True, spec, offset)
    elif isinstance(element, (Literal, Whitespace, Optional)):
        if anchor:
            raise FormatError(
                "only variables and types can be used to anchor an optional group", offset
            )
    else:
        raise FormatError(
            "only literals, types, and variables can be used within an optional group",
            offset,
        )


def check_oilist_element(element: Element, spec: OpSpec, offset: int) -> None:
    """mlir-tblgen's `verifyOIListParsingElement`: the variables an oilist clause holds."""
    for variable in _variables(element):
        if variable.kind is VariableKind.ATTRIBUTE:
            attribute = named(spec.attributes, variable.name)
            if not (attribute.optional or attribute.default):
                raise FormatError(
                    "only optional attributes can be used in an oilist parsing group", offset
                )
        elif variable.kind in (VariableKind.OPERAND, VariableKind.RESULT):
            operand = variable.kind is VariableKind.OPERAND
            if not named(spec.operands if operand else spec.results, variable.name).variable_length:
                what = "operands" if operand else "results"
                raise FormatError(
                    f"only variable length {what} can be used within an oilist parsing group",
                    offset,
                )
        elif variable.kind is VariableKind.PROPERTY:
            if not named(spec.attributes, variable.name).default:
                raise FormatError(
                    "only default-valued or optional properties can be used in an olist parsing "
                    "group",
                    offset,
                )
        elif variable.kind is not VariableKind.REGION:
            raise FormatError(
                "only literals, types, and variables can be used within an oilist group", offset
            )


def _variables(element: Element) -> Iterator[Variable]:
    """The variables mlir-tblgen's `collect` finds in an element (through custom
    directives, optional groups, functional types and oilists; not type directives)."""
    if isinstance(element, Variable):
        yield element
    elif isinstance(element, (Custom, Optional, FunctionalType, OIList)):
        for child in children(element):
            if not isinstance(child, Literal):
                yield from _variables(child)
