"""Timing commands as a user runs them: wall time and peak memory of each child process,
the median of several runs with min and max, and ratios against a reference measured in
the same run.

`BENCH_QUICK=1` makes every benchmark that honours it smaller (for development); the
figures in docs/performance.md come from a full run.
"""

from __future__ import annotations

import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

QUICK = os.environ.get("BENCH_QUICK", "") not in ("", "0")
RUNS = 5  # every figure is the median of RUNS runs (with min and max)
# As on a user's machine, Python caches bytecode (some sandboxes set this variable, which
# recompiles every module of passgen on each run).
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
BIN = Path(sys.executable).parent


@dataclass
class Sample:
    """Seconds (and peak resident memory, in bytes, for processes) of repeated runs."""

    seconds: list[float]
    peak_rss: list[int]

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    def text(self, unit: str = "s") -> str:
        """`median (min-max)`, in seconds or milliseconds."""
        scale, digits = (1e3, 1) if unit == "ms" else (1.0, 3)
        low, high = min(self.seconds) * scale, max(self.seconds) * scale
        return f"{self.median * scale:.{digits}f} {unit} ({low:.{digits}f}-{high:.{digits}f})"

    @property
    def rss(self) -> int:
        """The median peak resident set size."""
        return int(statistics.median(self.peak_rss))


TIME = Path("/usr/bin/time")  # GNU time: the peak RSS of the command alone


def run_once(command: Sequence[str], cwd: Path | None = None) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes; 0 without GNU time) of one run of `command`, its
    output discarded; a failing command stops the benchmark. The RSS comes from GNU time,
    which forks the command from its own small process: a child of this process would
    report this process's size as its peak when that is larger (Linux keeps the larger at
    exec)."""
    with tempfile.NamedTemporaryFile("r") as rss:
        wrapper = [str(TIME), "-f", "%M", "-o", rss.name] if TIME.exists() else []
        start = time.perf_counter()
        result = subprocess.run(
            [*wrapper, *command],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env=ENV,
            check=False,
        )
        elapsed = time.perf_counter() - start
        if result.returncode:
            raise SystemExit(
                f"{' '.join(map(str, command))} failed ({result.returncode}):\n"
                f"{result.stderr.decode(errors='replace')}"
            )
        kilobytes = rss.read().strip()
    return elapsed, int(kilobytes or 0) * 1024


def processes(
    commands: Sequence[Sequence[str]], runs: int = RUNS, cwd: Path | None = None
) -> list[Sample]:
    """Each command run `runs` times, the commands interleaved so that a change in the
    machine's load hits them alike."""
    samples = [Sample([], []) for _ in commands]
    for _ in range(runs):
        for sample, command in zip(samples, commands):
            seconds, rss = run_once(command, cwd)
            sample.seconds.append(seconds)
            sample.peak_rss.append(rss)
    return samples


def in_process(work: Callable[[], object], runs: int = RUNS) -> Sample:
    """Wall seconds of `runs` calls of `work()` in this process, each after a full garbage
    collection (so that no run pays for the garbage of another)."""
    seconds = []
    for _ in range(runs):
        gc.collect()
        start = time.perf_counter()
        work()
        seconds.append(time.perf_counter() - start)
    return Sample(seconds, [])


def ratio(ours: Sample, reference: Sample) -> str:
    return f"{ours.median / reference.median:.2f}x"


def passgen_opt() -> str:
    """The `passgen-opt` command of this environment."""
    return str(BIN / "passgen-opt")
