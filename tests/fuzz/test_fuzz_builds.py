"""The build campaigns (tests/fuzz/builds.py) with a few cases each: killed builds,
concurrent builds and failing writes must all end in the old or the new outputs."""

from __future__ import annotations

import random

import pytest

from fuzz.builds import CAMPAIGNS

pytestmark = pytest.mark.slow

CASES = {"killed builds": 2, "concurrent builds": 2, "failing writes": 3}


@pytest.mark.parametrize("category", sorted(CAMPAIGNS))
def test_campaign_is_clean(category: str) -> None:
    CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES[category]).assert_clean()
