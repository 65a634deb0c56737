"""passgen-opt with plugin passes that exit, raise anything, fail silently or return a
value: each is a pass failure (exit 1, the pass and op named, no traceback, no output
file), except Ctrl-C, which stops the run (exit 130, one line)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fuzz.pipelines import PLUGIN, _module

FAILED = "error: pass 'misbehave' failed on 'func.func' op"


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path, Path]:
    plugin, source, output = tmp_path / "plugin.py", tmp_path / "in.mlir", tmp_path / "out.mlir"
    plugin.write_text(PLUGIN)
    source.write_text(_module(2))
    output.write_text("old\n")
    return plugin, source, output


def opt(files: tuple[Path, Path, Path], what: str, *flags: str) -> subprocess.CompletedProcess[str]:
    plugin, source, output = files
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "passgen.runtime.tools.opt",
            str(source),
            "--load-pass-plugin",
            str(plugin),
            "-p",
            f"builtin.module(func.func(misbehave{{what={what} at=f1}}))",
            "-o",
            str(output),
            *flags,
        ],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize("threading", [[], ["--mlir-disable-threading"]])
@pytest.mark.parametrize(
    ("what", "reason"),
    [
        ("exit", ": SystemExit"),
        ("exit-3", ": SystemExit: 3"),
        ("exit-text", ": SystemExit: leaving"),
        ("raise-base", ": Custom: custom base exception"),
        ("raise-memory", ": MemoryError"),
        ("raise-recursion", ": RecursionError: maximum recursion depth exceeded"),
        ("return", ": run_on_operation returned a value; passes fail with signal_pass_failure()"),
        ("silent", ""),
    ],
)
def test_a_misbehaving_pass_is_a_pass_failure(
    files: tuple[Path, Path, Path], what: str, reason: str, threading: list[str]
) -> None:
    result = opt(files, what, *threading)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[0] == f"{files[1]}:5:3: {FAILED}{reason}"
    assert lines[1:3] == ['  "func.func"() <{function_type = () -> (), sym_name = "f1"}> ({', "  ^"]
    assert len(lines) == (3 if what in ("silent", "return") else 4)
    assert files[2].read_text() == "old\n"


@pytest.mark.parametrize("threading", [[], ["--mlir-disable-threading"]])
def test_keyboard_interrupt_stops_with_exit_code_130(
    files: tuple[Path, Path, Path], threading: list[str]
) -> None:
    result = opt(files, "interrupt", *threading)
    assert (result.returncode, result.stderr) == (130, "passgen-opt: interrupted\n")
    assert files[2].read_text() == "old\n"


def test_a_plugin_calling_sys_exit_on_import(tmp_path: Path) -> None:
    plugin = tmp_path / "exits.py"
    plugin.write_text("import sys\nsys.exit(4)\n")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "passgen.runtime.tools.opt",
            "--load-pass-plugin",
            str(plugin),
            "--list-passes",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr) == (
        1,
        f"passgen-opt: error: could not load pass plugin '{plugin}': SystemExit: 4\n",
    )


@pytest.mark.parametrize("threading", [[], ["--mlir-disable-threading"]])
def test_ctrl_c_stops_a_running_pass(files: tuple[Path, Path, Path], threading: list[str]) -> None:
    plugin, source, output = files
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "passgen.runtime.tools.opt",
            str(source),
            "--load-pass-plugin",
            str(plugin),
            "-p",
            "builtin.module(func.func(misbehave{what=sleep}))",
            "-o",
            str(output),
            *threading,
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    assert process.stderr.readline() == "sleeping\n"
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 130
    assert time.monotonic() - started < 10  # the other function's pass never starts
    rest = process.stderr.read()  # the other thread may have started sleeping too
    assert rest.endswith("passgen-opt: interrupted\n")
    assert rest.removesuffix("passgen-opt: interrupted\n") in ("", "sleeping", "sleeping\n")
    assert output.read_text() == "old\n"
