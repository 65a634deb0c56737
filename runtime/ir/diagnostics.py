"""Diagnostics in mlir-opt's shape: `file:line:col: error: message`, the line, a caret."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .location import UNKNOWN_LOC, FileLineColLoc, Location
from .source_buffer import SourceBuffer

if TYPE_CHECKING:
    from .operation import Operation

# Buffers by file name, so diagnostics on parsed ops can show their source line.
_BUFFERS: dict[str, SourceBuffer] = {}
_op_printer: Callable[[Operation], str] | None = None


def set_op_printer(printer: Callable[[Operation], str]) -> None:
    """Install the printer of `printed_op`: the asm layer's, above the IR, which the runtime's
    site (`passgen.runtime.site`) installs before any context is made."""
    global _op_printer
    _op_printer = printer


def printed_op(op: Operation) -> str:
    """`op` in generic form, as the verifier's messages and notes show it."""
    assert _op_printer is not None, "passgen.runtime.site installs the printer"
    return _op_printer(op)


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


def error(
    message: str, location: Location = UNKNOWN_LOC, notes: Sequence[str] = ()
) -> DiagnosticError:
    """An error at `location`, with notes at the same place."""
    attached = [Diagnostic("note", note, location) for note in notes]
    return DiagnosticError(Diagnostic("error", message, location, attached))


# Kept here, interpreted, for the optional mypyc build of verifier.py: a compiled class
# cannot subclass `str` or an interpreted exception.
class VerificationError(DiagnosticError):
    """The IR broke an invariant; the diagnostic points at the offending op."""


class PlainMessage(str):
    """An op verifier's message without the `'name' op` prefix (MLIR's emitError)."""


class NotedMessage(str):
    """An op verifier's message with the notes MLIR attaches to it (`(text, location)`), and
    the op it is reported at when another than the verified op (`other.emitOpError()`;
    `plain`: `other.emitError()`, without the `'name' op` prefix)."""

    notes: tuple[tuple[str, Location], ...]
    at: Operation | None
    plain: bool

    def __new__(
        cls,
        text: str,
        notes: Sequence[tuple[str, Location]] = (),
        at: Operation | None = None,
        plain: bool = False,
    ) -> NotedMessage:
        message = super().__new__(cls, text)
        message.notes = tuple(notes)
        message.at = at
        message.plain = plain
        return message
