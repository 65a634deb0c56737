"""Spec diagnostics: `file:line:col: error: message`, the source line and a caret."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

# Set on an unexpected exception: the input being processed when it was raised.
INPUT_ATTRIBUTE = "passgen_input"


class Position(NamedTuple):
    """A 1-based line and column in a spec file."""

    path: Path
    line: int
    column: int


class Problem(NamedTuple):
    """One error (or, with `severity` "warning", a warning) found in a spec."""

    position: Position
    message: str
    severity: str = "error"

    def as_error(self) -> Problem:
        """This problem as an error (`--werror`)."""
        return Problem(self.position, self.message)

    def render(self, lines: list[str] | None = None) -> str:
        """The message, then (when the source is known) its line with a caret."""
        pos = self.position
        head = f"{pos.path}:{pos.line}:{pos.column}: {self.severity}: {self.message}"
        if lines is None or not 0 < pos.line <= len(lines):
            return head
        source = lines[pos.line - 1]
        pad = "".join("\t" if ch == "\t" else " " for ch in source[: pos.column - 1])
        return f"{head}\n{source}\n{pad}^"


class SpecError(Exception):
    """Every problem found in a run, rendered in file and position order."""

    def __init__(self, problems: list[Problem], sources: dict[Path, list[str]]):
        self.problems = sorted(set(problems), key=lambda p: (p.position, p.message))
        super().__init__(f"{len(self.problems)} error(s)")
        self.sources = sources

    def __str__(self) -> str:
        rendered = [p.render(self.sources.get(p.position.path)) for p in self.problems]
        return "\n".join([*rendered, summary(self.problems)])


def summary(problems: list[Problem]) -> str:
    """`2 errors and 1 warning generated.`, as clang ends its diagnostics."""
    counts = [(sum(p.severity == kind for p in problems), kind) for kind in ("error", "warning")]
    shown = [f"{n} {kind}{'s' if n != 1 else ''}" for n, kind in counts if n]
    return f"{' and '.join(shown)} generated."


@contextmanager
def processing(path: Path) -> Iterator[None]:
    """Blame an unexpected exception raised inside on `path` (`passgen`'s last-resort
    handler names it in its message)."""
    try:
        yield
    except Exception as exc:
        if not hasattr(exc, INPUT_ATTRIBUTE):
            setattr(exc, INPUT_ATTRIBUTE, path)
        raise
