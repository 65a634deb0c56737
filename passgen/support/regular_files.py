"""Reading files a project holds: outputs on disk (and those a journal names), the build
cache, specs and pyproject.toml, override templates, implementation modules.

Trust boundary: a repository or an archive decides what is at those paths, so a file is
read only when it is a regular file (a symbolic link is refused where passgen wrote the
file itself, `follow_links=False`), opened without blocking (a FIFO would hang the build)
and, by `read_regular`, at most `limit` bytes long (a device such as /dev/zero never
ends). Anything else raises `NotRegular` or `TooLarge`, both `OSError`s, so that code
treating an unreadable file as absent or stale needs no case of its own.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

# No output passgen writes comes near this (the docs of all 290 upstream passes are 0.4 MB):
# a file above it at an output path is no file of passgen's, and passgen never writes one.
MAX_OUTPUT_BYTES = 64 * 1024 * 1024
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class NotRegular(OSError):
    """The path holds a symbolic link (where none is followed) or no regular file."""


class TooLarge(OSError):
    """The file is longer than the reader's limit."""


def open_regular(path: Path, *, follow_links: bool = False) -> BinaryIO:
    """The regular file at `path`, open for reading (`FileNotFoundError` when absent). What
    is there is checked before opening (opening a device may act) and after (it may have
    been swapped meanwhile)."""
    info = os.stat(path) if follow_links else os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        raise NotRegular(f"{path.name} is a symbolic link, which passgen never writes")
    if not stat.S_ISREG(info.st_mode):
        raise NotRegular(f"{path.name} is not a regular file")
    try:
        fd = os.open(path, _FLAGS | (0 if follow_links else _NOFOLLOW))
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENXIO):  # swapped for a link, or a socket
            raise NotRegular(f"{path.name} is not a regular file") from None
        raise
    handle = os.fdopen(fd, "rb")
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        handle.close()
        raise NotRegular(f"{path.name} is not a regular file")
    return handle


def read_regular(path: Path, limit: int = MAX_OUTPUT_BYTES, *, follow_links: bool = False) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them (else `TooLarge`)."""
    with open_regular(path, follow_links=follow_links) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{path.name} is larger than {limit} bytes")
    return data
