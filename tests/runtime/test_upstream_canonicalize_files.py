"""Whole upstream canonicalize test files through passgen-opt's `-canonicalize`: the output
equals mlir-opt 22's byte for byte, and the file's RUN line passes FileCheck (issue 28's
FileCheck goal: the Index, Math and Tensor files; their folders are runtime/dialects/index,
math and tensor)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from mlir_tools import FILECHECK, mlir_opt, oracle, passgen_opt, requires_mlir_opt

UPSTREAM = Path(__file__).parent.parent / "data/upstream_mlir/mlir/test/Dialect"
FILES = [
    UPSTREAM / "Index/index-canonicalize.mlir",
    UPSTREAM / "Math/canonicalize.mlir",
    UPSTREAM / "Tensor/canonicalize.mlir",
]


def canonicalized(path: Path) -> str:
    code, out, err = passgen_opt(path.read_text(encoding="utf-8"), "-canonicalize")
    assert code == 0, err
    return out


@requires_mlir_opt
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.parent.name)
def test_the_upstream_file_canonicalizes_as_with_mlir_opt(path: Path) -> None:
    expected = mlir_opt(path.read_text(encoding="utf-8"), "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(path) == expected.stdout


@oracle("FileCheck")
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.parent.name)
def test_the_upstream_run_line_passes_filecheck(path: Path) -> None:
    assert FILECHECK is not None
    checked = subprocess.run(
        [FILECHECK, str(path)], input=canonicalized(path), capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stderr
