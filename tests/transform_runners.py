"""Built-in passes through passgen-opt and mlir-opt-22 on the same IR file, and the check
that both give the same IR: the output of passgen-opt, re-printed by mlir-opt, equals what
mlir-opt's own pass gives, printed the same way (`PRINT_FLAGS`: generic form, locations
included); when mlir-opt fails, passgen-opt fails with the same first error. mlir-opt runs
here: only tests marked `oracle("mlir-opt")` call these.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from pathlib import Path

from mlir_tools import MLIR_OPT

from passgen.runtime.tools.opt import main as passgen_opt

PRINT_FLAGS = [
    "--allow-unregistered-dialect",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
]


def run_mlir_opt(args: list[str]) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *args], capture_output=True, text=True, check=False)


def run_passgen_opt(args: list[str]) -> tuple[int, str]:
    """passgen-opt in this process: (exit code, stderr)."""
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
        code = passgen_opt(args)
    return code, stderr.getvalue()


def first_error(stderr: str) -> str:
    found = re.search(r"error: (.*)", stderr)
    return found.group(1) if found else ""


def assert_same_ir(passes: list[str], path: Path, tmp_path: Path) -> None:
    """`passes` (pipeline or flags) through both tools, compared as mlir-opt prints them
    (both print generically: a custom form leaves out the locations of elided terminators)."""
    expected = run_mlir_opt([*PRINT_FLAGS, *passes, str(path), "-o", str(tmp_path / "mlir.mlir")])
    ours = tmp_path / "ours.mlir"
    code, stderr = run_passgen_opt(
        [
            *PRINT_FLAGS,
            *passes,
            str(path),
            "-o",
            str(ours),
        ]
    )
    if expected.returncode != 0:
        assert code != 0, f"mlir-opt failed but passgen-opt did not:\n{expected.stderr}"
        assert first_error(stderr) == first_error(expected.stderr)
        return
    assert code == 0, stderr
    reprinted = run_mlir_opt([*PRINT_FLAGS, str(ours), "-o", str(tmp_path / "reprinted.mlir")])
    assert reprinted.returncode == 0, reprinted.stderr
    assert (tmp_path / "reprinted.mlir").read_text() == (tmp_path / "mlir.mlir").read_text()
