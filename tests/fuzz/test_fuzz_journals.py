"""The hostile-journal campaign (tests/fuzz/journals.py) with a few cases: a journal a
repository carries changes nothing but the configuration's own outputs, and a refused one
changes nothing at all."""

from __future__ import annotations

import random

import pytest

from fuzz.journals import CAMPAIGNS

pytestmark = pytest.mark.slow


def test_campaign_is_clean() -> None:
    CAMPAIGNS["hostile journals"](random.Random("suite:hostile journals"), 40).assert_clean()
