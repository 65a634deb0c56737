"""Passes.td files of MLIR projects through `passgen import-td`, compared with mlir-tblgen.

Used by tests/generator/test_td_projects.py (this repo's own projects under tests/data/td_projects)
and, run as a script, over other projects' files (`make td-corpus TD_ROOT=DIR`): for every
.td file under DIR that defines a pass, it runs `passgen import-td` on the file as a user
would, counts the passes in the spec and the problems reported (by kind), and compares the
spec's mlir doc style with `mlir-tblgen -gen-pass-doc`. The table it prints is the
measurement of issue 16 point 3.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from mlir_tools import LLVM_TBLGEN, MLIR_INCLUDE, MLIR_TBLGEN

from passgen.build.config import Config
from passgen.build.outputs import render_docs
from passgen.build.render import environment
from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.cpp import model as cpp_model
from passgen.cpp import render as cpp_render
from passgen.model.views import group_view
from passgen.spec.document import LoadedSpec

INCLUDES_PASSBASE = re.compile(r'^\s*include\s+"mlir/Pass/PassBase\.td"', re.MULTILINE)
PASS_CLASS = re.compile(r"\bPass(?:Base)?<|InterfacePass<")  # shardy's defs name PassBase


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
        try:
            code = main(args)
        except SystemExit as exc:  # a flag argparse refuses
            code = exc.code if isinstance(exc.code, int) else 2
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
    mentions a pass class, `PassBase` too (llvm-tblgen's record locations name files without
    their folder, so they cannot tell which of several Passes.td defined a record)."""
    text = td_file.read_text(encoding="utf-8", errors="replace")
    return bool(INCLUDES_PASSBASE.search(text)) and bool(PASS_CLASS.search(text))


# --- the measurement over other projects' files ----------------------------------------

_REASONS = (
    (
        re.compile(r"no op name is known for the op class '([^']*)'"),
        "no op name for the anchor {0}",
    ),
)
_PROBLEM = re.compile(r": (error|warning): (.*)")


def reason(message: str) -> str:
    """A problem's message reduced to its kind (what the per-reason counts group by): an
    anchor without op name by its class, else the message up to its first `;` or `(`,
    without the pass it names."""
    for pattern, kind in _REASONS:
        found = pattern.search(message)
        if found is not None:
            return kind.format(*found.groups())
    return re.sub(r"^(pass )?\w+: ", "", re.split(r"[;(]", message)[0]).strip()


def pass_count(td_file: Path, include_dirs: list[Path]) -> int:
    """How many passes llvm-tblgen finds in the file (with its includes)."""
    assert LLVM_TBLGEN is not None
    command = [LLVM_TBLGEN, "--dump-json", *(f"-I{d}" for d in include_dirs), str(td_file)]
    records = json.loads(subprocess.run(command, capture_output=True, check=True).stdout)
    return len(records.get("!instanceof", {}).get("PassBase", []))


def dropped_dialects(loaded: LoadedSpec) -> int:
    """Dependent dialects a pass's C++ names but its portable field lost, over the spec."""
    return sum(
        len({c.strip() for entry in p.cpp.dependent_dialects for c in entry.split(",")})
        - len(p.dependent_dialects)
        for p in loaded.spec.passes
        if p.cpp is not None
    )


@dataclass
class FileResult:
    """One file's row of the table, and its problems reduced to their kinds."""

    path: str
    passes: int
    imported: int  # passes in the spec `import-td` writes
    docs: str  # 'same', 'differ', or '' when no spec was written
    decls: str  # likewise for the C++ declarations (-gen-pass-decls -name N)
    dropped: int  # dependent dialects lost by the imported passes
    problems: list[str]


def measure(
    td_file: Path, root: Path, include_dirs: list[Path], scratch: Path, *flags: str
) -> FileResult:
    """Import one file as a user would (with `flags`, e.g. `--name=`); compare the spec's
    docs and C++ declarations with mlir-tblgen's (run with the spec's `-name`)."""
    result = import_td(td_file, include_dirs, *flags)
    docs, decls, imported, dropped = "", "", 0, 0
    if result.spec:
        loaded = load_spec(result.spec, scratch)
        imported, dropped = len(loaded.spec.passes), dropped_dialects(loaded)
        docs = _verdict(mlir_docs([loaded]) == tblgen("gen-pass-doc", td_file, include_dirs))
        ours = cpp_render.render(environment(), cpp_render.DECLS, cpp_model.cpp_group(loaded))
        decls = _verdict(
            ours == tblgen("gen-pass-decls", td_file, include_dirs, f"-name={loaded.spec.cpp_name}")
        )
    problems = [f"{found[1]}: {reason(found[2])}" for found in _PROBLEM.finditer(result.stderr)]
    return FileResult(
        td_file.relative_to(root).as_posix(),
        pass_count(td_file, include_dirs),
        imported,
        docs,
        decls,
        dropped,
        problems,
    )


def _verdict(same: bool) -> str:
    return "same" if same else "differ"


def _same(verdicts: list[str]) -> str:
    return f"{verdicts.count('same')} of {sum(map(bool, verdicts))} same"


def _table(root: Path, include_dirs: list[Path], scratch: Path, *flags: str) -> str:
    files = sorted(p for p in root.rglob("*.td") if defines_passes(p))
    rows = [measure(td_file, root, include_dirs, scratch, *flags) for td_file in files]
    lines = [
        "| file | passes | imported | docs | decls | problems |",
        "| --- | ---: | ---: | --- | --- | ---: |",
    ]
    lines += [
        f"| {r.path} | {r.passes} | {r.imported} | {r.docs} | {r.decls} | {len(r.problems)} |"
        for r in rows
    ]
    total, imported = sum(r.passes for r in rows), sum(r.imported for r in rows)
    lines.append(
        f"| **{len(rows)} files** | {total} | {imported} ({_percent(imported, total)}) "
        f"| {_same([r.docs for r in rows])} | {_same([r.decls for r in rows])} "
        f"| {sum(len(r.problems) for r in rows)} |"
    )
    kinds = Counter(kind for r in rows for kind in r.problems)
    lines += ["", "| problem reported | times |", "| --- | ---: |"]
    lines += [f"| {kind} | {count} |" for kind, count in kinds.most_common()]
    lines.append(
        f"\nDependent dialects dropped by the imported passes: {sum(r.dropped for r in rows)}"
    )
    return "\n".join(lines) + "\n"


def _percent(part: int, whole: int) -> str:
    return f"{100 * part // whole}%" if whole else "-"


def run(argv: list[str] | None = None) -> int:
    """`python tests/td_corpus.py DIR [-I DIR]... [--name N]`: print the table for DIR's
    .td files."""
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path, help="folder searched for .td files defining passes")
    parser.add_argument(
        "-I",
        dest="include_dirs",
        action="append",
        type=Path,
        default=[],
        help="include directory for llvm-tblgen (MLIR's is always added)",
    )
    parser.add_argument(
        "--name",
        help="import-td's --name for every file ('' for mlir-tblgen's default, as projects "
        "that run -gen-pass-decls without -name)",
    )
    args = parser.parse_args(argv)
    if MLIR_TBLGEN is None or LLVM_TBLGEN is None:
        print("td_corpus: mlir-tblgen-22 and llvm-tblgen-22 are needed", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        include_dirs = [MLIR_INCLUDE, *args.include_dirs]
        flags = () if args.name is None else (f"--name={args.name}",)
        sys.stdout.write(_table(args.root.resolve(), include_dirs, Path(scratch), *flags))
    return 0


if __name__ == "__main__":
    sys.exit(run())
