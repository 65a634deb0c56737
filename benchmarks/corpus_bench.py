"""The upstream corpus benchmark: `passgen build` on all of MLIR's passes (specs/mlir, 290
passes from 33 Passes.td files) writing what mlir-tblgen's four pass backends write (mlir-style
docs, C++ declarations, C API header and implementation, per group) and the Python package,
against mlir-tblgen running its four pass backends over the same 33 files, in the same run.
Every figure is the median of RUNS runs, with min and max.

Usage: python benchmarks/corpus_bench.py
Goals: cold build faster than mlir-tblgen; no-op rebuild >= 5x faster.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from passgen_bench import passgen_build
from workload import LLVM_BIN, tool

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = """\
[tool.passgen]
specs = ["specs"]
output = "gen"
package = "gen"
docs = "docs/Passes.md"
doc_style = "mlir"
group_docs = "docs"
cpp = "include"
capi = "capi"
"""
RUNS = 7
BACKENDS = ("-gen-pass-decls", "-gen-pass-doc", "-gen-pass-capi-header", "-gen-pass-capi-impl")


def _clean(root: Path) -> None:
    """Remove every output and the build cache: the next build is cold."""
    for folder in ("gen", "docs", "include", "capi", ".passgen-cache"):
        shutil.rmtree(root / folder, ignore_errors=True)


def _tblgen_run(files: list[tuple[Path, str]], out: Path) -> float:
    """One run of mlir-tblgen's four backends over `files` (each with its group name), writing
    files as passgen does."""
    include = LLVM_BIN.parent / "include"
    tblgen = tool("mlir-tblgen")
    start = time.perf_counter()
    for td, name in files:
        for backend in BACKENDS:
            flags = (
                [f"-name={name}"]
                if backend == "-gen-pass-decls"
                else ([f"--prefix={name}"] if "capi" in backend else [])
            )
            subprocess.run(
                [
                    tblgen,
                    backend,
                    *flags,
                    "-I",
                    str(include),
                    str(td),
                    "-o",
                    str(out / f"{name}{backend}.inc"),
                ],
                check=True,
            )
    return time.perf_counter() - start


def _stats(times: list[float]) -> str:
    return (
        f"median {statistics.median(times):.3f} s  "
        f"(min {min(times):.3f}, max {max(times):.3f}, {len(times)} runs)"
    )


def _in_process(root: Path) -> list[float]:
    """The four backends' outputs (docs per group, decls, C API) from specs loaded once, in
    this process, templates compiled: what rendering costs without start-up and loading."""
    from passgen.build.config import load_config
    from passgen.build.outputs import render_cpp, render_docs
    from passgen.build.render import environment
    from passgen.checks.load import load_specs
    from passgen.model.views import group_view

    config = load_config(root / "pyproject.toml")
    files = sorted((root / "specs").glob("*.yaml"))
    specs = load_specs([(p.relative_to(root), p) for p in files])
    env = environment()
    times = []
    for _ in range(RUNS + 1):  # the first run compiles the templates
        start = time.perf_counter()
        render_cpp(env, config, specs)
        for spec in specs:
            render_docs(env, config, [group_view(spec)])
        times.append(time.perf_counter() - start)
    return times[1:]


def main() -> None:
    specs = sorted((ROOT / "specs" / "mlir").glob("*.yaml"))
    include = LLVM_BIN.parent / "include"
    sources = [(include / _source(p), _group(p)) for p in specs]
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        shutil.copytree(ROOT / "specs" / "mlir", root / "specs")
        (root / "pyproject.toml").write_text(PYPROJECT)
        cold = []
        for _ in range(RUNS):
            _clean(root)
            cold.append(passgen_build(root))
        noop = [passgen_build(root) for _ in range(RUNS)]
        rendering = _in_process(root)
        (root / "tblgen").mkdir()
        tblgen = [_tblgen_run(sources, root / "tblgen") for _ in range(RUNS)]
    reference = statistics.median(tblgen)
    print(
        f"passgen build of specs/mlir ({len(specs)} spec files: Python package, mlir-style docs, "
        "C++ decls, C API; wall, incl. interpreter start):"
    )
    print(f"  cold build     {_stats(cold)}")
    print(f"  no-op rebuild  {_stats(noop)}")
    print(f"  in-process, the four backends' outputs from loaded specs: {_stats(rendering)}")
    print(
        f"mlir-tblgen's four pass backends on the {len(sources)} Passes.td files "
        "(one process per file and backend):"
    )
    print(f"  all four       {_stats(tblgen)}")
    print(f"  cold build / mlir-tblgen:    {statistics.median(cold) / reference:.2f}x  (goal < 1x)")
    print(
        f"  mlir-tblgen / no-op rebuild: {reference / statistics.median(noop):.1f}x faster  "
        "(goal >= 5x)"
    )


def _source(spec_file: Path) -> str:
    """The Passes.td a spec was imported from (its header names it)."""
    first = spec_file.read_text(encoding="utf-8").splitlines()[0]
    return first.split(" from ", 1)[1].split(";", 1)[0]


def _group(spec_file: Path) -> str:
    """The spec's group: mlir-tblgen's -name and --prefix for the same outputs."""
    lines = spec_file.read_text(encoding="utf-8").splitlines()
    line = next(text for text in lines if text.startswith("group:"))
    return line.split(":", 1)[1].strip()


if __name__ == "__main__":
    main()
