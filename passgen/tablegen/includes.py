"""The files a TableGen file includes, checked before llvm-tblgen reads any of them.

Trust boundary: a .td file's text is input, so what it includes is too. The folders a
TableGen file may read are its own and the `-I` folders (the command line's, trusted);
every file it includes, directly or not, must resolve (its links followed) inside one
of them and be a regular file (no device, FIFO or socket, which could hang or never end),
valid UTF-8 of at most `MAX_INPUT_BYTES`, and nest brackets at most `MAX_NESTING` deep.
Each refusal is located at the include directive; nothing of a refused file is read.

llvm-tblgen looks an include up as given (relative to the working folder, or absolute),
then under each `-I` folder in order, and opens the first that it can read; the check
follows the same order (`search_folders` puts the file's own folder first).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path

from passgen.support.diagnostics import Position, Problem
from passgen.support.source_text import UnreadableSource, position_of, read_source, source_lines

from .scan import MAX_NESTING, scan

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
)
_REGULAR = "import-td reads only regular files"


class RefusedSource(Exception):
    """A TableGen file that import-td does not give llvm-tblgen; the message is ready to
    print (located, with the line and a caret, when an include directive names it)."""


def search_folders(td_file: Path, include_dirs: Sequence[Path]) -> list[Path]:
    """The `-I` folders llvm-tblgen gets: the file's own folder, then `include_dirs`."""
    return [td_file.parent, *include_dirs]


def check_sources(td_file: Path, include_dirs: Sequence[Path]) -> None:
    """Check `td_file` and every file it may include (see the module docstring)."""
    folders = search_folders(td_file, include_dirs)
    roots = [Path(os.path.realpath(folder)) for folder in folders]
    kind = _special(td_file)
    if kind:
        raise RefusedSource(f"passgen: error: {td_file} is {kind}; {_REGULAR}")
    pending = [td_file]
    seen = {os.path.realpath(td_file)}
    for path in pending:  # grows as includes are found
        text = _read(path)
        found = scan(text)
        lines = source_lines(text)
        if found.too_deep is not None:
            message = (
                f"brackets nest more than {MAX_NESTING} deep here, the limit for a TableGen "
                "file import-td reads"
            )
            _refuse(path, text, found.too_deep, message, lines)
        for include in found.includes:
            target = _lookup(include.name, folders)
            if target is None:
                continue  # llvm-tblgen reports it, located
            problem = _problem(target, roots, folders)
            if problem:
                _refuse(path, text, include.offset, f'include "{include.name}": {problem}', lines)
            real = os.path.realpath(target)
            if real not in seen:
                seen.add(real)
                pending.append(Path(target))


def _read(path: Path) -> str:
    try:
        return read_source(path, path, "TableGen")
    except UnreadableSource as exc:
        raise RefusedSource(str(exc)) from None
    except OSError as exc:
        raise RefusedSource(f"passgen: error: {exc}") from None


def _refuse(path: Path, text: str, offset: int, message: str, lines: list[str]) -> None:
    position: Position = position_of(path, text, offset)
    raise RefusedSource(Problem(position, message).render(lines))


def _lookup(name: str, folders: Sequence[Path]) -> str | None:
    """The file llvm-tblgen opens for `include "name"`: the first candidate it can read
    (a folder it cannot), None when there is none."""
    for candidate in [name, *(f"{folder}/{name}" for folder in folders)]:
        try:
            mode = os.stat(candidate).st_mode
        except (OSError, ValueError):  # missing, a loop of links, a NUL in the name, ...
            continue
        if not stat.S_ISDIR(mode) and os.access(candidate, os.R_OK):
            return candidate
    return None


def _problem(target: str, roots: Sequence[Path], folders: Sequence[Path]) -> str | None:
    """Why llvm-tblgen may not read `target`, or None."""
    real = Path(os.path.realpath(target))
    shown = target if str(real) == os.path.abspath(target) else f"{target} (a link to {real})"
    if not any(real.is_relative_to(root) for root in roots):
        allowed = ", ".join(str(folder) for folder in folders)
        return (
            f"{shown} is outside the folders import-td reads: the file's own and the -I "
            f"folders ({allowed})"
        )
    kind = _special(real)
    return f"{shown} is {kind}; {_REGULAR}" if kind else None


def _special(path: Path) -> str | None:
    """What `path` is when it exists and is no regular file (None otherwise)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _KINDS if test(mode)), "not a regular file")
