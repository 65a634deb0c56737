"""Source texts as diagnostics and the parser see them: offsets to lines and columns."""

from __future__ import annotations

import bisect

from .location import FileLineColLoc


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
