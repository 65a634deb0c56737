"""The element tree of a format, immutable, with its canonical spelling (`text()`).

Literals (`Literal`: keywords and punctuation; `Whitespace`: `` ` ` ``, ``` `` ```,
`` `\\n` ``), variables (`Variable`, of kind operand, result, attribute, property, region or
successor), directives (`AttrDict`, `PropDict`, `TypeDirective`, `FunctionalType`,
`Operands`, `Results`, `Regions`, `Successors`, `Ref`, `Custom` with `String` arguments,
`OIList`), and optional groups (`Optional`, with their anchor and else elements).
`qualified(...)` is a flag of the attribute variable or type directive it wraps, as in
OpFormatGen. Beyond the tree, `Format` holds what mlir-tblgen's verification of the format
decides: how each operand and result type is found when parsing (`Resolution`), the
attributes the format names, and whether it takes all operands, regions, successors or
types at once.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Literal:
    """A keyword or punctuation (`->`, `(`, `:`, `...`)."""

    value: str

    def text(self) -> str:
        return f"`{self.value}`"


@dataclass(frozen=True)
class Whitespace:
    """`` ` ` `` (a space), ``` `` ``` (no space) or `` `\\n` `` (a new line)."""

    value: str

    def text(self) -> str:
        return f"`{self.value}`"


class VariableKind(enum.Enum):
    OPERAND = "operand"
    RESULT = "result"
    ATTRIBUTE = "attribute"
    PROPERTY = "property"
    REGION = "region"
    SUCCESSOR = "successor"


ATTRIBUTE_KINDS = (VariableKind.ATTRIBUTE, VariableKind.PROPERTY)
"""The kinds of variables that hold an attribute (a property: the attribute it converts to)."""


@dataclass(frozen=True)
class Variable:
    """`$name`: `qualified` for an attribute printed with its dialect prefix."""

    name: str
    kind: VariableKind
    qualified: bool = False

    def text(self) -> str:
        return f"qualified(${self.name})" if self.qualified else f"${self.name}"


@dataclass(frozen=True)
class AttrDict:
    with_keyword: bool = False

    def text(self) -> str:
        return "attr-dict-with-keyword" if self.with_keyword else "attr-dict"


@dataclass(frozen=True)
class PropDict:
    def text(self) -> str:
        return "prop-dict"


@dataclass(frozen=True)
class Operands:
    def text(self) -> str:
        return "operands"


@dataclass(frozen=True)
class Results:
    def text(self) -> str:
        return "results"


@dataclass(frozen=True)
class Regions:
    def text(self) -> str:
        return "regions"


@dataclass(frozen=True)
class Successors:
    def text(self) -> str:
        return "successors"


TypeArgument = Variable | Operands | Results


@dataclass(frozen=True)
class TypeDirective:
    """`type(arg)`: the types of an operand or result group, or of all of them."""

    arg: TypeArgument
    qualified: bool = False

    def text(self) -> str:
        inner = f"type({self.arg.text()})"
        return f"qualified({inner})" if self.qualified else inner


@dataclass(frozen=True)
class FunctionalType:
    """`functional-type(inputs, results)`: the types as a function type."""

    inputs: TypeArgument
    results: TypeArgument

    def text(self) -> str:
        return f"functional-type({self.inputs.text()}, {self.results.text()})"


@dataclass(frozen=True)
class String:
    """A string argument of a custom directive (C++ with `$_builder`, `$_ctxt`): `spelling`
    as written between the quotes."""

    spelling: str

    @property
    def value(self) -> str:
        """The string as mlir-tblgen passes it on: every backslash dropped."""
        return self.spelling.replace("\\", "")

    def text(self) -> str:
        return f'"{self.spelling}"'


@dataclass(frozen=True)
class Ref:
    """`ref(arg)` in a custom directive: an element bound earlier, passed again."""

    arg: Element

    def text(self) -> str:
        return f"ref({self.arg.text()})"


@dataclass(frozen=True)
class Custom:
    """`custom<Name>(args)`: parsed by `parseName` and printed by `printName`."""

    name: str
    args: tuple[Element, ...]

    def text(self) -> str:
        return f"custom<{self.name}>({', '.join(arg.text() for arg in self.args)})"


@dataclass(frozen=True)
class OIClause:
    """One clause of an oilist: its keyword and the elements that follow it."""

    keyword: Literal
    elements: tuple[Element, ...]

    def text(self) -> str:
        return " ".join(element.text() for element in (self.keyword, *self.elements))


@dataclass(frozen=True)
class OIList:
    """`oilist(`a` ... | `b` ...)`: clauses in any order, each at most once."""

    clauses: tuple[OIClause, ...]

    def text(self) -> str:
        return f"oilist({' | '.join(clause.text() for clause in self.clauses)})"


@dataclass(frozen=True)
class Optional:
    """`(then)? ` or `(then) : (else)?`: printed and parsed when its anchor (the element
    marked `^`) is present; `inverted` when the anchor is in the else elements (`anchor`
    indexes them then). `then_start`/`else_start`: the first element that parses (after
    whitespace)."""

    then: tuple[Element, ...]
    else_: tuple[Element, ...]
    anchor: int
    inverted: bool = False

    @property
    def anchor_element(self) -> Element:
        return (self.else_ if self.inverted else self.then)[self.anchor]

    @property
    def then_start(self) -> int:
        return first_parsed(self.then)

    @property
    def else_start(self) -> int:
        return first_parsed(self.else_)

    def text(self) -> str:
        def spell(elements: tuple[Element, ...], anchored: bool) -> str:
            return " ".join(
                e.text() + ("^" if anchored and i == self.anchor else "")
                for i, e in enumerate(elements)
            )

        text = f"({spell(self.then, not self.inverted)})"
        if self.else_:
            text += f" : ({spell(self.else_, self.inverted)})"
        return text + "?"


Element = (
    Literal
    | Whitespace
    | Variable
    | AttrDict
    | PropDict
    | Operands
    | Results
    | Regions
    | Successors
    | TypeDirective
    | FunctionalType
    | String
    | Ref
    | Custom
    | OIList
    | Optional
)


def first_parsed(elements: tuple[Element, ...]) -> int:
    """The index of the first element that parses (not whitespace), or the length."""
    return next((i for i, e in enumerate(elements) if not isinstance(e, Whitespace)), len(elements))


@dataclass(frozen=True)
class Resolution:
    """How the parser finds one operand's or result's type: `format` (a type directive
    names it), `buildable` (`type`: its constraint's buildable type), `variable` (the type
    of operand or result `name`, through `transformer` if any: C++ with `$_self`),
    `attribute` (the type of attribute `name`, through `transformer`), `elements` (the
    element type of shaped operand or result `name`, once per element), `inferred` (the
    op's `inferReturnTypes`, results only)."""

    kind: str
    name: str = ""
    transformer: str | None = None
    type: str | None = None


@dataclass(frozen=True)
class Format:
    """A format's elements and what mlir-tblgen's verification of it decides."""

    elements: tuple[Element, ...]
    operand_types: tuple[Resolution, ...] = ()
    result_types: tuple[Resolution, ...] = ()
    all_operands: bool = False
    all_operand_types: bool = False
    all_result_types: bool = False
    all_regions: bool = False
    all_successors: bool = False
    used_attributes: tuple[str, ...] = ()
    inferred_attributes: tuple[str, ...] = ()  # variadic-of-variadic segment sizes

    def text(self) -> str:
        """The canonical spelling: elements separated by one space."""
        return " ".join(element.text() for element in self.elements)

    def walk(self) -> Iterator[Element]:
        """Every element, depth first, in order."""
        return _walk(self.elements)


def _walk(elements: Iterable[Element]) -> Iterator[Element]:
    for element in elements:
        yield element
        yield from _walk(children(element))


def children(element: Element) -> tuple[Element, ...]:
    """The elements directly inside `element`."""
    if isinstance(element, Optional):
        return element.then + element.else_
    if isinstance(element, OIList):
        return tuple(e for c in element.clauses for e in (c.keyword, *c.elements))
    if isinstance(element, Custom):
        return element.args
    if isinstance(element, Ref):
        return (element.arg,)
    if isinstance(element, TypeDirective):
        return (element.arg,)
    if isinstance(element, FunctionalType):
        return (element.inputs, element.results)
    return ()
