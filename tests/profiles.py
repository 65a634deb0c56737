"""Hypothesis profiles, chosen by $HYPOTHESIS_PROFILE (conftest.py loads it):

- `ci` (the default: `make test`, CI): every property's full example count, derandomized so
  a run never fails on an example no earlier run tried; no deadline.
- `dev` (`make test-fast`): a tenth of the examples, random ones (the database replays
  failures).

A test that sets its own count writes `max_examples=examples(n)`: n under `ci`, scaled down
with the profile."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

CI_EXAMPLES = 100
# Properties whose examples run builds or mlir-opt are slow by nature. (A test whose examples
# share a function-scoped fixture on purpose says so itself.)
SUPPRESSED = [HealthCheck.too_slow]

settings.register_profile(
    "ci",
    max_examples=CI_EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=SUPPRESSED,
)
settings.register_profile(
    "dev", max_examples=CI_EXAMPLES // 10, deadline=None, suppress_health_check=SUPPRESSED
)


def load() -> None:
    """Load the profile $HYPOTHESIS_PROFILE names (`ci` when unset)."""
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def examples(n: int) -> int:
    """`n` examples under the `ci` profile, as many fewer as the loaded profile has (one at
    least)."""
    loaded = settings.default
    assert loaded is not None, "no Hypothesis profile loaded (conftest.py loads one)"
    return max(1, n * loaded.max_examples // CI_EXAMPLES)
