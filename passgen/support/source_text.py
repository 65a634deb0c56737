"""Input files (specs, pyproject.toml, a project's templates) read as UTF-8 text, with a
size limit.

A file that is not a regular file (a FIFO would hang the read, a device never end), is too
large, starts with a UTF-16 or UTF-32 byte-order mark, or holds bytes that are not UTF-8 is
an `UnreadableSource`: a located problem, never a traceback.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from pathlib import Path

from .diagnostics import Position, Problem
from .regular_files import NotRegular, open_regular

# Far more than any real spec (the largest upstream one is 70 KB).
MAX_INPUT_BYTES = 4 * 1024 * 1024

# Longest first: the UTF-32 LE mark starts with the UTF-16 LE one.
_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32 (little-endian)", "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32 (big-endian)", "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16 (little-endian)", "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16 (big-endian)", "UTF-16"),
)
# Where YAML (PyYAML and libyaml alike) breaks lines.
_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
# Characters a YAML stream may not hold: the complement of PyYAML's and libyaml's printable
# set [\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff], spelled out
# because `re` takes 9 ms to compile that negated class (at every start of `passgen`).
NON_PRINTABLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]"
)

# Characters no string of a spec may hold, even escaped (`"\\0"`, `"\\u202e"`): control characters
# other than tab and line feed (C0, DEL, C1), bidirectional formatting controls (they reorder
# what a reader sees, "Trojan Source", CVE-2021-42574), line and paragraph separators (line
# breaks to YAML, JavaScript and Python's `splitlines`, to nothing else), surrogates and
# noncharacters. What a spec holds reaches Python, Markdown, C++ and TableGen; none of these
# has a use for them, and each would need its own escape.
_BIDI = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
UNSAFE_TEXT = re.compile(
    f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI}\u2028\u2029\ud800-\udfff\ufdd0-\ufdef"
    + "".join(chr(plane * 0x10000 + 0xFFFE) + chr(plane * 0x10000 + 0xFFFF) for plane in range(17))
    + "]"
)
# What source lines echoed under a message show as U+FFFD besides NON_PRINTABLE: the bidi
# controls, which would reorder the terminal's line.
_SHOWN_REPLACED = re.compile(f"[{_BIDI}]")


def unsafe_character(char: str) -> str:
    """How a message names a character of `UNSAFE_TEXT`: its code point and what it is."""
    code = ord(char)
    if code < 0xA0:
        kind = "a control character"
    elif 0xD800 <= code <= 0xDFFF:
        kind = "a surrogate"
    else:
        kind = unicodedata.name(char, "a noncharacter")
    return f"U+{code:04X} ({kind})"


class UnreadableSource(Exception):
    """A file that is not UTF-8 text of an acceptable size."""

    def __init__(self, problem: Problem, lines: list[str]):
        super().__init__(problem.message)
        self.problem = problem
        self.lines = lines

    def __str__(self) -> str:
        return self.problem.render(self.lines)


def source_lines(text: str) -> list[str]:
    """`text`'s lines as YAML numbers them, for echoing under a message: characters a
    terminal would act on (or reorder the line by) are shown as U+FFFD (one column each, so carets stay aligned)."""
    shown = _SHOWN_REPLACED.sub("\ufffd", NON_PRINTABLE.sub("\ufffd", text))
    lines = _LINE_BREAK.split(shown)
    return lines[:-1] if lines and not lines[-1] else lines


def position_of(shown: Path, text: str, index: int) -> Position:
    """The 1-based line and column of character `index` of `text`."""
    before = _LINE_BREAK.split(text[:index])
    return Position(shown, len(before), len(before[-1]) + 1)


def read_source(file: Path, shown: Path, kind: str = "spec") -> str:
    """The text of `file` (named `shown` in messages); `kind` names what it is."""
    start = Position(shown, 1, 1)
    try:
        with open_regular(file, follow_links=True) as stream:
            data = stream.read(MAX_INPUT_BYTES + 1)
    except NotRegular:
        raise UnreadableSource(
            Problem(start, f"not a regular file; a {kind} file must be one"), []
        ) from None
    if len(data) > MAX_INPUT_BYTES:
        raise UnreadableSource(
            Problem(
                start,
                f"the file is larger than {MAX_INPUT_BYTES} bytes, the limit for a {kind} file",
            ),
            [],
        )
    for bom, encoding, codec in _BOMS:
        if data.startswith(bom):
            raise UnreadableSource(
                Problem(
                    start,
                    f"the file is {encoding}, by its byte-order mark; a {kind} file must be "
                    f"UTF-8 (convert it, e.g. `iconv -f {codec} -t UTF-8`)",
                ),
                [],
            )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        prefix = data[: exc.start].decode("utf-8")
        problem = Problem(
            position_of(shown, prefix, len(prefix)),
            f"invalid UTF-8 (byte 0x{data[exc.start]:02x}: {exc.reason}); a {kind} file must be UTF-8",
        )
        raise UnreadableSource(problem, source_lines(data.decode("utf-8", "replace"))) from None
