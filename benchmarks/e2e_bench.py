"""End-to-end benchmark: `passgen-opt` against `mlir-opt`, both with `--mlir-print-op-generic`,
process to process, on the same input written to a file, in the same run (issue 17).

Usage: python benchmarks/e2e_bench.py   (BENCH_QUICK=1: a tenth of the size)
Five workloads: the shared one (functions of arith ops), one with debug locations and
attribute aliases (`#loc`, `#map`, `#set`; run with --mlir-print-debuginfo), one of regions
nested 60 deep, a single block of 100k ops, and one that canonicalize folds away (constants,
identities, branches: issue 30). For each: parse+verify+print, with
`func.func(cse)` and with `func.func(canonicalize)`, each the median of 5 runs (min-max),
whether the outputs are byte-identical, peak memory per op (RSS above an empty module's),
and beside them the in-process phases (parse, verify, print, each pass) through the public API.
Goals: <= 3x, 4x, 6x mlir-opt; <= 1.5 KB/op.
"""

from __future__ import annotations

import filecmp
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from measure import QUICK, RUNS, Sample, in_process, passgen_opt, processes, ratio
from workload import (
    debuginfo_module,
    fold_heavy_module,
    generic_module,
    long_block_module,
    nested_module,
    tool,
)

PIPELINES = {
    "parse+verify+print": None,
    "func.func(cse)": "builtin.module(func.func(cse))",
    "func.func(canonicalize)": "builtin.module(func.func(canonicalize))",
}
GOALS = {"parse+verify+print": 3, "func.func(cse)": 4, "func.func(canonicalize)": 6}
EMPTY_MODULE = '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n'
PHASE_RUNS = 3


class Workload(NamedTuple):
    label: str
    path: Callable[[], Path]
    flags: tuple[str, ...] = ()


SCALE = 10 if QUICK else 1
WORKLOADS = [
    Workload(
        f"functions of arith ops ({10000 // SCALE:,} functions)",
        lambda: generic_module(10000 // SCALE),
    ),
    Workload(
        f"debug locations and attribute aliases ({10000 // SCALE:,} functions)",
        lambda: debuginfo_module(10000 // SCALE),
        ("--mlir-print-debuginfo",),
    ),
    Workload(
        f"regions nested 60 deep ({100 // SCALE:,} functions)", lambda: nested_module(100 // SCALE)
    ),
    Workload(f"one block of {100000 // SCALE:,} ops", lambda: long_block_module(100000 // SCALE)),
    Workload(
        f"constants, identities and branches to fold ({10000 // SCALE:,} functions)",
        lambda: fold_heavy_module(10000 // SCALE),
    ),
]


def commands(
    path: Path, output: Path, pipeline: str | None, flags: tuple[str, ...]
) -> tuple[list[str], list[str]]:
    """passgen-opt's and mlir-opt's command lines for the same work."""
    extra = [*flags, *([f"--pass-pipeline={pipeline}"] if pipeline else []), str(path)]
    return (
        [passgen_opt(), "--mlir-print-op-generic", *extra, "-o", f"{output}.ours"],
        [tool("mlir-opt"), "--mlir-print-op-generic", *extra, "-o", f"{output}.mlir"],
    )


def run_both(
    path: Path, output: Path, pipeline: str | None, flags: tuple[str, ...] = ()
) -> tuple[Sample, Sample, bool]:
    """Both tools' samples, and whether their outputs are byte-identical."""
    ours, mlir = processes(commands(path, output, pipeline, flags))
    same = filecmp.cmp(f"{output}.ours", f"{output}.mlir", shallow=False)
    return ours, mlir, same


def count_ops(path: Path) -> int:
    from passgen.runtime.asm import parse_source
    from passgen.runtime.ir import Context

    return sum(1 for _ in parse_source(path.read_text(), Context(), path.name).walk())


def phases(path: Path, debuginfo: bool) -> dict[str, Sample]:
    """In-process seconds of parse, verify, print (with locations when `debuginfo`) and each
    pass (on fresh parses), through the public API."""
    from passgen.generated import register_all_passes
    from passgen.runtime.asm import parse_source, print_op
    from passgen.runtime.ir import Context, verify
    from passgen.runtime.pass_manager import PassManager
    from passgen.runtime.pipeline_text import parse_pass_pipeline_into
    from passgen.runtime.registry import PassRegistry

    text = path.read_text()
    registry = PassRegistry()
    register_all_passes(registry)
    result = {"parse": in_process(lambda: parse_source(text, Context(), path.name), PHASE_RUNS)}
    module = parse_source(text, Context(), path.name)
    result["verify"] = in_process(lambda: verify(module), PHASE_RUNS)
    result["print"] = in_process(lambda: print_op(module, debuginfo=debuginfo), PHASE_RUNS)
    for name, pipeline in PIPELINES.items():
        if pipeline is None:
            continue
        seconds = []
        for _ in range(PHASE_RUNS):
            context = Context()
            fresh = parse_source(text, context, path.name)
            pm = PassManager(context)
            parse_pass_pipeline_into(pm, pipeline[len("builtin.module(") : -1], registry)
            seconds.append(in_process(lambda: pm.run(fresh), 1).seconds[0])
        result[name.removeprefix("func.func(").rstrip(")")] = Sample(seconds, [])
    return result


def report(workload: Workload, scratch: Path) -> None:
    path = workload.path()
    ops = count_ops(path)
    print(f"{workload.label}: {ops:,} ops, {path.stat().st_size / 1e6:.1f} MB generic form")
    print(f"  {'':26} {'passgen-opt':24} {'mlir-opt':24} ratio   goal  identical")
    output = scratch / "out"
    baseline: tuple[Sample, Sample] | None = None
    for name, pipeline in PIPELINES.items():
        ours, mlir, same = run_both(path, output, pipeline, workload.flags)
        baseline = baseline or (ours, mlir)
        print(
            f"  {name:26} {ours.text():24} {mlir.text():24} {ratio(ours, mlir):7} "
            f"<={GOALS[name]}x  {'yes' if same else 'NO'}",
            flush=True,
        )
    empty = scratch / "empty.mlir"
    empty.write_text(EMPTY_MODULE)
    idle_ours, idle_mlir = processes(commands(empty, output, None, ()))
    assert baseline is not None
    per_op = [(run.rss - idle.rss) / ops for run, idle in zip(baseline, (idle_ours, idle_mlir))]
    print(
        f"  peak memory (parse+verify+print, above an empty module's): passgen-opt "
        f"{baseline[0].rss / 2**20:.0f} MB, {per_op[0]:,.0f} B/op (goal <= 1,536); mlir-opt "
        f"{baseline[1].rss / 2**20:.0f} MB, {per_op[1]:,.0f} B/op"
    )
    inside = phases(path, "--mlir-print-debuginfo" in workload.flags)
    print(
        "  in process (median of 3): "
        + ", ".join(f"{name} {sample.median:.3f} s" for name, sample in inside.items()),
        flush=True,
    )


def main() -> None:
    print(
        f"passgen-opt vs mlir-opt-22, median of {RUNS} runs (min-max), wall seconds incl. "
        "start-up, output to a file" + (" [BENCH_QUICK]" if QUICK else "")
    )
    with tempfile.TemporaryDirectory() as scratch:
        for workload in WORKLOADS:
            report(workload, Path(scratch))


if __name__ == "__main__":
    main()
