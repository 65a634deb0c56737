"""FormatGen's lexer: the tokens of a format string (punctuation, `` `literals` ``,
`"strings"`, `$variables`, identifiers and directive keywords), with their offsets."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import FormatError


class TokenKind(enum.Enum):
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


_PUNCTUATION = {kind.value: kind for kind in TokenKind if len(kind.value) == 1}
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


def alpha(char: str) -> bool:
    return ("a" <= char <= "z") or ("A" <= char <= "Z")


def alnum(char: str) -> bool:
    return alpha(char) or "0" <= char <= "9"


@dataclass(frozen=True)
class Token:
    kind: TokenKind
    spelling: str
    offset: int


class Lexer:
    """FormatGen's lexer: a NUL ends the buffer for literals and strings, as in C."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def _char(self, pos: int) -> str:
        return self.text[pos] if pos < len(self.text) else "\0"

    def lex(self) -> Token:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\n\r\0":
            self.pos += 1
        start = self.pos
        if start >= len(self.text):
            return Token(TokenKind.EOF, "", start)
        char = self.text[start]
        self.pos += 1
        if char in _PUNCTUATION:
            return Token(_PUNCTUATION[char], char, start)
        if char == "`":
            return self._until(start, "`", TokenKind.LITERAL, "unexpected end of file in literal")
        if char == '"':
            return self._until(start, '"', TokenKind.STRING, "unexpected end of file in string")
        if char == "$":
            if not (alpha(self._char(self.pos)) or self._char(self.pos) == "_"):
                raise FormatError("expected variable name", start)
            while alnum(self._char(self.pos)) or self._char(self.pos) == "_":
                self.pos += 1
            return Token(TokenKind.VARIABLE, self.text[start : self.pos], start)
        if alpha(char) or char == "_":
            while alnum(self._char(self.pos)) or self._char(self.pos) in "_-":
                self.pos += 1
            word = self.text[start : self.pos]
            return Token(
                TokenKind.KEYWORD if word in _KEYWORDS else TokenKind.IDENTIFIER, word, start
            )
        raise FormatError("unexpected character", start)

    def _until(self, start: int, close: str, kind: TokenKind, message: str) -> Token:
        escape = False
        while (char := self._char(self.pos)) != "\0":
            self.pos += 1
            if char == close and not escape:
                return Token(kind, self.text[start : self.pos], start)
            escape = kind is TokenKind.STRING and char == "\\"
        raise FormatError(message, self.pos)
