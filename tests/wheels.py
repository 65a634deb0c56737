"""Wheels of the project, built from a copy of its files (so no stale build/ output can leak in)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from paths import ROOT


def _copy_checkout(work: Path) -> Path:
    """The project's tracked and unignored files, copied to `work`/source."""
    source = work / "source"
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\0")
    for name in filter(None, listed):
        if (ROOT / name).is_file() or (ROOT / name).is_symlink():  # passgen/ links folders
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name, follow_symlinks=False)
    return source


def make_dist(work: Path) -> Path:
    """The wheel `make dist` builds (README "Install": an sdist, and the wheel built from it)
    in a copy of the checkout in the empty directory `work`, run with this interpreter
    (`BIN`) instead of a venv made first (`STAMP` empty)."""
    source = _copy_checkout(work)
    subprocess.run(
        ["make", "dist", f"BIN={Path(sys.executable).parent}", "STAMP="],
        cwd=source,
        check=True,
        capture_output=True,
    )
    (path,) = (source / "dist").glob("mlir_passgen-*.whl")
    return path


def build_wheel(work: Path, env: dict[str, str]) -> Path:
    """The wheel built straight from a copy of the checkout in the empty directory `work`
    with `env` added to the environment (`{"PASSGEN_MYPYC": "1"}`: the mypyc-compiled
    variant, which compiles the checkout's runtime/ and so cannot start from the sdist)."""
    source = _copy_checkout(work)
    out = work / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(source)],
        check=True,
        capture_output=True,
        env={**os.environ, **env},
    )
    (path,) = out.glob("mlir_passgen-*.whl")
    return path
