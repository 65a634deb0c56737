"""What compiling an op's declarative form reads of the op, gathered once: its ODS entry and
dialect tables (upstream_formats.json), the format's element tree, where each variable's
group is, how values split into groups, and the traits that change parsing and printing."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...ir.attributes import Attribute
from ...ir.operation import Operation, Value
from .elements import Custom, Element, Format, Operands, Variable, children
from .groups import Split, group_value, splitter
from .spec import OpSpec, ValueSpec
from .type_inference import Unsupported
from .value_syntax import DialectTables

Getter = Callable[[Operation], Any]
"""What a variable holds on an op being printed: a value, a value or None, or values."""


@dataclass
class OpInfo:
    """An op's form being compiled: `name` (`dialect.mnemonic`), its entry and tables."""

    name: str
    entry: Mapping[str, Any]
    tables: DialectTables
    spec: OpSpec
    format: Format
    defaults: Mapping[str, Attribute]
    traits: dict[str, Mapping[str, Any]] = field(init=False)

    def __post_init__(self) -> None:
        self.traits = {trait["trait"]: trait for trait in self.spec.traits}
        if self.nested_segments and _outside_directives(self.format, self.nested_segments):
            raise Unsupported("variadic-of-variadic operands outside custom directives")

    @property
    def nested_segments(self) -> dict[str, str]:
        """The variadic-of-variadic operand groups and the attributes holding their
        sub-group sizes (ODS `VariadicOfVariadic<..., "segments">`), by group name."""
        return {
            group["name"]: group["segments"]
            for group in self.entry.get("operands", ())
            if group.get("kind") == "variadic-of-variadic"
        }

    @property
    def use_properties(self) -> bool:
        return bool(self.tables.get("!dialect", {}).get("use_properties", True))

    @property
    def implicit_terminator(self) -> str | None:
        trait = self.traits.get("SingleBlockImplicitTerminator")
        if trait is None:
            return None
        terminator: str | None = trait.get("terminator")
        if terminator is None:
            raise Unsupported("an implicit terminator of unknown name")
        return terminator

    @property
    def single_block(self) -> bool:
        return "SingleBlock" in self.traits or "SingleBlockImplicitTerminator" in self.traits

    @property
    def operand_segments(self) -> str | None:
        return "operandSegmentSizes" if "AttrSizedOperandSegments" in self.traits else None

    @property
    def result_segments(self) -> str | None:
        return "resultSegmentSizes" if "AttrSizedResultSegments" in self.traits else None

    @property
    def property_names(self) -> tuple[str, ...]:
        """The op's properties that are no attributes (ODS `Property` arguments)."""
        attributes = self.entry.get("attributes", ())
        return tuple(a["name"] for a in attributes if a.get("syntax") == "property")

    def attribute(self, name: str) -> Mapping[str, Any]:
        """The `attributes` entry of attribute argument `name`."""
        return next(a for a in self.entry.get("attributes", ()) if a["name"] == name)

    def value_entry(self, name: str) -> tuple[bool, int, Mapping[str, Any]]:
        """(is an operand, group index, entry) of the operand or result group `name`."""
        for key, is_operand in (("operands", True), ("results", False)):
            for index, entry in enumerate(self.entry.get(key, ())):
                if entry["name"] == name:
                    return is_operand, index, entry
        raise Unsupported(f"no value group {name}")

    def group_index(self, key: str, name: str) -> int:
        """The index of region or successor group `name` (`key`: regions, successors)."""
        groups = self.spec.regions if key == "regions" else self.spec.successors
        return next(i for i, group in enumerate(groups) if group.name == name)

    def getter(self, is_operand: bool, index: int) -> Getter:
        """What the operand (or result) variable of group `index` holds, on an op."""
        groups = self.spec.operands if is_operand else self.spec.results
        group = groups[index]
        if all(not g.variable_length for g in groups):
            if is_operand:
                return lambda op: op._operands[index]
            return lambda op: op.results[index]
        if len(groups) == 1 and group.kind == "variadic":  # all the values, nothing to split
            if is_operand:
                return lambda op: op._operands[:]
            return lambda op: op.results[:]
        split = self.split(is_operand)
        if is_operand:
            return lambda op: group_value(group, split(op, op._operands)[index])
        return lambda op: group_value(group, split(op, op.results)[index])

    def split(self, is_operand: bool) -> Split:
        if is_operand:
            return splitter(self.spec.operands, self.operand_segments)
        return splitter(self.spec.results, self.result_segments)

    def values_getter(self, is_operand: bool, index: int) -> Callable[[Operation], list[Value]]:
        """The values of the group as a list, whatever its kind."""
        get = self.getter(is_operand, index)
        kind = (self.spec.operands if is_operand else self.spec.results)[index].kind

        def values(op: Operation) -> list[Value]:
            found = get(op)
            if kind == "single":
                return [found]
            if kind == "optional":
                return [] if found is None else [found]
            return list(found)

        return values


def _outside_directives(format: Format, names: Mapping[str, str]) -> bool:
    """Whether the format names any of the groups `names` (or all operands) other than as
    a custom directive's argument: only directives read and print nested groups here."""
    pending: list[Element] = list(format.elements)
    while pending:
        element = pending.pop()
        if isinstance(element, Operands) or (
            isinstance(element, Variable) and element.name in names
        ):
            return True
        if not isinstance(element, Custom):
            pending.extend(children(element))
    return False


def value_spec(info: OpInfo, is_operand: bool, index: int) -> ValueSpec:
    return (info.spec.operands if is_operand else info.spec.results)[index]
