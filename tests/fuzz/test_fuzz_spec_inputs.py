"""The spec-inputs fuzz campaign (tests/fuzz/spec_inputs.py), a few cases per category:
no hostile spec, pyproject.toml or .td file makes `passgen` crash or hang."""

from __future__ import annotations

import random

import pytest
from mlir_tools import requires_llvm_tblgen

from fuzz.spec_inputs import CAMPAIGNS

pytestmark = pytest.mark.slow

# Cases per category: together about 15 s on an idle CI machine (`make fuzz` runs many more).
CASES = {
    "spec bytes": 30,
    "spec structure": 30,
    "spec texts": 8,
    "pyproject": 20,
    "import-td bytes": 10,
    "export-td bytes": 20,
    "date spelling": 3,
}


@pytest.mark.parametrize(
    "category",
    [
        pytest.param(c, marks=requires_llvm_tblgen) if c == "import-td bytes" else c
        for c in CAMPAIGNS
    ],
)
def test_campaign_is_clean(category: str) -> None:
    tally = CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES[category])
    tally.assert_clean()
    assert tally.cases == CASES[category]
