"""The tokens of MLIR's affine syntax (its lexer's view of `affine_map<...>` bodies and of the
affine ops' subscripts and bounds): bare identifiers and keywords, integers, SSA uses
`%name#N`, punctuation; blanks, NUL bytes and `//` comments between them."""

from __future__ import annotations

import re
from dataclasses import dataclass

_BLANKS = re.compile(r"(?:[\s\0]|//[^\n]*)*")  # MLIR's lexer skips NUL bytes too
_TOKEN = re.compile(
    r"(?P<id>[A-Za-z_][\w$.]*)"
    r"|(?P<int>0x[0-9a-fA-F]+|\d+)(?![\w.])"
    r"|(?P<ssa>%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)(?:#\d+)?)"
    r"|(?P<punct>->|[()\[\],:+\-*<>=])"
)


@dataclass(frozen=True)
class Token:
    kind: str  # "id", "int", "ssa", "punct", "eof" or "other"
    text: str
    start: int
    end: int


class Tokens:
    """A cursor over the tokens of `text` from `pos`."""

    def __init__(self, text: str, pos: int):
        self.text = text
        self.current = self._lex(pos)
        self.previous_end = pos

    def _lex(self, pos: int) -> Token:
        start = _BLANKS.match(self.text, pos).end()  # type: ignore[union-attr]
        if start >= len(self.text):
            return Token("eof", "", start, start)
        found = _TOKEN.match(self.text, start)
        if found is None or found.lastgroup is None:
            return Token("other", self.text[start], start, start + 1)
        return Token(found.lastgroup, found.group(), start, found.end())

    def advance(self) -> Token:
        """Consume the current token; it is returned."""
        token = self.current
        self.previous_end = token.end
        self.current = self._lex(token.end)
        return token

    def is_(self, text: str) -> bool:
        """Whether the current token is the punctuation or keyword `text`."""
        return self.current.text == text and self.current.kind in ("punct", "id")

    def consume_if(self, text: str) -> bool:
        if not self.is_(text):
            return False
        self.advance()
        return True
