"""The wheel: one `mlir-passgen` distribution whose runtime installs as `passgen.runtime`."""

from __future__ import annotations

import subprocess
import venv
import zipfile
from pathlib import Path

import pytest
from paths import ROOT

pytestmark = pytest.mark.slow

EMPTY_MODULE = '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n'
PRINTED = "module {\n}\n"  # its custom form, as mlir-opt prints it


def test_wheel_ships_namespaced_packages_and_templates(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.startswith("mlir_passgen-")}
    assert tops == {"passgen"}
    assert "passgen/runtime/pass_manager.py" in names
    assert "passgen/generated/__init__.py" in names
    assert "passgen/upstream/__init__.py" in names
    templates = sorted(name for name in names if name.startswith("passgen/templates/"))
    on_disk = sorted(
        f"passgen/templates/{p.relative_to(ROOT / 'templates').as_posix()}"
        for p in (ROOT / "templates").rglob("*.j2")
    )
    assert on_disk and set(on_disk) <= set(templates)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "passgen = passgen.cli:main" in text
    assert "passgen-opt = passgen.runtime.tools.opt:main" in text


def test_default_wheel_is_pure_python(wheel: Path) -> None:
    """Without PASSGEN_MYPYC=1 (setup.py) nothing is compiled: one wheel for every platform."""
    assert wheel.name.endswith("-py3-none-any.whl")
    assert not [
        name for name in zipfile.ZipFile(wheel).namelist() if name.endswith((".so", ".pyd", ".c"))
    ]


def test_wheel_installs_into_a_fresh_venv_and_runs_the_runtime(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    script = (
        "import importlib.resources, passgen.runtime, passgen.generated, passgen.upstream\n"
        "from passgen.runtime.ir import Context\n"
        "from passgen.runtime.asm import parse_source, print_op\n"
        f"m = parse_source({EMPTY_MODULE!r}, Context(), 'x')\n"
        "print(passgen.runtime.__file__)\n"
        "print(sorted(p.name for p in importlib.resources.files('passgen.templates').iterdir()"
        " if p.name.endswith('.j2')))\n"
        "print(print_op(m), end='')\n"
    )
    result = subprocess.run(
        [python, "-c", script], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    location, templates, printed = result.stdout.split("\n", 2)
    assert location.startswith(str(env_dir))
    assert templates == repr(sorted(p.name for p in (ROOT / "templates").glob("*.j2")))
    assert printed == PRINTED
    opt = subprocess.run(
        [env_dir / "bin" / "passgen-opt", "-"],
        input=EMPTY_MODULE,
        capture_output=True,
        text=True,
        check=False,
    )
    assert opt.returncode == 0, opt.stderr
    assert opt.stdout == printed + "\n"  # mlir-opt ends with a blank line
