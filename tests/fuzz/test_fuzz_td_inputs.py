"""The hostile .td campaign (tests/fuzz/td_inputs.py), a few cases: no .td file makes
`passgen import-td` crash, hang, leak a file outside its folders or go past its limits."""

from __future__ import annotations

import random

import pytest
from mlir_tools import requires_llvm_tblgen

from fuzz.td_inputs import CAMPAIGNS

pytestmark = [pytest.mark.slow, requires_llvm_tblgen]

CASES = 16  # about 15 s on an idle machine (`make fuzz` runs many more)


@pytest.mark.parametrize("category", list(CAMPAIGNS))
def test_campaign_is_clean(category: str) -> None:
    tally = CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES)
    tally.assert_clean()
    assert tally.cases == CASES
