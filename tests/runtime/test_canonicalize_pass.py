"""The `canonicalize` pass: registration, its options wired to the driver and to
pattern filtering, and the `--debug-only=greedy-rewriter` log through passgen-opt."""

from __future__ import annotations

from pathlib import Path

import paths
import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.generated.transforms import create_canonicalizer
from passgen.runtime.tools.opt import main
from passgen.runtime.transforms.canonicalize import Canonicalize

DATA = paths.DATA / "canonicalize"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_spec_points_create_canonicalizer_at_the_implementation() -> None:
    assert isinstance(create_canonicalizer(max_iterations=3), Canonicalize)


@pytest.mark.parametrize(
    "flags", [["--canonicalize"], ["-p", "builtin.module(func.func(canonicalize))"]]
)
def test_the_pass_runs_from_flags_and_pipelines(
    capsys: pytest.CaptureFixture[str], flags: list[str]
) -> None:
    code, out, _ = run(capsys, *flags, str(DATA / "cond_br_constant.mlir"))
    assert code == 0 and '"cf.' not in out and "arith.constant" not in out


def _pipeline(options: str) -> list[str]:
    return ["-p", f"builtin.module(func.func(canonicalize{{{options}}}))"]


PRED = "{(anonymous namespace)::SimplifyConstCondBranchPred}"


@requires_mlir_opt
@pytest.mark.parametrize(
    ("options", "kept"),
    [
        (f"disable-patterns={PRED}", True),
        ("disable-patterns=SimplifyConstCondBranchPred", False),  # not MLIR's name: no effect
        ("enable-patterns={(anonymous namespace)::SimplifyBranch}", True),
        (f"enable-patterns={PRED}", False),
        (f"enable-patterns={PRED} disable-patterns={PRED}", True),
    ],
)
def test_pattern_filtering_options_match_mlir_debug_names(
    capsys: pytest.CaptureFixture[str], options: str, kept: bool
) -> None:
    """As mlir-opt, the filters name patterns as `llvm::getTypeName` does."""
    source = DATA / "cond_br_constant.mlir"
    code, out, _ = run(
        capsys,
        "--mlir-disable-threading",
        "--mlir-print-op-generic",
        *_pipeline(options),
        str(source),
    )
    assert code == 0 and ('"cf.cond_br"' in out) == kept
    theirs = mlir_opt(source.read_text(), "--mlir-print-op-generic", *_pipeline(options))
    assert theirs.stdout == out


def test_region_simplify_disabled_keeps_dead_block_arguments(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(DATA / "loop.mlir")
    generic = "--mlir-print-op-generic"
    _, simplified, _ = run(capsys, generic, *_pipeline(""), path)
    _, kept, _ = run(capsys, generic, *_pipeline("region-simplify=disabled"), path)
    assert "^bb1(%2: i32):" in simplified and "^bb1(%2: i32, %3: i32):" in kept


def test_test_convergence_fails_the_pass_when_iterations_run_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(DATA / "constant_hoisting.mlir")
    code, _, err = run(capsys, *_pipeline("max-iterations=1 test-convergence"), path)
    # mlir-opt fails without a word; we name the pass that failed, and where.
    assert code == 1
    assert err.splitlines()[0] == f"{path}:4:3: error: pass 'canonicalize' failed on 'func.func' op"
    code, _, _ = run(capsys, *_pipeline("max-iterations=1"), path)
    assert code == 0
    code, _, _ = run(capsys, *_pipeline("test-convergence"), path)
    assert code == 0


def test_debug_only_prints_the_greedy_rewriter_tree(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys, "--debug-only=greedy-rewriter", *_pipeline(""), str(DATA / "cond_br_identical.mlir")
    )
    assert code == 0
    assert (
        "* Pattern (anonymous namespace)::SimplifyCondBranchIdenticalSuccessors : 'cf.cond_br -> (cf.br, arith.select)' {"
        in err
    )
    assert "} -> success : pattern applied successfully" in err
    code, _, err = run(capsys, *_pipeline(""), str(DATA / "cond_br_identical.mlir"))
    assert code == 0 and err == ""


CASELESS_OUTER_SWITCH = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:
    "cf.switch"(%arg0)[^bb3, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:
    "func.return"(%arg0) : (i32) -> ()
  ^bb3:
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_switch_in_the_default_of_a_caseless_switch(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """mlir-opt-22 crashes here (its pattern reads the outer switch's absent case values);
    ours bottom-up leaves the inner switch's cases, then the outer switch becomes a branch."""
    path = tmp_path / "in.mlir"
    path.write_text(CASELESS_OUTER_SWITCH)
    code, out, err = run(capsys, *_pipeline("top-down=false region-simplify=disabled"), str(path))
    assert (code, err) == (0, "")
    assert "cf.switch %arg0 : i32, [\n      default: ^bb2,\n      0: ^bb1\n    ]" in out
