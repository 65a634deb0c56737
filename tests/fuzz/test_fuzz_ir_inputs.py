"""The IR input campaigns (tests/fuzz/ir_inputs.py), bounded for CI; `make fuzz` runs them long."""

from __future__ import annotations

import random

import pytest

from fuzz.ir_inputs import CAMPAIGNS, run_in_process

pytestmark = pytest.mark.slow

CASES = {
    "IR bytes": 150,
    "IR tokens": 150,
    "IR round trip": 150,
    "IR literals": 150,
    "custom IR bytes": 150,
    "custom IR tokens": 150,
    "custom IR round trip": 150,
}


@pytest.mark.parametrize("category", sorted(CAMPAIGNS))
def test_campaign_is_clean(category: str) -> None:
    tally = CAMPAIGNS[category](random.Random(f"suite:{category}"), CASES[category])
    assert tally.cases == CASES[category]
    tally.assert_clean()


def test_in_process_runs_report_like_passgen_opt() -> None:
    code, out, err = run_in_process(b'"foo.op"() : () -> () \xff\n')
    assert (code, out) == (1, b"")
    assert err == b'<stdin>:1:23: error: unexpected character\n"foo.op"() : () -> () \xff\n'
