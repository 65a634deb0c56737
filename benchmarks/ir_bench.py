"""IR benchmark: our parse / verify / print / walk against `mlir-opt --mlir-print-op-generic`.

Usage: python benchmarks/ir_bench.py [N ...]   (default: 1000 10000 functions)
Prints seconds, the ratio of our parse+print to mlir-opt's time for the same
work (read, verify, print generic), and peak traced memory per op.
"""

from __future__ import annotations

import sys
import tracemalloc

from workload import best_of, generic_module, run_tool, tool

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, verify


def measure(functions: int, repeat: int = 3) -> None:
    path = generic_module(functions)
    text = path.read_text()
    mlir_opt = tool("mlir-opt")
    reference = best_of(repeat, run_tool([mlir_opt, "--mlir-print-op-generic", str(path)]))
    single = best_of(
        repeat, run_tool([mlir_opt, "--mlir-print-op-generic", "--mlir-disable-threading", str(path)])
    )
    parse = best_of(repeat, lambda: parse_source(text, Context(), path.name))
    module = parse_source(text, Context(), path.name)
    ops = sum(1 for _ in module.walk())
    check = best_of(repeat, lambda: verify(module))
    printing = best_of(repeat, lambda: print_op(module))
    walk = best_of(repeat, lambda: sum(1 for _ in module.walk()))
    assert print_op(module).strip().count("\n") == text.strip().count("\n"), "lost lines"
    del module
    tracemalloc.start()
    kept = parse_source(text, Context(), path.name)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del kept
    ours = parse + printing
    print(f"N={functions:,} functions, {ops:,} ops, {len(text) / 1e6:.1f} MB generic text")
    print(f"  mlir-opt --mlir-print-op-generic      {reference:7.3f} s  (single-threaded {single:.3f} s)")
    print(f"  ours: parse {parse:.3f} s  verify {check:.3f} s  print {printing:.3f} s  walk {walk:.3f} s")
    print(f"  parse+print / mlir-opt                {ours / reference:7.2f}x  (target <= 8x)")
    print(f"  parse+verify+print / mlir-opt (1 thr) {(ours + check) / single:7.2f}x")
    print(f"  peak memory while parsing             {peak / ops:7.0f} B/op (target <= 1536)")


def main() -> None:
    for functions in [int(arg) for arg in sys.argv[1:]] or [1000, 10000]:
        measure(functions)


if __name__ == "__main__":
    main()
