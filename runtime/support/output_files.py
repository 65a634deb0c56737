"""The files the tools write (the output, action logs, reproducers, IR dumps), and the rule
that keeps them off the files the tools read.

Trust boundary: an output path comes from the command line (the user's to choose) or is
built from IR text under a folder the user chose (`ir_printing` keeps such paths inside it).
What is guarded here is the input. While a tool runs (`protect`), no output opens a file it
reads for writing, whatever the route (the same name, a hard link, a symbolic link,
`/dev/stdin`, `/proc/self/fd/N`): the check is on the file itself, by device and inode, and
the tools read their input whole before they open any output. A file an output streams to
(a log) is protected the same way while it is open, so no other output replaces it.

- A regular file (not a link) is replaced atomically: the text goes to a temporary file beside
  it, renamed over it once complete, so a failed write leaves the old file as it was and the
  old file's data is never written to. Only the output proper (`-o`) may name the input
  itself this way (`x.mlir -o x.mlir` rewrites it, as mlir-opt does).
- Anything else is written through, as mlir-opt writes it: a symbolic link (whatever it points
  to: `/dev/stdout` is one), a device (`/dev/null`, `/dev/full`), a FIFO. A regular file
  reached that way is truncated only once it is known not to be an input.

Every failure is an `OutputError`, with LLVM's message (`cannot open output file 'X': reason`,
`IO failure on output stream 'X': reason`) or one saying which protected file it is.
"""

from __future__ import annotations

import itertools
import os
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TextIO

from .streams import write_data

FileId = tuple[int, int]  # (device, inode)

INPUT = "the input file"
_PROTECTED: dict[FileId, str] = {}  # what each protected file is, for the message


class OutputError(OSError):
    """An output that could not be written; `opening` tells a file that could not be opened
    (or was refused) from one that failed while written."""

    def __init__(self, message: str, opening: bool):
        super().__init__(message)
        self.opening = opening


def _cannot_open(path: str, reason: str | None) -> OutputError:
    return OutputError(f"cannot open output file '{path}': {reason}", opening=True)


def _io_failure(path: str, exc: OSError) -> OutputError:
    return OutputError(f"IO failure on output stream '{path}': {exc.strerror or exc}", False)


def _refused(path: str, what: str) -> OutputError:
    return _cannot_open(path, f"it is {what}")


def regular_file_id(fd: int) -> FileId | None:
    """The (device, inode) of the file open as `fd` when it is a regular file (devices and
    pipes are not protected: `/dev/null` may be both input and output)."""
    info = os.fstat(fd)
    return (info.st_dev, info.st_ino) if stat.S_ISREG(info.st_mode) else None


@contextmanager
def protect(files: Iterable[FileId | None], what: str = INPUT) -> Iterator[None]:
    """For the duration, no output opens one of `files` (`what` they are, e.g. `INPUT`) for
    writing."""
    added = {file for file in files if file is not None and file not in _PROTECTED}
    _PROTECTED.update(dict.fromkeys(added, what))
    try:
        yield
    finally:
        for file in added:
            del _PROTECTED[file]


def open_output(path: str) -> TextIO:
    """`path` open for writing as text (UTF-8, undecodable input bytes written back), written
    through: what a log streams to. `OutputError` if it cannot be opened or is an input."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o666)
    except OSError as exc:
        raise _cannot_open(path, exc.strerror) from None
    try:
        file = regular_file_id(fd)
        if file in _PROTECTED:
            raise _refused(path, _PROTECTED[file])
        if file is not None:
            os.ftruncate(fd, 0)
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape")


def write_output(path: str, data: str | list[str], *, may_replace_input: bool = False) -> None:
    """Write `data` (one text or its pieces, written one by one: a large output is never
    joined or encoded whole) to `path`: a regular file replaced atomically, anything else
    written through; '-' is stdout. `may_replace_input`: `path` may name an input (replaced,
    never written to). `OutputError` on any failure."""
    if path == "-":
        write_data(data)
        return
    pieces = [data] if isinstance(data, str) else data
    try:
        info: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:  # a part of the path that is no folder, a name too long
        raise _cannot_open(path, exc.strerror) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        handle = open_output(path)
        _write(handle, pieces, path)
        return
    what = None if info is None else _PROTECTED.get((info.st_dev, info.st_ino))
    if what is not None and not (may_replace_input and what == INPUT):
        raise _refused(path, what)
    _replace(path, pieces, info)


def _write(handle: TextIO, pieces: list[str], path: str) -> None:
    """Write `pieces` and close `handle` (what `path` names), whatever happens."""
    try:
        with handle:
            handle.writelines(pieces)
    except OSError as exc:
        raise _io_failure(path, exc) from None


def _replace(path: str, pieces: list[str], existing: os.stat_result | None) -> None:
    """Write `pieces` to a temporary file beside `path`, with `existing`'s permissions (else
    what a plain `open` gives), and rename it over `path`."""
    try:
        fd, temp = _temporary_file(os.path.dirname(os.path.abspath(path)))
    except OSError as exc:
        raise _cannot_open(path, exc.strerror) from None
    try:
        _write(os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape"), pieces, path)
        os.chmod(temp, _file_mode(existing))
        os.replace(temp, path)
    except BaseException as exc:
        os.unlink(temp)
        if isinstance(exc, OSError) and not isinstance(exc, OutputError):
            raise _io_failure(path, exc) from None
        raise


def _temporary_file(directory: str) -> tuple[int, str]:
    """A new file of `directory` only this process has, opened for writing: what
    `tempfile.mkstemp` gives, without the start-up cost of importing `tempfile`."""
    for attempt in itertools.count():
        temp = os.path.join(directory, f".passgen-{os.getpid()}-{attempt}.tmp")
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), temp
        except FileExistsError:
            continue
    raise AssertionError("unreachable")


def _file_mode(existing: os.stat_result | None) -> int:
    """The existing file's permissions, else what a plain `open` would give."""
    if existing is not None:
        return existing.st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
