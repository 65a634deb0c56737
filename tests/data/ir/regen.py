"""Regenerate the generic-form IR corpus from its custom-form sources.

For every `custom/NAME.mlir`, runs `mlir-opt --mlir-print-op-generic <ARGS> NAME.mlir`
(from inside `custom/`, so locations name the file, not a path) and writes the
result to `generic/NAME.mlir`. `<ARGS>` comes from an optional first line
`// ARGS: <mlir-opt flags>`. Generic files whose source is gone are deleted.

mlir-opt is found in $LLVM_BIN, else /usr/lib/llvm-22/bin, else as `mlir-opt-22`
on PATH. Exits 1, naming the file and mlir-opt's stderr, when a source is rejected.

Usage: python tests/data/ir/regen.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CUSTOM = HERE / "custom"
GENERIC = HERE / "generic"


def find_mlir_opt() -> str:
    """Path of mlir-opt: $LLVM_BIN, then /usr/lib/llvm-22/bin, then `mlir-opt-22` on PATH."""
    for directory in (os.environ.get("LLVM_BIN"), "/usr/lib/llvm-22/bin"):
        if directory and (Path(directory) / "mlir-opt").is_file():
            return str(Path(directory) / "mlir-opt")
    found = shutil.which("mlir-opt-22")
    if found is None:
        sys.exit("regen: mlir-opt not found (set LLVM_BIN or install mlir-22-tools)")
    return found


def source_args(source: Path) -> list[str]:
    """The flags of the source's `// ARGS:` first line (none without one)."""
    first = source.read_text(encoding="utf-8").split("\n", 1)[0]
    return first.split("ARGS:", 1)[1].split() if first.startswith("// ARGS:") else []


def regenerate(mlir_opt: str, source: Path) -> str:
    """The generic form of `source`; exits 1 when mlir-opt rejects it."""
    command = [mlir_opt, "--mlir-print-op-generic", *source_args(source), source.name]
    done = subprocess.run(
        command, cwd=CUSTOM, capture_output=True, text=True, encoding="utf-8", check=False
    )
    if done.returncode != 0:
        print(f"regen: mlir-opt rejected {source}:\n{done.stderr}", file=sys.stderr)
        sys.exit(1)
    return done.stdout


def main() -> None:
    mlir_opt = find_mlir_opt()
    GENERIC.mkdir(exist_ok=True)
    sources = sorted(CUSTOM.glob("*.mlir"))
    for source in sources:
        target = GENERIC / source.name
        text = regenerate(mlir_opt, source)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            print(f"wrote {target.relative_to(HERE)}")
    names = {source.name for source in sources}
    for stale in sorted(GENERIC.glob("*.mlir")):
        if stale.name not in names:
            stale.unlink()
            print(f"deleted {stale.relative_to(HERE)}")


if __name__ == "__main__":
    main()
