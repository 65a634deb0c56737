"""The hostile-template campaign (tests/fuzz/templates.py) with a few cases: no template a
repository carries runs code, reads a file outside the project into the outputs or fails
without naming itself."""

from __future__ import annotations

import random

import pytest

from fuzz.templates import CAMPAIGNS

pytestmark = pytest.mark.slow


def test_campaign_is_clean() -> None:
    CAMPAIGNS["hostile templates"](random.Random("suite:hostile templates"), 200).assert_clean()
