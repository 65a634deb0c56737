"""Scaling benchmark: parse+verify+print at 1k / 10k / 100k functions (and the deep-nesting
and long-block shapes at about 1k / 10k / 100k ops), passgen-opt against mlir-opt in the
same run.

Usage: python benchmarks/scaling_bench.py   (BENCH_QUICK=1: the first two sizes only)
Cost per op is the process's median time (5 runs) less an empty module's (start-up, its runs
interleaved with these), over the ops; each decade's step is the ratio of that cost to the
previous size's: a step above 1.1x is growth beyond linear and is flagged. mlir-opt's own
steps in the same run show what the machine adds as the working set outgrows its caches (on
this VM, 1.2-1.8x per decade): a step of ours above 1.1x that is also above 1.1x mlir-opt's is
growth the machine does not explain, flagged too. The in-process phases (one run each) show which phase grows.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from e2e_bench import EMPTY_MODULE, commands, count_ops
from measure import QUICK, in_process, processes
from workload import generic_module, long_block_module, nested_module

LIMIT = 1.1
SHAPES: dict[str, tuple[Callable[[int], Path], list[int]]] = {
    "functions of arith ops (functions)": (generic_module, [1000, 10000, 100000]),
    "regions nested 60 deep (functions of ~300 ops)": (nested_module, [4, 40, 400]),
    "one block (ops)": (long_block_module, [1000, 10000, 100000]),
}


def phases_per_op(path: Path, ops: int) -> str:
    """Our in-process parse, verify and print, in microseconds per op (one run each)."""
    from passgen.runtime.asm import parse_source, print_op
    from passgen.runtime.ir import Context, verify

    text = path.read_text()
    holder: list[object] = []
    parse = in_process(lambda: holder.append(parse_source(text, Context(), path.name)), 1)
    module = holder.pop()
    check = in_process(lambda: verify(module), 1)  # type: ignore[arg-type]
    printing = in_process(lambda: print_op(module), 1)  # type: ignore[arg-type]
    return ", ".join(
        f"{name} {sample.median / ops * 1e6:.1f}"
        for name, sample in (("parse", parse), ("verify", check), ("print", printing))
    )


def shape(
    label: str, make: Callable[[int], Path], sizes: list[int], scratch: Path
) -> tuple[list[str], list[str]]:
    """Report one shape; its steps above the limit, and those above the limit times
    mlir-opt's own step (growth the machine does not explain), described."""
    output = scratch / "out"
    empty = scratch / "empty.mlir"
    empty.write_text(EMPTY_MODULE)
    print(
        f"{label}: us per op above start-up (ours / mlir-opt), step per decade; "
        "in process, us per op"
    )
    previous: list[float] | None = None
    flagged: list[str] = []
    beyond_reference: list[str] = []
    for size in sizes:
        path = make(size)
        ops = count_ops(path)
        # The empty module's runs are interleaved with this size's: a change in the machine's
        # load between sizes does not pass for growth (it did at the small sizes).
        samples = processes([*commands(path, output, None, ()), *commands(empty, output, None, ())])
        costs = [
            (s.median - start.median) / ops * 1e6 for s, start in zip(samples[:2], samples[2:])
        ]
        steps = ""
        if previous is not None:
            ratios = [c / p for c, p in zip(costs, previous)]
            marks = ["  <- beyond linear" if r > LIMIT else "" for r in ratios]
            relative = ratios[0] / ratios[1]
            steps = (
                f"  step {ratios[0]:.2f}x{marks[0]} / {ratios[1]:.2f}x{marks[1]}, "
                f"ours over mlir-opt's {relative:.2f}x"
            )
            if ratios[0] > LIMIT:
                flagged.append(f"{label} at {size:,}: {ratios[0]:.2f}x per decade")
            if ratios[0] > LIMIT and relative > LIMIT:  # beyond linear, and beyond the machine
                beyond_reference.append(f"{label} at {size:,}: {relative:.2f}x mlir-opt's step")
        print(
            f"  {size:>7,} ({ops:>9,} ops): {costs[0]:6.1f} / {costs[1]:5.2f} us{steps}; "
            f"{phases_per_op(path, ops)}",
            flush=True,
        )
        previous = costs
    return flagged, beyond_reference


def main() -> None:
    flagged: list[str] = []
    beyond_reference: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        for label, (make, sizes) in SHAPES.items():
            steps, relative = shape(label, make, sizes[:2] if QUICK else sizes, Path(scratch))
            flagged += steps
            beyond_reference += relative
    print("growth beyond linear (> 1.1x per decade): " + ("; ".join(flagged) or "none"))
    print(
        "growth beyond mlir-opt's in the same run (> 1.1x its step): "
        + ("; ".join(beyond_reference) or "none")
    )


if __name__ == "__main__":
    main()
