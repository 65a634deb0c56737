"""The generated-output campaigns (tests/fuzz/safe_output.py) with a few cases each: hostile
file names and spec text never run as code, break a module or leak HTML into Passes.md."""

from __future__ import annotations

import random

import pytest

from fuzz.safe_output import CAMPAIGNS

pytestmark = pytest.mark.slow

CASES = {
    "spec file names": 3,
    "spec text fields": 3,
    "enum value names": 200,
    "output under any locale": 1,
    "Markdown text": 300,
}


@pytest.mark.parametrize("category", sorted(CAMPAIGNS))
def test_campaign_is_clean(category: str) -> None:
    CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES[category]).assert_clean()
