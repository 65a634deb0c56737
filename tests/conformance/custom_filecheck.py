"""Issue 28's FileCheck measure: upstream RUN lines whose CHECK lines are in the custom form.

For each RUN line `mlir-opt FLAGS %s [-split-input-file] | FileCheck %s [...]` of the
canonicalize and cse test files, the command runs with mlir-opt and with passgen-opt (same
flags, output as each tool prints it by default) into the same FileCheck invocation. A RUN
line is not applicable when mlir-opt 22 rejects its flags or passgen-opt lacks its pass.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from conformance.cases import out_of_scope, unknown_to_reference
from conformance.chunks import label
from conformance.custom_checks import Ran, Tools
from conformance.replay import Outcome, filecheck, substitute
from conformance.runlines import Run, parse_runs

ELIGIBLE_FILE = re.compile(r"canonicali[sz]e|cse")
BOTH, REFERENCE_ONLY, PASSGEN_ONLY, NEITHER, NOT_APPLICABLE = (
    "passes with both",
    "passes only with mlir-opt",
    "passes only with passgen-opt",
    "fails with both",
    "n/a",
)


@dataclass(frozen=True)
class FileCheckResult:
    """A RUN line's verdict, and why (not applicable) or what passgen-opt said (it failed)."""

    file: str
    line: int
    command: str
    verdict: str
    detail: str = ""


def eligible_runs(source: str) -> list[Run]:
    """The RUN lines of the form `mlir-opt FLAGS %s | FileCheck ...`."""
    return [
        run
        for run in parse_runs(source)
        if isinstance(run, Run)
        and run.filecheck is not None
        and len(run.stages) == 1
        and run.stages[0].program == "mlir-opt"
        and not run.stages[0].negated
        and any("%s" in arg for arg in run.stages[0].args)
    ]


def _execute(tool: list[str], run: Run, path: Path, timeout: float) -> Ran:
    args = [substitute(arg, path.name, str(path)) for arg in run.stages[0].args]
    try:
        done = subprocess.run(
            [*tool, *args],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return Ran(-1, "", f"<timed out after {timeout:g} s>")
    return Ran(done.returncode, done.stdout, done.stderr)


def _verdict(reference: bool, ours: bool) -> str:
    if reference:
        return BOTH if ours else REFERENCE_ONLY
    return PASSGEN_ONLY if ours else NEITHER


def judge_run(path: Path, run: Run, tools: Tools, filecheck_tool: str) -> FileCheckResult:
    """Run the RUN line with both tools and FileCheck each output against the test file."""
    reference = _execute(tools.mlir_opt, run, path, tools.timeout)
    ours = _execute(tools.passgen_opt, run, path, tools.timeout)
    where = (label(path), run.line, run.text)
    if unknown_to_reference(Outcome(reference.stdout, reference.stderr, (reference.code,))):
        return FileCheckResult(*where, NOT_APPLICABLE, "mlir-opt 22 rejects its flags or passes")
    scope = out_of_scope(Outcome(ours.stdout, ours.stderr, (ours.code,)))
    if scope is not None:
        return FileCheckResult(*where, NOT_APPLICABLE, f"{scope[0]}: {scope[1]}")
    checks = [
        filecheck(filecheck_tool, run, outcome.stdout, path, path.parent)
        for outcome in (reference, ours)
    ]
    detail = "" if checks[1] else (ours.first_error if ours.code else "FileCheck failed")
    return FileCheckResult(*where, _verdict(*checks), detail)


def judge_filecheck_files(
    paths: list[Path], tools: Tools, filecheck_tool: str
) -> list[FileCheckResult]:
    """A verdict for every eligible RUN line of the canonicalize and cse files in `paths`."""
    results: list[FileCheckResult] = []
    for path in paths:
        if ELIGIBLE_FILE.search(path.name):
            source = path.read_text(encoding="utf-8", errors="replace")
            results += [
                judge_run(path.resolve(), run, tools, filecheck_tool)
                for run in eligible_runs(source)
            ]
    return results
