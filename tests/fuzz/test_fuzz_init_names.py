"""The `passgen init` names campaign (tests/fuzz/init_names.py) with a few cases: a name is
refused in one line, or makes a project whose files keep it and run nothing."""

from __future__ import annotations

import random

import pytest

from fuzz.init_names import CAMPAIGNS

pytestmark = pytest.mark.slow


def test_campaign_is_clean() -> None:
    CAMPAIGNS["init names"](random.Random("suite:init names"), 40).assert_clean()
