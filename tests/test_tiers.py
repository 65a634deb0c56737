"""The suite's tiers (conftest.py): only tests marked `oracle` run the reference tools, so
`-m "not oracle"` runs none of them; Hypothesis example counts follow the loaded profile.
And its layout: no module imports a test module, so every folder runs alone."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest
from hypothesis import settings
from mlir_tools import LLVM_BIN, MLIR_OPT, oracle, requires_mlir_opt
from paths import ROOT, TESTS
from profiles import CI_EXAMPLES, examples


@pytest.mark.parametrize(
    "program", [str(LLVM_BIN / "mlir-opt"), "mlir-tblgen-22", "FileCheck", "g++"]
)
def test_a_test_without_the_oracle_marker_cannot_run_a_reference_tool(program: str) -> None:
    with pytest.raises(pytest.fail.Exception, match="without the `oracle` marker"):
        subprocess.run([program, "--version"], capture_output=True, check=False)


def test_a_test_without_the_marker_runs_other_programs() -> None:
    done = subprocess.run([sys.executable, "-c", "print(1)"], capture_output=True, text=True)
    assert done.stdout == "1\n"


@requires_mlir_opt
def test_an_oracle_test_runs_them() -> None:
    assert MLIR_OPT is not None
    assert subprocess.run([MLIR_OPT, "--version"], capture_output=True).returncode == 0


def test_unknown_requirements_are_refused() -> None:
    with pytest.raises(AssertionError, match="unknown requirements"):
        oracle("mlir-opt-22")


def test_example_counts_scale_with_the_profile() -> None:
    assert settings.default is not None
    assert examples(CI_EXAMPLES) == settings.default.max_examples
    assert examples(1) == 1


# Folders under tests/ holding inputs and expected outputs, not modules of the suite.
NOT_THE_SUITE = ("data", "golden")


def imported_test_modules(source: str) -> list[tuple[int, str]]:
    """(line, name) of each import in `source` of a module or name starting with `test_`: by
    `import`, `from ... import` (from a test module, or a test module or test from a
    package) or by a literal name (`importlib.import_module`, `__import__`)."""
    found: list[tuple[int, str]] = []

    def check(line: int, dotted: str) -> None:
        if any(part.startswith("test_") for part in dotted.split(".")):
            found.append((line, dotted))

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                check(node.lineno, alias.name)
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            if any(part.startswith("test_") for part in module.split(".")):
                check(node.lineno, module)
            else:
                for alias in node.names:
                    check(node.lineno, f"{module}.{alias.name}".lstrip("."))
        elif isinstance(node, ast.Call) and node.args:
            function = node.func
            name = function.attr if isinstance(function, ast.Attribute) else None
            name = function.id if isinstance(function, ast.Name) else name
            first = node.args[0]
            if (
                name in ("import_module", "__import__")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                check(node.lineno, first.value)
    return found


@pytest.mark.parametrize(
    ("source", "imported"),
    [
        ("import test_pipeline_differential as differential", ["test_pipeline_differential"]),
        ("from test_spec_errors import run", ["test_spec_errors"]),
        ("from fuzz.test_fuzz_builds import x", ["fuzz.test_fuzz_builds"]),
        ("from fuzz import test_fuzz_builds", ["fuzz.test_fuzz_builds"]),
        ("from . import test_x", ["test_x"]),
        ("def f():\n    import test_x\n", ["test_x"]),
        ("importlib.import_module('test_x')", ["test_x"]),
        ("import pipeline_cases, upstream_specs", []),
        (
            "from upstream_passes import test_convergence_option",
            ["upstream_passes.test_convergence_option"],
        ),
        ("from spec_cases import run\nimport_module(name)", []),
    ],
)
def test_imports_of_test_modules_are_found(source: str, imported: list[str]) -> None:
    assert [name for _, name in imported_test_modules(source)] == imported


def test_no_module_imports_a_test_module() -> None:
    """What modules share lives in helper modules at tests/ root (on the import path:
    pyproject.toml's `pythonpath`). A test module's folder is on the import path only once
    pytest collects that folder, so importing a test module works in a whole run and fails
    when a folder runs alone (and mypy cannot find it); a test imported runs twice."""
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: imports {name}"
        for path in sorted(TESTS.rglob("*.py"))
        if path.relative_to(TESTS).parts[0] not in NOT_THE_SUITE
        for line, name in imported_test_modules(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, "move what is shared into a helper module at tests/ root:\n" + (
        "\n".join(offenders)
    )
