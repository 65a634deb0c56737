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

    __slots__ = ("filename", "_line", "_column", "_body")

    def __init__(self, filename: str, line: int, column: int):
        self.filename = filename
        self._line: int | None = line
        self._column: int | None = column
        self._body: str | None = None

    @classmethod
    def printed(cls, filename: str, body: str) -> FileLineColLoc:
        """The location printed as `body` (`filename` its file name decoded), as a parser
        reads it: the text is kept, the line and column are read from it when asked for (a
        file printed with debug info has a location per op)."""
        location = cls(filename, 0, 0)
        location._line = location._column = None
        location._body = body
        return location

    @property
    def line(self) -> int:
        line = self._line
        return int(self.body.rsplit(":", 2)[1]) if line is None else line

    @property
    def column(self) -> int:
        column = self._column
        return int(self.body.rsplit(":", 1)[1]) if column is None else column

    @property
    def body(self) -> str:
        body = self._body
        if body is None:
            body = self._body = f"{quote_string(self.filename)}:{self._line}:{self._column}"
        return body


class OpaqueLoc(Location):
    """Name, call-site, fused and range locations, kept as their exact text."""

    __slots__ = ("_body",)

    def __init__(self, body: str):
        self._body = body

    @property
    def body(self) -> str:
        return self._body


class CallSiteLoc(Location):
    """`callsite(callee at caller)` built from its parts (MLIR's `CallSiteLoc`), as the
    inliner stacks them: its text is made when first asked for, so deep stacks cost
    nothing until printed."""

    __slots__ = ("callee", "caller", "_body")

    def __init__(self, callee: Location, caller: Location):
        self.callee = callee
        self.caller = caller
        self._body: str | None = None

    @property
    def body(self) -> str:
        body = self._body
        if body is None:
            # Without recursion: the callees down the chain of callers, then the texts up.
            chain: list[CallSiteLoc] = [self]
            while isinstance(chain[-1].caller, CallSiteLoc) and chain[-1].caller._body is None:
                chain.append(chain[-1].caller)
            for site in reversed(chain):
                site._body = f"callsite({site.callee.body} at {site.caller.body})"
            body = self._body
            assert body is not None
        return body
