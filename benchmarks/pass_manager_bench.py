"""Pass-manager benchmark: ten no-op function passes over the 10,000-function module.

Usage: python benchmarks/pass_manager_bench.py [N]   (default 10000 functions; BENCH_QUICK=1: 1000)
As users see it, process to process in the same run: `passgen-opt` and `mlir-opt` running ten
`test-function-pass` (MLIR's no-op function pass) against no pipeline, the difference per
(pass, function) run with the verifier off (the pass manager's cost: goal <= 1 us) and on after
each pass as by default (the verifier's cost added), and the same pipeline with `--mlir-timing`
(goal <= +15%).
In process: our cost per (pass, function) run, instrumentation off, with and without the
verifier, the overhead of timing and of statistics on that no-op pipeline, and mlir-opt
running ten `cse` passes on the same file (its parse+print time measured separately and
subtracted).
"""

from __future__ import annotations

import io
import sys
import tempfile
import time
from pathlib import Path

from measure import QUICK, passgen_opt, processes
from workload import best_of, generic_module, run_tool, tool

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager

PASSES = 10


class NoOp(Pass):
    """A function pass that changes nothing and says so."""

    argument = "p"
    anchor = "func.func"

    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()


class CountOps(Pass):
    """A function pass with some CPU work: walks its function's ops."""

    argument = "count-ops"
    anchor = "func.func"

    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()
        self.count = sum(1 for _ in self.get_operation().walk())


def pass_manager(
    context: Context, verify: bool, kind: type[Pass] = NoOp, threads: int = 1
) -> PassManager:
    pm = PassManager(context)
    pm.enable_verifier(verify)
    pm.enable_multithreading(
        threads > 1, threads=threads, under_gil=True
    )  # measure the pool itself
    functions = pm.nest("func.func")
    for _ in range(PASSES):
        functions.add_pass(kind())
    return pm


def instrumented(context: Context, kind: str) -> PassManager:
    """The no-op pipeline with `kind` (off, timing, statistics) enabled; reports go nowhere."""
    pm = pass_manager(context, False)
    if kind == "timing":
        pm.enable_timing(stream=io.StringIO())
    elif kind == "statistics":
        pm.enable_statistics(stream=io.StringIO())
    return pm


def instrumentation_overhead(context: Context, module: object, repeat: int = 5) -> dict[str, float]:
    """Best run time of each kind, the kinds interleaved so machine load hits them alike."""
    best = {"off": float("inf"), "timing": float("inf"), "statistics": float("inf")}
    for _ in range(repeat):
        for kind in best:
            pm = instrumented(context, kind)
            start = time.perf_counter()
            pm.run(module)  # type: ignore[arg-type]
            best[kind] = min(best[kind], time.perf_counter() - start)
    return best


def as_commands(path: Path, functions: int) -> None:
    """The no-op pipeline's cost per (pass, function) and the timing overhead, as commands."""
    noop = "builtin.module(func.func(" + ",".join(["test-function-pass"] * PASSES) + "))"
    runs = {
        "none": [],
        "no-op": [f"--pass-pipeline={noop}"],
        "no-op timed": [f"--pass-pipeline={noop}", "--mlir-timing"],
        "no-op unverified": [f"--pass-pipeline={noop}", "--verify-each=false"],
    }
    tools = {
        "passgen-opt": [passgen_opt(), "--mlir-print-op-generic"],
        "mlir-opt": [tool("mlir-opt"), "--mlir-print-op-generic", "--mlir-disable-threading"],
    }
    with tempfile.TemporaryDirectory() as scratch:
        output = ["-o", str(Path(scratch) / "out.mlir")]
        for name, command in tools.items():
            none, passes, timed, unverified = processes(
                [[*command, *extra, str(path), *output] for extra in runs.values()]
            )
            per_run = (passes.median - none.median) / (PASSES * functions)
            manager = (unverified.median - none.median) / (PASSES * functions)
            print(
                f"  {name}: no pipeline {none.text()}; {PASSES} no-op passes, verifier off "
                f"{unverified.text()} = {manager * 1e6:.2f} us per (pass, function) (the pass "
                f"manager); verifier on after each pass, as by default, {passes.text()} = "
                f"{per_run * 1e6:.2f} us; with --mlir-timing {timed.text()} = "
                f"{(timed.median / passes.median - 1) * 100:+.0f}%",
                flush=True,
            )


def main() -> None:
    functions = int(sys.argv[1]) if len(sys.argv) > 1 else (1000 if QUICK else 10000)
    path = generic_module(functions)
    print(
        f"{functions:,} functions x {PASSES} passes, process to process (median of 5, "
        "min-max; goals: <= 1 us per (pass, function), timing <= +15%):"
    )
    as_commands(path, functions)
    context = Context()
    module = parse_source(path.read_text(), context, path.name)
    runs = PASSES * functions
    mlir_opt = tool("mlir-opt")
    cse = "builtin.module(func.func(" + ",".join(["cse"] * PASSES) + "))"
    io_only = best_of(
        3, run_tool([mlir_opt, "--mlir-disable-threading", str(path), "-o", "/dev/null"])
    )
    with_cse = best_of(
        3,
        run_tool(
            [
                mlir_opt,
                "--mlir-disable-threading",
                f"--pass-pipeline={cse}",
                str(path),
                "-o",
                "/dev/null",
            ]
        ),
    )
    print(f"in process: {functions:,} functions x {PASSES} passes = {runs:,} (pass, op) runs")
    for verify in (False, True):
        seconds = best_of(3, lambda: pass_manager(context, verify).run(module))
        label = "verify-each on " if verify else "verify-each off"
        print(
            f"  ours, no-op pass, {label}: {seconds:.3f} s = {seconds / runs * 1e6:.2f} us per run"
            + ("  (goal <= 1 us)" if not verify else "")
        )
    costs = instrumentation_overhead(context, module)
    off = costs["off"]
    print(
        f"  ours, no-op pass, instrumentation overhead: timing on {costs['timing']:.3f} s vs off "
        f"{off:.3f} s = {(costs['timing'] / off - 1) * 100:+.0f}% (goal <= +15%), statistics on "
        f"{costs['statistics']:.3f} s = {(costs['statistics'] / off - 1) * 100:+.0f}%"
    )
    single = best_of(3, lambda: pass_manager(context, False, CountOps).run(module))
    threaded = best_of(3, lambda: pass_manager(context, False, CountOps, threads=2).run(module))
    print(
        f"  ours, op-walking pass: 1 thread {single:.3f} s, 2 threads {threaded:.3f} s "
        f"(speed-up {single / threaded:.2f}x on {sys.version.split()[0]}, "
        f"GIL {'on' if getattr(sys, '_is_gil_enabled', lambda: True)() else 'off'})"
    )
    per_cse = (with_cse - io_only) / runs
    print(
        f"  mlir-opt 10x cse (1 thread): {with_cse:.3f} s total, {io_only:.3f} s parse+print, "
        f"{per_cse * 1e6:.2f} us per (cse, function) run"
    )


if __name__ == "__main__":
    main()
