"""Start-up benchmark: `passgen-opt` on an empty module, `--help` and `--list-passes` against
mlir-opt-22, and `passgen build` on a copy of this repo's specs: a no-op rebuild and a
rebuild after one spec changed, in the same run.

Usage: python benchmarks/startup_bench.py
Every figure is the median of 11 runs (min-max), wall time of the whole command, with
Python's bytecode cache on (as users run it). Goals: passgen-opt <= 0.12 s; no-op build
<= 0.1 s.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from e2e_bench import EMPTY_MODULE
from measure import BIN, Sample, passgen_opt, processes, ratio
from workload import tool

ROOT = Path(__file__).resolve().parent.parent
STARTUP_RUNS = 11
EDITED = "specs/transforms.yaml"


def tool_startup(scratch: Path) -> None:
    empty = scratch / "empty.mlir"
    empty.write_text(EMPTY_MODULE)
    cases = {
        "empty module": [str(empty), "-o", str(scratch / "out.mlir")],
        "--help": ["--help"],
        "--list-passes": ["--list-passes"],
    }
    (floor,) = processes([[sys.executable, "-c", "pass"]], STARTUP_RUNS)
    print(f"start-up, median of {STARTUP_RUNS} (min-max); `python -c pass`: {floor.text('ms')}")
    for name, args in cases.items():
        ours, mlir = processes([[passgen_opt(), *args], [tool("mlir-opt"), *args]], STARTUP_RUNS)
        print(
            f"  {name:14} passgen-opt {ours.text('ms'):26} mlir-opt {mlir.text('ms'):24} "
            f"{ratio(ours, mlir)}  (goal <= 120 ms)",
            flush=True,
        )


def builds(scratch: Path) -> None:
    """`passgen build` on a copy of this repo's configuration and specs."""
    project = scratch / "project"
    project.mkdir()
    shutil.copy(ROOT / "pyproject.toml", project)
    shutil.copytree(ROOT / "specs", project / "specs")
    build = [str(BIN / "passgen"), "build"]
    processes([build], 1, cwd=project)  # cold: every output written
    (noop,) = processes([build], STARTUP_RUNS, cwd=project)
    edited = Sample([], [])
    spec = project / EDITED
    original = spec.read_text()
    for attempt in range(STARTUP_RUNS):
        spec.write_text(f"{original}# edit {attempt}\n")
        edited.seconds += processes([build], 1, cwd=project)[0].seconds
    specs = len(list((project / "specs").rglob("*.yaml")))
    print(
        f"passgen build of this repo's specs ({specs} files, two builds), median of "
        f"{STARTUP_RUNS} (min-max):"
    )
    print(f"  no-op rebuild         {noop.text('ms')}  (goal <= 100 ms)")
    print(f"  {EDITED} edited  {edited.text('ms')}")


def main() -> None:
    with tempfile.TemporaryDirectory() as temp:
        tool_startup(Path(temp))
        builds(Path(temp))


if __name__ == "__main__":
    main()
