"""Replay lit tests' RUN lines with mlir-opt and passgen-opt and tabulate how they compare.

    python -m conformance [--details] [--json FILE] PATH...   (from tests/, or with
    PYTHONPATH=tests)

PATHs are lit test files or folders of them (searched for *.mlir). Each RUN line is a case:
identical (stdout, stderr and exit codes the same, timings aside), different, or not
applicable with the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import asdict
from pathlib import Path

from mlir_tools import tool

from conformance.cases import DIFFERENT, IDENTICAL, NOT_APPLICABLE, Case, Tools, judge_file


def _files(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        found.extend(sorted(path.rglob("*.mlir")) if path.is_dir() else [path])
    return found


def _table(cases: list[Case]) -> str:
    counts = Counter(c.verdict for c in cases)
    applicable = counts[IDENTICAL] + counts[DIFFERENT]
    share = f"{100 * counts[IDENTICAL] / applicable:.0f}%" if applicable else "-"
    rows = [
        "| cases | count |",
        "|---|---:|",
        f"| identical | {counts[IDENTICAL]} ({share} of applicable) |",
        f"| different | {counts[DIFFERENT]} |",
    ]
    reasons = Counter(c.reason for c in cases if c.verdict == NOT_APPLICABLE)
    rows += [f"| n/a: {reason} | {n} |" for reason, n in sorted(reasons.items())]
    chunks = [chunk for c in cases for chunk in c.chunks]
    for label, test_dialect in (("without", False), ("with", True)):
        same = [identical for identical, uses in chunks if uses == test_dialect]
        if same:
            rows.append(
                f"| `--split-input-file` output chunks {label} test-dialect ops "
                f"| {sum(same)} of {len(same)} identical |"
            )
    checked = [c for c in cases if c.filecheck_reference is not None]
    if checked:
        ours = sum(bool(c.filecheck_passgen) for c in checked)
        theirs = sum(bool(c.filecheck_reference) for c in checked)
        rows.append(
            f"| FileCheck passes on the output, of {len(checked)} run | "
            f"mlir-opt {theirs}, passgen-opt {ours} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    """Judge every RUN line under the given paths and print the summary table."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance", description=__doc__.split("\n")[0]
    )
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument(
        "--details", action="store_true", help="list every case that is not identical"
    )
    parser.add_argument("--json", type=Path, help="write every case to this file")
    args = parser.parse_args(argv)
    mlir_opt, filecheck = tool("mlir-opt"), tool("FileCheck")
    if mlir_opt is None or filecheck is None:
        print(
            "conformance: mlir-opt-22 and FileCheck are needed (apt-get install mlir-22-tools llvm-22)",
            file=sys.stderr,
        )
        return 2
    tools = Tools(mlir_opt, [str(Path(sys.executable).with_name("passgen-opt"))], filecheck)
    cases = [case for path in _files(args.paths) for case in judge_file(path, tools)]
    if args.details:
        for case in cases:
            if case.verdict != IDENTICAL:
                print(
                    f"{case.file}:{case.line}: {case.verdict}: {case.reason or case.detail}\n"
                    f"    RUN: {case.command}"
                )
    if args.json:
        args.json.write_text(json.dumps([asdict(c) for c in cases], indent=1) + "\n")
    print(_table(cases))
    return 0


if __name__ == "__main__":
    sys.exit(main())
