"""mlir-tblgen's reading of a format string (FormatGen's and OpFormatGen's parsers):
`parse_format` gives the element tree of a format of an op, verified, or a `FormatError` with
mlir-tblgen's message at its offset in the string.

    format = parse_format("$lhs `,` $rhs attr-dict `:` type($result)", spec)
    format.text()   # the canonical spelling, which parses to the same tree

Trust: a format string is input (a project dialect's `format:`): any string gives a tree or a
`FormatError`, never another exception; offsets count characters.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from .elements import (
    AttrDict,
    Custom,
    Element,
    Format,
    FunctionalType,
    Literal,
    OIClause,
    OIList,
    Operands,
    Optional,
    PropDict,
    Ref,
    Regions,
    Results,
    String,
    Successors,
    TypeArgument,
    TypeDirective,
    Variable,
    VariableKind,
    Whitespace,
    first_parsed,
)
from .errors import FormatError
from .group_checks import check_oilist_element, check_optional_group_element
from .lexer import Lexer, Token, TokenKind, alnum, alpha
from .spec import OpSpec
from .state import ParseState
from .verifier import Verifier


class _Context(enum.Enum):
    TOP = "top-level"
    CUSTOM = "custom"
    TYPE = "type"
    REF = "ref"


def _valid_keyword(value: str) -> str | None:
    """Why `value` is no keyword (mlir-tblgen's `canFormatStringAsKeyword`), or None."""
    if not (alpha(value[0]) or value[0] == "_"):
        return "valid keyword starts with a letter or '_'"
    if not all(alnum(c) or c in "_$." for c in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None


def _literal_problem(value: str) -> str | None:
    """Why `value` is no literal (mlir-tblgen's `isValidLiteral`), or None."""
    bare = "_:,=<>()[]{}?+-*"
    if len(value) == 1:
        if alpha(value) or value in bare:
            return None
        return f"single character literal must be a letter or one of '{bare}'"
    if value in ("->", "..."):
        return None
    return _valid_keyword(value)


def parse_format(text: str, spec: OpSpec) -> Format:
    """The element tree of `text`, a format of the op `spec` describes."""
    return _Parser(text, spec).parse()


class _Parser:
    def __init__(self, text: str, spec: OpSpec) -> None:
        self.spec = spec
        self.lexer = Lexer(text)
        self.state = ParseState()
        self.token = self.lexer.lex()

    def consume(self) -> Token:
        token = self.token
        self.token = self.lexer.lex()
        return token

    def expect(self, kind: TokenKind, message: str) -> Token:
        if self.token.kind is not kind:
            raise FormatError(message, self.token.offset)
        return self.consume()

    def parse(self) -> Format:
        offset = self.token.offset
        elements = []
        while self.token.kind is not TokenKind.EOF:
            elements.append(self.element(_Context.TOP))
        return Verifier(self.spec, self.state, offset).verify(tuple(elements))

    def element(self, context: _Context) -> Element:
        kind = self.token.kind
        if kind is TokenKind.LITERAL:
            return self.literal(context)
        if kind is TokenKind.STRING:
            token = self.consume()
            if context is not _Context.CUSTOM:
                raise FormatError(
                    "strings may only be used as 'custom' directive arguments", token.offset
                )
            return String(token.spelling[1:-1])
        if kind is TokenKind.VARIABLE:
            token = self.consume()
            return self.variable(token.offset, token.spelling[1:], context)
        if kind is TokenKind.KEYWORD:
            token = self.consume()
            if token.spelling == "custom":
                return self.custom(token.offset, context)
            return self.directive(token.offset, token.spelling, context)
        if kind is TokenKind.L_PAREN:
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
        self.expect(TokenKind.L_PAREN, "expected '(' before argument list")
        found = [parse()]
        if count == 2:
            self.expect(TokenKind.COMMA, "expected ',' after inputs argument")
            found.append(parse())
        self.expect(TokenKind.R_PAREN, "expected ')' after argument list")
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
        self.expect(TokenKind.L_PAREN, "expected '(' before oilist argument list")
        clauses = []
        while True:
            keyword = self.literal(context)
            elements = []
            while self.token.kind not in (TokenKind.PIPE, TokenKind.R_PAREN):
                element = self.element(context)
                check_oilist_element(element, self.spec, offset)
                elements.append(element)
            if not isinstance(keyword, Literal):
                raise FormatError("expected literal, but got whitespace", offset)
            clauses.append(OIClause(keyword, tuple(elements)))
            if self.consume().kind is TokenKind.R_PAREN:
                return OIList(tuple(clauses))

    def custom(self, offset: int, context: _Context) -> Element:
        if context is not _Context.TOP:
            raise FormatError(
                "`custom` can only be used at the top-level context or within a `struct` directive",
                offset,
            )
        self.expect(TokenKind.LESS, "expected '<' before custom directive name")
        name = self.expect(TokenKind.IDENTIFIER, "expected custom directive name identifier")
        self.expect(TokenKind.GREATER, "expected '>' after custom directive name")
        self.expect(TokenKind.L_PAREN, "expected '(' before custom directive parameters")
        arguments = [self.element(_Context.CUSTOM)]
        while self.token.kind is TokenKind.COMMA:
            self.consume()
            arguments.append(self.element(_Context.CUSTOM))
        self.expect(TokenKind.R_PAREN, "expected ')' after custom directive parameters")
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
                if self.token.kind is TokenKind.CARET:
                    if anchor is not None:
                        raise FormatError(
                            "only one element can be marked as the anchor of an optional group",
                            self.token.offset,
                        )
                    anchor = (in_else, len(elements) - 1)
                    self.consume()
                if self.token.kind is TokenKind.R_PAREN:
                    self.consume()
                    return tuple(elements)

        then = children(False)
        else_: tuple[Element, ...] = ()
        if self.token.kind is TokenKind.COLON:
            self.consume()
            self.expect(TokenKind.L_PAREN, "expected '(' to start else branch of optional group")
            else_ = children(True)
        self.expect(TokenKind.QUESTION, "expected '?' after optional group")
        if anchor is None:
            raise FormatError("optional group has no anchor element", offset)
        inverted, index = anchor
        for position, element in enumerate(then):
            check_optional_group_element(
                element, not inverted and position == index, self.spec, offset
            )
        for element in else_:
            check_optional_group_element(element, False, self.spec, offset)
        first = then[first_parsed(then)] if first_parsed(then) < len(then) else None
        if not isinstance(first, (Literal, Variable, Custom)):
            raise FormatError(
                "first parsable element of an optional group must be a literal, variable, or "
                "custom directive",
                offset,
            )
        return Optional(then, else_, index, inverted)
