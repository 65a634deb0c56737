"""How a YAML scalar's source text reads as the string it holds: the escapes of a
double-quoted scalar, and where a character of the string is written in the source
(`source_index`), so that a problem found at an offset of a string (an op's assembly
format) is reported at that character in the spec file."""

from __future__ import annotations

import re
from dataclasses import dataclass

# An escape of a double-quoted YAML scalar, and what each one-character escape stands for.
ESCAPE = re.compile(r"\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)", re.DOTALL)
_ESCAPED = {
    "0": "\0",
    "a": "\a",
    "b": "\b",
    "t": "\t",
    "n": "\n",
    "v": "\v",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    "N": "\x85",
    "_": "\xa0",
    "L": "\u2028",
    "P": "\u2029",
}


def unescaped(escape: str) -> str:
    """The character a double-quoted scalar's escape stands for."""
    if escape[1] in "xuU":
        return chr(int(escape[2:], 16))
    return _ESCAPED.get(escape[1], escape[1])


@dataclass(frozen=True)
class ScalarSource:
    """A string scalar as the file writes it: `start` and `end`, where its source is in
    the file's text (a quote or block indicator included); `style`, PyYAML's (`""`
    plain, `'`, `"`, `|`, `>`)."""

    start: int
    end: int
    style: str

    def source_index(self, file_text: str, value: str, offset: int) -> int:
        """The index in `file_text` of character `offset` of `value` (the string the
        scalar reads as; `len(value)`: just after its last character). Line folding,
        indentation, quote doubling and escapes are written in the source only: the
        characters of `value` are matched in order, skipping those."""
        return self.start + _Cursor(file_text[self.start : self.end], self.style).find(
            value, offset
        )


@dataclass(frozen=True)
class _Cursor:
    """Matching a scalar's string against its source `text`."""

    text: str
    style: str

    def find(self, value: str, offset: int) -> int:
        """The index in `text` of character `offset` of `value`."""
        index = self._content_start()
        for char in value[:offset]:
            index = self._find(char, index)
            index += self._width(index)
        if offset < len(value):
            index = self._find(value[offset], index)
        return min(index, max(len(self.text) - 1, 0))

    def _content_start(self) -> int:
        if self.style in ("'", '"'):
            return 1
        if self.style in ("|", ">"):  # after the header line (`|-`, `>2`, a comment)
            return self.text.find("\n") + 1
        return 0

    def _find(self, char: str, index: int) -> int:
        """The first index from `index` where the source writes `char`."""
        while index < len(self.text) and self._written(index) != char:
            index += self._width(index)
        return index

    def _written(self, index: int) -> str:
        """The character the source at `index` stands for."""
        if self.style == '"' and self.text[index] == "\\":
            escape = ESCAPE.match(self.text, index)
            return unescaped(escape.group()) if escape else "\\"
        return self.text[index]

    def _width(self, index: int) -> int:
        """How many source characters the one at `index` takes (an escape, a doubled
        quote)."""
        if self.style == '"' and self.text.startswith("\\", index):
            escape = ESCAPE.match(self.text, index)
            return len(escape.group()) if escape else 1
        if self.style == "'" and self.text.startswith("''", index):
            return 2
        return 1
