"""What a declarative form's variables and directives are bound to on an op being printed
(getters), and what the printer leaves out of the attribute dictionary: the attributes the
format prints, the segment sizes the parser computes, and defaults held."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...ir.attributes import Attribute
from ...ir.ods import segment_sizes
from ...ir.op_properties import op_properties
from ...ir.operation import Operation, Value
from .elements import (
    ATTRIBUTE_KINDS,
    AttrDict,
    Element,
    OIClause,
    Operands,
    Optional,
    Ref,
    Regions,
    Results,
    String,
    Successors,
    TypeDirective,
    Variable,
    VariableKind,
    first_parsed,
)
from .op_info import Getter, OpInfo
from .type_inference import Unsupported


class Bindings:
    """The getters of an op's format variables and what its attr-dict leaves out."""

    def __init__(self, info: OpInfo):
        self.info = info

    def getter(self, variable: Variable) -> Getter:
        """What `variable` holds on an op: an attribute, value(s), region(s), successor(s)."""
        info, kind, name = self.info, variable.kind, variable.name
        if kind in (VariableKind.ATTRIBUTE, VariableKind.PROPERTY):
            return lambda op: op.get_attr(name)
        if kind in (VariableKind.OPERAND, VariableKind.RESULT):
            is_operand, index, _ = info.value_entry(name)
            segments = info.nested_segments.get(name) if is_operand else None
            if segments is not None:
                return _nested(info.getter(is_operand, index), segments)
            return info.getter(is_operand, index)
        key = "regions" if kind is VariableKind.REGION else "successors"
        index = info.group_index(key, name)
        variadic = (info.spec.regions if key == "regions" else info.spec.successors)[index].variadic
        if key == "regions":
            return (lambda op: op.regions[index:]) if variadic else (lambda op: op.regions[index])
        return (lambda op: op.successors[index:]) if variadic else (lambda op: op.successors[index])

    def print_argument(self, element: Element) -> Getter:
        """What a custom directive's argument passes to its printer."""
        if isinstance(element, Ref):
            return self.print_argument(element.arg)
        if isinstance(element, Variable):
            return self.getter(element)
        if isinstance(element, String):
            value = element.value
            return lambda op: value
        if isinstance(element, TypeDirective):
            return _types(self.print_argument(element.arg))
        if isinstance(element, AttrDict):
            return lambda op: op.attributes
        directives: Mapping[type, Getter] = {
            Operands: lambda op: op._operands,
            Results: lambda op: op.results,
            Regions: lambda op: op.regions,
            Successors: lambda op: op.successors,
        }
        found = directives.get(type(element))
        if found is None:
            raise Unsupported(f"custom directive argument {element.text()}")
        return found

    def defaults(self) -> Mapping[str, Attribute]:
        """The op's default-valued attributes and their defaults."""
        return op_properties(self.info.name).defaults

    def elided_attributes(self) -> list[str]:
        """What attr-dict never prints: the format's attributes and the computed sizes."""
        info, format = self.info, self.info.format
        elided = [*format.used_attributes, *format.inferred_attributes]
        elided += info.nested_segments.values()
        if info.operand_segments and not format.all_operands:
            elided.append(info.operand_segments)
        if info.result_segments and not format.all_result_types:
            elided.append(info.result_segments)
        return elided

    def elided_anchor(self, group: Optional) -> Element | None:
        """The anchor of `group` when it is a unit attribute the group's presence stands
        for (not the first element of either branch): neither printed nor parsed."""
        anchor = group.anchor_element
        if not (isinstance(anchor, Variable) and anchor.kind in ATTRIBUTE_KINDS):
            return None
        if not is_unit(self.info.attribute(anchor.name)):
            return None
        firsts = [
            elements[first_parsed(elements)] for elements in (group.then, group.else_) if elements
        ]
        return None if any(anchor is first for first in firsts) else anchor

    def unit_clause(self, clause: OIClause) -> str | None:
        """The unit attribute an oilist clause is made of alone, if so."""
        elements = clause.elements
        if len(elements) == 1 and isinstance(elements[0], Variable):
            variable = elements[0]
            if variable.kind in ATTRIBUTE_KINDS and is_unit(self.info.attribute(variable.name)):
                return variable.name
        return None


def _nested(values: Getter, segments: str) -> Getter:
    """The values of a variadic-of-variadic group, in the sub-groups `segments` sizes."""

    def nested(op: Operation) -> list[Sequence[Value]]:
        found, start, groups = values(op), 0, []
        for size in segment_sizes(op, segments) or []:
            groups.append(found[start : start + size])
            start += size
        return groups

    return nested


def _types(values: Getter) -> Getter:
    def types(op: Operation) -> Any:
        return _type_of(values(op))

    return types


def is_unit(attribute: Mapping[str, Any]) -> bool:
    """Whether the argument `attribute` is a `UnitAttr` or a `UnitProp`: set or not, which
    an optional group anchored on it stands for."""
    return bool(attribute.get("unit")) or "UnitProp" in attribute.get("classes", ())


def _type_of(found: Any) -> Any:
    """The type(s) of a value, of values, or of groups of values (None for None)."""
    if found is None:
        return None
    if isinstance(found, (list, tuple)):
        return [_type_of(value) for value in found]
    return found.type
