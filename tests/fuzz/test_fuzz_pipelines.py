"""The pipeline fuzz campaigns (tests/fuzz/pipelines.py), bounded for the suite;
`make fuzz` runs them long."""

from __future__ import annotations

import random

import pytest

from fuzz.pipelines import CAMPAIGNS

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("category", "cases"), [("pipeline text", 60), ("misbehaving passes", 40)])
def test_campaign_is_clean(category: str, cases: int) -> None:
    tally = CAMPAIGNS[category](random.Random(f"suite:{category}"), cases)
    assert tally.cases == cases
    tally.assert_clean()
