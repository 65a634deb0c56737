"""Run the passes on IR in MLIR's custom form, in process and through passgen-opt."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from passgen.runtime import PassManager, PassRegistry, parse_pass_pipeline_into
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

from my_passes.plugin import register_all_passes

IR = """\
module {
  func.func @f() -> i32 {
    %c1_i32 = arith.constant {my.tag, other} 1 : i32
    return %c1_i32 : i32
  }
}
"""
EXPECTED = IR.replace("{my.tag, other}", "{other}")


def test_strip_tag_removes_the_attribute() -> None:
    registry = PassRegistry()
    register_all_passes(registry)
    context = Context()
    module = parse_source(IR, context)
    pm = PassManager(context)
    parse_pass_pipeline_into(pm, "func.func(strip-tag)", registry)
    pm.run(module)
    assert print_op(module) == EXPECTED


def test_passgen_opt_runs_the_plugin(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(IR.replace("my.tag", "custom.tag"))
    opt = shutil.which("passgen-opt") or str(Path(sys.executable).with_name("passgen-opt"))
    result = subprocess.run(
        [
            opt,
            str(source),
            "--load-pass-plugin",
            "my_passes.plugin",
            "-p",
            "builtin.module(func.func(strip-tag{name=custom.tag}))",
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == EXPECTED + "\n"


ADDITIONS = """\
module {
  func.func @f(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg0, %c0_i32 : i32
    %1 = arith.addi %0, %c0_i32 : i32
    return %1 : i32
  }
}
"""


def _fold(pipeline: str) -> tuple[str, int]:
    registry = PassRegistry()
    register_all_passes(registry)
    context = Context()
    module = parse_source(ADDITIONS, context)
    pm = PassManager(context)
    parse_pass_pipeline_into(pm, pipeline, registry)
    assert pm.run(module)
    (adaptor,) = pm.passes
    (fold,) = adaptor.managers[0].passes
    return print_op(module), int(fold.num_folded)


def test_fold_add_zero_folds_every_addition_of_zero() -> None:
    printed, folded = _fold("func.func(fold-add-zero)")
    assert folded == 2 and "arith.addi" not in printed
    assert "return %arg0 : i32" in printed


def test_fold_add_zero_stops_at_max_folds() -> None:
    printed, folded = _fold("func.func(fold-add-zero{max-folds=1})")
    assert folded == 1 and printed.count("arith.addi") == 1
