"""Parsing of attributes, types and locations (the part shared by every op).

Builtin attributes and types that passes commonly inspect get structure; every
other form (affine maps, dialect attributes and types, shaped types) is kept as its
exact text, with alias references replaced by what they stand for. Dense elements of
integers, indices and floats are checked and kept as mlir-opt prints them
(`dense_parser`).

Numbers are input like any other text: float literals of every builtin float type are
rounded as LLVM's APFloat rounds them (`ir.float_format`), integers of any length are
read and printed without Python's int/str digit limit (`ir.decimal`), both only as far
as the type's width allows (a literal far too long for its type is rejected before it
is converted).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NoReturn, TypeVar, cast

from ..ir.attributes import (
    UNIT,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    quote_string,
)
from ..ir.diagnostics import Diagnostic, DiagnosticError, error
from ..ir.float_format import SEMANTICS, bits_hold_value, from_bits, to_bits
from ..ir.location import UNKNOWN_LOC, FileLineColLoc, Location, OpaqueLoc
from ..ir.source_buffer import SourceBuffer
from ..ir.types import (
    F64,
    I64,
    NONE,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    OpaqueType,
    Type,
    keyword_type,
)
from . import lexer as lx
from .affine_syntax import parse_affine_attribute
from .builtin_type_syntax import canonical_parametric_type, canonical_strided, may_differ
from .dense_parser import fit_integer, parse_dense, parse_sparse
from .location_parser import parse_location
from .location_syntax import is_location

# Builtin attribute keywords whose value is `<...>` (or `[N]<...>` for distinct).
_OPAQUE_ATTR_KEYWORDS = frozenset(
    "dense dense_resource sparse array affine_map affine_set strided opaque distinct".split()
)
# Of those, the affine structures, read into their canonical text.
_AFFINE_KEYWORDS = frozenset(("affine_map", "affine_set"))
# The builtin types with parameters (`tensor<4xf32>`).
_PARAMETRIC_TYPES = frozenset("complex memref tensor tuple vector".split())
# Of the attribute keywords, the ones MLIR follows with `: type`.
_TYPED_ATTR_KEYWORDS = frozenset("dense dense_resource sparse opaque".split())
# The dimension list of a shaped type's body (`< 4 x ? x [8] x`: at the start of the body,
# or after a nested shaped type's name).
_DIMENSIONS = re.compile(
    r"(^|\b(?:vector|tensor|memref))<\s*((?:\*\s*x\s*)?(?:(?:\d+|\?|\[\s*\d+\s*\])\s*x\s*)*)",
    re.ASCII,
)
_BLANKS_BEFORE_CLOSE = re.compile(r"\s+(?=>)")
# The body of a dialect symbol `!dialect<...>` that has a pretty form (`!dialect.name<...>`).
_PRETTY_BODY = re.compile(r"<([A-Za-z][\w.]*)((?:<.*>)?)>\Z", re.ASCII | re.DOTALL)
_T = TypeVar("_T")
_CLOSERS = {"<": ">", "(": ")", "[": "]", "{": "}"}
_LOCATION_TOKEN = re.compile(f'"{lx.STRING_BODY}"|#[\\w$.\\-]*', re.ASCII)  # strings skipped
# A function type spelled without nested parentheses (cached by its text).
SIMPLE_FUNCTION_TYPE = r"\([^()\n]*\) -> (?:\([^()\n]*\)|[^\s(){},\n]+)"
_SIMPLE_FUNCTION_TYPE = re.compile(SIMPLE_FUNCTION_TYPE, re.ASCII)
# A dictionary entry's bare name and ` = ` (the blank after `=` is for the value to skip).
_NAMED_ENTRY = re.compile(f"({lx.BARE_ID.pattern}) = ", re.ASCII)
_INTEGER_TYPE = re.compile(r"[su]?i([0-9]+)\Z")
_MAX_INTEGER_WIDTH = 16777215
UINT32_MAX = (1 << 32) - 1
UINT64_MAX = (1 << 64) - 1
# Regions, brackets and bodies open at once: parsing, verifying and printing recurse
# per level, and this keeps them well inside Python's default recursion limit.
MAX_NESTING = 200
# MLIR's prefixed identifiers, and its lexer's message for a prefix without a name.
_PREFIXED = {
    "#": "invalid attribute name",
    "!": "invalid type identifier",
    "%": "invalid SSA name",
    "^": "invalid block name",
}
_PREFIXED_ID = re.compile(r"[#!%^][\w$.\-]", re.ASCII)
# Characters that can start a token; anything else is MLIR's "unexpected character".
_TOKEN_START = re.compile(r'[\w"%^#!@(){}\[\]<>:,=+*?.\-]', re.ASCII)

_BUILTIN_DIALECT_TYPE = "!builtin."  # the builtin dialect has no pretty type syntax


class AttributeParser:
    """Cursor over a source text with the alias tables of one file."""

    def __init__(self, text: str, buffer: SourceBuffer):
        self.text = text
        self.pos = 0
        self.buffer = buffer
        self.attr_aliases: dict[str, Attribute] = {}
        self.type_aliases: dict[str, Type] = {}
        self.loc_aliases: dict[str, Location] = {}
        self._files: dict[str, tuple[str, str]] = {}  # `_file`'s
        self._types: dict[str, Type] = {}
        # Function types by their text (`read_cached`); aliases defined later
        # (into the unregistered dialect bodies that kept them) clear it.
        self.function_types: dict[str, FunctionType] = {}
        # WHITESPACE matches the empty string, so its match is never None.
        self._ws = cast("Callable[[str, int], re.Match[str]]", lx.WHITESPACE.match)
        self.depth = 0  # brackets and regions open at the cursor

    # -- cursor helpers -------------------------------------------------------

    def error(self, message: str, pos: int | None = None) -> NoReturn:
        raise error(message, self.buffer.location(self.pos if pos is None else pos))

    def error_with_note(self, message: str, pos: int, note: str, note_pos: int) -> NoReturn:
        """An error at `pos` with a note at `note_pos` (MLIR's `attachNote(loc)`)."""
        noted = Diagnostic("note", note, self.buffer.location(note_pos))
        raise DiagnosticError(Diagnostic("error", message, self.buffer.location(pos), [noted]))

    def enter_nesting(self, pos: int) -> None:
        """Count one more level open (a bracket or region, opening at `pos`)."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.nesting_error(pos)

    def nesting_error(self, pos: int) -> NoReturn:
        self.error(f"nesting deeper than {MAX_NESTING} levels is not supported", pos)

    def wrong_token(self, message: str) -> NoReturn:
        """An 'expected ...' error at the cursor, placed as MLIR's emitWrongTokenError does.

        An invalid character is reported as such; otherwise the error moves back to
        the end of the previous token, skipping blank lines and `//` comments.
        """
        text = self.text
        pos = self.pos
        if pos < len(text) and not _TOKEN_START.match(text, pos):
            self.error("unexpected character", pos)
        self.lex_error(pos)
        if pos >= len(text):
            pos = max(len(text) - 1, 0)
        original = pos
        end = pos
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                self.error(message, original)
            if text[end - 1] not in "\r\n":
                self.error(message, end)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end)) + 1
            comment = text.find("//", line_start, end)
            if comment >= 0:
                end = comment

    def skip_ws(self) -> str:
        """Skip blanks and comments; returns the next character ('' at the end)."""
        text = self.text
        pos = self.pos
        c = text[pos : pos + 1]
        if c == " ":
            pos += 1
            c = text[pos : pos + 1]
        if c and c in " \t\r\n/\0":
            pos = self._ws(text, pos).end()
            c = text[pos : pos + 1]
        self.pos = pos
        return c

    # `peek`, `consume` and `expect` first look at the cursor itself: no literal starts
    # with a blank, so where it matches there is nothing to skip.

    def peek(self, literal: str) -> bool:
        if self.text.startswith(literal, self.pos):
            return True
        self.skip_ws()
        return self.text.startswith(literal, self.pos)

    def consume(self, literal: str) -> bool:
        if self.text.startswith(literal, self.pos) or self.peek(literal):
            self.pos += len(literal)
            return True
        return False

    def expect(self, literal: str, what: str | None = None) -> None:
        if self.text.startswith(literal, self.pos) or self.peek(literal):
            self.pos += len(literal)
        else:
            self.wrong_token(f"expected {what or repr(literal)}")

    def match(self, pattern: lx.re.Pattern[str]) -> str | None:
        self.skip_ws()
        m = pattern.match(self.text, self.pos)
        if m is None:
            return None
        self.pos = m.end()
        return m.group()

    def bounded_int(self, digits: str, limit: int, message: str, pos: int) -> int:
        """The value of the decimal `digits`, or the error `message` at `pos` when it
        exceeds `limit` (however many digits there are)."""
        significant = digits.lstrip("0") or "0"
        if len(significant) > len(str(limit)) or int(significant) > limit:
            self.error(message, pos)
        return int(significant)

    def lex_error(self, pos: int) -> None:
        """MLIR's lexer's error for the token at `pos`, if it is malformed (an unterminated
        string, a bad escape, a '#', '!', '%' or '^' without a name, a lone '.'): MLIR reports it as soon as
        the token is read, before the parser looks at it."""
        text = self.text
        c = text[pos : pos + 1]
        if c in _PREFIXED and not _PREFIXED_ID.match(text, pos):
            self.error(_PREFIXED[c], pos)
        if c == "." and not text.startswith("...", pos):
            self.error("expected three consecutive dots for an ellipsis", pos + 1)
        if c == '"':
            m = lx.STRING.match(text, pos)
            if m is None:
                bad = lx.UNTERMINATED_STRING.match(text, pos)
                self.error("expected '\"' in string literal", bad.end() if bad else pos)
            try:
                lx.decode_string(m.group())
            except lx.EscapeError as exc:
                self.error(str(exc), pos + 1 + exc.offset)

    def string_literal(self) -> str:
        """Parse a quoted string and return its value."""
        self.skip_ws()
        start = self.pos
        self.lex_error(start)
        m = lx.STRING.match(self.text, start)
        if m is None:
            self.wrong_token("expected string literal")
        self.pos = m.end()
        return lx.decode_string(m.group())

    # -- types ----------------------------------------------------------------

    def parse_type(self) -> Type:
        c = self.skip_ws()
        start = self.pos
        if c == "(":
            return self.read_cached(_SIMPLE_FUNCTION_TYPE, self.function_types, self._function_type)
        if c == "!":
            return self._bang_type()
        word = lx.BARE_ID.match(self.text, start)
        if word is None:
            self.wrong_token("expected non-function type")
        name = word.group()
        self.pos = word.end()
        if name in _PARAMETRIC_TYPES and self.text.startswith("<", self.pos):
            return self._parametric_type(name)
        found = keyword_type(name)
        if found is None:
            width = _INTEGER_TYPE.match(name)
            if width is not None:
                bits = self.bounded_int(width.group(1), UINT32_MAX, "invalid integer width", start)
                if bits > _MAX_INTEGER_WIDTH:
                    self.error(f"integer bitwidth is limited to {_MAX_INTEGER_WIDTH} bits", start)
            self.pos = start
            self.wrong_token("expected non-function type")
        return found

    def _parametric_type(self, name: str) -> Type:
        """A parametric builtin type (`memref<...>`), its `<...>` body at the cursor: kept as
        written (dimension blanks dropped) unless it may be spelled other than canonically,
        then read part by part (`builtin_type_syntax`); interned by its text as written."""
        start = self.pos
        body = self.balanced_body()
        if " " in body or "\n" in body:
            body = canonical_dimensions(body)
        written = name + body
        found = self._types.get(written)
        if found is None:
            if may_differ(body):
                end = self.pos
                self.pos = start
                found = self.intern_type(canonical_parametric_type(self, name))
                self.pos = end
            else:
                found = OpaqueType(written)
            self._types[written] = found
        return found

    def starts_type(self, word: str) -> bool:
        """Whether the bare identifier `word` begins a builtin type."""
        return (
            keyword_type(word) is not None
            or _INTEGER_TYPE.match(word) is not None
            or word in _PARAMETRIC_TYPES
        )

    def intern_type(self, text: str) -> Type:
        found = self._types.get(text)
        if found is None:
            found = self._types[text] = OpaqueType(text)
        return found

    def _bang_type(self) -> Type:
        start = self.pos
        m = lx.HASH_OR_BANG_ID.match(self.text, start)
        if m is None:
            self.error("invalid type identifier")  # MLIR's lexer
        name = m.group()
        self.pos = m.end()
        if name.startswith(_BUILTIN_DIALECT_TYPE):  # MLIR's `Dialect::parseType`
            self.error(
                "dialect 'builtin' provides no type parsing hook",
                start + len(_BUILTIN_DIALECT_TYPE),
            )
        has_body = self.text.startswith("<", self.pos)
        if "." not in name and not has_body:
            alias = self.type_aliases.get(name)
            if alias is None:
                self.error(f"undefined symbol alias id '{name[1:]}'", self.pos)
            return alias
        if not has_body:
            return self.intern_type(name)
        written = pretty_symbol(name, self.balanced_body(dialect=self.keeps_unknown_aliases(name)))
        found = self._types.get(written)
        if found is None:
            found = self._types[written] = self.intern_type(self.dialect_text(written, True))
        return found

    def dialect_text(self, written: str, is_type: bool) -> str:
        """The text a dialect type (`is_type`) or attribute `written` so prints as (its
        dialect's canonicalizer's, `Parser`); here, as written."""
        return written

    def check_dialect_attribute(self, written: str, start: int) -> None:
        """Fail as its dialect's parser fails on the dialect attribute `written` (at `start`)
        if it is invalid (`Parser`: enum attributes); here, nothing is checked."""

    def cached(self, cache: dict[str, _T], key: str) -> _T | None:
        """What `cache` holds for the text `key`, unless reading `key` at the cursor could
        open more levels than allowed (each level takes at least one character of it)."""
        return cache.get(key) if self.depth + len(key) <= MAX_NESTING else None

    def read_cached(
        self, pattern: re.Pattern[str], cache: dict[str, _T], read: Callable[[], _T]
    ) -> _T:
        """What `read` reads at the cursor, looked up in `cache` by the text `pattern`
        matches there, once read to exactly that text's end (the patterns end where no more
        of what is read can follow, so the same text is read the same way again)."""
        simple = pattern.match(self.text, self.pos)
        if simple is None:
            return read()
        key = simple.group()
        found = self.cached(cache, key)
        if found is None:
            found = read()
            if self.pos == simple.end():
                cache[key] = found
            return found
        self.pos = simple.end()
        return found

    def _function_type(self) -> FunctionType:
        self.enter_nesting(self.pos)
        inputs = self.type_list_parens()
        self.expect("->", "'->' in function type")
        if self.peek("("):
            results = self.type_list_parens()
        else:
            results = [self.parse_type()]
        self.depth -= 1
        return self._function(inputs, results)

    def _function(self, inputs: list[Type], results: list[Type]) -> FunctionType:
        key = "f" + ",".join([t.text for t in inputs]) + "|" + ",".join([t.text for t in results])
        found = self._types.get(key)
        if found is None:
            found = self._types[key] = FunctionType(inputs, results)
        return found  # type: ignore[return-value]

    def type_list_parens(self) -> list[Type]:
        self.expect("(")
        types: list[Type] = []
        if self.consume(")"):
            return types
        while True:
            types.append(self.parse_type())
            if not self.consume(","):
                self.expect(")")  # MLIR's parseCommaSeparatedList
                return types

    # -- bodies -----------------------------------------------------------------

    def balanced_body(self, dialect: bool = False) -> str:
        """Text of a bracketed body starting at the cursor (`<...>`, `(...)`, `[...]`).

        Alias references inside are replaced by their definitions, so the text
        stands on its own. An undefined one is an error, except inside the body of
        an unregistered dialect's attribute or type (`#dialect.name<...>`, `dialect`
        for this one), kept as written as MLIR keeps it.
        """
        text = self.text
        start = self.pos
        stack = [(_CLOSERS[text[start]], start)]
        dialect_depth = 1 if dialect else 0  # stack depth of the outermost dialect body
        after_dialect = -1  # where the body of a dialect attribute or type would start
        pieces: list[str] = []
        copied = start
        pos = start + 1
        special = lx.BODY_SPECIAL.search
        while stack:
            m = special(text, pos)
            if m is None:
                _, opener = stack[-1]
                self.error(f"unbalanced '{text[opener]}' character in pretty dialect name", start)
            tok = m.group()
            pos = m.end()
            if tok == "->":
                continue
            if len(tok) == 2:
                if stack[-1][0] != ">":
                    continue  # `>=` / `<=` in an affine set's constraints
                tok = tok[0]
                pos -= 1
            if tok in _CLOSERS:
                stack.append((_CLOSERS[tok], m.start()))
                if len(stack) + self.depth > MAX_NESTING:
                    self.nesting_error(m.start())
                if m.start() == after_dialect and not dialect_depth:
                    dialect_depth = len(stack)
            elif tok in ">)]}":
                if len(stack) == dialect_depth:
                    dialect_depth = 0
                closer, opener = stack.pop()
                if tok != closer:
                    self.error(
                        f"unbalanced '{text[opener]}' character in pretty dialect name", start
                    )
            elif tok == '"':
                s = lx.STRING.match(text, m.start())
                if s is None:
                    self.error("expected '\"' in string literal", m.start())
                try:
                    lx.decode_string(s.group())
                except lx.EscapeError as exc:
                    self.error(str(exc), m.start() + 1 + exc.offset)
                pos = s.end()
            else:
                ident = lx.HASH_OR_BANG_ID.match(text, m.start())
                if ident is not None:
                    pos = ident.end()
                    name = ident.group()
                    if "." in name or text.startswith("<", pos):
                        if self.keeps_unknown_aliases(name):
                            after_dialect = pos
                        continue
                    replacement = self._alias_text(name)
                    if replacement is not None:
                        pieces.append(text[copied : m.start()])
                        pieces.append(replacement)
                        copied = pos
                    elif not dialect_depth:
                        self.error(f"undefined symbol alias id '{name[1:]}'", pos)
        self.pos = pos
        pieces.append(text[copied:pos])
        return "".join(pieces)

    def keeps_unknown_aliases(self, name: str) -> bool:
        """Whether the body of dialect attribute or type `name` (`#dialect.x`, `!dialect<`)
        is kept as written, undefined alias references included (an unregistered
        dialect's; a registered one parses its bodies, so they must resolve)."""
        return True

    def _alias_text(self, name: str) -> str | None:
        """The text an alias reference (`#name`, `!name`) stands for; None if undefined."""
        if name[0] == "!":
            alias = self.type_aliases.get(name)
            return alias.text if alias is not None else None
        attr = self.attr_aliases.get(name)
        if attr is None and name in self.loc_aliases:
            return str(self.loc_aliases[name])
        return attr.text if attr is not None else None

    # -- attributes -------------------------------------------------------------

    def parse_attribute(self) -> Attribute:
        c = self.skip_ws()
        start = self.pos
        if c == '"':
            value = self.string_literal()
            if self.peek(":") and not self.peek("::"):
                self.pos += 1
                return StringAttr(value, self.parse_type())
            return StringAttr(value)
        if c == "[":
            return self._array()
        if c == "{":
            return DictionaryAttr(self.parse_dict_body())
        if c == "@":
            return self._symbol_ref()
        if c == "#":
            return self._hash_attr()
        if c == "-" or c.isdigit():
            return self._number()
        word = lx.BARE_ID.match(self.text, start)
        if word is not None:
            name = word.group()
            if name in ("true", "false"):
                self.pos = word.end()
                return BoolAttr(name == "true")
            if name == "unit":
                self.pos = word.end()
                return UNIT
            if name in _OPAQUE_ATTR_KEYWORDS:
                return self._keyword_attr(name)
            if name == "loc" and self.text.startswith("(", self._ws(self.text, word.end()).end()):
                body, pos = self.parse_location_body(inline=True)
                return OpaqueAttr(
                    f"loc({self.resolve_location_aliases(body, pos, trailing=False)})"
                )
        if word is not None and not self.starts_type(word.group()):
            self.wrong_token("expected attribute value")
        if c == "(" or c == "!" or word is not None:
            return TypeAttr(self.parse_type())
        self.wrong_token("expected attribute value")

    def parse_attribute_of_type(self, type: Type) -> Attribute:
        """An attribute whose literal, if a number or string, is of `type` without a
        `: type` (MLIR's `parseAttribute(type)`; a string of type `none` is untyped)."""
        c = self.skip_ws()
        if c == "-" or c.isdigit():
            return self._number(type)
        if c == '"':
            return StringAttr(self.string_literal(), None if type is NONE else type)
        if type is not NONE and self.text.startswith("dense<", self.pos):
            self.pos += len("dense")
            return parse_dense(self, type)
        return self.parse_attribute()

    def starts_attribute(self, word: str) -> bool:
        """Whether the bare identifier `word` begins an attribute."""
        return (
            word in ("true", "false", "unit", "loc")
            or word in _OPAQUE_ATTR_KEYWORDS
            or self.starts_type(word)
        )

    def _array(self) -> ArrayAttr:
        self.enter_nesting(self.pos)
        self.pos += 1
        elements: list[Attribute] = []
        if not self.consume("]"):
            while True:
                elements.append(self.parse_attribute())
                if self.consume("]"):
                    break
                self.expect(",", "',' or ']'")  # MLIR's parseCommaSeparatedListUntil
        self.depth -= 1
        return ArrayAttr(elements)

    def parse_dict_body(self) -> dict[str, Attribute]:
        """`{name = value, unit_name, "quoted" = value}` at the cursor."""
        self.expect("{")
        entries: dict[str, Attribute] = {}
        if self.consume("}"):
            return entries
        self.enter_nesting(self.pos - 1)
        while True:
            c = self.skip_ws()
            key_pos = self.pos
            named = _NAMED_ENTRY.match(self.text, key_pos)
            if named is not None:  # what the general reading below comes to on `name = `
                key = named.group(1)
                self.pos = named.end()
            elif c == '"':
                key = self.string_literal()
                if not key:
                    self.error("expected valid attribute name", key_pos)
            else:
                key = self.match(lx.BARE_ID) or self.wrong_token("expected attribute name")
            if key in entries:
                self.error(f"duplicate key '{key}' in dictionary attribute", key_pos)
            entries[key] = self.parse_attribute() if named or self.consume("=") else UNIT
            if self.consume("}"):
                self.depth -= 1
                return entries
            self.expect(",", "'}' in attribute dictionary")

    def _symbol_ref(self) -> SymbolRefAttr:
        names = [self.symbol_name()]
        while self.consume("::"):  # blanks around `::` are allowed, as in MLIR
            self.skip_ws()
            if not self.text.startswith("@", self.pos):
                self.lex_error(self.pos)
                self.error("expected nested symbol reference identifier")
            names.append(self.symbol_name())
        return SymbolRefAttr(names[0], names[1:])

    def symbol_name(self) -> str:
        """`@name` or `@"any name"` at the cursor (on the '@')."""
        self.pos += 1
        if self.text.startswith('"', self.pos):
            return self.string_literal()
        m = lx.BARE_ID.match(self.text, self.pos)
        if m is None:  # MLIR's lexer
            self.error("@ identifier expected to start with letter or '_'")
        self.pos = m.end()
        return m.group()

    def _hash_attr(self) -> Attribute:
        start = self.pos
        m = lx.HASH_OR_BANG_ID.match(self.text, start)
        if m is None:
            self.error("invalid attribute name")  # MLIR's lexer
        name = m.group()
        self.pos = m.end()
        if name.startswith(_BUILTIN_DIALECT_TYPE):  # MLIR's `Dialect::parseType`
            self.error(
                "dialect 'builtin' provides no type parsing hook",
                start + len(_BUILTIN_DIALECT_TYPE),
            )
        has_body = self.text.startswith("<", self.pos)
        if "." not in name and not has_body:
            alias = self.attr_aliases.get(name)
            if alias is None:
                location = self.loc_aliases.get(name)  # locations are attributes too
                if location is None:
                    self.error(f"undefined symbol alias id '{name[1:]}'", self.pos)
                return OpaqueAttr(str(location))
            return alias
        text = name
        if has_body:
            body = self.balanced_body(dialect=self.keeps_unknown_aliases(name))
            text = pretty_symbol(name, body)
            self.check_dialect_attribute(text, start)
        if self.peek(":") and not self.peek("::"):  # MLIR's optional trailing `: type`
            from .format.enum_attributes import is_enum_attribute

            self.pos += 1
            type = self.parse_type()
            if not (has_body and is_enum_attribute(text)):  # an enum drops it
                text += " : " + type.text
        return OpaqueAttr(self.dialect_text(text, False) if has_body else text)

    def _keyword_attr(self, name: str) -> Attribute:
        if name in _AFFINE_KEYWORDS:
            return parse_affine_attribute(self, name)
        self.pos += len(name)
        text = name
        if name == "distinct" and self.text.startswith("[", self.pos):
            text += self.balanced_body()
        self.skip_ws()  # `dense <...>`: the keyword and its `<` are two tokens
        if not self.text.startswith("<", self.pos):
            self.error(f"expected '<' after '{name}'")
        if name == "dense":
            return parse_dense(self)
        if name == "sparse":
            return parse_sparse(self)
        text += self.balanced_body()
        if name == "strided":
            return OpaqueAttr(canonical_strided(text))
        if name in _TYPED_ATTR_KEYWORDS and self.peek(":"):
            self.pos += 1
            text += " : " + self.parse_type().text
        return OpaqueAttr(text)

    def _number(self, type: Type | None = None) -> Attribute:
        """A number literal: of `type` when given, else of its `: type` (i64 or f64)."""
        start = self.pos
        m = lx.NUMBER.match(self.text, start)
        if m is None:
            self.error("expected attribute value")
        literal = m.group()
        self.pos = m.end()
        is_float = "." in literal
        if type is None and self.peek(":") and not self.peek("::"):
            self.pos += 1
            type = self.parse_type()
        if isinstance(type, FloatType) or (type is None and is_float):
            return self._float(literal, type or F64, start)
        if is_float:
            self.skip_ws()
            self.error("floating point value not valid for specified type")
        type = type or I64
        negative = literal.startswith("-")
        at = start + negative  # MLIR points at the number, after the minus
        if not isinstance(type, (IntegerType, IndexType)):
            self.error("integer literal not valid for specified type", at)
        if negative and isinstance(type, IntegerType) and type.signedness == "u":
            self.error("negative integer literal not valid for unsigned integer type", at)
        value = fit_integer(literal[negative:], negative, type)
        if value is None:
            self.error("integer constant out of range for attribute", at)
        if isinstance(type, IntegerType) and type.width == 1 and not type.signedness:
            return BoolAttr(bool(value))
        return IntegerAttr(value, type)

    def _float(self, literal: str, type: Type, pos: int) -> FloatAttr:
        """A decimal literal is read as a double, then rounded into `type`; a hexadecimal
        one is the bit pattern (MLIR's `parseFloatFromLiteral`)."""
        semantics = SEMANTICS[type.text]
        magnitude = literal.lstrip("-")
        if magnitude.startswith("0x"):
            if literal.startswith("-"):
                self.error("hexadecimal float literal should not have a leading minus", pos + 1)
            bits = int(magnitude, 16)
            if bits.bit_length() > semantics.width:
                self.error("hexadecimal float constant out of range for type", pos)
            return FloatAttr(from_bits(bits, semantics), type, bits)
        if "." not in literal:
            self.float_integer_error(pos + 1 if literal.startswith("-") else pos)
        value = float(literal)
        if not bits_hold_value(value, semantics):
            return FloatAttr(value, type)  # printed from the double (`value_text`)
        bits = to_bits(value, semantics)
        return FloatAttr(from_bits(bits, semantics), type, bits)

    def float_integer_error(self, pos: int) -> NoReturn:
        """MLIR's error for a decimal integer literal (at `pos`) where a float is read."""
        raise error(
            "unexpected decimal integer literal for a floating point value",
            self.buffer.location(pos),
            notes=["add a trailing dot to make the literal a float"],
        )

    # -- locations ----------------------------------------------------------------

    def parse_location_body(self, inline: bool = False) -> tuple[str, int]:
        """The text inside `loc(...)` at the cursor (which is on `loc`), checked as MLIR
        checks it, alias references left in, and its offset (`location_parser`)."""
        return parse_location(self, inline)

    def common_location(self, file: str, line: str, column: str) -> FileLineColLoc:
        """The location `location_parser.FILE_LINE_COL` matched (`file` has no escape)."""
        filename, quoted = self._file(file)
        return FileLineColLoc.printed(filename, f"{quoted}:{line}:{column}")

    def _file(self, text: str) -> tuple[str, str]:
        """A location's file name and its literal, from the literal (quoted) or from the
        name when it needs no escape (unquoted): decoded or quoted once per file."""
        known = self._files.get(text)
        if known is None:
            known = (
                (lx.decode_string(text), text)
                if text.startswith('"')
                else (text, quote_string(text))
            )
            self._files[text] = known
        return known

    def make_location(self, body: str, pos: int) -> Location:
        """A location from resolved `loc(...)` text (at `pos`, for errors)."""
        m = lx.FILE_LINE_COL.match(body)
        if m is not None:  # a location (`is_location`), the most common one
            # as printed: `parse_location` made `body`
            return FileLineColLoc.printed(self._file(m.group(1))[0], body)
        if not is_location(body):
            self.error("expected location instance", pos)
        if body == "unknown":
            return UNKNOWN_LOC
        return OpaqueLoc(body)

    def resolve_location_aliases(self, body: str, pos: int, trailing: bool = True) -> str:
        """`body` (a location body at offset `pos`) with its `#alias` references replaced
        by their definitions (location aliases are stored resolved); `trailing`: an
        op's or argument's location, which may name an alias defined later."""
        if "#" not in body:
            return body

        def replace(m: re.Match[str]) -> str:
            name = m.group()
            if name[0] == '"':
                return name
            if name == "#":
                self.error("invalid attribute name", pos + m.start())
            found = self.loc_aliases.get(name)
            if found is not None:
                return found.body
            if "." in name or body.startswith("<", m.end()):
                return name
            attr = self.attr_aliases.get(name)
            if name == body and trailing:
                if attr is None:
                    self.error("operation location alias was never defined", pos)
                self.error(f"expected location, but found '{attr.text}'", pos)
            if attr is None:
                self.error(f"undefined symbol alias id '{name[1:]}'", pos + m.end())
            return attr.text

        return _LOCATION_TOKEN.sub(replace, body)


def pretty_symbol(name: str, body: str) -> str:
    """A dialect attribute or type `name<body>` in MLIR's pretty form when its body allows
    it (`!bar<baz<1>>` is `!bar.baz<1>`: `isDialectSymbolSimpleEnoughForPrettyForm`)."""
    if "." not in name:
        pretty = _PRETTY_BODY.match(body)
        if pretty is not None:
            return f"{name}.{pretty.group(1)}{pretty.group(2)}"
    return name + body


def canonical_dimensions(body: str) -> str:
    """A shaped type's `<...>` body with the blanks of its dimension list, and of those of
    the shaped types in it, dropped as MLIR prints them, and those before a `>`:
    `< 4 x [8] x i32 >` -> `<4x[8]xi32>`."""
    body = _DIMENSIONS.sub(lambda m: m.group(1) + "<" + "".join(m.group(2).split()), body)
    return _BLANKS_BEFORE_CLOSE.sub("", body)
