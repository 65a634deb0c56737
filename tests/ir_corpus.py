"""The IR corpus under tests/data/ir: real MLIR inputs in custom and generic form."""

from __future__ import annotations

import re
from pathlib import Path

import paths

DATA = paths.DATA / "ir"
GENERIC = sorted((DATA / "generic").glob("*.mlir"))
CUSTOM = sorted((DATA / "custom").glob("*.mlir"))
UPSTREAM = paths.DATA / "upstream_mlir"
_SPLIT = re.compile(rb"^// -----.*\n", re.MULTILINE)


def custom_seeds() -> list[bytes]:
    """IR in the custom form: the corpus's custom sources, and each `// -----` chunk of the
    upstream MLIR test excerpts (tests/data/upstream_mlir)."""
    seeds = [path.read_bytes() for path in CUSTOM]
    for path in sorted(UPSTREAM.rglob("*.mlir")):
        seeds += [chunk for chunk in _SPLIT.split(path.read_bytes()) if chunk.strip()]
    return seeds


def corpus_args(generic: Path) -> list[str]:
    """The mlir-opt flags from the custom source's `// ARGS:` line."""
    first = (DATA / "custom" / generic.name).read_text().split("\n", 1)[0]
    return first.split("ARGS:", 1)[1].split() if first.startswith("// ARGS:") else []
