"""The file-flag campaign (tests/fuzz/opt_files.py), bounded for CI; `make fuzz` runs it long."""

from __future__ import annotations

import random

import pytest

from fuzz.opt_files import CAMPAIGNS

pytestmark = pytest.mark.slow

CASES = {"file flags": 40}


@pytest.mark.parametrize("category", sorted(CAMPAIGNS))
def test_campaign_is_clean(category: str) -> None:
    tally = CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES[category])
    assert tally.cases == CASES[category]
    tally.assert_clean()
