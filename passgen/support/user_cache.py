"""The user's own cache folder, `$XDG_CACHE_HOME/passgen` (else `~/.cache/passgen`): what a
build keeps that must never come from a project. It holds the compiled templates
(`templates/`, code that Jinja loads) and `build-key`, the key that signs build caches
(`cache`): 32 random bytes, made on first use with mode 0600.

Trust boundary: the key decides which build caches a build believes, so it is used only
when it is a regular file (not a symbolic link) of exactly its length, owned by the user
and neither readable nor writable by anyone else; otherwise builds run without a cache
(slower, never wrong). A repository cannot reach this folder: no path of the
configuration leads into it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .regular_files import open_regular

KEY_FILE = "build-key"
KEY_BYTES = 32


def folder(name: str = "") -> Path | None:
    """The folder `name` in the user's cache folder (made when absent); None when there is
    no writable one."""
    try:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        place = base / "passgen" / name
        place.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError):  # RuntimeError: no home directory
        return None
    return place if os.access(place, os.W_OK) else None


def key() -> bytes | None:
    """The user's key for build caches, made when absent; None when it cannot be made or
    is not the user's alone."""
    place = folder()
    if place is None:
        return None
    path = place / KEY_FILE
    try:
        return _read_key(path)
    except FileNotFoundError:
        pass
    except OSError:
        return None
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:  # another build made it just now
        return _key_or_none(path)
    except OSError:
        return None
    made = os.urandom(KEY_BYTES)  # what `secrets` uses; its import costs a no-op build 1 ms
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(made)
    except OSError:
        path.unlink(missing_ok=True)
        return None
    return made


def _key_or_none(path: Path) -> bytes | None:
    try:
        return _read_key(path)
    except OSError:
        return None


def _read_key(path: Path) -> bytes:
    """The key at `path`; `OSError` unless it is whole and the user's alone."""
    with open_regular(path) as handle:
        info = os.fstat(handle.fileno())
        data = handle.read(KEY_BYTES + 1)
    private = os.name != "posix" or (
        info.st_uid == os.geteuid() and not stat.S_IMODE(info.st_mode) & 0o077
    )
    if len(data) != KEY_BYTES or not private:
        raise OSError(f"{path} is not a key of the user's alone")
    return data
