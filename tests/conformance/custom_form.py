"""Issue 28's measure of MLIR's custom assembly form, on upstream MLIR test files as written.

    python -m conformance.custom_form [--details] [--json FILE] [--jobs N] [--timeout S]
        [--no-filecheck] [--per-op] PATH...      (from tests/, or with PYTHONPATH=tests)

PATHs are lit test files or folders of them (searched for *.mlir). Every `// -----` chunk is
judged (conformance/custom_checks.py): not applicable and why, or the outcome of the three
checks (generic print, default print, custom output read back); with `--per-op`, every
top-level op of a chunk apart (upstream files of another version than mlir-opt's, which
rejects a whole chunk for one newer op, still measure what it accepts). The table gives, per test
folder and overall, each check's share of the applicable chunks. Then the RUN lines of the
canonicalize and cse files are run through FileCheck with either tool
(conformance/custom_filecheck.py).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict
from pathlib import Path

from mlir_tools import tool

from conformance.chunks import file_chunks, label, parsing_flags, top_level_ops
from conformance.custom_checks import ChunkResult, Tools, judge_chunk
from conformance.custom_filecheck import BOTH, FileCheckResult, judge_filecheck_files

_CHECKS = ("generic", "default", "readback")


def mlir_files(paths: Iterable[Path]) -> list[Path]:
    """The .mlir files named or under the folders named, in order."""
    found: list[Path] = []
    for path in paths:
        found.extend(sorted(path.rglob("*.mlir")) if path.is_dir() else [path])
    return found


def folder(name: str) -> str:
    """A file's test folder: `Dialect/Arith` for `mlir/test/Dialect/Arith/ops.mlir`."""
    parent = name.rsplit("/", 1)[0] if "/" in name else "."
    return parent.removeprefix("mlir/test/") if parent != "mlir/test" else "."


def judge_files(
    paths: list[Path], tools: Tools, jobs: int, per_op: bool = False
) -> list[ChunkResult]:
    """A verdict for every chunk of every file (every top-level op of it with `per_op`),
    `jobs` chunks at a time."""
    work = []
    for path in paths:
        name = label(path)
        flags = parsing_flags(path.read_text(encoding="utf-8", errors="replace"))
        chunks = file_chunks(path, name)
        if per_op:
            chunks = [piece for chunk in chunks for piece in top_level_ops(chunk)]
        work += [(chunk, folder(name), flags) for chunk in chunks]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(lambda item: judge_chunk(item[0], item[1], item[2], tools), work))


def _share(count: int, total: int) -> str:
    return f"{count} ({100 * count / total:.0f}%)" if total else "-"


def _row(name: str, results: list[ChunkResult], files: int) -> str:
    applicable = [r for r in results if r.applicable]
    shares = [
        _share(sum(bool(getattr(r, c)) for r in applicable), len(applicable)) for c in _CHECKS
    ]
    every = _share(sum(r.passes for r in applicable), len(applicable))
    return f"| {name} | {files} | {len(results)} | {len(applicable)} | {' | '.join(shares)} | {every} |"


def chunk_table(results: list[ChunkResult]) -> str:
    """Per folder and overall: files, chunks, applicable chunks, and each check's passes."""
    by_folder: dict[str, list[ChunkResult]] = defaultdict(list)
    for result in results:
        by_folder[result.folder].append(result)
    rows = [
        "| folder | files | chunks | applicable | generic = mlir-opt's | default = mlir-opt's "
        "| custom reads back | all three |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    rows += [
        _row(name, chunks, len({r.file for r in chunks}))
        for name, chunks in sorted(by_folder.items())
    ]
    rows.append(_row("**all**", results, len({r.file for r in results})))
    reasons = Counter(r.reason for r in results if not r.applicable)
    rows += ["", "| not applicable | chunks |", "|---|---:|"]
    rows += [f"| {reason} | {n} |" for reason, n in sorted(reasons.items())]
    return "\n".join(rows)


def filecheck_table(results: list[FileCheckResult]) -> str:
    """How many RUN lines pass FileCheck with both tools, with one, with neither, or n/a."""
    counts = Counter(r.verdict for r in results)
    rows = ["| FileCheck RUN lines (canonicalize, cse) | count |", "|---|---:|"]
    rows += [f"| {verdict} | {n} |" for verdict, n in sorted(counts.items())]
    return "\n".join(rows)


def details(chunks: list[ChunkResult], runs: list[FileCheckResult]) -> list[str]:
    """Every applicable chunk that fails a check, and every RUN line not passing with both."""
    lines = [f"{r.file}:{r.line}: {r.difference}" for r in chunks if r.applicable and not r.passes]
    lines += [
        f"{r.file}:{r.line}: {r.verdict}{': ' + r.detail if r.detail else ''}\n    RUN: {r.command}"
        for r in runs
        if r.verdict != BOTH
    ]
    return lines


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m conformance.custom_form", description=__doc__.split("\n")[0]
    )
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--details", action="store_true", help="list every failing chunk")
    parser.add_argument("--json", type=Path, help="write every verdict to this file")
    parser.add_argument("--jobs", type=int, default=2, help="chunks judged at once (2)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per process (60)")
    parser.add_argument("--no-filecheck", action="store_true", help="skip the FileCheck part")
    parser.add_argument(
        "--per-op",
        action="store_true",
        help="judge each top-level op of a chunk apart (files of other MLIR versions)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Judge every chunk (and FileCheck RUN line) under the given paths; print the tables."""
    args = _arguments(argv)
    mlir_opt = tool("mlir-opt")
    if mlir_opt is None:
        print("conformance: mlir-opt-22 is needed (apt-get install mlir-22-tools)", file=sys.stderr)
        return 2
    passgen_opt = [str(Path(sys.executable).with_name("passgen-opt"))]
    tools = Tools([mlir_opt], passgen_opt, args.timeout)
    paths = mlir_files(args.paths)
    chunks = judge_files(paths, tools, args.jobs, args.per_op)
    filecheck_tool = tool("FileCheck") or shutil.which("filecheck")
    runs: list[FileCheckResult] = []
    if not args.no_filecheck and filecheck_tool is not None:
        runs = judge_filecheck_files(paths, tools, filecheck_tool)
    if args.details:
        print("\n".join(details(chunks, runs)))
    if args.json:
        data = {"chunks": [asdict(r) for r in chunks], "filecheck": [asdict(r) for r in runs]}
        args.json.write_text(json.dumps(data, indent=1) + "\n")
    print(chunk_table(chunks))
    if runs:
        print()
        print(filecheck_table(runs))
    elif not args.no_filecheck:
        print("\n(FileCheck not found: apt-get install llvm-22-tools, or pip install filecheck)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
