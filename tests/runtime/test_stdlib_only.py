"""`passgen.runtime` (and the generated package) import nothing outside the standard library
(that the runtime imports no generator module is test_layering's)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

STDLIB_ONLY = [ROOT / "runtime", ROOT / "generated", ROOT / "upstream"]


def _type_checking_only(tree: ast.AST) -> set[ast.AST]:
    """The imports under `if TYPE_CHECKING:`, which only type checkers run."""
    return {
        inner
        for node in ast.walk(tree)
        if isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
        for child in node.body
        for inner in ast.walk(child)
    }


def absolute_imports(path: Path) -> set[str]:
    """Top-level names of the absolute imports in one source file that run when it is
    imported (`typing_extensions` under `if TYPE_CHECKING:` is for type checkers only)."""
    names: set[str] = set()
    tree = ast.parse(path.read_text(), str(path))
    checking = _type_checking_only(tree)
    for node in ast.walk(tree):
        if node in checking:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("folder", STDLIB_ONLY, ids=lambda p: p.name)
def test_sources_import_only_the_stdlib_and_the_runtime(folder: Path) -> None:
    offenders = {
        f"{path.relative_to(ROOT)}: {name}"
        for path in folder.rglob("*.py")
        for name in absolute_imports(path)
        if name not in sys.stdlib_module_names and name != "passgen"
    }
    assert not offenders


def test_importing_every_runtime_module_loads_no_third_party_module() -> None:
    script = """
import pkgutil, sys, importlib
before = set(sys.modules)
import passgen.runtime as rt
for info in pkgutil.walk_packages(rt.__path__, 'passgen.runtime.'):
    importlib.import_module(info.name)
import passgen.generated
import passgen.upstream
extra = sorted(
    name for name in set(sys.modules) - before
    if name.split('.')[0] not in sys.stdlib_module_names and name.split('.')[0] != 'passgen'
)
print(extra)
bad = sorted(n for n in sys.modules if n.startswith('passgen.') and not n.startswith(
    ('passgen.runtime', 'passgen.generated', 'passgen.upstream')))
print(bad)
"""
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert out[0] == "[]", out[0]
    assert out[1] == "[]", out[1]
