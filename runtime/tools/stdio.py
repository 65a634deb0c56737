"""passgen-opt's standard streams carry MLIR text as bytes, as mlir-opt's do: UTF-8
whatever the locale, with input bytes that are not UTF-8 (decoded with
`surrogateescape`) written back unchanged, so no source line or IR text can fail
to print."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from contextlib import contextmanager


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
