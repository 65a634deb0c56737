"""A TableGen file's include directives and bracket nesting, found before llvm-tblgen runs.

The scan lexes as llvm-tblgen's lexer does where it matters: `//` and (nested) `/* */`
comments, string literals (their escapes: `\\\\ \\' \\" \\t \\n`) and `[{ ... }]` code blocks
hide what they hold; `include` is a keyword only as a whole identifier (`[A-Za-z0-9_]+`).
It errs on the safe side: it reads every region, those an `#ifdef` turns off included, and
goes on past text llvm-tblgen would stop at, so it finds every include llvm-tblgen may
read (and perhaps some it would not). Nesting counts `[ ( { <` against `] ) } >`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Brackets a file may nest (values, dags, bodies, template arguments): real files nest at
# most 10 deep; llvm-tblgen's recursive parser overflows its stack at a few thousand.
MAX_NESTING = 100

_WORD = "A-Za-z0-9_"
# What the scan stops at: comments, code blocks, strings, the include keyword, brackets.
_NEXT = re.compile(rf'//|/\*|\[\{{|"|(?<![{_WORD}])include(?![{_WORD}])|[\[\](){{}}<>]')
_LINE_END = re.compile(r"[\n\r]")
_COMMENT_MARK = re.compile(r"/\*|\*/")
_STRING = re.compile(r'"((?:[^"\\\n\r]|\\[\\\'"tn])*)"')
_ESCAPE = re.compile(r"\\(.)")
_ESCAPED = {"t": "\t", "n": "\n"}
_BLANKS = re.compile(r"[\s\0]*")  # llvm-tblgen skips NUL as a blank


@dataclass(frozen=True)
class Include:
    """`include "name"`: the file name, and the offset of its string literal."""

    name: str
    offset: int


@dataclass
class Scan:
    """The include directives of a file, and the offset of the first bracket nested
    deeper than `MAX_NESTING` (None: none is)."""

    includes: list[Include] = field(default_factory=list)
    too_deep: int | None = None


def scan(text: str) -> Scan:
    """The includes and nesting of TableGen source `text`."""
    found = Scan()
    depth = 0
    position = 0
    while (match := _NEXT.search(text, position)) is not None:
        token, position = match.group(), match.end()
        if token == "//":
            position = _line_end(text, position)
        elif token == "/*":
            position = _comment_end(text, position)
        elif token == "[{":
            end = text.find("}]", position)
            position = len(text) if end < 0 else end + 2
        elif token == '"':
            literal = _STRING.match(text, match.start())
            position = literal.end() if literal else position  # a bad one: read on
        elif token == "include":
            position = _include(text, position, found)
        elif token in "[({<":
            depth += 1
            if depth > MAX_NESTING and found.too_deep is None:
                found.too_deep = match.start()
        else:
            depth = max(depth - 1, 0)
    return found


def _line_end(text: str, position: int) -> int:
    end = _LINE_END.search(text, position)
    return len(text) if end is None else end.start()


def _comment_end(text: str, position: int) -> int:
    """The end of a block comment opened before `position` (they nest)."""
    depth = 1
    while (mark := _COMMENT_MARK.search(text, position)) is not None:
        position = mark.end()
        depth += 1 if mark.group() == "/*" else -1
        if depth == 0:
            return position
    return len(text)


def _include(text: str, position: int, found: Scan) -> int:
    """Record the file name after an `include` keyword (past blanks and comments)."""
    while True:
        position = _BLANKS.match(text, position).end()  # type: ignore[union-attr]
        if text.startswith("//", position):
            position = _line_end(text, position + 2)
        elif text.startswith("/*", position):
            position = _comment_end(text, position + 2)
        else:
            break
    literal = _STRING.match(text, position)
    if literal is None:
        return position
    name = _ESCAPE.sub(lambda m: _ESCAPED.get(m.group(1), m.group(1)), literal.group(1))
    found.includes.append(Include(name, position))
    return literal.end()
