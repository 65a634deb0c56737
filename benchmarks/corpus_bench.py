"""The upstream corpus benchmark: `passgen build` on all of MLIR's passes (specs/mlir, 290
passes from 33 Passes.td files, mlir-style docs per group), against mlir-tblgen running both
pass backends (-gen-pass-decls and -gen-pass-doc) over the same 33 files, in the same run.

Usage: python benchmarks/corpus_bench.py
Targets: cold build within 3x of mlir-tblgen (goal: faster); no-op rebuild faster than it.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from passgen_bench import passgen_build, tblgen_seconds

from workload import LLVM_BIN

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = """\
[tool.passgen]
specs = ["specs"]
output = "gen"
package = "gen"
docs = "docs/Passes.md"
doc_style = "mlir"
group_docs = "docs"
"""


def _clean(root: Path) -> None:
    """Remove every output and the build cache: the next build is cold."""
    for folder in ("gen", "docs", ".passgen-cache"):
        shutil.rmtree(root / folder, ignore_errors=True)


def main() -> None:
    specs = sorted((ROOT / "specs" / "mlir").glob("*.yaml"))
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        shutil.copytree(ROOT / "specs" / "mlir", root / "specs")
        (root / "pyproject.toml").write_text(PYPROJECT)
        cold = []
        for _ in range(3):
            _clean(root)
            cold.append(passgen_build(root))
        noop = min(passgen_build(root) for _ in range(5))
    include = LLVM_BIN.parent / "include"
    upstream = sorted((include / "mlir").rglob("Passes.td"))
    decls = tblgen_seconds("-gen-pass-decls", upstream)
    docs = tblgen_seconds("-gen-pass-doc", upstream)
    both = decls + docs
    print(f"passgen build of specs/mlir ({len(specs)} spec files; wall, incl. interpreter start):")
    print(f"  cold build        {min(cold):.3f} s")
    print(f"  no-op rebuild     {noop:.3f} s")
    print(f"mlir-tblgen on the {len(upstream)} Passes.td files (one process per file and backend):")
    print(f"  -gen-pass-decls   {decls:.3f} s   -gen-pass-doc {docs:.3f} s   both {both:.3f} s")
    print(f"  cold build / mlir-tblgen:    {min(cold) / both:.2f}x  (target <= 3x, goal < 1x)")
    print(f"  no-op rebuild / mlir-tblgen: {noop / both:.2f}x  (target < 1x)")


if __name__ == "__main__":
    main()
