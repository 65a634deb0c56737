"""Writing generated files: only what changed, all or nothing, stale files removed."""

from __future__ import annotations

import difflib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .render import GENERATED_MARK


@dataclass(frozen=True)
class Change:
    """One file to create, update (`new` set) or delete (`new` None)."""

    path: Path
    old: str | None
    new: str | None

    def diff(self, display: Path) -> str:
        old = (self.old or "").splitlines(keepends=True)
        new = (self.new or "").splitlines(keepends=True)
        return "".join(difflib.unified_diff(
            old, new, f"a/{display}" if self.old is not None else "/dev/null",
            f"b/{display}" if self.new is not None else "/dev/null",
        ))


def _read(path: Path) -> str | None:
    try:
        return path.read_bytes().decode("utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return None


def plan(files: dict[Path, str], output: Path) -> list[Change]:
    """The changes that make the disk equal `files`, removing generated files no spec makes."""
    changes = [Change(p, old, text) for p, text in sorted(files.items())
               if (old := _read(p)) != text]
    if output.is_dir():
        for path in sorted(output.glob("*.py")):
            if path not in files and (_read(path) or "").startswith(GENERATED_MARK):
                changes.append(Change(path, _read(path), None))
    return changes


def apply(changes: list[Change]) -> None:
    """Apply every change or none: new contents are staged first, then swapped in, and
    on any failure the files already swapped are restored."""
    staged: list[tuple[Change, str | None]] = []
    try:
        for change in changes:
            temp = None
            if change.new is not None:
                change.path.parent.mkdir(parents=True, exist_ok=True)
                fd, temp = tempfile.mkstemp(dir=change.path.parent, prefix=".passgen-")
                with os.fdopen(fd, "wb") as handle:
                    handle.write(change.new.encode("utf-8"))
            staged.append((change, temp))
    except OSError:
        _discard(staged)
        raise
    done: list[Change] = []
    try:
        for change, temp in staged:
            if temp is None:
                change.path.unlink()
            else:
                os.replace(temp, change.path)
            done.append(change)
    except OSError:
        _restore(done)
        _discard(staged[len(done):])
        raise


def _discard(staged: list[tuple[Change, str | None]]) -> None:
    for _, temp in staged:
        if temp is not None and os.path.exists(temp):
            os.unlink(temp)


def _restore(done: list[Change]) -> None:
    for change in reversed(done):
        if change.old is None:
            change.path.unlink(missing_ok=True)
        else:
            change.path.write_bytes(change.old.encode("utf-8"))
