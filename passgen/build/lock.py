"""The project's build lock: builds of one project run one at a time.

The lock is an `flock` on the project's pyproject.toml, opened read-only, so it needs
nothing writable (not even `.passgen-cache/`) and writes nothing. A build holds it
exclusively, `--check` shared. A waiting build names the holder's pid where the system
lists locks (Linux's /proc/locks). Where there is no `fcntl` (Windows), builds are not
serialized.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

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
            print(
                f"passgen: waiting for another build of {config.root}"
                f"{f' (pid {holder})' if holder else ''} to finish",
                file=sys.stderr,
                flush=True,
            )
            fcntl.flock(fd, kind)
        yield
    finally:
        os.close(fd)


def _holder(config: Config) -> str:
    """The pid of a process holding an flock on `config.file`, from Linux's /proc/locks
    (elsewhere, or when it cannot be read, "": the message leaves the pid out)."""
    try:
        info = os.stat(config.file)
        with open("/proc/locks", encoding="ascii") as handle:
            lines = handle.read().splitlines()
    except (OSError, ValueError):
        return ""
    where = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in lines:
        fields = line.split()
        if len(fields) > 5 and fields[1] == "FLOCK" and fields[5] == where and fields[4].isdigit():
            return fields[4]
    return ""
