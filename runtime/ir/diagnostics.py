"""Diagnostics in mlir-opt's shape: `file:line:col: error: message`, the line, a caret."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from .location import FileLineColLoc, Location, UNKNOWN_LOC


class SourceBuffer:
    """A named text with fast offset -> (line, column) conversion (1-based, byte columns).

    Bytes that are not UTF-8 are in `text` as `surrogateescape` decoding leaves them
    (U+DC80..U+DCFF): they count as one byte each and print back as themselves.
    """

    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self.is_ascii = text.isascii()
        self._line_starts: list[int] | None = None
        # A forward cursor: lines are counted up to `_counted`, which is on line `_line`
        # (starting at `_line_start`); a parser asks for ever later offsets.
        self._counted = 0
        self._line = 1
        self._line_start = 0

    @property
    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos >= 0:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def line_col(self, offset: int) -> tuple[int, int]:
        location = self.location(offset)
        return location.line, location.column

    def line_text(self, line: int) -> str:
        starts = self.line_starts
        start = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[start:end].rstrip("\r")

    def location(self, offset: int) -> FileLineColLoc:
        """The location of `offset`: counted on from the cursor when it is not behind it."""
        if offset >= self._counted:
            text = self.text
            newlines = text.count("\n", self._counted, offset)
            if newlines:
                self._line += newlines
                self._line_start = text.rfind("\n", self._counted, offset) + 1
            self._counted = offset
            line, start = self._line, self._line_start
        else:
            starts = self.line_starts
            line = bisect.bisect_right(starts, offset)
            start = starts[line - 1]
        if self.is_ascii:
            return FileLineColLoc(self.filename, line, offset - start + 1)
        column = len(self.text[start:offset].encode("utf-8", "surrogateescape"))
        return FileLineColLoc(self.filename, line, column + 1)


# Buffers by file name, so diagnostics on parsed ops can show their source line.
_BUFFERS: dict[str, SourceBuffer] = {}


def remember_buffer(buffer: SourceBuffer) -> None:
    _BUFFERS[buffer.filename] = buffer


@dataclass
class Diagnostic:
    """One message at a location, with optional attached notes."""

    severity: str
    message: str
    location: Location = UNKNOWN_LOC
    notes: list[Diagnostic] = field(default_factory=list)

    def render(self, source_line: bool = True) -> str:
        """The diagnostic as mlir-opt prints it; a note at its diagnostic's location
        shows no source line (`source_line`), as in MLIR's SourceMgr handler."""
        loc = self.location
        if isinstance(loc, FileLineColLoc):
            head = f"{loc.filename}:{loc.line}:{loc.column}: {self.severity}: {self.message}"
            buffer = _BUFFERS.get(loc.filename)
            if source_line and buffer is not None and 1 <= loc.line <= len(buffer.line_starts):
                head += "\n" + quoted_line(buffer.line_text(loc.line), loc.column)
        elif loc is UNKNOWN_LOC:
            head = f"<unknown>:0: {self.severity}: {self.message}"
        else:
            head = f"{loc}: {self.severity}: {self.message}"
        return "\n".join([head, *(note.render(note.location != loc) for note in self.notes)])

    def __str__(self) -> str:
        return self.render()


TAB_STOP = 8


def quoted_line(line: str, column: int) -> str:
    """The source line and a caret under byte column `column`, as LLVM's SourceMgr prints
    them: tabs expand to the next multiple of 8 columns in both lines, and a line that is
    not all ASCII is shown without a caret."""
    if not line.isascii():
        return _expand_tabs(line)
    caret = (" " * min(column - 1, len(line)) + "^").ljust(len(line) + 1)
    return _expand_tabs(line) + "\n" + _expand_tabs(caret, line).rstrip(" ")


def _expand_tabs(text: str, tabs: str | None = None) -> str:
    """`text` with each character at a tab of `tabs` (default: of `text`) repeated, a space
    in `text` itself, up to the next tab stop; widths count UTF-8 bytes."""
    tabs = text if tabs is None else tabs
    parts: list[str] = []
    column = 0
    for index, char in enumerate(text):
        if index < len(tabs) and tabs[index] == "\t":
            fill = " " if char == "\t" else char
            width = TAB_STOP - column % TAB_STOP
            parts.append(fill * width)
            column += width
        else:
            parts.append(char)
            column += len(char.encode("utf-8", "surrogateescape")) if ord(char) > 127 else 1
    return "".join(parts)


class DiagnosticError(Exception):
    """An error carrying an MLIR-style diagnostic; `str()` renders it."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic

    def __str__(self) -> str:
        return self.diagnostic.render()


def error(message: str, location: Location = UNKNOWN_LOC) -> DiagnosticError:
    return DiagnosticError(Diagnostic("error", message, location))


# Kept here, interpreted, for the optional mypyc build of verifier.py: a compiled class
# cannot subclass `str` or an interpreted exception.
class VerificationError(DiagnosticError):
    """The IR broke an invariant; the diagnostic points at the offending op."""


class PlainMessage(str):
    """An op verifier's message without the `'name' op` prefix (MLIR's emitError)."""
