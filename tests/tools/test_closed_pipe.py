"""A tool whose reader goes away (`passgen-opt big.mlir | head`) stops quietly with the
status a shell gives a command stopped by SIGPIPE, as mlir-opt does: no traceback (passgen-opt
printed one) and no "internal error" (passgen's `schema` reported one)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from passgen.runtime.support.streams import CLOSED_PIPE_STATUS

BIG_IR = "".join(f"func.func @f{n}() {{\n  return\n}}\n" for n in range(20000))


def _read_one_line_and_close(command: list[str], stdin: str) -> tuple[int, str]:
    process = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(stdin)
    process.stdin.close()
    process.stdout.readline()
    process.stdout.close()
    assert process.stderr is not None
    err = process.stderr.read()
    return process.wait(timeout=120), err


@pytest.mark.parametrize(
    "command, stdin",
    [
        ([sys.executable, "-m", "passgen.runtime.tools.opt", "-"], BIG_IR),
        ([str(Path(sys.executable).with_name("passgen")), "schema"], ""),
    ],
    ids=["passgen-opt", "passgen schema"],
)
def test_a_closed_output_pipe_stops_the_tool_quietly(command: list[str], stdin: str) -> None:
    code, err = _read_one_line_and_close(command, stdin)
    assert err == ""
    # passgen-opt's output overflows the pipe; a small one may be written whole before the
    # reader goes away, and then the command simply succeeds.
    assert code == CLOSED_PIPE_STATUS if stdin else code in (0, CLOSED_PIPE_STATUS)
