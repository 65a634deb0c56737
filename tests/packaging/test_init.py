"""`passgen init`: a new project that builds and passes its own tests as created; the
pre-commit hook."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
import yaml
from paths import ROOT

from passgen.cli import main

pytestmark = pytest.mark.slow

BIN = Path(sys.executable).parent


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(c) for c in command], cwd=cwd, capture_output=True, text=True, check=False
    )


def assert_its_tests_pass_and_a_broken_check_fails(project: Path, python: Path) -> None:
    """`pytest` in the scaffold passes (its Python test and its lit suite), then fails on a
    CHECK line that no longer matches, naming it."""
    pytest_command: list[str | Path] = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    tested = run(*pytest_command, cwd=project)
    assert tested.returncode == 0, tested.stdout
    assert "2 passed" in tested.stdout
    lit_test = project / "tests" / "filecheck" / "strip-tag.mlir"
    lit_test.write_text(lit_test.read_text().replace("{other} 1 : i32", "{another} 1 : i32"))
    broken = run(*pytest_command, cwd=project)
    assert broken.returncode == 1, broken.stdout
    assert "1 failed, 1 passed" in broken.stdout
    assert f'{lit_test}:9: error: Couldn\'t match "arith.constant {{another}} 1 : i32"' in (
        broken.stdout
    )


def test_init_creates_a_project_that_builds_and_passes_its_tests(
    tmp_path: Path, installed: Path
) -> None:
    created = run(BIN / "passgen", "init", "my-passes", cwd=tmp_path)
    assert created.returncode == 0, created.stderr
    project = tmp_path / "my-passes"
    assert sorted(p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file()) == [
        ".gitignore",
        ".pre-commit-config.yaml",
        "README.md",
        "pyproject.toml",
        "specs/my_passes.yaml",
        "src/my_passes/__init__.py",
        "src/my_passes/passes.py",
        "src/my_passes/plugin.py",
        "tests/filecheck/lit.cfg.py",
        "tests/filecheck/strip-tag.mlir",
        "tests/test_filecheck.py",
        "tests/test_passes.py",
    ]
    built = run(BIN / "passgen", "build", "--werror", cwd=project)
    assert built.returncode == 0, built.stderr
    assert (project / "src" / "my_passes" / "generated" / "my_passes.py").is_file()
    assert_its_tests_pass_and_a_broken_check_fails(project, Path(sys.executable))
    typed = run(
        sys.executable,
        "-m",
        "mypy",
        "--strict",
        "--python-executable",
        installed,
        "src",
        "tests",
        cwd=project,
    )
    assert typed.returncode == 0, typed.stdout
    hook = yaml.safe_load((project / ".pre-commit-config.yaml").read_text())["repos"][0]["hooks"][0]
    assert hook["entry"] == "passgen build --check --diff"
    tool, *flags = hook["entry"].split()
    assert run(BIN / tool, *flags, cwd=project).returncode == 0


def test_a_fresh_venv_installs_the_scaffold_and_runs_its_tests(tmp_path: Path, wheel: Path) -> None:
    """As a user: a venv with passgen's wheel, `passgen init`, `pip install -e '.[test]'`
    (pytest, lit and filecheck from the package index), `passgen build`, `pytest`."""
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    user_bin = env_dir / "bin"
    assert (
        run(user_bin / "python", "-m", "pip", "install", "-q", wheel, cwd=tmp_path).returncode == 0
    )
    assert run(user_bin / "passgen", "init", "my-passes", cwd=tmp_path).returncode == 0
    project = tmp_path / "my-passes"
    assert 'dependencies = ["mlir-passgen"]' in (project / "pyproject.toml").read_text()
    version = run(user_bin / "passgen", "--version", cwd=project).stdout
    installed = run(user_bin / "python", "-m", "pip", "install", "-q", "-e", ".[test]", cwd=project)
    if installed.returncode != 0:
        pytest.skip(
            f"the scaffold's [test] extra could not be installed: {installed.stderr[-300:]}"
        )
    # The dependency is the installed distribution, not PyPI's unrelated `passgen`.
    assert run(user_bin / "passgen", "--version", cwd=project).stdout == version
    built = run(user_bin / "passgen", "build", cwd=project)
    assert built.returncode == 0, built.stderr
    assert_its_tests_pass_and_a_broken_check_fails(project, user_bin / "python")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["init", "{tmp}/full/mine.txt"], "{tmp}/full/mine.txt: error: not a directory"),
        (
            ["init", "{tmp}/x", "--package", "class"],
            "error: 'class' is not a usable package name: it is a Python keyword",
        ),
        (
            ["init", "{tmp}/123"],
            "error: '123' gives no usable package name; choose one with --package",
        ),
    ],
)
def test_init_refuses_what_it_cannot_create(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "mine.txt").write_text("hand-written")
    assert main([a.format(tmp=tmp_path) for a in argv]) == 2
    assert capsys.readouterr().err == f"passgen: {message.format(tmp=tmp_path)}\n"
    assert (tmp_path / "full" / "mine.txt").read_text() == "hand-written"


def git_project(tmp_path: Path) -> Path:
    """A fresh scaffold, built, committed in a git repository of its own."""
    project = tmp_path / "my-passes"
    assert main(["init", str(project)]) == 0
    assert run(BIN / "passgen", "build", cwd=project).returncode == 0
    for command in (
        ["git", "init", "-q"],
        ["git", "add", "."],
        ["git", "-c", "user.name=u", "-c", "user.email=u@x", "commit", "-qm", "init"],
    ):
        assert run(*command, cwd=project).returncode == 0
    return project


@pytest.mark.skipif(shutil.which("git") is None, reason="pre-commit needs git")
@pytest.mark.parametrize(
    "changed", ["src/my_passes/generated/my_passes.py", "src/my_passes/passes.py", "docs/Passes.md"]
)
def test_the_scaffold_s_hook_runs_when_an_output_or_an_implementation_changes(
    tmp_path: Path, changed: str
) -> None:
    """A hand edit of a generated module or of the docs is stale output; an implementation
    module is what `passgen build` checks the specs' `implementation` names against."""
    project = git_project(tmp_path)
    with (project / changed).open("a") as stream:
        stream.write("\n# edited by hand\n")
    env = {
        **os.environ,
        "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
    }
    hook = subprocess.run(
        [BIN / "pre-commit", "run", "--files", changed],
        cwd=project,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert "passgen build --check" in hook.stdout and "Skipped" not in hook.stdout, hook.stdout
    stale = changed != "src/my_passes/passes.py"
    assert (hook.returncode, "Failed" in hook.stdout) == (int(stale), stale), hook.stdout


@pytest.mark.parametrize(
    "formatter", [["black", "."], ["ruff", "format", "."], ["ruff", "check", "--fix", "."]]
)
def test_formatters_leave_the_scaffold_s_generated_files_alone(
    tmp_path: Path, formatter: list[str]
) -> None:
    """A user's `black .` (its default line length is 88; passgen writes 100 columns) or
    `ruff format .`, named files too (as pre-commit passes them), keeps `--check` passing."""
    project = tmp_path / "my-passes"
    assert main(["init", str(project)]) == 0
    assert run(BIN / "passgen", "build", cwd=project).returncode == 0
    tool, *flags = formatter
    assert run(BIN / tool, *flags, cwd=project).returncode == 0
    generated = sorted((project / "src" / "my_passes" / "generated").glob("*.py"))
    assert run(BIN / tool, *flags[:-1], *generated, cwd=project).returncode == 0
    checked = run(BIN / "passgen", "build", "--check", "--diff", cwd=project)
    assert checked.returncode == 0, checked.stdout


def test_pre_commit_hook_checks_generated_files() -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook == {
        "id": "passgen-check",
        "name": "passgen build --check",
        "description": "Fail when the files passgen generates from the specs are stale.",
        "entry": "passgen build --check --diff",
        "language": "python",
        "pass_filenames": False,
        "files": r"(\.ya?ml|\.j2|\.py|\.md|\.inc|pyproject\.toml)$",
    }
    read_or_written = [
        "specs/demo.yaml",
        "templates/passes.py.j2",
        "pyproject.toml",
        "src/demo/passes.py",  # an implementation module
        "src/demo/generated/demo.py",
        "docs/Passes.md",
        "include/demo/demo.h.inc",
        "capi/demo.capi.h.inc",
        "capi/demo.capi.cpp.inc",
    ]
    assert [path for path in read_or_written if not re.search(hook["files"], path)] == []
