"""Generator benchmark: `passgen build` on 300 passes in 30 spec files, and mlir-tblgen's
two pass backends on every upstream Passes.td, in the same run.

Usage: python benchmarks/passgen_bench.py
Targets: cold build <= 1.0 s wall, no-op rebuild <= 0.15 s, one edited spec <= 0.3 s.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from measure import ENV
from workload import LLVM_BIN, best_of, tool

FILES = 30
PASSES_PER_FILE = 10


def spec_text(index: int, edit: str = "") -> str:
    lines = [f"group: Group{index}", f"summary: Group {index} of the benchmark{edit}", "passes:"]
    for p in range(PASSES_PER_FILE):
        lines += [
            f"  - name: Pass{index}x{p}",
            f"    argument: pass-{index}-{p}",
            f"    summary: Pass {p} of group {index}",
            "    description: |",
            "      A pass that does something useful to every function it sees.",
            "      It has options of several types and a statistic.",
            "    anchor: func.func",
            "    dependent_dialects: [arith]",
            "    options:",
            "      - {name: max_iterations, argument: max-iterations, type: int, default: 10,"
            " description: Maximum iterations}",
            "      - {name: mode, argument: mode, type: enum, default: fast,"
            " values: {fast: quick, slow: thorough}, description: How hard to try}",
            "      - {name: labels, argument: labels, type: 'list[str]', description: Labels}",
            "    statistics:",
            "      - {name: num_changed, display_name: num-changed, description: Ops changed}",
        ]
    return "\n".join(lines) + "\n"


def make_project(root: Path) -> None:
    (root / "specs").mkdir()
    for index in range(FILES):
        (root / "specs" / f"group{index}.yaml").write_text(spec_text(index))
    (root / "pyproject.toml").write_text(
        '[tool.passgen]\nspecs = ["specs"]\noutput = "gen"\npackage = "gen"\ndocs = "Passes.md"\n'
    )


def passgen_build(root: Path) -> float:
    passgen = Path(sys.executable).parent / "passgen"
    start = time.perf_counter()
    subprocess.run([passgen, "build"], cwd=root, check=True, stdout=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - start


def tblgen_seconds(backend: str, files: list[Path]) -> float:
    include = LLVM_BIN.parent / "include"
    tblgen = tool("mlir-tblgen")

    def run_all() -> None:
        for td in files:
            subprocess.run(
                [tblgen, backend, "-I", str(include), str(td)],
                check=True,
                stdout=subprocess.DEVNULL,
            )

    return best_of(3, run_all)


def main() -> None:
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        make_project(root)
        cold = []
        for _ in range(3):
            shutil.rmtree(root / "gen", ignore_errors=True)
            (root / "Passes.md").unlink(missing_ok=True)
            cold.append(passgen_build(root))
        noop = min(passgen_build(root) for _ in range(5))
        edited = []
        for attempt in range(3):
            (root / "specs" / "group7.yaml").write_text(spec_text(7, f" (edit {attempt})"))
            edited.append(passgen_build(root))
    upstream = sorted((LLVM_BIN.parent / "include" / "mlir").rglob("Passes.td"))
    decls = tblgen_seconds("-gen-pass-decls", upstream)
    docs = tblgen_seconds("-gen-pass-doc", upstream)
    passes = FILES * PASSES_PER_FILE
    print(f"passgen build, {passes} passes in {FILES} spec files (wall, incl. interpreter start):")
    print(f"  cold build        {min(cold):.3f} s  (target <= 1.0 s)")
    print(f"  no-op rebuild     {noop:.3f} s  (target <= 0.15 s)")
    print(f"  one spec edited   {min(edited):.3f} s  (target <= 0.3 s)")
    print(f"mlir-tblgen on {len(upstream)} upstream Passes.td files (one process each):")
    print(
        f"  -gen-pass-decls   {decls:.3f} s   -gen-pass-doc {docs:.3f} s   "
        f"both {decls + docs:.3f} s"
    )
    print(f"  cold passgen build / both tblgen backends: {min(cold) / (decls + docs):.2f}x")


if __name__ == "__main__":
    main()
