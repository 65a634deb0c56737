"""Golden files: the generated modules and Passes.md for a spec that uses every feature.

Refresh after an intended change: `make goldens` (pytest tests/generator/test_golden.py --update-goldens).
"""

from __future__ import annotations

import pytest
from paths import TESTS

from passgen.build.config import Config
from passgen.build.outputs import generate
from passgen.checks.load import load_specs

GOLDEN = TESTS / "golden"
EXPECTED = GOLDEN / "expected"


def golden_outputs() -> dict[str, str]:
    config = Config(
        root=GOLDEN,
        file=GOLDEN / "pyproject.toml",
        specs=("specs",),
        output=EXPECTED / "showcase_pkg",
        package="showcase_pkg",
        docs=EXPECTED / "Passes.md",
        templates=None,
    )
    specs = load_specs([(config.display(p), p) for p in config.spec_files()])
    return {
        path.relative_to(EXPECTED).as_posix(): text
        for path, text in generate(config, specs).items()
    }


OUTPUTS = golden_outputs()


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_generated_file_matches_golden(name: str, update_goldens: bool) -> None:
    expected = EXPECTED / name
    if update_goldens:
        expected.parent.mkdir(parents=True, exist_ok=True)
        expected.write_text(OUTPUTS[name], encoding="utf-8")
    assert expected.exists(), f"no golden for {name}: run `make goldens`"
    assert OUTPUTS[name] == expected.read_text(encoding="utf-8")


def test_no_stale_goldens() -> None:
    on_disk = {p.relative_to(EXPECTED).as_posix() for p in EXPECTED.rglob("*") if p.is_file()}
    assert sorted(on_disk) == sorted(OUTPUTS)
