"""The declarative assembly-format language of ODS (`assemblyFormat`), read as mlir-tblgen's
FormatGen/OpFormatGen read it: a format string and the op it formats (`OpSpec`) give an
immutable element tree (`Format`), or a `FormatError` with mlir-tblgen's message at its
offset in the string.

    format = parse_format("$lhs `,` $rhs attr-dict `:` type($result)", spec)
    format.text()   # the canonical spelling, which parses to the same tree

The tree: literals (`Literal`: keywords and punctuation; `Whitespace`: `` ` ` ``, ``` `` ```,
`` `\\n` ``), variables (`Variable`, of kind operand, result, attribute, property, region or
successor), directives (`AttrDict`, `PropDict`, `TypeDirective`, `FunctionalType`,
`Operands`, `Results`, `Regions`, `Successors`, `Ref`, `Custom` with `String` arguments,
`OIList`), and optional groups (`Optional`, with their anchor and else elements).
`qualified(...)` is a flag of the attribute variable or type directive it wraps, as in
OpFormatGen. Beyond the tree, `Format` holds what mlir-tblgen's verification of the format
decides: how each operand and result type is found when parsing (`Resolution`), the
attributes the format names, and whether it takes all operands, regions, successors or
types at once.

Trust: a format string is input (a project dialect's `format:`): any string gives a tree or a
`FormatError`, never another exception; offsets count characters. The op's description
(`OpSpec`, from ODS data or a dialect file) is trusted to be consistent.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# --------------------------------------------------------------------------------------------
# The op a format describes


@dataclass(frozen=True)
class ValueSpec:
    """An operand or result group: `kind` is single, optional, variadic or
    variadic-of-variadic; `type`, the text of its buildable type (ODS `builderCall`) if any."""

    name: str
    kind: str = "single"
    type: str | None = None

    @property
    def variable_length(self) -> bool:
        return self.kind != "single"

    @property
    def variadic(self) -> bool:
        return self.kind in ("variadic", "variadic-of-variadic")


@dataclass(frozen=True)
class AttributeSpec:
    """An attribute argument (or a property: `property`): `typed` when its value type is
    buildable (printed without type), `generic` when its storage is `::mlir::Attribute`;
    `optional_parser`: a property that can be parsed optionally."""

    name: str
    optional: bool = False
    default: bool = False
    unit: bool = False
    typed: bool = False
    generic: bool = False
    property: bool = False
    optional_parser: bool = False


@dataclass(frozen=True)
class RegionSpec:
    """A region or successor group."""

    name: str
    variadic: bool = False


@dataclass(frozen=True)
class OpSpec:
    """What a format refers to: the op's groups and arguments in ODS order, and the traits
    its type inference reads (objects of `upstream_formats.json`'s `traits`)."""

    operands: tuple[ValueSpec, ...] = ()
    results: tuple[ValueSpec, ...] = ()
    attributes: tuple[AttributeSpec, ...] = ()
    regions: tuple[RegionSpec, ...] = ()
    successors: tuple[RegionSpec, ...] = ()
    traits: tuple[Mapping[str, Any], ...] = ()

    @classmethod
    def from_data(cls, entry: Mapping[str, Any]) -> OpSpec:
        """The spec of an op entry of `upstream_formats.json` (`passgen.ods.formats`)."""

        def values(key: str) -> tuple[ValueSpec, ...]:
            return tuple(
                ValueSpec(v["name"], v.get("kind", "single"), v.get("type") or v.get("builder"))
                for v in entry.get(key, ())
            )

        def groups(key: str) -> tuple[RegionSpec, ...]:
            return tuple(
                RegionSpec(r["name"], r.get("kind") == "variadic") for r in entry.get(key, ())
            )

        attributes = tuple(
            AttributeSpec(
                a["name"],
                optional=bool(a.get("optional")),
                default="default" in a,
                unit=bool(a.get("unit")),
                typed=a.get("syntax") == "typed",
                generic=a.get("syntax") == "attribute",
                property=a.get("syntax") == "property",
                optional_parser="optional_parser" in a,
            )
            for a in entry.get("attributes", ())
        )
        return cls(
            values("operands"),
            values("results"),
            attributes,
            groups("regions"),
            groups("successors"),
            tuple(entry.get("traits", ())),
        )


# --------------------------------------------------------------------------------------------
# The element tree


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
        return _first_parsed(self.then)

    @property
    def else_start(self) -> int:
        return _first_parsed(self.else_)

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


def _first_parsed(elements: tuple[Element, ...]) -> int:
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
        yield from _walk(_children(element))


def _children(element: Element) -> tuple[Element, ...]:
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


class FormatError(Exception):
    """An invalid format: mlir-tblgen's message, the offset it points at in the format
    string, and its note when it has one."""

    def __init__(self, message: str, offset: int, note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.note = note

    def position(self, text: str) -> tuple[int, int]:
        """The 1-based line and column of the offset in `text`."""
        before = text[: self.offset]
        return before.count("\n") + 1, self.offset - (before.rfind("\n") + 1) + 1


# --------------------------------------------------------------------------------------------
# The lexer


class _Kind(enum.Enum):
    EOF = "eof"
    CARET = "^"
    COLON = ":"
    COMMA = ","
    EQUAL = "="
    LESS = "<"
    GREATER = ">"
    QUESTION = "?"
    L_PAREN = "("
    R_PAREN = ")"
    STAR = "*"
    PIPE = "|"
    LITERAL = "literal"
    VARIABLE = "variable"
    STRING = "string"
    IDENTIFIER = "identifier"
    KEYWORD = "keyword"


_PUNCTUATION = {kind.value: kind for kind in _Kind if len(kind.value) == 1}
_KEYWORDS = frozenset(
    (
        "attr-dict",
        "attr-dict-with-keyword",
        "custom",
        "functional-type",
        "oilist",
        "operands",
        "params",
        "prop-dict",
        "qualified",
        "ref",
        "regions",
        "results",
        "struct",
        "successors",
        "type",
    )
)


def _alpha(char: str) -> bool:
    return ("a" <= char <= "z") or ("A" <= char <= "Z")


def _alnum(char: str) -> bool:
    return _alpha(char) or "0" <= char <= "9"


@dataclass(frozen=True)
class _Token:
    kind: _Kind
    spelling: str
    offset: int


class _Lexer:
    """FormatGen's lexer: a NUL ends the buffer for literals and strings, as in C."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def _char(self, pos: int) -> str:
        return self.text[pos] if pos < len(self.text) else "\0"

    def lex(self) -> _Token:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\n\r\0":
            self.pos += 1
        start = self.pos
        if start >= len(self.text):
            return _Token(_Kind.EOF, "", start)
        char = self.text[start]
        self.pos += 1
        if char in _PUNCTUATION:
            return _Token(_PUNCTUATION[char], char, start)
        if char == "`":
            return self._until(start, "`", _Kind.LITERAL, "unexpected end of file in literal")
        if char == '"':
            return self._until(start, '"', _Kind.STRING, "unexpected end of file in string")
        if char == "$":
            if not (_alpha(self._char(self.pos)) or self._char(self.pos) == "_"):
                raise FormatError("expected variable name", start)
            while _alnum(self._char(self.pos)) or self._char(self.pos) == "_":
                self.pos += 1
            return _Token(_Kind.VARIABLE, self.text[start : self.pos], start)
        if _alpha(char) or char == "_":
            while _alnum(self._char(self.pos)) or self._char(self.pos) in "_-":
                self.pos += 1
            word = self.text[start : self.pos]
            return _Token(_Kind.KEYWORD if word in _KEYWORDS else _Kind.IDENTIFIER, word, start)
        raise FormatError("unexpected character", start)

    def _until(self, start: int, close: str, kind: _Kind, message: str) -> _Token:
        escape = False
        while (char := self._char(self.pos)) != "\0":
            self.pos += 1
            if char == close and not escape:
                return _Token(kind, self.text[start : self.pos], start)
            escape = kind is _Kind.STRING and char == "\\"
        raise FormatError(message, self.pos)


# --------------------------------------------------------------------------------------------
# The parser


class _Context(enum.Enum):
    TOP = "top-level"
    CUSTOM = "custom"
    TYPE = "type"
    REF = "ref"


def _valid_keyword(value: str) -> str | None:
    """Why `value` is no keyword (mlir-tblgen's `canFormatStringAsKeyword`), or None."""
    if not (_alpha(value[0]) or value[0] == "_"):
        return "valid keyword starts with a letter or '_'"
    if not all(_alnum(c) or c in "_$." for c in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None


def _literal_problem(value: str) -> str | None:
    """Why `value` is no literal (mlir-tblgen's `isValidLiteral`), or None."""
    bare = "_:,=<>()[]{}?+-*"
    if len(value) == 1:
        if _alpha(value) or value in bare:
            return None
        return f"single character literal must be a letter or one of '{bare}'"
    if value in ("->", "..."):
        return None
    return _valid_keyword(value)


@dataclass
class _State:
    """What the parser has seen, for mlir-tblgen's checks."""

    attr_dict: bool = False
    prop_dict: bool = False
    all_operands: bool = False
    all_operand_types: bool = False
    all_result_types: bool = False
    all_regions: bool = False
    all_successors: bool = False
    operands: set[str] = field(default_factory=set)
    regions: set[str] = field(default_factory=set)
    successors: set[str] = field(default_factory=set)
    attributes: list[str] = field(default_factory=list)  # in order
    properties: set[str] = field(default_factory=set)
    operand_types: set[int] = field(default_factory=set)
    result_types: set[int] = field(default_factory=set)


def parse_format(text: str, spec: OpSpec) -> Format:
    """The element tree of `text`, a format of the op `spec` describes."""
    return _Parser(text, spec).parse()


class _Parser:
    def __init__(self, text: str, spec: OpSpec) -> None:
        self.spec = spec
        self.lexer = _Lexer(text)
        self.state = _State()
        self.token = self.lexer.lex()

    def consume(self) -> _Token:
        token = self.token
        self.token = self.lexer.lex()
        return token

    def expect(self, kind: _Kind, message: str) -> _Token:
        if self.token.kind is not kind:
            raise FormatError(message, self.token.offset)
        return self.consume()

    def parse(self) -> Format:
        offset = self.token.offset
        elements = []
        while self.token.kind is not _Kind.EOF:
            elements.append(self.element(_Context.TOP))
        return _Verifier(self.spec, self.state, offset).verify(tuple(elements))

    def element(self, context: _Context) -> Element:
        kind = self.token.kind
        if kind is _Kind.LITERAL:
            return self.literal(context)
        if kind is _Kind.STRING:
            token = self.consume()
            if context is not _Context.CUSTOM:
                raise FormatError(
                    "strings may only be used as 'custom' directive arguments", token.offset
                )
            return String(token.spelling[1:-1])
        if kind is _Kind.VARIABLE:
            token = self.consume()
            return self.variable(token.offset, token.spelling[1:], context)
        if kind is _Kind.KEYWORD:
            token = self.consume()
            if token.spelling == "custom":
                return self.custom(token.offset, context)
            return self.directive(token.offset, token.spelling, context)
        if kind is _Kind.L_PAREN:
            return self.optional_group(context)
        raise FormatError(
            "expected literal, variable, directive, or optional group", self.token.offset
        )

    def literal(self, context: _Context) -> Literal | Whitespace:
        token = self.consume()
        if context is not _Context.TOP:
            raise FormatError(
                "literals may only be used in the top-level section of the format", token.offset
            )
        spelling = token.spelling
        if len(spelling) < 2 or spelling[0] != "`" or spelling[-1] != "`":
            raise FormatError(f"expected literal, but got '{spelling}'", token.offset)
        value = spelling[1:-1]
        if value in ("", " ", "\\n"):
            return Whitespace(value)
        problem = _literal_problem(value)
        if problem:
            raise FormatError(f"expected valid literal but got '{value}': {problem}", token.offset)
        return Literal(value)

    # Variables ---------------------------------------------------------------------------

    def variable(self, offset: int, name: str, context: _Context) -> Variable:
        spec, state = self.spec, self.state
        attribute = next((a for a in spec.attributes if a.name == name), None)
        if attribute is not None and not attribute.property:
            if context is _Context.TYPE:
                raise FormatError(
                    "attributes cannot be used as children to a `type` directive", offset
                )
            self._bind(offset, "attribute", name, name in state.attributes, context)
            if context is not _Context.REF:
                state.attributes.append(name)
            return Variable(name, VariableKind.ATTRIBUTE)
        if attribute is not None:
            if context is _Context.TYPE:
                raise FormatError(
                    "properties cannot be used as children to a `type` directive", offset
                )
            self._bind(offset, "property", name, name in state.properties, context)
            state.properties.add(name)
            return Variable(name, VariableKind.PROPERTY)
        if any(operand.name == name for operand in spec.operands):
            if context in (_Context.TOP, _Context.CUSTOM):
                bound = state.all_operands or name in state.operands
                self._bind(offset, "operand", name, bound, context)
                state.operands.add(name)
            elif context is _Context.REF:
                self._bind(offset, "operand", name, name in state.operands, context)
            return Variable(name, VariableKind.OPERAND)
        if any(region.name == name for region in spec.regions):
            return self.group(offset, name, VariableKind.REGION, context)
        if any(result.name == name for result in spec.results):
            if context is not _Context.TYPE:
                raise FormatError(
                    "result variables can can only be used as a child to a 'type' directive",
                    offset,
                )
            return Variable(name, VariableKind.RESULT)
        if any(successor.name == name for successor in spec.successors):
            return self.group(offset, name, VariableKind.SUCCESSOR, context)
        raise FormatError(
            "expected variable to refer to an argument, region, result, or successor", offset
        )

    def group(self, offset: int, name: str, kind: VariableKind, context: _Context) -> Variable:
        """A region or successor variable."""
        state = self.state
        region = kind is VariableKind.REGION
        seen = state.regions if region else state.successors
        if context is _Context.TYPE:
            raise FormatError(f"{kind.value}s can only be used at the top level", offset)
        everything = state.all_regions if region else state.all_successors
        self._bind(offset, kind.value, name, everything or name in seen, context)
        seen.add(name)
        return Variable(name, kind)

    @staticmethod
    def _bind(offset: int, what: str, name: str, bound: bool, context: _Context) -> None:
        if context is _Context.REF and not bound:
            raise FormatError(f"{what} '{name}' must be bound before it is referenced", offset)
        if context is not _Context.REF and bound:
            raise FormatError(f"{what} '{name}' is already bound", offset)

    # Directives --------------------------------------------------------------------------

    def directive(self, offset: int, name: str, context: _Context) -> Element:
        handler: Callable[[int, _Context], Element] | None = {
            "prop-dict": self.prop_dict,
            "attr-dict": lambda o, c: self.attr_dict(o, c, with_keyword=False),
            "attr-dict-with-keyword": lambda o, c: self.attr_dict(o, c, with_keyword=True),
            "functional-type": self.functional_type,
            "operands": self.operands,
            "qualified": self.qualified,
            "regions": lambda o, c: self.all_groups(o, c, "regions"),
            "results": self.results,
            "successors": lambda o, c: self.all_groups(o, c, "successors"),
            "ref": self.ref,
            "type": self.type_directive,
            "oilist": self.oilist,
        }.get(name)
        if handler is None:
            raise FormatError("unsupported directive kind", offset)
        return handler(offset, context)

    def prop_dict(self, offset: int, context: _Context) -> Element:
        if context is _Context.TYPE:
            raise FormatError(
                "'prop-dict' directive can only be used as a top-level directive", offset
            )
        if context is _Context.REF:
            raise FormatError("'ref' of 'prop-dict' unsupported", offset)
        if self.state.prop_dict:
            raise FormatError("'prop-dict' directive has already been seen", offset)
        self.state.prop_dict = True
        return PropDict()

    def attr_dict(self, offset: int, context: _Context, with_keyword: bool) -> Element:
        if context is _Context.TYPE:
            raise FormatError(
                "'attr-dict' directive can only be used as a top-level directive", offset
            )
        if context is _Context.REF:
            if not self.state.attr_dict:
                raise FormatError(
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive", offset
                )
        elif self.state.attr_dict:
            raise FormatError("'attr-dict' directive has already been seen", offset)
        self.state.attr_dict = True
        return AttrDict(with_keyword)

    def arguments(self, offset: int, count: int, parse: Callable[[], Element]) -> list[Element]:
        """`(a)` or `(a, b)`, with mlir-tblgen's messages."""
        self.expect(_Kind.L_PAREN, "expected '(' before argument list")
        found = [parse()]
        if count == 2:
            self.expect(_Kind.COMMA, "expected ',' after inputs argument")
            found.append(parse())
        self.expect(_Kind.R_PAREN, "expected ')' after argument list")
        return found

    def functional_type(self, offset: int, context: _Context) -> Element:
        if context is not _Context.TOP:
            raise FormatError("'functional-type' is only valid as a top-level directive", offset)
        inputs, results = self.arguments(offset, 2, lambda: self.type_operand(offset, False))
        return FunctionalType(inputs, results)  # type: ignore[arg-type]

    def operands(self, offset: int, context: _Context) -> Element:
        state = self.state
        if context is _Context.REF:
            if not state.all_operands:
                raise FormatError(
                    "'ref' of 'operands' is not bound by a prior 'operands' directive", offset
                )
        elif context in (_Context.TOP, _Context.CUSTOM):
            if state.all_operands or state.operands:
                raise FormatError("'operands' directive creates overlap in format", offset)
            state.all_operands = True
        return Operands()

    def qualified(self, offset: int, context: _Context) -> Element:
        (element,) = self.arguments(offset, 1, lambda: self.element(context))
        if isinstance(element, Variable) and element.kind is VariableKind.ATTRIBUTE:
            return Variable(element.name, element.kind, qualified=True)
        if isinstance(element, TypeDirective):
            return TypeDirective(element.arg, qualified=True)
        raise FormatError(
            "'qualified' directive expects an attribute or a `type` directive", offset
        )

    def all_groups(self, offset: int, context: _Context, what: str) -> Element:
        state = self.state
        seen = state.regions if what == "regions" else state.successors
        everything = state.all_regions if what == "regions" else state.all_successors
        if context is _Context.TYPE:
            raise FormatError(f"'{what}' is only valid as a top-level directive", offset)
        if context is _Context.REF:
            if not everything:
                raise FormatError(
                    f"'ref' of '{what}' is not bound by a prior '{what}' directive", offset
                )
        else:
            if everything or seen:
                raise FormatError(f"'{what}' directive creates overlap in format", offset)
            if what == "regions":
                state.all_regions = True
            else:
                state.all_successors = True
        return Regions() if what == "regions" else Successors()

    def results(self, offset: int, context: _Context) -> Element:
        if context is not _Context.TYPE:
            raise FormatError(
                "'results' directive can can only be used as a child to a 'type' directive", offset
            )
        return Results()

    def ref(self, offset: int, context: _Context) -> Element:
        if context is not _Context.CUSTOM:
            raise FormatError("'ref' is only valid within a `custom` directive", offset)
        (argument,) = self.arguments(offset, 1, lambda: self.element(_Context.REF))
        return Ref(argument)

    def type_directive(self, offset: int, context: _Context) -> Element:
        if context is _Context.TYPE:
            raise FormatError("'type' cannot be used as a child of another `type`", offset)
        is_ref = context is _Context.REF
        (argument,) = self.arguments(offset, 1, lambda: self.type_operand(offset, is_ref))
        return TypeDirective(argument)  # type: ignore[arg-type]

    def type_operand(self, offset: int, is_ref: bool) -> TypeArgument:
        element = self.element(_Context.TYPE)
        state = self.state
        if isinstance(element, (Literal, Whitespace)):
            raise FormatError(
                "'type' directive operand expects variable or directive operand", offset
            )
        if isinstance(element, Variable) and element.kind in (
            VariableKind.OPERAND,
            VariableKind.RESULT,
        ):
            operand = element.kind is VariableKind.OPERAND
            groups = self.spec.operands if operand else self.spec.results
            seen = state.operand_types if operand else state.result_types
            everything = state.all_operand_types if operand else state.all_result_types
            index = next(i for i, group in enumerate(groups) if group.name == element.name)
            bound = everything or index in seen
            if not is_ref and bound:
                raise FormatError(f"'type' of '{element.name}' is already bound", offset)
            if is_ref and not bound:
                raise FormatError(
                    f"'ref' of 'type(${element.name})' is not bound by a prior 'type' directive",
                    offset,
                )
            seen.add(index)
            return element
        if isinstance(element, (Operands, Results)):
            operand = isinstance(element, Operands)
            what = "operands" if operand else "results"
            seen = state.operand_types if operand else state.result_types
            everything = state.all_operand_types if operand else state.all_result_types
            if not is_ref and (everything or seen):
                raise FormatError(f"'{what}' 'type' is already bound", offset)
            if is_ref and not everything:
                raise FormatError(
                    f"'ref' of 'type({what})' is not bound by a prior 'type' directive", offset
                )
            if operand:
                state.all_operand_types = True
            else:
                state.all_result_types = True
            return element
        raise FormatError("invalid argument to 'type' directive", offset)

    def oilist(self, offset: int, context: _Context) -> Element:
        self.expect(_Kind.L_PAREN, "expected '(' before oilist argument list")
        clauses = []
        while True:
            keyword = self.literal(context)
            elements = []
            while self.token.kind not in (_Kind.PIPE, _Kind.R_PAREN):
                element = self.element(context)
                _check_oilist_element(element, self.spec, offset)
                elements.append(element)
            if not isinstance(keyword, Literal):
                raise FormatError("expected literal, but got whitespace", offset)
            clauses.append(OIClause(keyword, tuple(elements)))
            if self.consume().kind is _Kind.R_PAREN:
                return OIList(tuple(clauses))

    def custom(self, offset: int, context: _Context) -> Element:
        if context is not _Context.TOP:
            raise FormatError(
                "`custom` can only be used at the top-level context or within a `struct` directive",
                offset,
            )
        self.expect(_Kind.LESS, "expected '<' before custom directive name")
        name = self.expect(_Kind.IDENTIFIER, "expected custom directive name identifier")
        self.expect(_Kind.GREATER, "expected '>' after custom directive name")
        self.expect(_Kind.L_PAREN, "expected '(' before custom directive parameters")
        arguments = [self.element(_Context.CUSTOM)]
        while self.token.kind is _Kind.COMMA:
            self.consume()
            arguments.append(self.element(_Context.CUSTOM))
        self.expect(_Kind.R_PAREN, "expected ')' after custom directive parameters")
        for argument in arguments:
            if not isinstance(argument, (AttrDict, Variable, Ref, String, TypeDirective)):
                raise FormatError(
                    "only variables and types may be used as parameters to a custom directive",
                    offset,
                )
            if isinstance(argument, TypeDirective) and not isinstance(argument.arg, Variable):
                raise FormatError(
                    "type directives within a custom directive may only refer to variables", offset
                )
        return Custom(name.spelling, tuple(arguments))

    # Optional groups ---------------------------------------------------------------------

    def optional_group(self, context: _Context) -> Element:
        offset = self.consume().offset
        if context is not _Context.TOP:
            raise FormatError("optional groups can only be used as top-level elements", offset)
        anchor: tuple[bool, int] | None = None  # (in the else elements, index)

        def children(in_else: bool) -> tuple[Element, ...]:
            nonlocal anchor
            elements: list[Element] = []
            while True:
                elements.append(self.element(_Context.TOP))
                if self.token.kind is _Kind.CARET:
                    if anchor is not None:
                        raise FormatError(
                            "only one element can be marked as the anchor of an optional group",
                            self.token.offset,
                        )
                    anchor = (in_else, len(elements) - 1)
                    self.consume()
                if self.token.kind is _Kind.R_PAREN:
                    self.consume()
                    return tuple(elements)

        then = children(False)
        else_: tuple[Element, ...] = ()
        if self.token.kind is _Kind.COLON:
            self.consume()
            self.expect(_Kind.L_PAREN, "expected '(' to start else branch of optional group")
            else_ = children(True)
        self.expect(_Kind.QUESTION, "expected '?' after optional group")
        if anchor is None:
            raise FormatError("optional group has no anchor element", offset)
        inverted, index = anchor
        for position, element in enumerate(then):
            self.check_group_element(element, not inverted and position == index, offset)
        for element in else_:
            self.check_group_element(element, False, offset)
        first = then[_first_parsed(then)] if _first_parsed(then) < len(then) else None
        if not isinstance(first, (Literal, Variable, Custom)):
            raise FormatError(
                "first parsable element of an optional group must be a literal, variable, or "
                "custom directive",
                offset,
            )
        return Optional(then, else_, index, inverted)

    def check_group_element(self, element: Element, anchor: bool, offset: int) -> None:
        """mlir-tblgen's `verifyOptionalGroupElement`."""
        if isinstance(element, Variable):
            spec = self.spec
            if element.kind is VariableKind.ATTRIBUTE:
                attribute = _named(spec.attributes, element.name)
                if anchor and not (attribute.optional or attribute.default):
                    raise FormatError(
                        "only optional or default-valued attributes can be used to anchor an "
                        "optional group",
                        offset,
                    )
            elif element.kind is VariableKind.PROPERTY:
                prop = _named(spec.attributes, element.name)
                if anchor and not (prop.default and prop.optional_parser):
                    raise FormatError(
                        "only properties with default values that can be optionally parsed "
                        "(have the `let optionalParser = ...` field defined) can be used to "
                        "anchor an optional group",
                        offset,
                    )
            elif element.kind in (VariableKind.OPERAND, VariableKind.RESULT):
                operand = element.kind is VariableKind.OPERAND
                group = _named(spec.operands if operand else spec.results, element.name)
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
            self.check_group_element(element.arg, False, offset)
        elif isinstance(element, FunctionalType):
            self.check_group_element(element.inputs, False, offset)
            self.check_group_element(element.results, False, offset)
        elif isinstance(element, Custom):
            for argument in element.args if anchor else ():
                if not isinstance(argument, Ref):
                    self.check_group_element(argument, True, offset)
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


def _named(groups: Sequence[Any], name: str) -> Any:
    return next(group for group in groups if group.name == name)


def _check_oilist_element(element: Element, spec: OpSpec, offset: int) -> None:
    """mlir-tblgen's `verifyOIListParsingElement`: the variables an oilist clause holds."""
    for variable in _variables(element):
        if variable.kind is VariableKind.ATTRIBUTE:
            attribute = _named(spec.attributes, variable.name)
            if not (attribute.optional or attribute.default):
                raise FormatError(
                    "only optional attributes can be used in an oilist parsing group", offset
                )
        elif variable.kind in (VariableKind.OPERAND, VariableKind.RESULT):
            operand = variable.kind is VariableKind.OPERAND
            if not _named(
                spec.operands if operand else spec.results, variable.name
            ).variable_length:
                what = "operands" if operand else "results"
                raise FormatError(
                    f"only variable length {what} can be used within an oilist parsing group",
                    offset,
                )
        elif variable.kind is VariableKind.PROPERTY:
            if not _named(spec.attributes, variable.name).default:
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
        for child in _children(element):
            if not isinstance(child, Literal):
                yield from _variables(child)


# --------------------------------------------------------------------------------------------
# Verification of the whole format


def _optionally_parsed(element: Element, spec: OpSpec) -> bool:
    """mlir-tblgen's `isOptionallyParsed`."""
    if isinstance(element, Variable):
        if element.kind is VariableKind.ATTRIBUTE:
            attribute = _named(spec.attributes, element.name)
            return bool(attribute.optional or attribute.default)
        if element.kind is VariableKind.OPERAND:
            return bool(_named(spec.operands, element.name).variable_length)
        if element.kind in (VariableKind.SUCCESSOR, VariableKind.REGION):
            groups = spec.successors if element.kind is VariableKind.SUCCESSOR else spec.regions
            return bool(_named(groups, element.name).variadic)
        return False
    return isinstance(element, (Whitespace, AttrDict))


Check = Callable[[Element], bool]


def _check_range(
    spec: OpSpec, invalid: Check, elements: Sequence[Element], guard: Element | None = None
) -> bool | None:
    """mlir-tblgen's `checkRangeForElement`: False when `invalid` holds for an element that
    may follow, True once a required element closes the range, None at its end."""
    for element in elements:
        if invalid(element):
            return False
        if isinstance(element, Optional):
            if _check_range(spec, invalid, element.then, element.then[0]) is False:
                return False
            if _check_range(spec, invalid, element.else_) is False:
                return False
            continue
        if element is not guard and _optionally_parsed(element, spec):
            continue
        return True
    return None


def _adjacent(
    spec: OpSpec,
    is_base: Check,
    invalid: Callable[[Element, Element], bool],
    elements: Sequence[Element],
) -> Element | None:
    """mlir-tblgen's `verifyAdjacentElements`: the base element left unverified at the end
    of `elements`, if any; `invalid` raises."""
    for position, element in enumerate(elements):
        base: Element | None = element if is_base(element) else None
        if isinstance(element, Optional):
            base = _adjacent(spec, is_base, invalid, element.then) or _adjacent(
                spec, is_base, invalid, element.else_
            )
        if base is None:
            continue
        anchor = base
        if _check_range(spec, lambda e: invalid(anchor, e), elements[position + 1 :]) is None:
            return base
    return None


class _Verifier:
    """mlir-tblgen's `OpFormatParser::verify`, once the elements are read."""

    def __init__(self, spec: OpSpec, state: _State, offset: int) -> None:
        self.spec = spec
        self.state = state
        self.offset = offset

    def error(self, message: str, note: str | None = None) -> FormatError:
        return FormatError(message, self.offset, note)

    def verify(self, elements: tuple[Element, ...]) -> Format:
        state, spec = self.state, self.spec
        if not state.attr_dict:
            raise self.error("'attr-dict' directive not found in custom assembly format")
        resolvers: dict[
            str, tuple[str, str, str | None]
        ] = {}  # name -> (kind, source, transformer)
        can_infer = False
        for trait in spec.traits:
            kind = trait.get("trait")
            if kind == "AllTypesMatch":
                values = list(trait["values"])
                for index, value in enumerate(values):
                    source = self.seen_argument(value)
                    if source:
                        for other in values[:index] + values[index + 1 :]:
                            resolvers[other] = (*source, None)
            elif kind in ("SameTypeOperands", "SameOperandsAndResultType"):
                self.same_types(resolvers, kind == "SameOperandsAndResultType")
            elif kind == "TypesMatchWith":
                source = self.seen_argument(trait["lhs"])
                if source:
                    resolvers[trait["rhs"]] = (*source, trait["transformer"])
            elif kind == "ShapedTypeMatchesElementCountAndTypes":
                source = self.seen_argument(trait["shaped"])
                if source and source[0] == "variable":
                    resolvers[trait["elements"]] = ("elements", source[1], None)
            elif kind == "InferTypeOpInterface":
                can_infer = True
        self.check_attributes(elements)
        results = self.results(resolvers, can_infer)
        operands = self.operands(resolvers)
        for kind, groups, seen, everything in (
            ("region", spec.regions, state.regions, state.all_regions),
            ("successor", spec.successors, state.successors, state.all_successors),
        ):
            for index, group in enumerate(groups if not everything else ()):
                if group.name not in seen:
                    raise self.error(
                        f"{kind} #{index}, named '{group.name}', not found",
                        f"suggest adding a '${group.name}' directive to the custom assembly format",
                    )
        self.check_oilists(elements)
        return Format(
            elements,
            operands,
            results,
            state.all_operands,
            state.all_operand_types,
            state.all_result_types,
            state.all_regions,
            state.all_successors,
            tuple(state.attributes),
            tuple(
                o.name
                for o in spec.operands
                if o.kind == "variadic-of-variadic" and o.name in state.operands
            ),
        )

    def seen_argument(self, name: str) -> tuple[str, str] | None:
        """mlir-tblgen's `findSeenArg`: ("variable"|"attribute", name) of an operand or
        result whose type the format names, or of an attribute it names."""
        state, spec = self.state, self.spec
        for groups, seen in (
            (spec.operands, state.operand_types),
            (spec.results, state.result_types),
        ):
            for index, group in enumerate(groups):
                if group.name == name:
                    return ("variable", name) if index in seen else None
        attribute = next((a for a in spec.attributes if a.name == name and not a.property), None)
        if attribute is not None and name in state.attributes:
            return ("attribute", name)
        return None

    def same_types(self, resolvers: dict[str, tuple[str, str, str | None]], results: bool) -> None:
        state, spec = self.state, self.spec
        if state.operand_types:
            source = spec.operands[min(state.operand_types)].name
        elif results and state.result_types:
            source = spec.results[min(state.result_types)].name
        else:
            return
        for index, operand in enumerate(spec.operands):
            if index not in state.operand_types:
                resolvers[operand.name] = ("variable", source, None)
        for index, result in enumerate(spec.results if results else ()):
            if index not in state.result_types:
                resolvers[result.name] = ("variable", source, None)

    def _resolve(
        self,
        what: str,
        index: int,
        group: ValueSpec,
        resolvers: Mapping[str, tuple[str, str, str | None]],
        unbuildable: bool,
    ) -> Resolution:
        if group.name in resolvers:
            kind, source, transformer = resolvers[group.name]
            return Resolution(kind, source, transformer)
        if group.type is None or unbuildable:
            raise self.error(
                f"type of {what} #{index}, named '{group.name}', is not buildable and a "
                "buildable type cannot be inferred",
                "suggest adding a type constraint to the operation or adding a "
                f"'type(${group.name})' directive to the custom assembly format",
            )
        return Resolution("buildable", type=group.type)

    def results(
        self, resolvers: Mapping[str, tuple[str, str, str | None]], can_infer: bool
    ) -> tuple[Resolution, ...]:
        state, spec = self.state, self.spec
        if state.all_result_types:
            return tuple(Resolution("format") for _ in spec.results)
        if spec.results and not state.result_types and can_infer:
            return tuple(Resolution("inferred") for _ in spec.results)
        return tuple(
            Resolution("format")
            if index in state.result_types
            else self._resolve("result", index, result, resolvers, result.variable_length)
            for index, result in enumerate(spec.results)
        )

    def operands(
        self, resolvers: Mapping[str, tuple[str, str, str | None]]
    ) -> tuple[Resolution, ...]:
        state = self.state
        found = []
        for index, operand in enumerate(self.spec.operands):
            if not state.all_operands and operand.name not in state.operands:
                raise self.error(
                    f"operand #{index}, named '{operand.name}', not found",
                    f"suggest adding a '${operand.name}' directive to the custom assembly format",
                )
            if state.all_operand_types or index in state.operand_types:
                found.append(Resolution("format"))
            else:
                unbuildable = state.all_operands and operand.variable_length
                found.append(self._resolve("operand", index, operand, resolvers, unbuildable))
        return tuple(found)

    def check_attributes(self, elements: Sequence[Element]) -> None:
        spec = self.spec

        def attribute_base(element: Element) -> bool:
            if not (isinstance(element, Variable) and element.kind is VariableKind.ATTRIBUTE):
                return False
            attribute = _named(spec.attributes, element.name)
            return not attribute.typed and (element.qualified or attribute.generic)

        def colon(base: Element, element: Element) -> bool:
            if isinstance(element, Literal) and element.value == ":":
                assert isinstance(base, Variable)
                raise self.error(
                    "format ambiguity caused by `:` literal found after attribute "
                    f"`{base.name}` which does not have a buildable type"
                )
            return False

        def region(base: Element, element: Element) -> bool:
            if isinstance(element, Variable) and element.kind is VariableKind.REGION:
                raise self.error(
                    f"format ambiguity caused by `attr-dict` directive followed by region "
                    f"`{element.name}`",
                    "try using `attr-dict-with-keyword` instead",
                )
            return False

        _adjacent(spec, attribute_base, colon, elements)
        _adjacent(spec, lambda e: isinstance(e, AttrDict) and not e.with_keyword, region, elements)

    def check_oilists(self, elements: Sequence[Element]) -> None:
        """mlir-tblgen's `verifyOIListElements`: adjacent oilists and literals share no
        keyword."""
        prohibited: list[str] = []
        for element in elements:
            if isinstance(element, OIList):
                keywords = [clause.keyword.value for clause in element.clauses]
                for keyword in keywords if prohibited else ():
                    if keyword in prohibited:
                        raise self.error(
                            f"format ambiguity because {keyword} is used in two adjacent "
                            "oilist elements."
                        )
                prohibited += keywords
            elif isinstance(element, Literal):
                if element.value in prohibited:
                    raise self.error(
                        f"format ambiguity because {element.value} is used both in oilist "
                        "element and the adjacent literal."
                    )
                prohibited = []
            else:
                prohibited = []
