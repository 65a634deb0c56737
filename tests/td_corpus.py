"""Passes.td files of MLIR projects through `passgen import-td`, compared with mlir-tblgen.

Used by tests/test_td_projects.py (this repo's own projects under tests/data/td_projects)
and, run as a script, over other projects' files (`make td-corpus TD_ROOT=DIR`): for every
.td file under DIR that defines a pass, it imports the file whole, compares the mlir doc
style of the spec with `mlir-tblgen -gen-pass-doc`, and imports each pass alone to count
why the others fail. The table it prints is the measurement of issue 16 point 3.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mlir_tools import tool

from passgen.cli import main
from passgen.config import Config
from passgen.load import LoadedSpec, load_specs
from passgen.outputs import render_docs
from passgen.render import environment
from passgen.views import group_view

MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
MLIR_TBLGEN = tool("mlir-tblgen")
LLVM_TBLGEN = tool("llvm-tblgen")
DROPS = "imports, dropping dependent dialects: "
INCLUDES_PASSBASE = re.compile(r'^\s*include\s+"mlir/Pass/PassBase\.td"', re.MULTILINE)


@dataclass(frozen=True)
class Imported:
    """What `passgen import-td` did with one file: exit code, the spec, the diagnostics."""

    code: int
    spec: str
    stderr: str


def tblgen(backend: str, td_file: Path, include_dirs: list[Path], *extra: str) -> str:
    """`mlir-tblgen -<backend>` on `td_file` (raises `CalledProcessError` with its stderr)."""
    assert MLIR_TBLGEN is not None
    command = [MLIR_TBLGEN, f"-{backend}", *(f"-I{d}" for d in include_dirs), *extra, str(td_file)]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def import_td(td_file: Path, include_dirs: list[Path], *extra: str) -> Imported:
    """Run `passgen import-td` (in this process) as a user would, with no edits to the file."""
    out, err = io.StringIO(), io.StringIO()
    args = ["import-td", str(td_file), *(f"-I{d}" for d in include_dirs), *extra]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return Imported(code, out.getvalue(), err.getvalue())


def load_spec(text: str, folder: Path) -> LoadedSpec:
    """The spec `text` loaded (and checked) as `passgen build` loads a spec file."""
    path = folder / "imported.yaml"
    path.write_text(text, encoding="utf-8")
    return load_specs([(Path(path.name), path)])[0]


def mlir_docs(specs: list[LoadedSpec]) -> str:
    """The specs' docs in the mlir style (what mlir-tblgen -gen-pass-doc writes)."""
    root = Path.cwd()
    config = Config(root, root / "pyproject.toml", (), root / "out", "out", None, None, "mlir")
    return render_docs(environment(), config, [group_view(s) for s in specs])


def defines_passes(td_file: Path) -> bool:
    """Whether a file of another project is a pass file: it includes PassBase.td itself and
    mentions a pass class (llvm-tblgen's record locations name files without their folder,
    so they cannot tell which of several Passes.td defined a record)."""
    text = td_file.read_text(encoding="utf-8", errors="replace")
    return bool(INCLUDES_PASSBASE.search(text)) and "Pass<" in text


# --- the measurement over other projects' files ----------------------------------------

_REASONS = (
    (re.compile(r"no known op name for the anchor '([^']*)'"), "anchor op class {0}"),
    (re.compile(r"has the C\+\+ type '([^']*)', which maps to no"), "option C++ type {0}"),
    (re.compile(r"unknown base class"), "unknown base class"),
)


def reason(message: str) -> str:
    """A failure message reduced to its kind (what the per-reason counts group by)."""
    for pattern, kind in _REASONS:
        found = pattern.search(message)
        if found is not None:
            return kind.format(*found.groups())
    return message.split(": error: ", 1)[-1].split("; ")[0]


def pass_outcomes(td_file: Path, include_dirs: list[Path]) -> dict[str, str]:
    """Each pass of the file imported alone: '' when it imports, else why not; a pass
    that imports but loses N dependent dialects says `imports, dropping dependent dialects: N`."""
    from pydantic import ValidationError

    from passgen.tablegen import dump_records
    from passgen.td_import import ImportProblem, import_records

    records = dump_records(td_file, include_dirs)
    outcomes = {}
    for name in records.get("!instanceof", {}).get("PassBase", []):
        alone: dict[str, Any] = copy.copy(records)
        alone["!instanceof"] = {**records["!instanceof"], "PassBase": [name]}
        try:
            spec = import_records(alone, "Corpus")
            outcomes[name] = _dropped(records[name], spec.passes[0].dependent_dialects)
        except ImportProblem as exc:
            outcomes[name] = reason(str(exc))
        except ValidationError as exc:
            outcomes[name] = "spec: " + "; ".join(sorted({e["msg"] for e in exc.errors()}))
    return outcomes


def _dropped(record: dict[str, Any], kept: list[str]) -> str:
    written = {c.strip() for entry in record["dependentDialects"] for c in entry.split(",")}
    missing = len(written) - len(kept)
    return f"{DROPS}{missing}" if missing else ""


@dataclass
class FileResult:
    """One file's row of the table."""

    path: str
    passes: int
    imported: int  # passes in the spec when the whole file imports, else 0
    alone: int  # passes that import when imported one by one
    docs: str  # 'same', 'differ', or '' when the file does not import
    failure: str


def measure(td_file: Path, root: Path, include_dirs: list[Path],
            scratch: Path) -> tuple[FileResult, dict[str, str]]:
    """Import one file whole and pass by pass; compare its docs with mlir-tblgen's."""
    outcomes = pass_outcomes(td_file, include_dirs)
    result = import_td(td_file, include_dirs)
    docs, imported = "", 0
    if result.code == 0:
        loaded = load_spec(result.spec, scratch)
        imported = len(loaded.spec.passes)
        same = mlir_docs([loaded]) == tblgen("gen-pass-doc", td_file, include_dirs)
        docs = "same" if same else "differ"
    failure = "" if result.code == 0 else reason(result.stderr.strip())
    return FileResult(td_file.relative_to(root).as_posix(), len(outcomes), imported,
                      sum(_imports(o) for o in outcomes.values()), docs, failure), outcomes


def _imports(outcome: str) -> bool:
    return not outcome or outcome.startswith(DROPS)


def _table(root: Path, include_dirs: list[Path], scratch: Path) -> str:
    files = sorted(p for p in root.rglob("*.td") if defines_passes(p))
    rows, reasons, dropped = [], Counter[str](), 0
    for td_file in files:
        row, outcomes = measure(td_file, root, include_dirs, scratch)
        rows.append(row)
        reasons.update(o.split(": ")[0] for o in outcomes.values() if o)
        dropped += sum(int(o.removeprefix(DROPS)) for o in outcomes.values() if o.startswith(DROPS))
    lines = ["| file | passes | imported with the file | alone | docs | file's first problem |",
             "| --- | ---: | ---: | ---: | --- | --- |"]
    lines += [f"| {r.path} | {r.passes} | {r.imported} | {r.alone} | {r.docs} | {r.failure} |"
              for r in rows]
    total = sum(r.passes for r in rows)
    imported = sum(r.imported for r in rows)
    alone = sum(r.alone for r in rows)
    same = sum(r.docs == "same" for r in rows)
    compared = sum(bool(r.docs) for r in rows)
    lines.append(f"| **{len(rows)} files** | {total} | {imported} ({_percent(imported, total)}) | "
                 f"{alone} ({_percent(alone, total)}) | {same} of {compared} same | |")
    lines += ["", "| a pass imported alone | passes |", "| --- | ---: |"]
    lines += [f"| {kind} | {count} |" for kind, count in reasons.most_common()]
    lines.append(f"\nDependent dialect entries dropped by passes that import: {dropped}")
    return "\n".join(lines) + "\n"


def _percent(part: int, whole: int) -> str:
    return f"{100 * part // whole}%" if whole else "-"


def run(argv: list[str] | None = None) -> int:
    """`python tests/td_corpus.py DIR [-I DIR]...`: print the table for DIR's .td files."""
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path, help="folder searched for .td files defining passes")
    parser.add_argument("-I", dest="include_dirs", action="append", type=Path, default=[],
                        help="include directory for llvm-tblgen (MLIR's is always added)")
    args = parser.parse_args(argv)
    if MLIR_TBLGEN is None or LLVM_TBLGEN is None:
        print("td_corpus: mlir-tblgen-22 and llvm-tblgen-22 are needed", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        include_dirs = [MLIR_INCLUDE, *args.include_dirs]
        sys.stdout.write(_table(args.root.resolve(), include_dirs, Path(scratch)))
    return 0


if __name__ == "__main__":
    sys.exit(run())
