"""Canonicalize benchmark: ours, mlir-opt-22 and xDSL on the 10,000-function module.

Usage: python benchmarks/rewrite_bench.py [N]   (default 10000 functions)

Runs `builtin.module(func.func(canonicalize))` on the same generic-form file in the
same run. Pass time is what the pass costs without parsing and printing: ours is timed
in-process around `PassManager.run` (verifier on, as mlir-opt's default, and off);
mlir-opt's and xDSL's are their run time with the pass minus their run time without
it. Whole-tool times (parse + pass + print) are reported as well. xDSL (pip package
`xdsl`, never a project dependency) comes from `workload.xdsl_python()` ($XDSL_PYTHON, else
benchmarks/.cache/xdsl-venv); it is slow, so it runs once.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from workload import best_of, generic_module, run_tool, tool, xdsl_python

from passgen.generated import register_all_passes
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline
from passgen.runtime.registry import PassRegistry

PIPELINE = "builtin.module(func.func(canonicalize))"


def ours(text: str, verify: bool, repeat: int = 3) -> tuple[float, float]:
    """Best (pass time, whole time) over `repeat` runs, each on a fresh parse."""
    registry = PassRegistry()
    register_all_passes(registry)
    template = parse_pass_pipeline(PIPELINE, registry)
    best_pass = best_whole = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        context = Context()
        module = parse_source(text, context, "bench.mlir")
        pm = PassManager(context)
        pm.passes = template.clone().passes
        pm.enable_verifier(verify)
        before = time.perf_counter()
        assert pm.run(module)
        after = time.perf_counter()
        print_op(module)
        best_pass = min(best_pass, after - before)
        best_whole = min(best_whole, time.perf_counter() - start)
    return best_pass, best_whole


def xdsl_opt() -> str:
    return str(Path(xdsl_python()).parent / "xdsl-opt")


def tool_times(
    command: list[str], pipeline: str, path: Path, output: Path, repeat: int
) -> tuple[float, float]:
    """(whole time with the pass, time without it) of a command-line tool."""
    without = best_of(repeat, run_tool([*command, str(path), "-o", str(output)]))
    with_pass = best_of(repeat, run_tool([*command, "-p", pipeline, str(path), "-o", str(output)]))
    return with_pass, without


def main() -> None:
    functions = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    path = generic_module(functions)
    text = path.read_text()
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "out.mlir"
        mlir_whole, mlir_io = tool_times(
            [tool("mlir-opt"), "--mlir-disable-threading"], PIPELINE, path, output, repeat=5
        )
        ours_pass, ours_whole = ours(text, verify=True)
        ours_pass_noverify, _ = ours(text, verify=False)
        report(functions, (mlir_whole, mlir_io), ours_pass, ours_pass_noverify, ours_whole)
        xdsl = xdsl_opt()
        # xdsl-opt takes no nested pipelines; its canonicalize on the module rewrites the
        # functions' bodies all the same.
        xdsl_whole, xdsl_io = tool_times([xdsl], "canonicalize", path, output, repeat=1)
    xdsl_pass = xdsl_whole - xdsl_io
    print(
        f"  xDSL: pass {xdsl_pass:.3f} s (whole run {xdsl_whole:.3f} s, parse+print {xdsl_io:.3f} s)"
    )
    print(
        f"  xDSL / ours, pass: {xdsl_pass / ours_pass:.1f}x (target > 1x); "
        f"whole run: {xdsl_whole / ours_whole:.1f}x"
    )


def report(
    functions: int,
    mlir: tuple[float, float],
    ours_pass: float,
    ours_pass_noverify: float,
    ours_whole: float,
) -> None:
    mlir_whole, mlir_io = mlir
    mlir_pass = mlir_whole - mlir_io
    print(f"canonicalize on {functions:,} functions ({functions * 10:,} ops), pipeline {PIPELINE}")
    print(
        f"  mlir-opt-22 (1 thread): pass {mlir_pass:.3f} s  (whole run {mlir_whole:.3f} s, "
        f"parse+print {mlir_io:.3f} s)"
    )
    print(
        f"  ours: pass {ours_pass:.3f} s with the verifier, {ours_pass_noverify:.3f} s without "
        f"(whole parse+pass+print {ours_whole:.3f} s)"
    )
    print(
        f"  ours / mlir-opt, pass: {ours_pass / mlir_pass:.1f}x (target <= 25x); "
        f"whole run: {ours_whole / mlir_whole:.1f}x",
        flush=True,
    )


if __name__ == "__main__":
    main()
