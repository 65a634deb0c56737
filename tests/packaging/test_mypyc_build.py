"""The optional mypyc build (`PASSGEN_MYPYC=1 pip install .`, setup.py): its wheel holds the
compiled runtime modules beside their pure-Python sources, the compiled modules are the ones
imported, and the IR tests that compare with mlir-opt pass against them. (The default wheel
is pure Python: test_packaging.)"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from paths import ROOT
from wheels import build_wheel

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("mypyc") is None, reason="mypyc (part of mypy) is not installed"
    ),
    pytest.mark.skipif(
        shutil.which(str(sysconfig.get_config_var("CC") or "cc").split()[0]) is None,
        reason="no C compiler to build the mypyc extensions",
    ),
]

# The tests run against the compiled modules: parsing, printing, verification, diagnostics,
# the passgen-opt driver and the compiled parts of cse and canonicalize (effects, folding,
# pattern application), each compared with mlir-opt or with its recorded output.
IR_TESTS = [
    "runtime/test_ir_core.py",
    "runtime/test_asm_corpus.py",
    "runtime/test_asm_errors.py",
    "runtime/test_asm_fuzz.py",
    "runtime/test_ir_printing.py",
    "runtime/test_verifier_parity.py",
    "runtime/test_verifier_root_isolation.py",
    "runtime/test_op_diagnostics.py",
    "tools/test_opt_driver_parity.py",
    "runtime/test_canonicalize_pass.py",
    "runtime/test_cse.py",
    "runtime/test_greedy_driver.py",
    "runtime/test_cse_memory_effects.py",
]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The compiled wheel, and the directory it is unpacked in (for PYTHONPATH)."""
    work = tmp_path_factory.mktemp("mypyc")
    wheel = build_wheel(work, {"PASSGEN_MYPYC": "1"})
    site = work / "site"
    zipfile.ZipFile(wheel).extractall(site)
    return wheel, site


def _run(site: Path, script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run `script` in the checkout with the unpacked wheel first on the path (-P: the
    checkout's own directories are not)."""
    return subprocess.run(
        [sys.executable, "-P", "-c", script, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(site)},
    )


def _compiled_modules(wheel: Path) -> list[str]:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return sorted(
        name.removesuffix(suffix).replace("/", ".")
        for name in zipfile.ZipFile(wheel).namelist()
        if name.startswith("passgen/") and name.endswith(suffix)
    )


def test_compiled_wheel_ships_extensions_beside_the_sources(compiled: tuple[Path, Path]) -> None:
    wheel, _ = compiled
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = _compiled_modules(wheel)
    assert "passgen.runtime.asm.parser" in modules and "passgen.runtime.ir.operation" in modules
    assert all(f"{module.replace('.', '/')}.py" in names for module in modules)


def test_the_compiled_modules_are_the_ones_imported(compiled: tuple[Path, Path]) -> None:
    wheel, site = compiled
    modules = _compiled_modules(wheel)
    script = (
        "import importlib\n"
        f"for name in {modules!r}:\n"
        "    print(importlib.import_module(name).__file__)\n"
    )
    result = _run(site, script)
    assert result.returncode == 0, result.stderr
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert [
        Path(line).is_relative_to(site) and line.endswith(suffix)
        for line in result.stdout.splitlines()
    ] == [True] * len(modules)


def test_ir_tests_pass_against_the_compiled_modules(compiled: tuple[Path, Path]) -> None:
    _, site = compiled
    script = (
        "import sys, pytest, passgen.runtime.asm.parser as parser\n"
        f"assert parser.__file__.startswith({str(site)!r}), parser.__file__\n"
        "sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', *sys.argv[1:]]))\n"
    )
    result = _run(site, script, *(f"tests/{name}" for name in IR_TESTS))
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
