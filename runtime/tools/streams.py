"""Standard streams of the command-line tools: they print any text, whatever their encoding."""

from __future__ import annotations

import sys


def tolerate_any_text() -> None:
    """Write what stdout's and stderr's encoding cannot hold as backslash escapes (`\\xe9`)
    instead of failing with `UnicodeEncodeError` (a non-UTF-8 locale, `PYTHONIOENCODING`):
    messages quote specs, file names and IR, which may hold any character."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def write_data(text: str) -> None:
    """Write data (a diff, YAML, IR) to stdout as the UTF-8 bytes a file would hold, whatever
    stdout's encoding: escapes would change the data. Surrogates from undecodable input
    (`surrogateescape`) become their bytes again."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stream (tests, redirections in-process)
        sys.stdout.write(text)
        return
    try:
        data = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate no byte decodes to
        data = text.encode("utf-8", "backslashreplace")
    sys.stdout.flush()
    buffer.write(data)
    buffer.flush()
