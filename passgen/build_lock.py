"""The project's build lock: builds of one project run one at a time.

The lock is an `flock` on the project's pyproject.toml, opened read-only, so it needs
nothing writable (not even `.passgen-cache/`). A build holds it exclusively, `--check`
shared. The holder's pid is kept, when the cache folder is writable, in
`.passgen-cache/lock.pid` so a waiting build can say whom it waits for. Where there is
no `fcntl` (Windows), builds are not serialized.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

from .cache import cache_folder
from .config import Config

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


@contextlib.contextmanager
def project_lock(config: Config, *, shared: bool = False) -> Iterator[None]:
    """Hold the lock of `config`'s project while the block runs, waiting (and saying so on
    stderr) while another build holds it."""
    if fcntl is None:
        yield
        return
    fd = os.open(config.file, os.O_RDONLY)
    try:
        kind = fcntl.LOCK_SH if shared else fcntl.LOCK_EX
        try:
            fcntl.flock(fd, kind | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(config)
            print(f"passgen: waiting for another build of {config.root}"
                  f"{f' (pid {holder})' if holder else ''} to finish", file=sys.stderr, flush=True)
            fcntl.flock(fd, kind)
        if not shared:
            _record_holder(config)
        yield
    finally:
        os.close(fd)


def _pid_file(config: Config) -> os.PathLike[str]:
    return cache_folder(config) / "lock.pid"


def _holder(config: Config) -> str:
    """The pid of the build holding the lock, or "" when it is not known."""
    try:
        with open(_pid_file(config), encoding="ascii") as handle:
            pid = handle.read().strip()
    except (OSError, ValueError):
        return ""
    return pid if pid.isdigit() else ""


def _record_holder(config: Config) -> None:
    try:
        cache_folder(config).mkdir(exist_ok=True)
        with open(_pid_file(config), "w", encoding="ascii") as handle:
            handle.write(f"{os.getpid()}\n")
    except OSError:
        pass  # only the waiting message loses the pid
