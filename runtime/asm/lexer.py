"""Lexical pieces of MLIR's textual form, as compiled regular expressions.

The parser works directly on the source string with these patterns (no token
objects), which is what makes a pure-Python parser fast enough for large files.
"""

from __future__ import annotations

import re

WHITESPACE = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*")
VALUE_ID = re.compile(r"%[\w$.\-]+")
VALUE_USE = re.compile(r"%([\w$.\-]+)(?:#(\d+))?")
CARET_ID = re.compile(r"\^[\w$.\-]+")
HASH_OR_BANG_ID = re.compile(r"[#!][\w$.\-]+")
SYMBOL_ID = re.compile(r"@[\w$.\-]+")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
UNTERMINATED_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*')
INTEGER = re.compile(r"0x[0-9a-fA-F]+|[0-9]+")
FLOAT = re.compile(r"[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
NUMBER = re.compile(r"-?(?:0x[0-9a-fA-F]+|[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?)")
# Characters that matter while skipping a dialect body such as `<...>`.
BODY_SPECIAL = re.compile(r'->|[<>]=?|[\[\](){}"#!]')
FILE_LINE_COL = re.compile(r'("(?:[^"\\\n]|\\.)*"):([0-9]+):([0-9]+)\Z')

_HEX = frozenset("0123456789abcdefABCDEF")


def bracket_end(text: str, start: int) -> int:
    """The index after the bracket closing the one at `start`, in printed (well-formed)
    text: string literals are skipped, and `->`, `>=` and `<=` are no brackets."""
    depth = 0
    pos = start
    while True:
        match = BODY_SPECIAL.search(text, pos)
        assert match is not None, "unbalanced printed text"
        token = match.group()
        pos = match.end()
        if token == '"':
            pos = STRING.match(text, match.start()).end()  # type: ignore[union-attr]
        elif token in "<([{":
            depth += 1
        elif token in ">)]}":
            depth -= 1
            if depth == 0:
                return pos


class EscapeError(Exception):
    """A bad escape in a string literal; `offset` counts from just after the opening quote."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


def decode_string(literal: str) -> str:
    """The value of a string literal (with its quotes); bytes that are not UTF-8 survive.

    MLIR knows `\\\\`, `\\"`, `\\n`, `\\t` and two-digit hex escapes.
    """
    body = literal[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i, n = 0, len(body)
    while i < n:
        ch = body[i]
        if ch != "\\":
            j = body.find("\\", i)
            j = n if j < 0 else j
            out += body[i:j].encode("utf-8", "surrogateescape")
            i = j
            continue
        nxt = body[i + 1]
        if nxt in '"\\':
            out.append(ord(nxt))
            i += 2
        elif nxt == "n":
            out.append(10)
            i += 2
        elif nxt == "t":
            out.append(9)
            i += 2
        elif nxt in _HEX and i + 2 < n and body[i + 2] in _HEX:
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
        else:
            raise EscapeError("unknown escape in string literal", i)
    return out.decode("utf-8", "surrogateescape")
