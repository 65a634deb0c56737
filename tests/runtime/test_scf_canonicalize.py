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


MALFORMED = {
    "if without else yielding values": (
        "func.func @f(%c: i1, %d: i1, %a: i32) -> i32 {\n"
        '  %r = scf.if %c -> i32 {\n    scf.if %d {\n      "some.op"() : () -> ()\n    }\n'
        "    scf.yield %a : i32\n  }\n  return %r : i32\n}\n"
    ),
    "for without its yield": (
        "func.func @f(%lb: index, %a: i32) -> i32 {\n"
        "  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {\n"
        '    "some.op"(%x) : (i32) -> ()\n  }\n  return %r : i32\n}\n'
    ),
    "while without its condition": (
        "func.func @f(%a: i32) -> i32 {\n"
        '  %r = scf.while (%x = %a) : (i32) -> i32 {\n    %c = "some.op"() : () -> i1\n'
        "  } do {\n  ^bb0(%y: i32):\n    scf.yield %y : i32\n  }\n  return %r : i32\n}\n"
    ),
}
"""IR passgen-opt's verifier lets through but MLIR's rejects (found by mutating the inputs)."""


@pytest.mark.parametrize("source", MALFORMED.values(), ids=list(MALFORMED))
def test_malformed_ops_are_left_alone(source: str) -> None:
    code, _, err = passgen_opt(source, *FLAGS)
    assert code in (0, 1) and "raised at" not in err, err
