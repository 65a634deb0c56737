"""`FormatError`: an invalid format, with mlir-tblgen's message and where it points."""

from __future__ import annotations


class FormatError(Exception):
    """An invalid format: mlir-tblgen's message, the offset it points at in the format
    string, and its note when it has one."""

    def __init__(self, message: str, offset: int, note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.note = note

    def position(self, text: str) -> tuple[int, int]:
        """The 1-based line and column of the offset in `text`."""
        before = text[: self.offset]
        return before.count("\n") + 1, self.offset - (before.rfind("\n") + 1) + 1
