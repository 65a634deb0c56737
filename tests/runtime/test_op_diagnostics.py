"""Passes report problems at an op as MLIR's `emitError`/`emitOpError`/`emitWarning`/
`emitRemark` do: at the op's location, with its source line and caret, and the op noted
(`see current operation:`) unless `--mlir-print-op-on-diagnostic=false`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PLUGIN = """\
from passgen.runtime import Pass, register_pass


class Check(Pass):
    argument = "check-constants"

    def run_on_operation(self) -> None:
        for op in self.get_operation().walk():
            if op.name.name == "arith.constant":
                op.emit_remark("a constant")
                op.emit_warning("still a constant")
                op.emit_op_error("is not allowed here")
                self.signal_pass_failure()


register_pass("check-constants", Check)
"""
IR = """\
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"""
OP = '%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32'
SOURCE = '    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n         ^\n'


def _run(tmp_path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "checks_plugin.py").write_text(PLUGIN)
    (tmp_path / "in.mlir").write_text(IR)
    return subprocess.run(
        [
            Path(sys.executable).with_name("passgen-opt"),
            "in.mlir",
            "--load-pass-plugin",
            "checks_plugin",
            "-p",
            "builtin.module(func.func(check-constants))",
            *flags,
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path)},
    )


@pytest.mark.parametrize("print_op", [True, False])
def test_op_diagnostics_print_as_mlir_opt(tmp_path: Path, print_op: bool) -> None:
    result = _run(tmp_path, *([] if print_op else ["--mlir-print-op-on-diagnostic=false"]))
    note = f"in.mlir:3:10: note: see current operation: {OP}\n" if print_op else ""
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(
        f"in.mlir:3:10: remark: a constant\n{SOURCE}{note}"
        f"in.mlir:3:10: warning: still a constant\n{SOURCE}{note}"
        f"in.mlir:3:10: error: 'arith.constant' op is not allowed here\n{SOURCE}{note}"
    )
