"""MLIR's `OpAsmParser` (mlir/include/mlir/IR/OpImplementation.h): what an op's custom parse
function reads its syntax with, over the file's parser.

Positions are offsets into the source (`current_location`, `name_loc`); `emit_error`
reports at one with MLIR's `custom op 'name' ` prefix, as `CustomOpAsmParser::emitError`
does, and so do the methods MLIR's `AsmParserImpl` reports through it (keywords, symbol
names, integers, strings, operand counts). Errors of the tokens and of the attributes and
types read come from the file's parser, unprefixed, where mlir-opt puts them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NoReturn, TypeVar

from ..ir.attributes import Attribute, DictionaryAttr, OpaqueAttr, StringAttr
from ..ir.context import OperationName, Trait
from ..ir.location import Location
from ..ir.operation import Block, Operation, Region, Value
from ..ir.types import FunctionType, Type
from . import lexer as lx
from .operation_state import OperationState, ensure_region_terminator

if TYPE_CHECKING:
    from .parser import Parser

T = TypeVar("T", bound=Type)

# MLIR's `AsmParser::Delimiter`: the brackets around a list, by name.
DELIMITERS = {"paren": "()", "square": "[]", "less_greater": "<>", "braces": "{}"}


@dataclass(frozen=True)
class UnresolvedOperand:
    """An SSA use read but not yet given its type: `%name` or `%name#number`, at `pos`."""

    name: str
    number: int
    pos: int


@dataclass
class Argument:
    """A block or function argument as written: `%name: type {attrs} loc(...)` (MLIR's
    `OpAsmParser::Argument`); `location` is the text of its `loc(...)` and its offset."""

    ssa_name: UnresolvedOperand
    type: Type | None = None
    attributes: dict[str, Attribute] = field(default_factory=dict)
    location: tuple[str, int] | None = None


class OpAsmParser:
    """Reads one custom op after its name, for its form's parse function."""

    def __init__(self, parser: Parser, name: OperationName, name_loc: int, num_results: int = 0):
        self.parser = parser
        self.name = name
        self.op_name = name.name
        self.name_loc = name_loc
        # How many results the op's `%a, %b:2 =` names (MLIR's `getNumResults`).
        self.num_results = num_results
        # Only such an op may read regions whose names shadow those outside.
        self.isolated = Trait.ISOLATED_FROM_ABOVE in name.traits

    # -- positions and errors -------------------------------------------------------

    def current_location(self) -> int:
        """Where the next token starts."""
        self.parser.skip_ws()
        return self.parser.pos

    def get_location(self, pos: int) -> Location:
        """The source location of offset `pos` (MLIR's `getEncodedSourceLoc`)."""
        return self.parser.buffer.location(pos)

    def emit_error(self, pos: int, message: str) -> NoReturn:
        """Report `message` at `pos`, prefixed as MLIR's custom op parser prefixes it."""
        self.parser.error(f"custom op '{self.op_name}' {message}", pos)

    # -- keywords and punctuation -----------------------------------------------------

    def parse_optional_keyword(self, keyword: str | Iterable[str] | None = None) -> str | None:
        """The keyword at the cursor if it is `keyword` (or one of them; any keyword when
        None), consumed; else None."""
        parser = self.parser
        parser.skip_ws()
        word = lx.BARE_ID.match(parser.text, parser.pos)
        if word is None:
            return None
        text = word.group()
        if keyword is not None and (
            text != keyword if isinstance(keyword, str) else text not in keyword
        ):
            return None
        parser.pos = word.end()
        return text

    def parse_keyword(self, keyword: str | None = None, message: str = "") -> str:
        """A keyword (`keyword` itself when given), or MLIR's error."""
        pos = self.current_location()
        found = self.parse_optional_keyword(keyword)
        if found is None:
            expected = "valid keyword" if keyword is None else f"'{keyword}'"
            self.emit_error(pos, f"expected {expected}{message}")
        return found

    def parse_optional_punctuation(self, punctuation: str) -> bool:
        """Consume `punctuation` (`,`, `->`, `(`, `...`) if it is the next token."""
        parser = self.parser
        text = parser.text
        if not text.startswith(punctuation, parser.pos):  # no punctuation starts with a blank
            parser.skip_ws()
            if not text.startswith(punctuation, parser.pos):
                return False
        pos = parser.pos
        end = pos + len(punctuation)
        if punctuation in ("-", "=", ":") and text.startswith((">", "=", ":"), end):
            return False  # the start of `->`, `==` (no MLIR token) or `::`
        parser.pos = end
        return True

    def parse_punctuation(self, punctuation: str, message: str = "") -> None:
        """Consume `punctuation`, or MLIR's `expected '...'` where the token is wrong."""
        if not self.parse_optional_punctuation(punctuation):
            self.parser.wrong_token(f"expected '{punctuation}'{message}")

    def parse_comma(self) -> None:
        self.parse_punctuation(",")

    def parse_optional_comma(self) -> bool:
        return self.parse_optional_punctuation(",")

    def parse_colon(self) -> None:
        self.parse_punctuation(":")

    def parse_arrow(self) -> None:
        self.parse_punctuation("->")

    def parse_optional_arrow(self) -> bool:
        return self.parse_optional_punctuation("->")

    def parse_l_paren(self) -> None:
        self.parse_punctuation("(")

    def parse_optional_l_paren(self) -> bool:
        return self.parse_optional_punctuation("(")

    def parse_r_paren(self) -> None:
        self.parse_punctuation(")")

    def parse_optional_r_paren(self) -> bool:
        return self.parse_optional_punctuation(")")

    def parse_optional_ellipsis(self) -> bool:
        return self.parse_optional_punctuation("...")

    def parse_equal(self) -> None:
        self.parse_punctuation("=")

    def parse_comma_separated_list(
        self, delimiter: str | None, parse_element: Callable[[], object], context: str = ""
    ) -> None:
        """MLIR's `parseCommaSeparatedList`: elements separated by commas, inside the
        brackets `delimiter` names (`DELIMITERS`; `optional_paren`...: only if the opening
        one is there; None: no brackets, at least one element)."""
        closer = ""
        if delimiter is not None:
            optional = delimiter.startswith("optional_")
            brackets = DELIMITERS[delimiter.removeprefix("optional_")]
            opener, closer = brackets[0], brackets[1]
            if optional and not self.parser.peek(opener):
                return
            self.parse_punctuation(opener, context)
            if self.parse_optional_punctuation(closer):
                return
        parse_element()
        while self.parse_optional_comma():
            parse_element()
        if closer:
            self.parse_punctuation(closer, context)

    # -- operands ---------------------------------------------------------------------

    def parse_optional_operand(self, allow_result_number: bool = True) -> UnresolvedOperand | None:
        parser = self.parser
        if parser.skip_ws() != "%":
            return None
        return self.parse_operand(allow_result_number)

    def parse_operand(self, allow_result_number: bool = True) -> UnresolvedOperand:
        """`%name` or `%name#N` (MLIR's `parseSSAUse`)."""
        parser = self.parser
        parser.skip_ws()
        pos = parser.pos
        name = lx.VALUE_ID.match(parser.text, pos)
        if name is None:
            parser.lex_error(pos)
            parser.wrong_token("expected SSA operand")
        parser.pos = name.end()
        number = 0
        if parser.text.startswith("#", parser.pos):
            if not allow_result_number:
                parser.error("result number not allowed in argument list")
            digits = lx.INTEGER.match(parser.text, parser.pos + 1)
            if digits is None or not digits.group().isdigit():
                parser.error("invalid SSA value result number")
            number = parser.bounded_int(
                digits.group(), (1 << 32) - 1, "invalid SSA value result number", parser.pos
            )
            parser.pos = digits.end()
        return UnresolvedOperand(name.group(), number, pos)

    def parse_operand_list(
        self,
        delimiter: str | None = None,
        allow_result_number: bool = True,
        required_count: int = -1,
    ) -> list[UnresolvedOperand]:
        """MLIR's `parseOperandList`: possibly none without a delimiter."""
        operands: list[UnresolvedOperand] = []
        parser = self.parser
        if delimiter is None and parser.skip_ws() != "%":
            if required_count in (-1, 0):
                return operands
            if parser.skip_ws() in "([":
                parser.error("unexpected delimiter")
            parser.wrong_token("expected operand")
        start = self.current_location()
        self.parse_comma_separated_list(
            delimiter,
            lambda: operands.append(self.parse_operand(allow_result_number)),
            " in operand list",
        )
        if required_count != -1 and len(operands) != required_count:
            self.emit_error(start, f"expected {required_count} operands")
        return operands

    def resolve_operand(self, operand: UnresolvedOperand, type: Type) -> Value:
        """The value `operand` names, of `type` (a forward reference until defined)."""
        use = f"{operand.name}#{operand.number}" if operand.number else operand.name
        return self.parser.resolve_use(use, operand.pos, type)

    def resolve_operands(
        self, operands: Sequence[UnresolvedOperand], types: Sequence[Type], pos: int | None = None
    ) -> list[Value]:
        """Each operand with its type; MLIR's error at `pos` when the counts differ."""
        if len(operands) != len(types):
            self.emit_error(
                self.name_loc if pos is None else pos,
                f"number of operands and types do not match: got {len(operands)} operands "
                f"and {len(types)} types",
            )
        return [self.resolve_operand(o, t) for o, t in zip(operands, types)]

    # -- types ------------------------------------------------------------------------

    def parse_type(self) -> Type:
        return self.parser.parse_type()

    def parse_optional_type(self) -> Type | None:
        """A type if one starts at the cursor (MLIR's `parseOptionalType`)."""
        parser = self.parser
        c = parser.skip_ws()
        if c in ("(", "!"):
            return parser.parse_type()
        word = lx.BARE_ID.match(parser.text, parser.pos)
        if word is None or not parser.starts_type(word.group()):
            return None
        return parser.parse_type()

    def parse_colon_type(self) -> Type:
        self.parse_colon()
        return self.parse_type()

    def parse_type_list(self) -> list[Type]:
        """One or more types separated by commas."""
        types: list[Type] = []
        self.parse_comma_separated_list(None, lambda: types.append(self.parse_type()))
        return types

    def parse_colon_type_list(self) -> list[Type]:
        self.parse_colon()
        return self.parse_type_list()

    def parse_colon_type_as(self, kind: type[T], kind_name: str) -> T:
        """`: type` of class `kind` (MLIR's `parseColonType<TypeT>`; `kind_name` is its
        `TypeT::name`, `builtin.function`), else MLIR's error before the colon."""
        found = self.parse_type_of_kind(kind_name, lambda type: isinstance(type, kind), True)
        assert isinstance(found, kind)
        return found

    def parse_type_of_kind(
        self, kind_name: str | None, is_kind: Callable[[Type], bool], colon: bool = False
    ) -> Type:
        """MLIR's `parseType<TypeT>` (`parseColonType<TypeT>` with `colon`): a type that
        `is_kind`, else MLIR's error naming `kind_name` (`TypeT::name`, `builtin.memref`;
        None for a class without one) at the type (before the colon)."""
        pos = self.current_location()
        found = self.parse_colon_type() if colon else self.parse_type()
        if not is_kind(found):
            expected = "" if kind_name is None else f": expected {kind_name}, but found '{found}'"
            self.emit_error(pos, f"invalid kind of type specified{expected}")
        return found

    def parse_function_result_types(self) -> list[Type]:
        """`type` or `(type, ...)` (MLIR's `parseFunctionResultTypes`)."""
        if self.parser.peek("("):
            return self.parser.type_list_parens()
        return [self.parse_type()]

    def parse_optional_arrow_type_list(self) -> list[Type]:
        return self.parse_function_result_types() if self.parse_optional_arrow() else []

    def parse_arrow_type_list(self) -> list[Type]:
        self.parse_arrow()
        return self.parse_function_result_types()

    def parse_function_type(self) -> FunctionType:
        found = self.parse_type_of_kind(
            "builtin.function", lambda type: isinstance(type, FunctionType)
        )
        assert isinstance(found, FunctionType)
        return found

    def parse_custom_type_with_fallback(self, prefix: str) -> Type:
        """A dialect type printed stripped (`<...>` after its `!dialect.mnemonic` prefix),
        or in full when it starts with `!`."""
        parser = self.parser
        if parser.skip_ws() == "!" or not parser.text.startswith("<", parser.pos):
            return self.parse_type()
        return parser.intern_type(prefix + parser.balanced_body(dialect=True))

    # -- attributes -------------------------------------------------------------------

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """An attribute; with `type`, a literal without `: type` is of that type."""
        if type is None:
            return self.parser.parse_attribute()
        return self.parser.parse_attribute_of_type(type)

    def parse_optional_attribute(self, type: Type | None = None) -> Attribute | None:
        """An attribute if one starts at the cursor: also a type (`!dialect.t`, `(i32) ->
        i32`, `i32`), read as a type attribute (MLIR's `parseOptionalAttribute` falls back to
        `parseOptionalType`). `->` is an arrow, no minus."""
        parser = self.parser
        c = parser.skip_ws()
        word = lx.BARE_ID.match(parser.text, parser.pos)
        if (
            c in '"[{@#!('
            or (c == "-" and not parser.text.startswith("->", parser.pos))
            or c.isdigit()
            or (word is not None and parser.starts_attribute(word.group()))
        ):
            return self.parse_attribute(type)
        return None

    def parse_custom_attribute_with_fallback(self, prefix: str) -> Attribute:
        """A dialect attribute printed stripped (`<...>` after its `#dialect.mnemonic`
        prefix), or in full when it starts with `#`; as its dialect prints it."""
        parser = self.parser
        if parser.skip_ws() == "#" or not parser.text.startswith("<", parser.pos):
            return self.parse_attribute()
        return OpaqueAttr(parser.dialect_text(prefix + parser.balanced_body(dialect=True), False))

    def parse_optional_attr_dict(self, state: OperationState) -> None:
        """`{name = value, ...}` if there, into `state`'s attributes."""
        if self.parser.skip_ws() == "{":
            self._attr_dict_into(state)

    def parse_optional_attr_dict_with_keyword(self, state: OperationState) -> None:
        """`attributes {name = value, ...}` if there, into `state`'s attributes."""
        if self.parse_optional_keyword("attributes") is not None:
            self._attr_dict_into(state)

    def _attr_dict_into(self, state: OperationState) -> None:
        for name, value in self.parser.parse_dict_body().items():
            state.add_attribute(name, value)

    def parse_symbol_name(self) -> StringAttr:
        """`@name` or `@"name"`, as a string attribute."""
        pos = self.current_location()
        found = self.parse_optional_symbol_name()
        if found is None:
            self.emit_error(pos, "expected valid '@'-identifier for symbol name")
        return found

    def parse_optional_symbol_name(self) -> StringAttr | None:
        parser = self.parser
        if parser.skip_ws() != "@":
            return None
        return StringAttr(parser.symbol_name())

    def parse_optional_integer(self) -> int | None:
        """`N` or `-N` (decimal or hexadecimal) if there: an int64, else MLIR's `integer
        value too large` (`parseInteger<int64_t>`)."""
        parser = self.parser
        parser.skip_ws()
        number = lx.NUMBER.match(parser.text, parser.pos)
        if number is None or "." in number.group():
            return None
        value = int64_value(number.group())
        if value is None:
            self.emit_error(number.start(), "integer value too large")
        parser.pos = number.end()
        return value

    def parse_integer(self) -> int:
        pos = self.current_location()
        found = self.parse_optional_integer()
        if found is None:
            self.emit_error(pos, "expected integer value")
        return found

    def parse_optional_string(self) -> str | None:
        if self.parser.skip_ws() != '"':
            return None
        return self.parser.string_literal()

    def parse_optional_keyword_or_string(self) -> str | None:
        """A keyword or a string literal's value if one is next (MLIR's
        `parseOptionalKeywordOrString`)."""
        found = self.parse_optional_keyword()
        return found if found is not None else self.parse_optional_string()

    def parse_string(self) -> str:
        pos = self.current_location()
        found = self.parse_optional_string()
        if found is None:
            self.emit_error(pos, "expected string")
        return found

    # -- arguments, regions, successors -----------------------------------------------------

    def parse_argument(self, allow_type: bool = False, allow_attrs: bool = False) -> Argument:
        """`%name`, with `: type` and `{attrs}` as allowed, and an optional `loc(...)`."""
        argument = Argument(self.parse_operand(allow_result_number=False))
        if allow_type:
            argument.type = self.parse_colon_type()
        if allow_attrs and self.parser.skip_ws() == "{":
            argument.attributes = self.parser.parse_dict_body()
        argument.location = self.parse_optional_location_specifier()
        return argument

    def parse_optional_argument(
        self, allow_type: bool = False, allow_attrs: bool = False
    ) -> Argument | None:
        if self.parser.skip_ws() != "%":
            return None
        return self.parse_argument(allow_type, allow_attrs)

    def parse_argument_list(
        self, delimiter: str | None = None, allow_type: bool = False, allow_attrs: bool = False
    ) -> list[Argument]:
        arguments: list[Argument] = []
        if delimiter is None and self.parser.skip_ws() != "%":
            return arguments
        self.parse_comma_separated_list(
            delimiter,
            lambda: arguments.append(self.parse_argument(allow_type, allow_attrs)),
            " in argument list",
        )
        return arguments

    def parse_optional_location_specifier(self) -> tuple[str, int] | None:
        """The text and offset of a `loc(...)` at the cursor, if there."""
        parser = self.parser
        if not parser.at_location():
            return None
        return parser.parse_location_body()

    def parse_region(
        self,
        region: Region,
        arguments: Sequence[Argument] = (),
        enable_name_shadowing: bool = False,
    ) -> None:
        """`{ ... }` into `region`, its entry block given `arguments` when they are named.
        Names from outside are visible inside, unless `enable_name_shadowing` (an
        IsolatedFromAbove op's choice) starts a fresh scope, as MLIR's parser does."""
        assert self.isolated or not enable_name_shadowing, "shadowing needs isolation"
        self.parser.parse_custom_region(region, arguments, enable_name_shadowing)

    def parse_optional_region(
        self,
        region: Region,
        arguments: Sequence[Argument] = (),
        enable_name_shadowing: bool = False,
    ) -> bool:
        """A region if `{` is next; whether there was one."""
        if self.parser.skip_ws() != "{":
            return False
        self.parse_region(region, arguments, enable_name_shadowing)
        return True

    def parse_generic_operation(self, block: Block) -> Operation:
        """An op in the generic form (`"name"(...) ...`) at the cursor, appended to `block`
        (MLIR's `parseGenericOperation`)."""
        parser = self.parser
        if parser.skip_ws() != '"':
            parser.wrong_token("expected operation name in quotes")
        return block.append(parser.parse_operation())

    def parse_successor(self) -> Block:
        """A block label `^name`, as a successor."""
        parser = self.parser
        parser.skip_ws()
        pos = parser.pos
        label = parser.match(lx.CARET_ID)
        if label is None:
            parser.wrong_token("expected block name")
        return parser.block_reference(label, pos)

    def parse_optional_successor(self) -> Block | None:
        if self.parser.skip_ws() != "^":
            return None
        return self.parse_successor()

    def parse_attribute_dictionary(self) -> DictionaryAttr:
        """`{...}`: a dictionary attribute."""
        return DictionaryAttr(self.parser.parse_dict_body())

    # -- assignment lists and implicit terminators ------------------------------------------

    def parse_optional_assignment_list(
        self,
    ) -> tuple[list[Argument], list[UnresolvedOperand]] | None:
        """`(%arg = %value, ...)` if `(` is next (MLIR's `parseOptionalAssignmentList`):
        the region arguments and the operands they are given; None without `(`."""
        if not self.parse_optional_l_paren():
            return None
        arguments: list[Argument] = []
        operands: list[UnresolvedOperand] = []
        if self.parse_optional_r_paren():
            return arguments, operands
        while True:
            arguments.append(self.parse_argument())
            self.parse_equal()
            operands.append(self.parse_operand())
            if not self.parse_optional_comma():
                break
        if not self.parse_optional_r_paren():
            self.parser.wrong_token("expected ',' or ')'")
        return arguments, operands

    def parse_assignment_list(self) -> tuple[list[Argument], list[UnresolvedOperand]]:
        """`(%arg = %value, ...)` (MLIR's `parseAssignmentList`)."""
        pos = self.current_location()
        found = self.parse_optional_assignment_list()
        if found is None:
            self.emit_error(pos, "expected '('")
        return found

    def operation_name(self, name: str) -> OperationName:
        """The registered op name `name`, to build ops of while parsing."""
        return self.parser.context.get_op_name(name)

    def ensure_terminator(self, region: Region, name: str, location: Location) -> None:
        """End `region` with a `name` op without operands unless a terminator ends it (what
        `SingleBlockImplicitTerminator<name>`'s `ensureTerminator` does after parsing)."""
        op_name = self.operation_name(name)
        ensure_region_terminator(region, lambda: OperationState(op_name, location).create())


_INT64_DIGITS = 19  # the most decimal digits of an int64


def int64_value(text: str) -> int | None:
    """The integer `text` spells (decimal or hexadecimal, maybe negative) when an int64
    holds it, else None (never converting thousands of digits)."""
    digits = text.lstrip("-").removeprefix("0x").lstrip("0")
    if len(digits) > (16 if "0x" in text else _INT64_DIGITS):
        return None
    value = int(text, 16) if "0x" in text else int(text)
    return value if -(2**63) <= value < 2**63 else None
