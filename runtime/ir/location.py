"""Source locations: `loc(unknown)`, `loc("file":line:col)` and any other form as text."""

from __future__ import annotations

from .attributes import quote_string


class Location:
    """Base of locations; `body` is the text inside `loc(...)`."""

    __slots__ = ()

    @property
    def body(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return f"loc({self.body})"

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Location) and self.body == other.body)

    def __hash__(self) -> int:
        return hash(self.body)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.body!r})"


class UnknownLoc(Location):
    __slots__ = ()

    @property
    def body(self) -> str:
        return "unknown"


UNKNOWN_LOC = UnknownLoc()


class FileLineColLoc(Location):
    __slots__ = ("filename", "line", "column")

    def __init__(self, filename: str, line: int, column: int):
        self.filename = filename
        self.line = line
        self.column = column

    @property
    def body(self) -> str:
        return f"{quote_string(self.filename)}:{self.line}:{self.column}"


class OpaqueLoc(Location):
    """Name, call-site, fused and range locations, kept as their exact text."""

    __slots__ = ("_body",)

    def __init__(self, body: str):
        self._body = body

    @property
    def body(self) -> str:
        return self._body
