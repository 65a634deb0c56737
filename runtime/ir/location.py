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
    """`"file":line:col`, immutable (as every location): its printed text is made once."""

    __slots__ = ("filename", "line", "column", "_body")

    def __init__(self, filename: str, line: int, column: int, body: str | None = None):
        """`body`: the printed text, when the caller has it already (a parser)."""
        self.filename = filename
        self.line = line
        self.column = column
        self._body = body

    @property
    def body(self) -> str:
        body = self._body
        if body is None:
            body = self._body = f"{quote_string(self.filename)}:{self.line}:{self.column}"
        return body


class OpaqueLoc(Location):
    """Name, call-site, fused and range locations, kept as their exact text."""

    __slots__ = ("_body",)

    def __init__(self, body: str):
        self._body = body

    @property
    def body(self) -> str:
        return self._body
