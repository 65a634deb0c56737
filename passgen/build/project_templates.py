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

The sandbox bounds what a template reaches, not what it costs, so each render of a
project's template is also `bounded`: at most `RENDER_SECONDS` of CPU (a timer that raises in
the template's code: loops, recursion, string growth) and `RENDER_MEMORY` more address space
than the process held when it began (the soft RLIMIT_AS, restored after), either an error at
the template's line; an output of at most `MAX_OUTPUT_BYTES`; and no `*` or `**` of integers beyond `MAX_INTEGER_BITS`, which runs
in C, out of the timer's reach. The first two apply where the platform has them (the memory bound on Linux, the
time bound on POSIX systems) and the time bound when passgen renders in the main thread, as
`passgen build` does.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from types import FrameType, TracebackType
from typing import Any, cast

import jinja2
from jinja2.loaders import split_template_path
from jinja2.sandbox import ImmutableSandboxedEnvironment

from passgen.support.diagnostics import Position, Problem
from passgen.support.regular_files import MAX_OUTPUT_BYTES
from passgen.support.source_text import UnreadableSource, read_source

_GENERATOR = Path(__file__).resolve().parent.parent  # passgen/, all its rooms
#: CPU seconds one render of a project's template may take (passgen's take milliseconds).
RENDER_SECONDS = 10.0
#: Bytes of address space one render of a project's template may add.
RENDER_MEMORY = 1 << 30
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


class TemplateLimitError(jinja2.TemplateRuntimeError):
    """A render of a project's template that crossed `RENDER_SECONDS` or `MAX_INTEGER_BITS`."""


@contextlib.contextmanager
def bounded(seconds: float | None = None, memory: int | None = None) -> Iterator[None]:
    """Run the body within `seconds` of CPU and `memory` more bytes of address space (by
    default `RENDER_SECONDS` and `RENDER_MEMORY`), where the platform and the thread allow
    (see the module's docstring)."""
    seconds = RENDER_SECONDS if seconds is None else seconds
    memory = RENDER_MEMORY if memory is None else memory
    with contextlib.ExitStack() as restore:
        if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
            restore.enter_context(_cpu_timer(seconds))
        restore.enter_context(_address_space_limit(memory))
        yield


@contextlib.contextmanager
def _cpu_timer(seconds: float) -> Iterator[None]:
    def expire(signum: int, frame: FrameType | None) -> None:
        while frame is not None and "__jinja_template__" not in frame.f_globals:
            frame = frame.f_back  # (a compiled template's globals name its template)
        if frame is None:  # passgen's or Jinja's own code: again soon, in the template's
            signal.setitimer(signal.ITIMER_PROF, 0.001)
            return
        raise TemplateLimitError(f"the template ran for more than {seconds:g} s of CPU")

    previous = signal.signal(signal.SIGPROF, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


@contextlib.contextmanager
def _address_space_limit(memory: int) -> Iterator[None]:
    try:
        import resource

        with open("/proc/self/statm", "rb") as statm:  # Linux: the address space in pages
            held = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (ImportError, OSError, ValueError):
        yield  # no way to know the address space held: no bound
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = held + memory
    if any(bound != resource.RLIM_INFINITY and bound <= limit for bound in (soft, hard)):
        yield  # a tighter limit holds already
        return
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


#: The largest integer a project's template may compute with `*` or `**`, in bits: one such
#: operation runs in C, where the CPU timer cannot stop it.
MAX_INTEGER_BITS = 1 << 20


class _BoundedTemplate(jinja2.Template):
    """A project's template: each render `bounded`, its output at most `MAX_OUTPUT_BYTES`
    characters (no output passgen writes is larger)."""

    def render(self, *args: Any, **kwargs: Any) -> str:
        context = self.new_context(dict(*args, **kwargs))
        with bounded():
            try:
                chunks = cast(Generator[str, None, None], self.root_render_func(context))
                return _collect(chunks)
            except Exception:
                self.environment.handle_exception()


class _BoundedSandbox(ImmutableSandboxedEnvironment):
    """Jinja's sandbox, each render `bounded`, and no integer beyond `MAX_INTEGER_BITS`."""

    template_class = _BoundedTemplate
    intercepted_binops = frozenset({"*", "**"})

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        if isinstance(left, int) and isinstance(right, int):
            if operator == "**":
                bits = left.bit_length() * right if abs(left) > 1 and right > 0 else 0
            else:
                bits = left.bit_length() + right.bit_length()
            if bits > MAX_INTEGER_BITS:
                raise TemplateLimitError(
                    f"the template computes an integer of more than {MAX_INTEGER_BITS:,} bits"
                )
        try:
            return super().call_binop(context, operator, left, right)
        except MemoryError:  # `'x' * n`: raised here, in passgen's code, yet the template's
            raise TemplateLimitError(_memory_message()) from None


def _collect(chunks: Generator[str, None, None]) -> str:
    """The text of a render's `chunks`, joined a block at a time (small chunks cost little
    memory); beyond `MAX_OUTPUT_BYTES` characters, or out of memory here, the error is thrown
    into the template, where it writes."""
    blocks: list[str] = []
    pending: list[str] = []
    size = 0
    for chunk in chunks:
        size += len(chunk)
        try:
            if size > MAX_OUTPUT_BYTES:
                problem = _output_message()
            else:
                pending.append(chunk)
                if len(pending) == 4096:
                    blocks.append("".join(pending))
                    pending.clear()
                continue
        except MemoryError:
            problem = _memory_message()
        blocks.clear()
        pending.clear()
        chunks.throw(TemplateLimitError(problem))
    return "".join([*blocks, *pending])


def sandbox(
    templates: ProjectTemplates, packaged: jinja2.BaseLoader, **options: object
) -> jinja2.Environment:
    """The environment of a project's templates: its own first, then the `packaged` ones;
    each render `bounded`."""
    loader = jinja2.ChoiceLoader([jinja2.FunctionLoader(templates.source), packaged])
    return _BoundedSandbox(loader=loader, **options)  # type: ignore[arg-type]


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
    elif isinstance(exc, MemoryError):
        what = _memory_message()
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


def _output_message() -> str:
    return f"the template wrote more than {MAX_OUTPUT_BYTES >> 20} MiB"


def _memory_message() -> str:
    return f"the template needed more than {RENDER_MEMORY >> 20} MiB of memory"


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
