"""Lexical pieces of MLIR's textual form, as compiled regular expressions.

The parser works directly on the source string with these patterns (no token
objects), which is what makes a pure-Python parser fast enough for large files.
"""

from __future__ import annotations

import re
import sys

WHITESPACE = re.compile(r"(?:[ \t\r\n\0]+|//[^\n]*)*")  # MLIR's lexer skips NUL too
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*", re.ASCII)
VALUE_ID = re.compile(r"%[\w$.\-]+", re.ASCII)
VALUE_USE = re.compile(r"%([\w$.\-]+)(?:#(\d+))?", re.ASCII)
CARET_ID = re.compile(r"\^[\w$.\-]+", re.ASCII)
HASH_OR_BANG_ID = re.compile(r"[#!](?:[0-9]+|[A-Za-z_$.\-][\w$.\-]*)", re.ASCII)
SYMBOL_ID = re.compile(r"@[\w$.\-]+", re.ASCII)
# Unrolled (`a*(?:b a*)*`) and possessive: a backtracking repeat of a group costs
# Python's regex engine over 100 bytes per repetition (1.4 GB for a 10 MB literal).
# Python 3.10 has no possessive quantifiers: there, memory grows per escape only.
_POSSESSIVE = "+" if sys.version_info >= (3, 11) else ""
STRING_BODY = r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+'.replace("+", _POSSESSIVE)
STRING = re.compile(f'"{STRING_BODY}"')
UNTERMINATED_STRING = re.compile(f'"{STRING_BODY}')
INTEGER = re.compile(r"0x[0-9a-fA-F]+|[0-9]+")
FLOAT = re.compile(r"[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
NUMBER = re.compile(r"-?(?:0x[0-9a-fA-F]+|[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?)")
# Characters that matter while skipping a dialect body such as `<...>`.
BODY_SPECIAL = re.compile(r'->|[<>]=?|[\[\](){}"#!]')
FILE_LINE_COL = re.compile(f'("{STRING_BODY}"):([0-9]+):([0-9]+)\\Z')


def bracket_end(text: str, start: int) -> int:
    """The index after the bracket closing the one at `start`, in printed (balanced) text,
    read as the parser's `balanced_body` reads it: string literals are skipped, `->` is no
    bracket, nor are `>=` and `<=` but inside `<...>`, where they are `>` or `<` and `=`."""
    stack: list[str] = []
    pos = start
    while True:
        match = BODY_SPECIAL.search(text, pos)
        assert match is not None, "unbalanced printed text"
        token = match.group()
        pos = match.end()
        if token == '"':
            pos = STRING.match(text, match.start()).end()  # type: ignore[union-attr]
            continue
        if len(token) == 2:
            if token == "->" or stack[-1] != "<":
                continue
            token = token[0]
            pos -= 1
        if token in "<([{":
            stack.append(token)
        elif token in ">)]}":
            stack.pop()
            if not stack:
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
    data = body.encode("utf-8", "surrogateescape")
    out = bytearray()
    find = data.find
    i = 0
    while (j := find(b"\\", i)) >= 0:
        out += data[i:j]
        key = data[j + 1 : j + 3]
        found = _UNESCAPED.get(key)  # a hex escape, or a one-letter one ending the body
        if found is None:
            key = key[:1]
            found = _UNESCAPED.get(key)
            if found is None:
                offset = len(data[:j].decode("utf-8", "surrogateescape"))
                raise EscapeError("unknown escape in string literal", offset)
        i = j + 1 + len(key)
        out += found
    out += data[i:]
    return out.decode("utf-8", "surrogateescape")


_HEX_DIGITS = "0123456789abcdefABCDEF"
_UNESCAPED = {b'"': b'"', b"\\": b"\\", b"n": b"\n", b"t": b"\t"} | {
    (high + low).encode(): bytes([int(high + low, 16)])
    for high in _HEX_DIGITS
    for low in _HEX_DIGITS
}
