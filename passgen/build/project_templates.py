"""A project's own templates (`templates = "DIR"` in `[tool.passgen]`), which override
passgen's packaged ones.

Trust boundary: a repository's templates run at every build of it, so they are untrusted.
They render in Jinja's `ImmutableSandboxedEnvironment`: no attribute that starts with `_`
(no `__class__`, `__globals__`, `__subclasses__`, ...) nor any of Python's internals
(functions' globals, frames, code), no method that changes a list, dict or set, `str.format`
under the same checks, ranges of at most 100 000 items; and what they are given is view
nodes of strings, booleans and lists, no path and no callable. A template that reaches for
more stops the build with a located error (`located`). Their files are read only inside the
project (no symbolic link leading out, so no build renders a file of the user's into its
outputs) and as spec files are (`source_text.read_source`: a regular file, at most
`MAX_INPUT_BYTES`, UTF-8). Jinja's compiled code differs between the sandbox and the plain
environment, so the two keep their compiled templates apart (`render`). passgen's packaged
templates are trusted: those a project does not override render in the plain environment
(the sandbox costs 15% of their rendering time); the rest, and all they include, in the
sandbox.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import jinja2
from jinja2.loaders import split_template_path
from jinja2.sandbox import ImmutableSandboxedEnvironment

from passgen.support.diagnostics import Position, Problem
from passgen.support.source_text import UnreadableSource, read_source

_GENERATOR = Path(__file__).resolve().parent
_SANDBOX_HINT = (
    " (a project's templates render in Jinja's sandbox: they may use the values passgen "
    "gives them, not Python's internals)"
)
Source = tuple[str, str, Callable[[], bool]]


class ProjectTemplates:
    """The template folder of a project whose files lie inside `root`."""

    def __init__(self, folder: Path, root: Path):
        self.folder = folder
        self.root = root.resolve()

    def place(self, name: str) -> Path | None:
        """Where the project's template `name` is: None when there is nothing in its place
        (or the name leads out of the folder)."""
        try:
            path = self.folder.joinpath(*split_template_path(name))
        except jinja2.TemplateNotFound:
            return None
        return path if os.path.lexists(path) else None

    def source(self, name: str) -> Source | None:
        """Template `name`'s text, file name and freshness test (None: the project has none)."""
        path = self.place(name)
        if path is None:
            return None
        real = path.resolve()
        if real != self.root and self.root not in real.parents:
            problem = Problem(
                Position(path, 1, 1),
                f"the template leads outside the project (to {real}, through a symbolic link): "
                "passgen reads a project's templates only inside it",
            )
            raise UnreadableSource(problem, [])
        return read_source(path, path, "template"), str(path), lambda: True


def sandbox(
    templates: ProjectTemplates, packaged: jinja2.BaseLoader, **options: object
) -> jinja2.Environment:
    """The environment of a project's templates: its own first, then the `packaged` ones."""
    loader = jinja2.ChoiceLoader([jinja2.FunctionLoader(templates.source), packaged])
    return ImmutableSandboxedEnvironment(loader=loader, **options)  # type: ignore[arg-type]


def located(exc: BaseException, packaged: str) -> str | None:
    """The message for an error raised by a template's code (a sandbox violation, an
    undefined name, a division by zero, a recursion too deep...), at the file and line of
    the innermost template, and when that is passgen's own (its file name starts with
    `packaged`) and a project's template included it, at the project's; None when the error
    is not a template's: no template raised it, one of passgen's own functions did, or it is
    no Jinja error and only passgen's templates ran."""
    frames = _frames(exc.__traceback__)
    templates = [
        index
        for index, frame in enumerate(frames)
        if frame.tb_frame.f_globals.get("__jinja_exception__") is exc
    ]
    ours = [i for i in templates if not _filename(frames[i]).startswith(packaged)]
    if not templates or not (ours or isinstance(exc, jinja2.TemplateError)):
        return None
    innermost = templates[-1]
    called = frames[innermost + 1 :]
    if not isinstance(exc, jinja2.TemplateError) and any(_is_generator(f) for f in called):
        return None
    if isinstance(exc, jinja2.TemplateNotFound):
        what = f"no template {exc.name!r} (neither the project's nor passgen's)"
    elif isinstance(exc, jinja2.TemplateError):
        what = exc.message or type(exc).__name__
    else:
        what = " ".join(f"{type(exc).__name__}: {exc}".split())[:300]
    hint = _SANDBOX_HINT if isinstance(exc, jinja2.exceptions.SecurityError) else ""
    where = frames[ours[-1] if ours else innermost]
    if where is not frames[innermost]:
        inner = frames[innermost]
        what = f"in {_filename(inner)}:{inner.tb_lineno}, which it includes: {what}"
    return f"{_filename(where)}:{where.tb_lineno}: error: template: {what}{hint}"


def _filename(frame: TracebackType) -> str:
    return frame.tb_frame.f_code.co_filename


def _is_generator(frame: TracebackType) -> bool:
    """Whether `frame` runs passgen's own code."""
    return _GENERATOR in Path(_filename(frame)).parents


def _frames(tb: TracebackType | None) -> list[TracebackType]:
    frames = []
    while tb is not None:
        frames.append(tb)
        tb = tb.tb_next
    return frames
