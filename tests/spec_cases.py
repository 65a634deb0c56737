"""Malformed spec projects and how `passgen build` must fail on them: a `Case` (spec files
and every problem they have), `passgen` run in-process, and the check that a build reports
exactly the case's problems and writes nothing (test_spec_errors' table, test_builder_specs').
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from projects import write_project

from passgen.cli import main

# The head line of a problem in `passgen build`'s report: spec file, line, column.
HEAD = re.compile(r"^(specs/[^:]+):(\d+):(\d+): error: ")


@dataclass(frozen=True)
class Case:
    """Spec files (one text is `specs/a.yaml`) and every problem they have, in order:
    the first line of each (`errors`), or the complete stderr (`full`)."""

    id: str
    files: str | dict[str, str]
    errors: list[str] = field(default_factory=list)
    full: str | None = None

    @property
    def specs(self) -> dict[str, str]:
        return {"a.yaml": self.files} if isinstance(self.files, str) else self.files

    @property
    def heads(self) -> list[str]:
        if self.full is not None:
            return [line for line in self.full.splitlines() if HEAD.match(line)]
        return self.errors


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`passgen argv...` in-process: exit code, stdout, stderr."""
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse errors
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under `root`: its path (relative, POSIX) -> its bytes."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def check_report(case: Case, err: str) -> None:
    """`err` lists exactly the case's problems, each head followed by its source line and
    a caret under the reported column (when the line exists), then the count."""
    if case.full is not None:
        assert err == case.full
    lines = err.splitlines()
    assert [line for line in lines if HEAD.match(line)] == case.heads
    count = len(case.heads)
    assert lines[-1] == f"{count} error{'s' if count != 1 else ''} generated."
    for index, line in enumerate(lines):
        match = HEAD.match(line)
        if match is None:
            continue
        source = case.specs[match.group(1).removeprefix("specs/")].splitlines()
        number, column = int(match.group(2)), int(match.group(3))
        if number <= len(source):
            assert lines[index + 1] == source[number - 1]
            caret = lines[index + 2]
            assert caret.endswith("^") and len(caret) == column and not caret[:-1].strip()
        else:  # a problem at the end of the file: no source line to show
            assert index + 1 == len(lines) - 1 or HEAD.match(lines[index + 1])


def assert_build_fails_cleanly(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`passgen build` reports exactly the case's problems, exits 2 and writes nothing."""
    config = write_project(tmp_path, case.specs)
    before = snapshot(tmp_path)
    code, out, err = run(capsys, "build", "--config", str(config))
    assert (code, out) == (2, "")
    check_report(case, err)
    assert not (tmp_path / "gen").exists()
    assert not (tmp_path / "docs").exists()
    assert snapshot(tmp_path) == before
