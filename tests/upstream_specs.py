"""The upstream corpus: MLIR's Passes.td files as imported into specs/mlir, one spec file
each, whose headers name the .td file they came from."""

from __future__ import annotations

from pathlib import Path

from paths import ROOT

from passgen.checks.load import load_specs
from passgen.spec.document import LoadedSpec

SPEC_FILES = sorted((ROOT / "specs" / "mlir").glob("*.yaml"))


def spec_source(spec_file: Path) -> str:
    """The .td file a spec was imported from (named in its header)."""
    first = spec_file.read_text(encoding="utf-8").splitlines()[0]
    return first.split(" from ", 1)[1].split(";", 1)[0]


def load_corpus() -> list[LoadedSpec]:
    """Every spec file of the corpus, loaded (and checked) as `passgen build` loads them."""
    return load_specs([(p.relative_to(ROOT), p) for p in SPEC_FILES])
