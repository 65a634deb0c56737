"""Campaigns whose cases each run in a fresh copy of a prepared folder, a "world": a built
project and what lies around it (a folder outside it, links leading out), so that a case
can tell what a build changed anywhere (`snapshot`)."""

from __future__ import annotations

import os
import random
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from fuzz.tally import Outcome, Tally

Snapshot = dict[str, tuple[str, bytes]]  # path relative to the world -> (kind, content)
Shared = TypeVar("Shared")


def snapshot(world: Path) -> Snapshot:
    """Every path under `world` (symbolic links not followed): kind and content."""
    state: Snapshot = {}
    for folder, folders, files in os.walk(world):
        for name in [*folders, *files]:
            path = Path(folder, name)
            info = os.lstat(path)
            key = path.relative_to(world).as_posix()
            if stat.S_ISLNK(info.st_mode):
                state[key] = ("link", os.readlink(path).encode())
            elif stat.S_ISREG(info.st_mode):
                state[key] = ("file", path.read_bytes())
            else:
                state[key] = ("dir" if stat.S_ISDIR(info.st_mode) else "other", b"")
    return state


def world_cases(
    category: str,
    rng: random.Random,
    cases: int,
    prepare: Callable[[Path], Shared],
    case: Callable[[random.Random, Path, Shared], tuple[Outcome, str]],
) -> Tally:
    """`cases` cases of `category`. `prepare(scratch)` makes the world in `scratch/world`
    once and returns what the cases share; each case runs on a copy of it (removed after),
    `case(rng, copy, shared)`, which says how it ended and what it was."""
    tally = Tally(category)
    with tempfile.TemporaryDirectory(prefix="passgen-fuzz-") as folder:
        scratch = Path(folder)
        shared = prepare(scratch)
        for _ in range(cases):
            world = Path(shutil.copytree(scratch / "world", scratch / "case", symlinks=True))
            try:
                outcome, what = case(rng, world, shared)
            finally:
                shutil.rmtree(world)
            tally.record(outcome, what)
    return tally
