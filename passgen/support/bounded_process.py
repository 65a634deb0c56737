"""Running a program under limits: CPU time, address space, the size of each file it
writes (its output and its stderr included) and time in all; its stdin is closed.

Trust boundary: the program (llvm-tblgen) runs on input that may be hostile, so it
may try to use every resource: `setrlimit` in the child (before it runs the program)
bounds what it can take, and the run ends at the time limit whatever it does. A limit
already lower in this process (`ulimit`) stays. Which limit stopped the program is told
by how it ended: SIGXCPU (or SIGKILL past the CPU limit), SIGXFSZ, the time limit, or
an allocation failure it reported (`out of memory`, `bad_alloc`).
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

_MIB = 1024 * 1024
# The part of a program's stderr that is kept (the rest is counted, not read).
STDERR_KEPT = 64 * 1024
_ALLOCATION_FAILED = ("out of memory", "bad_alloc", "Cannot allocate memory")


@dataclass(frozen=True)
class Limits:
    """What one run may use."""

    cpu_seconds: int
    memory_bytes: int  # address space (RLIMIT_AS)
    output_bytes: int  # each file written (RLIMIT_FSIZE)
    wall_seconds: float

    def describe(self) -> str:
        return (
            f"{self.cpu_seconds} s of CPU time, {_size(self.memory_bytes)} of memory, "
            f"{_size(self.output_bytes)} of output, {self.wall_seconds:g} s in all"
        )


def _size(count: int) -> str:
    for unit, size in (("GiB", 1024 * _MIB), ("MiB", _MIB)):
        if count % size == 0:
            return f"{count // size} {unit}"
    return f"{count} bytes"


class LimitExceeded(Exception):
    """The program was stopped by a limit; the message names it."""


@dataclass(frozen=True)
class Finished:
    """A run that ended by itself (or crashed): its exit status and its stderr's start."""

    returncode: int  # negative: the signal that ended it
    stderr: str
    stderr_bytes: int


def run_bounded(
    command: Sequence[str], limits: Limits, folder: Path, env: Mapping[str, str] | None = None
) -> Finished:
    """Run `command` under `limits`, its stdout and stderr going to files in `folder`;
    raise `LimitExceeded` when a limit stopped it, `OSError` when it cannot start."""
    out, err = folder / "stdout", folder / "stderr"
    before = _children_cpu()
    with out.open("wb") as stdout, err.open("wb") as stderr:
        try:
            done = subprocess.run(
                list(command),
                stdin=subprocess.DEVNULL,
                stdout=stdout,
                stderr=stderr,
                env=None if env is None else {**os.environ, **env},
                preexec_fn=_apply(limits),  # passgen runs its commands on one thread
                timeout=limits.wall_seconds,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise LimitExceeded(f"it ran for more than {limits.wall_seconds:g} s") from None
    with err.open("rb") as stream:
        kept = stream.read(STDERR_KEPT)
    finished = Finished(done.returncode, kept.decode("utf-8", "replace"), err.stat().st_size)
    used = _children_cpu() - before
    reason = _stopped_by(finished, limits, used)
    if reason:
        raise LimitExceeded(reason)
    return finished


def _stopped_by(finished: Finished, limits: Limits, cpu_used: float) -> str | None:
    """The limit that ended the run, described, or None."""
    code = finished.returncode
    if code == -signal.SIGXCPU or (code == -signal.SIGKILL and cpu_used >= limits.cpu_seconds):
        return f"it used more than {limits.cpu_seconds} s of CPU time"
    if code == -signal.SIGXFSZ:
        return f"it wrote more than {_size(limits.output_bytes)} to a file"
    if code != 0 and any(marker in finished.stderr for marker in _ALLOCATION_FAILED):
        return f"it needed more than {_size(limits.memory_bytes)} of memory"
    return None


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _apply(limits: Limits) -> Callable[[], None]:
    """Set the limits in the child, before it runs the program (never raising them)."""
    wanted = (
        (resource.RLIMIT_CPU, limits.cpu_seconds, limits.cpu_seconds + 1),
        (resource.RLIMIT_AS, limits.memory_bytes, limits.memory_bytes),
        (resource.RLIMIT_FSIZE, limits.output_bytes, limits.output_bytes),
        (resource.RLIMIT_CORE, 0, 0),
    )

    def apply() -> None:
        for kind, soft, hard in wanted:
            _, current = resource.getrlimit(kind)
            if current != resource.RLIM_INFINITY:
                soft, hard = min(soft, current), min(hard, current)
            resource.setrlimit(kind, (soft, hard))

    return apply
