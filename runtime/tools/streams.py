"""Standard streams of the command-line tools: they print any text, whatever their encoding."""

from __future__ import annotations

import sys


def tolerate_any_text() -> None:
    """Write what stdout's and stderr's encoding cannot hold as backslash escapes (`\\xe9`)
    instead of failing with `UnicodeEncodeError` (a non-UTF-8 locale, `PYTHONIOENCODING`):
    messages and diffs quote specs, file names and IR, which may hold any character."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
