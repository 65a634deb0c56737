"""A pass that raises points at the author's code: the innermost frame outside passgen's
runtime, once per pass and place however many ops it failed on, with the whole traceback
on request (`--mlir-print-stacktrace-on-diagnostic`, or PASSGEN_TRACEBACK=1)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PLUGIN = """\
from passgen.runtime import Pass, register_pass


def rewire(op):
    op.set_operand(3, None)  # it has no operand 3: the runtime raises, in operation.py


class Broken(Pass):
    argument = "broken"

    def run_on_operation(self):
        for op in list(self.get_operation().walk()):
            if op.name.name == "func.return":
                rewire(op)


register_pass("broken", Broken)
"""
MODULE = "".join(
    f'  "func.func"() <{{function_type = () -> (), sym_name = "f{i}"}}> ({{\n'
    '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    for i in range(4)
)


def run(tmp_path: Path, *flags: str, env: dict[str, str] | None = None) -> list[str]:
    (tmp_path / "broken_plugin.py").write_text(PLUGIN)
    (tmp_path / "in.mlir").write_text(f'"builtin.module"() ({{\n{MODULE}}}) : () -> ()\n')
    result = subprocess.run(
        [
            Path(sys.executable).with_name("passgen-opt"),
            "in.mlir",
            "--load-pass-plugin",
            "broken_plugin",
            "-p",
            "builtin.module(func.func(broken))",
            *flags,
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(tmp_path), **(env or {})},
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr.split("note:")[0]
    return result.stderr.splitlines()


@pytest.mark.parametrize("threading", [[], ["--mlir-disable-threading"]])
def test_the_error_points_at_the_authors_code_once(tmp_path: Path, threading: list[str]) -> None:
    lines = run(tmp_path, *threading)
    errors = [line for line in lines if ": error: " in line]
    assert len(errors) == 1  # four functions failed the same way: one report
    assert errors[0].endswith(
        "error: pass 'broken' failed on 'func.func' op: IndexError: list index out of range"
    )
    notes = [line for line in lines if ": note: raised at " in line]
    assert len(notes) == 1
    assert notes[0].endswith(f"note: raised at {tmp_path / 'broken_plugin.py'}:5 in rewire")


@pytest.mark.parametrize(
    ("flags", "env"),
    [
        (["--mlir-print-stacktrace-on-diagnostic"], None),
        ([], {"PASSGEN_TRACEBACK": "1"}),
    ],
)
def test_the_whole_traceback_on_request(
    tmp_path: Path, flags: list[str], env: dict[str, str] | None
) -> None:
    text = "\n".join(run(tmp_path, *flags, env=env))
    assert "Traceback (most recent call last):" in text
    assert "in run_on_operation" in text and "operation.py" in text
