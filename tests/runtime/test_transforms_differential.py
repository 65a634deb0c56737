"""Built-in passes against mlir-opt-22: the IR `passgen-opt -p <pipeline>` gives, re-printed
by mlir-opt, equals what mlir-opt's own pass gives, printed the same way (generic form,
locations included); when mlir-opt fails, passgen-opt fails with the same first error.

Add a pass by adding a row to `PIPELINES` (pipeline text -> directory of inputs under
tests/data/transforms); every `.mlir` file of the directory becomes a test case.
"""

from __future__ import annotations

from pathlib import Path

import paths
import pytest
from mlir_tools import requires_mlir_opt
from transform_runners import assert_same_ir, run_mlir_opt, run_passgen_opt

pytestmark = requires_mlir_opt


DATA = paths.DATA / "transforms"

PIPELINES: list[tuple[str, str]] = [
    ("builtin.module(func.func(cse))", "cse"),
    ("builtin.module(cse)", "cse"),
    ("builtin.module(cse)", "cse_module"),
    ("builtin.module(func.func(cse))", "cse_effects"),
    ("builtin.module(symbol-dce)", "symbol_dce"),
    ("builtin.module(symbol-privatize)", "symbol_privatize"),
    ("builtin.module(symbol-privatize{exclude=keep,also})", "symbol_privatize"),
    ("builtin.module(strip-debuginfo)", "strip_debuginfo"),
    ("builtin.module(loop-invariant-code-motion)", "licm"),
    ("builtin.module(loop-invariant-subset-hoisting)", "subset_hoisting"),
    ("builtin.module(func.func(mem2reg))", "mem2reg"),
    ("builtin.module(llvm.func(mem2reg{region-simplify=false}))", "mem2reg_llvm"),
    ("builtin.module(func.func(sroa))", "sroa"),
    ("builtin.module(func.func(sroa,mem2reg))", "sroa"),
    ("builtin.module(sccp)", "sccp"),
    ("builtin.module(control-flow-sink)", "control_flow_sink"),
    ("builtin.module(func.func(control-flow-sink))", "control_flow_sink"),
    ("builtin.module(func.func(sccp))", "sccp"),
    ("builtin.module(remove-dead-values{canonicalize=false})", "remove_dead_values"),
    ("builtin.module(remove-dead-values)", "remove_dead_values/canonicalized"),
    (
        'builtin.module(composite-fixed-point-pass{name=Cleanup pipeline="func.func(cse),symbol-dce"})',
        "symbol_dce",
    ),
]

CASES = [
    pytest.param(pipeline, path, id=f"{pipeline}-{path.parent.name}/{path.stem}")
    for pipeline, directory in PIPELINES
    for path in sorted((DATA / directory).glob("*.mlir"))
]


def test_every_input_directory_has_inputs() -> None:
    assert len(CASES) >= 30
    for _, directory in PIPELINES:
        assert list((DATA / directory).glob("*.mlir")), directory


@pytest.mark.parametrize(("pipeline", "path"), CASES)
def test_same_ir_as_mlir_opt(pipeline: str, path: Path, tmp_path: Path) -> None:
    assert_same_ir(["-p", pipeline], path, tmp_path)


@pytest.mark.parametrize(
    ("flag", "path"),
    [
        ("--cse", DATA / "cse" / "diamond.mlir"),
        ("--symbol-dce", DATA / "symbol_dce" / "transitive_calls.mlir"),
        ("--symbol-privatize=exclude=keep", DATA / "symbol_privatize" / "functions.mlir"),
        ("--strip-debuginfo", DATA / "strip_debuginfo" / "block_arguments.mlir"),
        ("--sccp", DATA / "sccp" / "branches.mlir"),
        ("--remove-dead-values=canonicalize=0", DATA / "remove_dead_values" / "calls.mlir"),
    ],
)
def test_pass_flags_as_mlir_opt(flag: str, path: Path, tmp_path: Path) -> None:
    assert_same_ir([flag], path, tmp_path)


@pytest.mark.parametrize(
    "pipeline",
    [
        "builtin.module(func.func(symbol-dce))",
        'builtin.module(composite-fixed-point-pass{pipeline="cse,bogus"})',
        "builtin.module(composite-fixed-point-pass{pipeline=func.func(symbol-dce)})",
    ],
)
def test_same_failures_as_mlir_opt(pipeline: str, tmp_path: Path) -> None:
    assert_same_ir(["-p", pipeline], DATA / "symbol_dce" / "private_functions.mlir", tmp_path)


REPORT_INPUTS = sorted((DATA / "cse").glob("*.mlir"))[:6] + sorted(
    (DATA / "symbol_dce").glob("*.mlir")
)


@pytest.mark.parametrize(
    "pipeline",
    [
        "builtin.module(print-op-stats)",
        "builtin.module(print-op-stats{json=true})",
        "builtin.module(func.func(print-op-stats))",
        "builtin.module(func.func(print-op-stats{json=1}),print-op-stats)",
    ],
)
@pytest.mark.parametrize("path", REPORT_INPUTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_print_op_stats_text(pipeline: str, path: Path, tmp_path: Path) -> None:
    """The report on stderr, byte for byte (threading off: mlir-opt prints as ops finish)."""
    expected = run_mlir_opt(
        [
            "--allow-unregistered-dialect",
            "--mlir-disable-threading",
            "-p",
            pipeline,
            str(path),
            "-o",
            str(tmp_path / "mlir.mlir"),
        ]
    )
    assert expected.returncode == 0, expected.stderr
    code, stderr = run_passgen_opt(
        [
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-p",
            pipeline,
            str(path),
            "-o",
            str(tmp_path / "ours.mlir"),
        ]
    )
    assert code == 0, stderr
    assert stderr == expected.stderr


@pytest.mark.parametrize("label", ["", "after cleanup"])
@pytest.mark.parametrize(
    "path", sorted((DATA / "symbol_privatize").glob("*.mlir")), ids=lambda p: p.stem
)
def test_print_ir_text(label: str, path: Path, tmp_path: Path) -> None:
    """The dumps on stderr, for inputs whose ops mlir-opt prints as written (no default
    properties added), in the generic form both print."""
    pipeline = f"builtin.module(print-ir{{label='{label}'}},func.func(print-ir))"
    expected = run_mlir_opt(
        [
            "--allow-unregistered-dialect",
            "--mlir-disable-threading",
            "--mlir-print-op-generic",
            "-p",
            pipeline,
            str(path),
            "-o",
            str(tmp_path / "mlir.mlir"),
        ]
    )
    assert expected.returncode == 0, expected.stderr
    code, stderr = run_passgen_opt(
        [
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-p",
            pipeline,
            str(path),
            "-o",
            str(tmp_path / "ours.mlir"),
        ]
    )
    assert code == 0, stderr
    assert stderr == expected.stderr
