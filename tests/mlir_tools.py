"""Locating the reference MLIR tools; tests that need them skip with the reason."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"))


def tool(name: str) -> str | None:
    """Path of an LLVM/MLIR tool, from $LLVM_BIN, else `<name>-22` on PATH."""
    candidate = LLVM_BIN / name
    if candidate.exists():
        return str(candidate)
    return shutil.which(f"{name}-22")


MLIR_OPT = tool("mlir-opt")

requires_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None,
    reason="mlir-opt-22 not found: apt-get install mlir-22-tools (or set LLVM_BIN)",
)


def mlir_opt(
    text: str, *args: str, timeout: float | None = None
) -> subprocess.CompletedProcess[str]:
    """Run mlir-opt on `text` (stdin) with `args` (raises `subprocess.TimeoutExpired` past
    `timeout` seconds)."""
    assert MLIR_OPT is not None
    return subprocess.run(
        [MLIR_OPT, *args, "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )


Outcome = tuple[int, str, str]
"""A run's exit code, stdout and stderr."""


def passgen_opt(text: str, *args: str) -> Outcome:
    """passgen-opt's `main` on `text` (stdin) with `args`, in this process."""
    import contextlib
    import io

    from passgen.runtime.tools.opt import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["-", *args])
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def passgen_opt_process(
    *args: str, cwd: Path | None = None, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    """passgen-opt with `args` in a process of its own (`python -m`), `stdin` as its input."""
    return subprocess.run(
        [sys.executable, "-m", "passgen.runtime.tools.opt", *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def both(text: str, *args: str) -> tuple[Outcome, Outcome]:
    """(passgen-opt, mlir-opt --mlir-print-op-generic) on the same input and flags."""
    theirs = mlir_opt(text, "--mlir-print-op-generic", *args)
    return passgen_opt(text, *args), (theirs.returncode, theirs.stdout, theirs.stderr)
