"""The reference tools the differential tests compare with (LLVM/MLIR's, a C++ compiler), and
the `oracle` marker of the tests that run them: `oracle("mlir-opt", ...)` names what a test
needs, and the test skips, saying what to install, when any of it is missing (conftest.py).
A test without the marker cannot run these tools (conftest.py fails it)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"))
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
MLIR_CMAKE = Path("/usr/lib/llvm-22/lib/cmake/mlir")


def tool(name: str) -> str | None:
    """Path of an LLVM/MLIR tool, from $LLVM_BIN, else `<name>-22` on PATH."""
    candidate = LLVM_BIN / name
    if candidate.exists():
        return str(candidate)
    return shutil.which(f"{name}-22")


MLIR_OPT = tool("mlir-opt")
MLIR_TBLGEN = tool("mlir-tblgen")
LLVM_TBLGEN = tool("llvm-tblgen")
FILECHECK = tool("FileCheck")
LLVM_CONFIG = shutil.which("llvm-config-22") or tool("llvm-config")
GXX = shutil.which("g++")
CMAKE = shutil.which("cmake")

# What an oracle test may need: whether it is here, and what to install when it is not.
REQUIREMENTS: dict[str, tuple[bool, str]] = {
    "mlir-opt": (
        MLIR_OPT is not None,
        "mlir-opt-22 not found: apt-get install mlir-22-tools (or set LLVM_BIN)",
    ),
    "mlir-tblgen": (
        MLIR_TBLGEN is not None,
        "mlir-tblgen-22 not found: apt-get install mlir-22-tools (or set LLVM_BIN)",
    ),
    "llvm-tblgen": (
        LLVM_TBLGEN is not None,
        "llvm-tblgen-22 not found: apt-get install llvm-22 (or set LLVM_BIN)",
    ),
    "FileCheck": (
        FILECHECK is not None,
        "FileCheck-22 not found: apt-get install llvm-22-tools (or set LLVM_BIN)",
    ),
    "mlir-include": (
        (MLIR_INCLUDE / "mlir").is_dir(),
        "MLIR's .td files and headers not found: apt-get install libmlir-22-dev",
    ),
    "mlir-plugin-sdk": (
        LLVM_CONFIG is not None
        and (MLIR_INCLUDE / "mlir" / "Tools" / "Plugins" / "PassPlugin.h").is_file(),
        "libMLIR's headers not found: apt-get install libmlir-22-dev llvm-22-dev",
    ),
    "mlir-cmake": (
        CMAKE is not None and MLIR_CMAKE.is_dir(),
        "cmake or MLIR's CMake package not found: apt-get install cmake libmlir-22-dev",
    ),
    "g++": (GXX is not None, "g++ not found: apt-get install g++"),
}

# Programs only oracle tests run: LLVM's (by name, with or without the -22 suffix, or any from
# $LLVM_BIN) and the C++ toolchain.
REFERENCE_PROGRAMS = {
    "mlir-opt",
    "mlir-tblgen",
    "llvm-tblgen",
    "FileCheck",
    "llvm-config",
    "g++",
    "cmake",
}


def oracle(*needs: str) -> pytest.MarkDecorator:
    """The `oracle` marker for a test that runs the reference tools `needs` (REQUIREMENTS)."""
    unknown = [need for need in needs if need not in REQUIREMENTS]
    assert not unknown, f"unknown requirements {unknown}; known: {sorted(REQUIREMENTS)}"
    return pytest.mark.oracle(*needs)


def unmet(needs: Sequence[str]) -> str | None:
    """Why a test needing `needs` cannot run here (None: it can)."""
    return next((REQUIREMENTS[n][1] for n in needs if not REQUIREMENTS[n][0]), None)


def is_reference_program(program: str | os.PathLike[str]) -> bool:
    """Whether running `program` (a path or a name) runs a reference tool."""
    path = Path(program)
    return (
        path.name.removesuffix("-22") in REFERENCE_PROGRAMS
        or path.parent.resolve() == LLVM_BIN.resolve()
    )


requires_mlir_opt = oracle("mlir-opt")
requires_mlir_tblgen = oracle("mlir-tblgen", "mlir-include")
requires_llvm_tblgen = oracle("llvm-tblgen", "mlir-include")
requires_tblgen = oracle("mlir-tblgen", "llvm-tblgen", "mlir-include")


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


def generic(text: str) -> str:
    """`text` as mlir-opt prints it in the generic form (mlir-opt must accept it)."""
    result = mlir_opt(text, "--mlir-print-op-generic")
    assert result.returncode == 0, result.stderr
    return result.stdout


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
    ours = passgen_opt(text, "--mlir-print-op-generic", *args)
    return ours, (theirs.returncode, theirs.stdout, theirs.stderr)


_ALIAS_TOKEN = re.compile(r"#(?:loc|map|set)\d*\b(?: = .*)?")


def alias_uses(printed: str) -> list[str]:
    """The alias definitions (whole lines) and uses (`#loc3`, `#map1`) of a print, in order:
    the same in two prints whose ops print alike, whatever the form of the ops without
    aliases in them."""
    return _ALIAS_TOKEN.findall(printed)


def assert_fails_as_mlir_opt(text: str, *args: str) -> None:
    """passgen-opt rejects `text` as mlir-opt 22 does: both fail, and the first line of
    their diagnostics (position and message) is the same."""
    theirs = mlir_opt(text, *args)
    code, _, ours = passgen_opt(text, *args)
    assert theirs.returncode == code == 1
    assert ours.split("\n")[0] == theirs.stderr.split("\n")[0]
