"""How the parser of a declarative form finds each operand's and result's types (OpFormatGen's
`genParserTypeResolution`), from the `Resolution`s the format's verification decided: the
types the format names, a buildable type, another value's or an attribute's type through a
transformer (the C++ of an ODS `TypesMatchWith`, known here by its text), the element type
of a shaped value once per element, or the op's `inferReturnTypes` (a Python hook per op).
A resolution this module cannot reproduce raises `Unsupported`: the op keeps the generic
form rather than read wrong types."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ...ir.attributes import Attribute
from ...ir.shaped_types import attribute_type, element_type, type_of
from ...ir.type_transformers import TRANSFORMERS, Transformer
from ...ir.types import Type
from .elements import Resolution
from .spec import ValueSpec


class Unsupported(Exception):
    """The interpreter cannot reproduce what mlir-tblgen generates for this op."""


class ResolutionError(Exception):
    """A type that cannot be found from what was parsed (the message says why)."""


@dataclass
class TypeContext:
    """What the parser has read that types resolve from: each group's parsed operands
    count and the types the format gave (None: not given), and the attributes."""

    operand_counts: list[int]
    operand_types: list[list[Type] | None]
    result_types: list[list[Type] | None]
    attributes: Mapping[str, Attribute]


TypeSource = Callable[[TypeContext], "list[Type] | Type"]
"""A group's types: a list, or one type for every value of the group."""


@dataclass(frozen=True)
class Groups:
    """The op's operand and result groups, and where each name is."""

    operands: tuple[ValueSpec, ...]
    results: tuple[ValueSpec, ...]

    def locate(self, name: str) -> tuple[bool, int]:
        """(is an operand, its group index) of the group called `name`."""
        for index, group in enumerate(self.operands):
            if group.name == name:
                return True, index
        for index, group in enumerate(self.results):
            if group.name == name:
                return False, index
        raise Unsupported(f"no value group {name}")


def transformer(text: str | None) -> Transformer:
    if text is None:
        return TRANSFORMERS["$_self"]
    found = TRANSFORMERS.get(text.strip())
    if found is None:
        raise Unsupported(f"unknown type transformer {text}")
    return found


def type_sources(
    groups: Groups,
    operand_resolutions: Sequence[Resolution],
    result_resolutions: Sequence[Resolution],
) -> tuple[list[TypeSource], list[TypeSource]]:
    """The type source of each operand group and each result group."""
    operands: list[TypeSource] = []
    results: list[TypeSource] = []

    def source_of(is_operand: bool, index: int) -> TypeSource:
        table = operands if is_operand else results
        return lambda context: table[index](context)

    for is_operand, resolutions, table in (
        (True, operand_resolutions, operands),
        (False, result_resolutions, results),
    ):
        for index, resolution in enumerate(resolutions):
            table.append(_source(resolution, is_operand, index, groups, source_of))
    return operands, results


def _source(
    resolution: Resolution,
    is_operand: bool,
    index: int,
    groups: Groups,
    source_of: Callable[[bool, int], TypeSource],
) -> TypeSource:
    kind = resolution.kind
    if kind == "format":
        return _format_types(is_operand, index)
    if kind == "buildable" and resolution.type is not None:
        built = type_of(resolution.type)
        return lambda context: built
    if kind == "variable":
        return _variable(groups, resolution, source_of)
    if kind == "attribute":
        return _attribute(resolution.name, transformer(resolution.transformer))
    if kind == "elements":
        return _elements(groups, resolution.name, index, source_of)
    if kind == "inferred":
        return lambda context: []  # once the operands are resolved (`resolution.finisher`)
    raise Unsupported(f"type resolution {kind}")


def _format_types(is_operand: bool, index: int) -> TypeSource:
    def types(context: TypeContext) -> list[Type]:
        table = context.operand_types if is_operand else context.result_types
        found = table[index]
        return [] if found is None else found

    return types


def _variable(
    groups: Groups, resolution: Resolution, source_of: Callable[[bool, int], TypeSource]
) -> TypeSource:
    is_operand, index = groups.locate(resolution.name)
    source = source_of(is_operand, index)
    transform = transformer(resolution.transformer)
    single = not (groups.operands if is_operand else groups.results)[index].variable_length

    def types(context: TypeContext) -> list[Type] | Type:
        found = source(context)
        if isinstance(found, Type):
            return transform(found)
        if single and found:
            return transform(found[0])
        return [each for t in found for each in _listed(transform(t))]

    return types


def _listed(types: Type | list[Type]) -> list[Type]:
    return [types] if isinstance(types, Type) else types


def _attribute(name: str, transform: Transformer) -> TypeSource:
    def types(context: TypeContext) -> Type | list[Type]:
        attr = context.attributes.get(name)
        found = None if attr is None else attribute_type(attr)
        if found is None:
            raise ResolutionError("invalid kind of attribute specified")
        return transform(found)

    return types


def _elements(
    groups: Groups, name: str, index: int, source_of: Callable[[bool, int], TypeSource]
) -> TypeSource:
    source = source_of(*groups.locate(name))

    def types(context: TypeContext) -> list[Type]:
        found = source(context)
        shaped = found if isinstance(found, Type) else found[0]
        return [element_type(shaped)] * context.operand_counts[index]

    return types
