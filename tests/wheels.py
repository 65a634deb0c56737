"""Wheels of the project, built from a copy of its files (so no stale build/ output can leak in)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from paths import ROOT


def build_wheel(work: Path, env: dict[str, str] | None = None) -> Path:
    """The wheel built in the empty directory `work` with `env` added to the environment
    (`{"PASSGEN_MYPYC": "1"}`: the mypyc-compiled variant)."""
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
    out = work / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(source)],
        check=True,
        capture_output=True,
        env={**os.environ, **(env or {})},
    )
    (path,) = out.glob("passgen-*.whl")
    return path
