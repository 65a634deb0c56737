"""Standard streams of the command-line tools: they print any text, whatever their encoding.

`passgen` writes messages with escapes for what the terminal cannot show and data as UTF-8
bytes; `passgen-opt`'s streams carry MLIR text as bytes, as mlir-opt's do: UTF-8 whatever
the locale, with input bytes that are not UTF-8 (decoded with `surrogateescape`) written back
unchanged, so no source line or IR text can fail to print. Output files: `output_files`."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager


def tolerate_any_text() -> None:
    """Write what stdout's and stderr's encoding cannot hold as backslash escapes (`\\xe9`)
    instead of failing with `UnicodeEncodeError` (a non-UTF-8 locale, `PYTHONIOENCODING`):
    messages quote specs, file names and IR, which may hold any character."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def write_data(data: str | list[str]) -> None:
    """Write data (a diff, YAML, IR; one text or its pieces) to stdout as the UTF-8 bytes a
    file would hold, whatever stdout's encoding: escapes would change the data. Surrogates
    from undecodable input (`surrogateescape`) become their bytes again."""
    pieces = [data] if isinstance(data, str) else data
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stream (tests, redirections in-process)
        sys.stdout.writelines(pieces)
        return
    sys.stdout.flush()
    for piece in pieces:
        try:
            buffer.write(piece.encode("utf-8", "surrogateescape"))
        except UnicodeEncodeError:  # a surrogate no byte decodes to
            buffer.write(piece.encode("utf-8", "backslashreplace"))
    buffer.flush()


@contextmanager
def mlir_stdio() -> Iterator[None]:
    """Reconfigure stdout and stderr for the duration; restore them afterwards."""
    saved: list[tuple[io.TextIOWrapper, str, str]] = []
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            saved.append((stream, stream.encoding, stream.errors or "strict"))
            stream.reconfigure(encoding="utf-8", errors="surrogateescape")
    try:
        yield
    finally:
        for stream, encoding, errors in saved:
            stream.reconfigure(encoding=encoding, errors=errors)


def read_stdin() -> str:
    """Standard input as UTF-8, bytes that are not UTF-8 kept (as for input files)."""
    stdin = sys.stdin
    if isinstance(stdin, io.TextIOWrapper):
        return stdin.buffer.read().decode("utf-8", "surrogateescape")
    return stdin.read()


CLOSED_PIPE_STATUS = 141
"""The status a shell reports for a command stopped by SIGPIPE, as mlir-opt is."""


def stopped_by_closed_pipe(command: bool) -> int:
    """What a tool returns when the reader of its output went away (`... | head`): it stops
    quietly, as mlir-opt does on SIGPIPE. Run as a command, the rest of stdout goes nowhere,
    so the interpreter's last flush raises no second error."""
    if command:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return CLOSED_PIPE_STATUS
