"""README "Install": the wheel `make dist` builds, installed with its dependencies in a fresh
venv (`pip install dist/*.whl`), gives both commands with the distribution's version (a
project `passgen init` makes with it installs, builds and tests: test_init.py)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from paths import ROOT

pytestmark = pytest.mark.slow


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(c) for c in command], cwd=cwd, capture_output=True, text=True, check=False
    )


def test_wheel_is_the_mlir_passgen_distribution(wheel: Path) -> None:
    assert re.fullmatch(r"mlir_passgen-\d+\.\d+\.\d+-py3-none-any\.whl", wheel.name)


@pytest.mark.parametrize("tool", ["passgen", "passgen-opt"])
def test_installed_commands_print_the_distribution_version(
    user_venv: Path, tool: str, tmp_path: Path
) -> None:
    version = wheel_version(user_venv)
    result = run(user_venv / tool, "--version", cwd=tmp_path)
    assert (result.returncode, result.stdout, result.stderr) == (0, f"{tool} {version}\n", "")


def wheel_version(bin_dir: Path) -> str:
    """The version pip reports for the installed `mlir-passgen`."""
    shown = run(bin_dir / "python", "-m", "pip", "show", "mlir-passgen", cwd=ROOT)
    (line,) = [line for line in shown.stdout.splitlines() if line.startswith("Version: ")]
    return line.removeprefix("Version: ")


def test_readme_installs_first() -> None:
    """The README's first section says how to install: from PyPI, a checkout, `make dist`."""
    sections = re.findall(r"^## (.+)$", (ROOT / "README.md").read_text(), re.MULTILINE)
    assert sections[0] == "Install"
    install = (ROOT / "README.md").read_text().split("## Install\n")[1].split("\n## ")[0]
    for command in ("pip install mlir-passgen", "make dist", "pip install dist/*.whl"):
        assert command in install
