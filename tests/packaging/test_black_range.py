"""The black a user has, anywhere in pyproject.toml's range (24, 25, 26), changes nothing
passgen writes: with each, the installed wheel's `passgen build --check` passes on this
repo, the example and the goldens built through overriding templates (which black formats),
black leaves every committed generated module as it is, and pyformat's property tests hold."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import venv
from pathlib import Path

import pytest
from paths import ROOT

pytestmark = pytest.mark.slow

# The oldest release the range allows, and the newest of each major version.
VERSIONS = ["24.1.0", "24.*", "25.*", "26.*"]

BLACK_CHECK = """\
import pathlib, sys, black
mode = black.Mode(target_versions={black.TargetVersion.PY310}, line_length=100,
                  string_normalization=True, magic_trailing_comma=True, preview=False)
changed = [str(p) for d in sys.argv[1:] for p in sorted(pathlib.Path(d).rglob("*.py"))
           if black.format_str(p.read_text(), mode=mode) != p.read_text()]
print(black.__version__, changed)
"""

# The goldens' project with every packaged Python template overridden by a copy of itself.
OVERRIDING = """\
[tool.setuptools.package-dir]
"" = "expected"

[tool.passgen]
specs = ["specs"]
output = "expected/showcase_pkg"
package = "showcase_pkg"
docs = "expected/Passes.md"
templates = "templates"
interfaces = ["CallableOpInterface"]
"""


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(c) for c in command], cwd=cwd, capture_output=True, text=True, check=False
    )


@pytest.fixture(scope="module", params=VERSIONS)
def black_venv(
    request: pytest.FixtureRequest, wheel: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The bin/ of a fresh venv with `black==<version>` (skipped when it cannot be
    downloaded), then the wheel, which must keep that black, and the property tests' tools."""
    env_dir = tmp_path_factory.mktemp("black") / "venv"
    venv.create(env_dir, with_pip=True)
    pip: list[str | Path] = [env_dir / "bin" / "python", "-m", "pip", "install", "-q"]
    env = {**os.environ, "PIP_NO_INPUT": "1"}
    black = subprocess.run(
        [*pip, f"black=={request.param}"], capture_output=True, text=True, env=env
    )
    if black.returncode != 0:
        pytest.skip(f"black=={request.param} could not be installed: {black.stderr.strip()[-200:]}")
    subprocess.run([*pip, wheel, "pytest", "hypothesis"], check=True, env=env)
    kept = run(env_dir / "bin" / "python", "-c", "import black; print(black.__version__)", cwd=ROOT)
    assert fnmatch.fnmatch(kept.stdout.strip(), request.param), kept.stdout
    return env_dir / "bin"


def test_black_leaves_generated_modules_unchanged(black_venv: Path, tmp_path: Path) -> None:
    folders = ["generated", "upstream", "tests/golden/expected", "examples/my-passes/src"]
    result = run(
        black_venv / "python", "-c", BLACK_CHECK, *(ROOT / f for f in folders), cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split(" ", 1)[1] == "[]\n", result.stdout


@pytest.mark.parametrize("config", ["pyproject.toml", "examples/my-passes/pyproject.toml"])
def test_build_check_passes(black_venv: Path, config: str) -> None:
    checked = run(black_venv / "passgen", "build", "--check", "--config", ROOT / config, cwd=ROOT)
    assert (checked.returncode, checked.stderr) == (0, ""), checked.stdout


def test_overriding_templates_formatted_by_black_give_the_goldens(
    black_venv: Path, tmp_path: Path
) -> None:
    project = tmp_path / "golden"
    shutil.copytree(ROOT / "tests" / "golden", project)
    (project / "templates").mkdir()
    for template in (ROOT / "templates").glob("*.py.j2"):
        shutil.copy(template, project / "templates" / template.name)
    (project / "pyproject.toml").write_text(OVERRIDING)
    checked = run(black_venv / "passgen", "build", "--check", "--diff", cwd=project)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_pyformat_lays_out_as_black(black_venv: Path) -> None:
    tested = run(
        black_venv / "python",
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        ROOT / "tests" / "generator" / "test_pyformat.py",
        cwd=ROOT,
    )
    assert tested.returncode == 0, tested.stdout[-3000:]
