"""The suite's tiers (conftest.py): only tests marked `oracle` run the reference tools, so
`-m "not oracle"` runs none of them; Hypothesis example counts follow the loaded profile."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import settings
from mlir_tools import LLVM_BIN, MLIR_OPT, oracle, requires_mlir_opt
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
    assert examples(CI_EXAMPLES) == settings.default.max_examples
    assert examples(1) == 1
