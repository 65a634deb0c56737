"""examples/my-passes, the project `passgen init` makes grown to two passes, as a user has it:
passgen installed from the wheel (with its dependencies) into a fresh venv, the committed
generated files fresh, its tests passing, its code clean under `mypy --strict`."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

from passgen.scaffold import create

pytestmark = pytest.mark.slow

EXAMPLE = ROOT / "examples" / "my-passes"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    copy = tmp_path / "my-passes"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(".passgen-cache", "__pycache__"))
    return copy


def _run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True)


def test_example_is_fresh_and_its_tests_pass(user_venv: Path, project: Path) -> None:
    checked = _run(user_venv / "passgen", "build", "--check", "--werror", cwd=project)
    assert checked.returncode == 0, checked.stderr
    tested = _run(user_venv / "python", "-m", "pytest", "-q", "-p", "no:cacheprovider", cwd=project)
    assert tested.returncode == 0, tested.stdout
    assert "2 passed" in tested.stdout  # the Python test, and lit on tests/filecheck/
    lit = _run(user_venv / "lit", "--verbose", "tests/filecheck", cwd=project)
    assert lit.returncode == 0, lit.stdout
    for test in ("fold-add-zero.mlir", "strip-tag.mlir"):
        assert f"PASS: my-passes :: {test}" in lit.stdout


def test_example_type_checks(user_venv: Path, project: Path) -> None:
    typed = _run(
        sys.executable,
        "-m",
        "mypy",
        "--strict",
        "--python-executable",
        user_venv / "python",
        "src",
        "tests",
        cwd=project,
    )
    assert typed.returncode == 0, typed.stdout


def test_example_is_the_scaffold_grown(tmp_path: Path) -> None:
    """Every file `passgen init` writes is the example's as it is, but the two a second pass
    changes (its spec and its implementation)."""
    fresh = create(tmp_path / "my-passes").written
    grown = {Path("specs/my_passes.yaml"), Path("src/my_passes/passes.py")}
    for path in fresh:
        relative = path.relative_to(tmp_path / "my-passes")
        if relative not in grown:
            assert (EXAMPLE / relative).read_text() == path.read_text(), relative
