"""The `vector` dialect's folders and canonicalization patterns (MLIR's VectorOps.cpp): each
input `tests/data/canonicalize/vector_<family>.mlir` canonicalizes to the custom form written
out in `vector_expected/<family>.mlir`, and, byte for byte, to what mlir-opt 22 prints (the
differential test compares them under the driver's other options too, in the generic form).
The inputs of `vector_custom_form/` are compared in the custom form only (their file says
why the generic form differs).

After a deliberate change, refresh an expected file with
`passgen-opt -canonicalize tests/data/canonicalize/vector_<family>.mlir` (and check it
against mlir-opt's output)."""

from __future__ import annotations

from pathlib import Path

import paths
import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

DATA = paths.DATA / "canonicalize"
INPUTS = {
    path.stem.removeprefix("vector_"): path
    for path in [*DATA.glob("vector_*.mlir"), *(DATA / "vector_custom_form").glob("*.mlir")]
}
FAMILIES = sorted(INPUTS)


def source(family: str) -> str:
    return INPUTS[family].read_text()


def canonicalized(text: str) -> str:
    code, out, err = passgen_opt(text, "-canonicalize")
    assert code == 0, err
    return out


def test_every_family_has_its_expected_output() -> None:
    assert len(FAMILIES) >= 4
    expected = {path.stem for path in (DATA / "vector_expected").glob("*.mlir")}
    assert expected == set(FAMILIES)


@pytest.mark.parametrize("family", FAMILIES)
def test_canonicalizes_to_the_expected_custom_form(family: str) -> None:
    expected: Path = DATA / "vector_expected" / f"{family}.mlir"
    assert canonicalized(source(family)) == expected.read_text()


@requires_mlir_opt
@pytest.mark.parametrize("family", FAMILIES)
def test_canonicalizes_as_mlir_opt(family: str) -> None:
    reference = mlir_opt(source(family), "-canonicalize")
    assert reference.returncode == 0, reference.stderr
    assert canonicalized(source(family)) == reference.stdout
