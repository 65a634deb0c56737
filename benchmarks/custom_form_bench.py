"""The custom assembly form against the generic form (issue 28): the shared workload (functions
of arith ops) as mlir-opt prints it in each form, read and printed back in the same form.

Usage: python benchmarks/custom_form_bench.py   (BENCH_QUICK=1: a tenth of the size)

In process (the public API, median of 5 runs, min-max): parse+print of the custom form
against parse+print of the generic form of the same IR; goal: at most 1.3x. Process to
process: passgen-opt against mlir-opt on each form (output in the form it read), with
whether the outputs are byte-identical; and the whole commands' ratio, custom form against
generic form, as a user of passgen-opt meets it (the parse's verification then stands for
the print's, as no pass ran in between). With valgrind installed, the in-process round trips
again as instructions executed (callgrind, 300 functions): a ratio this VM's drifting speed
does not move.

`python benchmarks/custom_form_bench.py round-trip FORM FUNCTIONS` (FORM: custom or generic)
is the process callgrind counts: the workload's set-up, then the one round trip counted.
"""

from __future__ import annotations

import filecmp
import subprocess
import sys
import tempfile
from pathlib import Path

import instructions
from measure import QUICK, RUNS, Sample, in_process, passgen_opt, processes, ratio
from workload import CACHE, generic_module, tool

FUNCTIONS = 10000 // (10 if QUICK else 1)
COUNTED_FUNCTIONS = 300  # the round trips run under callgrind (about 50x slower)
GOAL = 1.3


def canonical_custom(functions: int) -> Path:
    """mlir-opt's custom print of `custom_module(functions)` (cached beside the generic one)."""
    generic = generic_module(functions)
    path = CACHE / f"funcs-{functions}.custom.canonical.mlir"
    if not path.exists():
        subprocess.run([tool("mlir-opt"), str(generic), "-o", str(path)], check=True)
    return path


def round_trip(text: str, name: str, generic: bool) -> tuple[object, str]:
    """Parse `text` and print it in the same form, through the public API (the IR and its
    print)."""
    from passgen.runtime.asm import parse_source, print_op
    from passgen.runtime.ir import Context

    module = parse_source(text, Context(), name)
    return module, print_op(module, generic=generic)


def in_process_ratio(custom: Path, generic: Path) -> tuple[Sample, Sample]:
    """parse+print of each form, in this process."""
    custom_text, generic_text = custom.read_text(), generic.read_text()
    round_trip(custom_text, custom.name, generic=False)  # imports and first-use caches
    return (
        in_process(lambda: round_trip(custom_text, custom.name, generic=False), RUNS),
        in_process(lambda: round_trip(generic_text, generic.name, generic=True), RUNS),
    )


def counted_round_trip(form: str, functions: int) -> None:
    """The process `instructions_ratio` counts: both forms read and printed once (first-use
    caches), then one more round trip of `form`, the one counted (`instructions.measured`);
    the IR it makes is kept, so that freeing it is not counted."""
    custom, generic = canonical_custom(functions), generic_module(functions)
    texts = {"custom": (custom.read_text(), False), "generic": (generic.read_text(), True)}
    for text, is_generic in texts.values():
        round_trip(text, "input.mlir", generic=is_generic)
    text, is_generic = texts[form]
    kept: list[object] = []
    instructions.measured(lambda: kept.append(round_trip(text, "input.mlir", is_generic)))


def instructions_ratio() -> str:
    """Instructions of a custom round trip against a generic one."""
    script = Path(__file__)
    canonical_custom(COUNTED_FUNCTIONS)  # made before the counted runs
    custom, generic = (
        instructions.count(script, ["round-trip", form, str(COUNTED_FUNCTIONS)])
        for form in ("custom", "generic")
    )
    return f"{custom / 1e6:.1f}M vs {generic / 1e6:.1f}M instructions: {custom / generic:.2f}x"


def by_process(path: Path, flags: list[str], scratch: Path) -> tuple[Sample, Sample, bool]:
    """passgen-opt and mlir-opt on `path` with `flags`, and whether their outputs agree."""
    ours, mlir = scratch / "ours.mlir", scratch / "mlir.mlir"
    samples = processes(
        [
            [passgen_opt(), *flags, str(path), "-o", str(ours)],
            [tool("mlir-opt"), *flags, str(path), "-o", str(mlir)],
        ]
    )
    return samples[0], samples[1], filecmp.cmp(ours, mlir, shallow=False)


def main() -> None:
    custom, generic = canonical_custom(FUNCTIONS), generic_module(FUNCTIONS)
    print(
        f"custom vs generic form, {FUNCTIONS:,} functions of arith ops "
        f"({custom.stat().st_size / 1e6:.1f} MB custom, {generic.stat().st_size / 1e6:.1f} MB "
        f"generic), median of {RUNS} runs (min-max)" + (" [BENCH_QUICK]" if QUICK else "")
    )
    ours_custom, ours_generic = in_process_ratio(custom, generic)
    print(
        f"  in process, parse+print: custom {ours_custom.text()}, generic "
        f"{ours_generic.text()}: {ratio(ours_custom, ours_generic)} (goal <= {GOAL}x)"
    )
    if instructions.available():
        print(
            f"  in process, {COUNTED_FUNCTIONS} functions, instructions executed (callgrind): "
            f"{instructions_ratio()} (goal <= {GOAL}x)"
        )
    commands: dict[str, Sample] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for label, path, flags in (
            ("custom form", custom, []),
            ("generic form", generic, ["--mlir-print-op-generic"]),
        ):
            ours, mlir, same = by_process(path, flags, Path(scratch))
            commands[label] = ours
            print(
                f"  passgen-opt {label}: {ours.text()} vs mlir-opt {mlir.text()}: "
                f"{ratio(ours, mlir)}, output {'identical' if same else 'DIFFERENT'}"
            )
    print(
        "  the whole command, passgen-opt custom form vs generic form: "
        f"{ratio(commands['custom form'], commands['generic form'])} (goal <= {GOAL}x)"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["round-trip"]:
        counted_round_trip(sys.argv[2], int(sys.argv[3]))
    else:
        main()
