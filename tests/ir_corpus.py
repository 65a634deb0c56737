"""The IR corpus under tests/data/ir: real MLIR inputs in custom and generic form."""

from __future__ import annotations

from pathlib import Path

import paths

DATA = paths.DATA / "ir"
GENERIC = sorted((DATA / "generic").glob("*.mlir"))


def corpus_args(generic: Path) -> list[str]:
    """The mlir-opt flags from the custom source's `// ARGS:` line."""
    first = (DATA / "custom" / generic.name).read_text().split("\n", 1)[0]
    return first.split("ARGS:", 1)[1].split() if first.startswith("// ARGS:") else []
