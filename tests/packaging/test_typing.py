"""Generated classes type-check: a downstream package built with `passgen build` and checked
with `mypy --strict` against the installed wheel (which ships `py.typed`) passes with no
ignores, options read as their types, and misuse is reported."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from projects import pyproject, write_project

pytestmark = pytest.mark.slow

SPEC = """\
group: Loops
passes:
  - name: LoopTiling
    argument: loop-tiling
    summary: Tile loops
    anchor: func.func
    implementation: downstream.tiling:LoopTiling
    options:
      - {name: factor, argument: factor, type: int, default: 4}
      - {name: ratio, argument: ratio, type: float, default: 0.5}
      - {name: tag, argument: tag, type: str, default: x}
      - {name: fast, argument: fast, type: bool, default: false}
      - {name: sizes, argument: sizes, type: "list[uint]"}
      - {name: inner, argument: inner, type: pipeline, default: "func.func(cse)"}
      - name: scheme
        argument: scheme
        type: enum
        default: greedy
        values: {greedy: Greedy., exact: Exact.}
    statistics:
      - {name: num_tiled, display_name: num-tiled, description: Loops tiled}
  - name: Unroll
    argument: unroll
    summary: Unroll loops
    implementation: downstream.tiling:Unroll
"""
IMPLEMENTATION = """\
from __future__ import annotations

from collections.abc import Sequence

from passgen.runtime.pass_manager import OpPassManager

from downstream.generated.loops import LoopTilingBase, UnrollBase, create_loop_tiling


class LoopTiling(LoopTilingBase):
    def run_on_operation(self) -> None:
        factor: int = self.factor
        ratio: float = self.ratio
        tag: str = self.tag
        fast: bool = self.fast
        sizes: Sequence[int] = self.sizes
        inner: OpPassManager = self.inner
        scheme: str = self.scheme
        self.num_tiled += factor + len(sizes) + int(ratio) + len(tag) + int(fast) + len(scheme)
        self.factor = 8
        del inner


class Unroll(UnrollBase):
    def run_on_operation(self) -> None:
        pass


PASS = create_loop_tiling(factor=2, sizes=[1, 2], scheme="exact", inner="func.func(cse)")
"""
MISUSE = """\
from __future__ import annotations

from downstream.generated.loops import LoopTilingBase, create_loop_tiling, create_unroll


class Wrong(LoopTilingBase):
    def run_on_operation(self) -> None:
        text: str = self.factor
        self.ratio = "fast"
        self.num_tiled += "one"


create_loop_tiling(factr=2)
create_loop_tiling(factor="2")
create_unroll(factor=2)
"""


@pytest.fixture(scope="module")
def downstream(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project of a user's own: a spec, `passgen build`, an implementation."""
    root = tmp_path_factory.mktemp("project")
    write_project(
        root,
        {"loops.yaml": SPEC},
        pyproject("specs/*.yaml", "downstream.generated", output="downstream/generated"),
        files={"downstream/__init__.py": "", "downstream/tiling.py": IMPLEMENTATION},
    )
    built = subprocess.run(
        [Path(sys.executable).parent / "passgen", "build"], cwd=root, capture_output=True, text=True
    )
    assert built.returncode == 0, built.stderr
    return root


def _mypy(python: Path, root: Path, *files: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--python-executable",
            str(python),
            *files,
        ],
        cwd=root,
        capture_output=True,
        text=True,
    )


def test_wheel_ships_py_typed(wheel: Path) -> None:
    assert "passgen/py.typed" in zipfile.ZipFile(wheel).namelist()


def test_downstream_pass_passes_mypy_strict(installed: Path, downstream: Path) -> None:
    result = _mypy(installed, downstream, "downstream")
    assert result.returncode == 0, result.stdout
    assert "type: ignore" not in (downstream / "downstream" / "generated" / "loops.py").read_text()


def test_misused_options_are_reported(installed: Path, downstream: Path) -> None:
    (downstream / "misuse.py").write_text(MISUSE)
    lines = _mypy(installed, downstream, "misuse.py").stdout.splitlines()
    errors = [line.split(": error: ")[1] for line in lines if ": error: " in line]
    assert errors == [
        'Incompatible types in assignment (expression has type "int", variable has type "str")'
        "  [assignment]",
        'Incompatible types in assignment (expression has type "str", variable has type "float")'
        "  [assignment]",
        'Unsupported operand types for + ("Counter" and "str")  [operator]',
        'Unexpected keyword argument "factr" for "create_loop_tiling"; did you mean "factor"?'
        "  [call-arg]",
        'Argument "factor" to "create_loop_tiling" has incompatible type "str"; expected "int"'
        "  [arg-type]",
        'Unexpected keyword argument "factor" for "create_unroll"  [call-arg]',
    ]


def _pyright(python: Path, root: Path, *files: str) -> subprocess.CompletedProcess[str]:
    pyright = shutil.which("pyright", path=str(Path(sys.executable).parent))
    if pyright is None:
        pytest.skip("pyright is not installed (it is in the `test` extra)")
    result = subprocess.run(
        [pyright, "--pythonpath", str(python), *files], cwd=root, capture_output=True, text=True
    )
    if "error" not in result.stdout and result.returncode not in (0, 1):
        pytest.skip(f"pyright could not run: {result.stderr.strip()[:200]}")
    return result


def test_downstream_pass_passes_pyright(installed: Path, downstream: Path) -> None:
    result = _pyright(installed, downstream, "downstream")
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-1] == "0 errors, 0 warnings, 0 informations"


def test_misused_options_are_reported_by_pyright(installed: Path, downstream: Path) -> None:
    (downstream / "misuse.py").write_text(MISUSE)
    out = _pyright(installed, downstream, "misuse.py").stdout
    flagged = sorted(int(line.split(":")[1]) for line in out.splitlines() if " - error: " in line)
    assert flagged == [8, 9, 10, 13, 14, 15], out


def test_repo_generated_package_passes_mypy_strict(installed: Path, tmp_path: Path) -> None:
    """As installed (run outside the checkout, whose passgen/ mypy would read first)."""
    result = _mypy(
        installed,
        tmp_path,
        "-m",
        "passgen.generated.transforms",
        "-m",
        "passgen.generated.debugging",
    )
    assert result.returncode == 0, result.stdout
