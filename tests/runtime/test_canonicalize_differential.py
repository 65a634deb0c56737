"""`canonicalize` against mlir-opt-22: on every input of tests/data/canonicalize, our
output re-printed by mlir-opt equals mlir-opt's own canonicalize output, for the default
options and for the options that change the driver's behaviour (both tools run with
`--allow-unregistered-dialect`, which one input needs).

Each input starts with `//` lines saying what it covers. Inputs under `gaps/` exercise
MLIR canonicalizations we do not implement (listed in docs/rewriting.md); they are
expected to differ, so a gap that gets closed fails loudly until the file moves up.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import paths
import pytest
from mlir_tools import MLIR_OPT, mlir_opt, requires_mlir_opt

from passgen.runtime.tools.opt import main

pytestmark = requires_mlir_opt

DATA = paths.DATA / "canonicalize"
INPUTS = sorted(DATA.glob("*.mlir"))
GAPS = sorted((DATA / "gaps").glob("*.mlir"))

PIPELINES = [
    "builtin.module(func.func(canonicalize))",
    "builtin.module(canonicalize)",
    "builtin.module(func.func(canonicalize{top-down=false}))",
    "builtin.module(func.func(canonicalize{region-simplify=disabled}))",
    "builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
    "builtin.module(func.func(canonicalize{max-iterations=1}))",
    "builtin.module(func.func(canonicalize{max-num-rewrites=1}))",
    "builtin.module(func.func(canonicalize{top-down=false max-iterations=1 max-num-rewrites=2}))",
    # no iteration, or no rewrite allowed: mlir-opt succeeds
    "builtin.module(func.func(canonicalize{max-iterations=0}))",
    "builtin.module(func.func(canonicalize{max-iterations=0 region-simplify=aggressive}))",
    "builtin.module(func.func(canonicalize{max-num-rewrites=0}))",
]


def ours(path: Path, pipeline: str, tmp_path: Path) -> str:
    output = tmp_path / "out.mlir"
    assert main(["--allow-unregistered-dialect", "-p", pipeline, str(path), "-o", str(output)]) == 0
    return output.read_text()


def reprinted(text: str) -> str:
    result = mlir_opt(text, "--allow-unregistered-dialect", "--mlir-print-op-generic")
    assert result.returncode == 0, result.stderr
    return result.stdout


def reference(path: Path, pipeline: str) -> str:
    result = mlir_opt(
        path.read_text(), "--allow-unregistered-dialect", "-p", pipeline, "--mlir-print-op-generic"
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_inputs_are_written_for_this_test_and_say_what_they_cover() -> None:
    assert len(INPUTS) >= 15
    for path in INPUTS + GAPS:
        first = path.read_text().splitlines()[0]
        assert first.startswith("// ") and len(first) > 20, path.name


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_canonicalize_matches_mlir_opt(path: Path, pipeline: str, tmp_path: Path) -> None:
    expected = reference(path, pipeline)
    assert reprinted(ours(path, pipeline, tmp_path)) == expected


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_canonicalize_changes_the_input(path: Path) -> None:
    """Each input exercises a rewrite: mlir-opt's output differs from the input."""
    assert reference(path, PIPELINES[0]) != reprinted(path.read_text())


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_no_iteration_leaves_the_input_unchanged(path: Path, tmp_path: Path) -> None:
    """`max-iterations=0`: success, and the IR as it was (as mlir-opt)."""
    pipeline = "builtin.module(func.func(canonicalize{max-iterations=0}))"
    assert reprinted(ours(path, pipeline, tmp_path)) == reprinted(path.read_text())


@pytest.mark.parametrize("path", GAPS, ids=lambda p: p.stem)
def test_known_gaps_still_differ(path: Path, tmp_path: Path) -> None:
    pipeline = "builtin.module(func.func(canonicalize{region-simplify=aggressive}))"
    assert reprinted(ours(path, pipeline, tmp_path)) != reference(path, pipeline), (
        f"{path.name} now matches mlir-opt: move it out of gaps/ and update docs/rewriting.md"
    )


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_locations_match_mlir_opt(path: Path, tmp_path: Path) -> None:
    """With `--mlir-print-debuginfo`: constants merged or hoisted get mlir-opt's locations
    (constant_locations.mlir covers each case)."""
    pipeline, debuginfo = PIPELINES[1], "--mlir-print-debuginfo"
    output = tmp_path / "out.mlir"
    assert (
        main(
            [
                "--allow-unregistered-dialect",
                debuginfo,
                "-p",
                pipeline,
                str(path),
                "-o",
                str(output),
            ]
        )
        == 0
    )
    ours = mlir_opt(
        output.read_text(), "--allow-unregistered-dialect", "--mlir-print-op-generic", debuginfo
    )
    assert MLIR_OPT is not None
    theirs = subprocess.run(
        [
            MLIR_OPT,
            "--allow-unregistered-dialect",
            "-p",
            pipeline,
            str(path),
            "--mlir-print-op-generic",
            debuginfo,
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert ours.stdout == theirs.stdout
