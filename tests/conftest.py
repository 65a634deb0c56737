"""Shared pytest options (`--update-goldens` rewrites golden files instead of comparing), the
test tiers (oracle tests skip without their reference tools, and only they may run those
tools; the Hypothesis profile), and fixtures (the upstream corpus, loaded once per module;
the wheel, built once per run, and the venvs it is installed in)."""

from __future__ import annotations

import os
import subprocess
import venv
from pathlib import Path
from typing import Any

import profiles
import pytest
from mlir_tools import is_reference_program, unmet
from upstream_specs import load_corpus
from wheels import make_dist

from passgen.spec.document import LoadedSpec

profiles.load()

# Helper modules holding checks that tests share (tests/*.py): their asserts report what
# they compared, as a test's own do. pytest rewrites a module imported after this line, and
# only test modules import these.
pytest.register_assert_rewrite("pass_runner", "pipeline_cases", "spec_cases", "transform_runners")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="rewrite tests/golden/expected from the current generator output",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Oracle tests whose reference tools are missing skip, saying what to install."""
    for item in items:
        reason = unmet([need for mark in item.iter_markers("oracle") for need in mark.args])
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason=reason))


class _NoReferenceTools(subprocess.Popen):  # type: ignore[type-arg]
    """`subprocess.Popen` in a test without the `oracle` marker: it refuses reference tools."""

    def __init__(self, args: Any, *rest: Any, **kwargs: Any) -> None:
        if isinstance(args, (str, bytes, os.PathLike)):
            command = os.fsdecode(args)
            program = command.split()[0] if kwargs.get("shell") and command.strip() else command
        else:
            program = os.fsdecode(args[0])
        program = os.fsdecode(kwargs.get("executable") or program)
        if is_reference_program(program):
            pytest.fail(
                f"{program} runs in a test without the `oracle` marker: mark the test with "
                "mlir_tools.oracle(...) (or a requires_* helper)"
            )
        super().__init__(args, *rest, **kwargs)


@pytest.fixture(autouse=True)
def _reference_tools_only_in_oracle_tests(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    if request.node.get_closest_marker("oracle") is None:
        monkeypatch.setattr(subprocess, "Popen", _NoReferenceTools)


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


@pytest.fixture(scope="module")
def corpus() -> list[LoadedSpec]:
    """The upstream corpus (specs/mlir, upstream_specs.py), loaded once per test module."""
    return load_corpus()


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default (pure-Python) wheel."""
    return make_dist(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="session")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python of a fresh venv with only the wheel installed (a user's environment, for
    type checkers to check code against: `mypy --python-executable`)."""
    env_dir = tmp_path_factory.mktemp("installed") / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    return python


@pytest.fixture(scope="session")
def user_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bin/ of a fresh venv with the wheel, its dependencies and a scaffold's test tools
    (pytest, lit, filecheck): a user's environment (README "Install")."""
    env_dir = tmp_path_factory.mktemp("user") / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    installed = subprocess.run(
        [
            bin_dir / "python",
            "-m",
            "pip",
            "install",
            "-q",
            str(wheel),
            "pytest",
            "lit",
            "filecheck",
        ],
        capture_output=True,
        text=True,
    )
    if installed.returncode != 0:
        pytest.skip(f"the wheel's dependencies could not be installed: {installed.stderr[-300:]}")
    return bin_dir
