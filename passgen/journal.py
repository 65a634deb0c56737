"""The commit protocol that makes a build all or nothing, even when its process is killed.

A build first writes every new content to a temp file beside its target
(`.passgen-<name>.tmp`), then writes a journal (`.passgen-journal` beside
pyproject.toml) listing each target, its temp (none: the target is deleted) and the
digest of what the target held. Renaming the fsync'd journal into place is the commit
point: before it, the old outputs are whole and the temps are strays; after it, the
build is done and only the renames remain. The next build (under the build lock)
calls `recover` before anything else: it finishes a committed journal and deletes stray
temps. `--check` writes nothing, so it reports a journal as an unfinished build.

This holds whenever the build's process dies (a kill, an interrupt, a full disk). The
outputs' temps are not fsync'd one by one (that cost 3 ms a file, most of a cold build, and
code generators such as mlir-tblgen do not do it): after an OS crash an output may be
stale, and the next build sees it, since the cache compares every output with its record.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from .cache import digest
from .config import ConfigError

JOURNAL = ".passgen-journal"
_TEMP = re.compile(r"\.passgen-(.+\.tmp|[a-z0-9_]{8})")  # ours, and mkstemp's of older passgens


class Swap(NamedTuple):
    """Make `target` hold `new` (None: delete it); `old` is what it holds now (None: absent)."""

    target: Path
    old: bytes | None
    new: bytes | None


class _Entry(NamedTuple):
    """One line of the journal."""

    target: Path
    temp: Path | None  # None: delete the target
    old: str | None  # digest of what the target held before the build, None when absent


def journal_file(root: Path) -> Path:
    return root / JOURNAL


def _digest(data: bytes | None) -> str | None:
    return None if data is None else digest(data)


def commit(root: Path, swaps: list[Swap]) -> None:
    """Apply every swap or none. A failure before the commit point removes the temps and
    leaves the old outputs; one after it leaves the journal for the next build to finish."""
    entries: list[_Entry] = []
    try:
        for swap in swaps:
            temp = None if swap.new is None else _write_temp(swap.target, swap.new)
            entries.append(_Entry(swap.target, temp, _digest(swap.old)))
        _write_journal(root, entries)
    except BaseException:
        if not pending(root):  # not committed (an interrupt may come just after the rename)
            for entry in entries:
                if entry.temp is not None:
                    _remove(entry.temp)
        raise
    try:
        _roll_forward(root, entries)
    except OSError as exc:
        raise UnfinishedBuild(
            f"{journal_file(root)}: error: the build is committed but could not "
            f"finish ({exc}); the next `passgen build` finishes it"
        ) from None


def temp_for(target: Path) -> Path:
    """Where `target`'s new contents are written before the journal renames them in."""
    return target.with_name(f".passgen-{target.name}.tmp")


def _write_temp(target: Path, data: bytes, durable: bool = False) -> Path:
    """`data` in a new file beside `target` (fsync'd when `durable`), with the target's mode
    when it exists, else the mode a plain write gives (0666 less the umask)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    temp = temp_for(target)
    _remove(temp)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
    except BaseException:
        _remove(temp)
        raise
    return temp


def _write_journal(root: Path, entries: list[_Entry]) -> None:
    """Write the journal and rename it into place: the commit point."""

    def relative(path: Path | None) -> str | None:
        return None if path is None else os.path.relpath(path, root)

    data = json.dumps(
        {"version": 1, "entries": [[relative(e.target), relative(e.temp), e.old] for e in entries]}
    )
    journal = journal_file(root)
    temp = _write_temp(journal, data.encode("utf-8"), durable=True)
    try:
        os.replace(temp, journal)
    except BaseException:
        _remove(temp)
        raise
    _sync_folders([root])


def _roll_forward(root: Path, entries: list[_Entry]) -> None:
    """Rename the temps over their targets, delete what is deleted, then drop the journal."""
    for entry in entries:
        if entry.temp is None:
            _remove(entry.target)
        elif entry.temp.exists():
            os.replace(entry.temp, entry.target)
    _sync_folders({entry.target.parent for entry in entries})
    os.unlink(journal_file(root))
    _sync_folders([root])


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _sync_folders(folders: Iterable[Path]) -> None:
    """Make renames in `folders` durable, where the platform allows it (best effort: the
    renames are already visible to every process)."""
    for folder in folders:
        try:
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            continue
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)


def pending(root: Path) -> bool:
    """Whether a committed build was interrupted before it finished (its journal is there)."""
    return journal_file(root).is_file()


class UnfinishedBuild(ConfigError):
    """Renaming failed after the commit point: the journal stays for the next build."""


class DamagedJournal(ConfigError):
    """The journal cannot be read: the build it records cannot be finished (reported, like
    a configuration error, with exit code 2)."""


def recover(root: Path, folders: Iterable[Path]) -> list[str]:
    """Finish a committed build left by a killed or failed one, then delete stray temps in
    `folders` and the journal's folders. Returns what was done, for the user."""
    done: list[str] = []
    touched = {root, *folders}
    journal = journal_file(root)
    if journal.is_file():
        entries = _read_journal(root)
        touched |= {entry.target.parent for entry in entries}
        _roll_forward(root, [e for e in entries if _still_ours(e)])
        done.append(f"finished an interrupted build ({len(entries)} file(s))")
    strays = [
        path
        for folder in sorted(touched)
        if folder.is_dir()
        for path in sorted(folder.iterdir())
        if _TEMP.fullmatch(path.name) and path.is_file()
    ]
    for stray in strays:
        _remove(stray)
    if strays:
        done.append(f"removed {len(strays)} temp file(s) of an interrupted build")
    return done


def _read_journal(root: Path) -> list[_Entry]:
    journal = journal_file(root)
    try:
        data = json.loads(journal.read_bytes().decode("utf-8"))
        return [
            _Entry(root / target, None if temp is None else root / temp, old)
            for target, temp, old in data["entries"]
        ]
    except (ValueError, KeyError, TypeError) as exc:
        raise DamagedJournal(
            f"{journal}: error: the journal of an interrupted build is damaged ({exc}); "
            "check the generated files, then delete it"
        ) from None


def _still_ours(entry: _Entry) -> bool:
    """Whether the target still holds what the interrupted build replaced (or, for a
    rename already done, its temp is gone): anything else was written since, and stays."""
    if entry.temp is not None and not entry.temp.exists():
        return False
    try:
        current = _digest(entry.target.read_bytes())
    except FileNotFoundError:
        current = None
    except OSError:
        return False
    return current == entry.old
