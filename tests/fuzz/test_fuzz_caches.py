"""The hostile-cache campaign (tests/fuzz/caches.py) with a few cases: a build cache a
repository carries changes nothing a build does, and no output path makes a build hang,
exhaust its memory or write outside its outputs."""

from __future__ import annotations

import random

import pytest

from fuzz.caches import CAMPAIGNS

pytestmark = pytest.mark.slow


def test_campaign_is_clean() -> None:
    CAMPAIGNS["hostile caches"](random.Random("suite:hostile caches"), 30).assert_clean()
