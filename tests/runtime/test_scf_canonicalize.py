"""The `scf` dialect's folders and canonicalization patterns (MLIR's `SCF.cpp`): each input
of `tests/data/scf_canonicalize` (one file per pattern family: `if_*` for `scf.if`, `for_*`
for `scf.for`, ...) canonicalizes to the output written beside it (`.out`), which is
mlir-opt 22's, byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA

CASES = sorted((DATA / "scf_canonicalize").glob("*.mlir"))
FLAGS = ("-canonicalize", "--allow-unregistered-dialect")


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, *FLAGS)
    assert code == 0, err
    return out


@pytest.mark.parametrize("case", CASES, ids=lambda path: path.stem)
def test_canonicalizes_to_the_written_output(case: Path) -> None:
    assert canonicalized(case.read_text()) == case.with_suffix(".out").read_text()


@requires_mlir_opt
@pytest.mark.parametrize("case", CASES, ids=lambda path: path.stem)
def test_canonicalizes_like_mlir_opt(case: Path) -> None:
    expected = mlir_opt(case.read_text(), *FLAGS)
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(case.read_text()) == expected.stdout
