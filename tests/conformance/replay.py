"""Replaying one RUN line with mlir-opt and with passgen-opt on the same generic input."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from conformance.runlines import Run, Stage

GENERIC = "--mlir-print-op-generic"
TIMEOUT = 60.0
_SECONDS = re.compile(r" *\d+\.\d+")  # with its padding: widths vary with the value


@dataclass(frozen=True)
class Outcome:
    """What a user sees of a pipeline: final stdout, every stage's stderr, exit codes."""

    stdout: str
    stderr: str
    codes: tuple[int, ...]

    def normalised(self, tool_path: str, tool_name: str) -> Outcome:
        """Timings zeroed and the tool's own path and name read as mlir-opt's."""

        def clean(text: str) -> str:
            text = text.replace(tool_path, "mlir-opt").replace(tool_name, "mlir-opt")
            return _SECONDS.sub(" 0.0", text)

        return Outcome(clean(self.stdout), clean(self.stderr), self.codes)


def substitute(arg: str, input_name: str, test_file: str | None = None) -> str:
    """lit's %s (the test file, or `input_name` in the workdir) and %t (a scratch path in the
    workdir, per tool)."""
    arg = arg.replace("%/s", "%s").replace("%/t", "%t")  # lit's forward-slash forms
    return arg.replace("%s", test_file or input_name).replace("%t", f"{input_name}.tmp")


def _cat(stage: Stage, input_name: str, workdir: Path) -> tuple[str, str, int]:
    """`cat`'s stdout, stderr and exit code."""
    out, err = [], []
    for arg in stage.args:
        path = workdir / substitute(arg, input_name)
        try:
            out.append(path.read_text(errors="replace"))
        except OSError:
            err.append(f"cat: {substitute(arg, input_name)}: No such file or directory\n")
    return "".join(out), "".join(err), 1 if err else 0


def _argv(tool: list[str], stage: Stage, input_name: str) -> list[str]:
    args = [substitute(a, input_name) for a in stage.args]
    generic = [] if any(a.lstrip("-") == GENERIC.lstrip("-") for a in args) else [GENERIC]
    return [*tool, *args, *generic]


def replay(tool: list[str], run: Run, input_name: str, workdir: Path) -> Outcome:
    """Run every stage of `run` with `tool` in place of mlir-opt, input read from `workdir`."""
    data: str | None = None
    errors: list[str] = []
    codes: list[int] = []
    for stage in run.stages:
        if stage.program == "cat":
            data, error, code = _cat(stage, input_name, workdir)
            errors.append(error)
            codes.append(code)
            continue
        feed = {"input": data} if data is not None else {"stdin": subprocess.DEVNULL}
        try:
            done = subprocess.run(
                _argv(tool, stage, input_name),
                cwd=workdir,
                text=True,
                errors="replace",
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT if stage.merge_stderr else subprocess.PIPE,
                timeout=TIMEOUT,
                check=False,
                **feed,  # type: ignore[call-overload]
            )
        except subprocess.TimeoutExpired:
            return Outcome("", "".join(errors) + "<timeout>", (*codes, -1))
        errors.append(done.stderr or "")
        codes.append(done.returncode)
        data = done.stdout
    return Outcome(data or "", "".join(errors), tuple(codes))


def filecheck(filecheck_tool: str, run: Run, output: str, test_file: Path, workdir: Path) -> bool:
    """Whether the RUN line's FileCheck accepts `output` against the original test file."""
    assert run.filecheck is not None
    args = [substitute(a, test_file.name, str(test_file)) for a in run.filecheck]
    done = subprocess.run(
        [filecheck_tool, *args],
        input=output,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
        cwd=workdir,
    )
    return done.returncode == 0
