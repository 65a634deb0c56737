"""Outcomes of fuzz cases, counted per category, for the suite and for `make fuzz`.

A campaign runs generated cases against one surface (spec files, IR files, pipelines,
builds killed mid-way, ...) and records how each one ended. The suite runs every campaign
with a few cases and asserts `Tally.assert_clean()`; `make fuzz` runs many and prints the
table docs/reliability.md shows.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum


class Outcome(str, Enum):
    """How one case ended. The last five are defects."""

    OK = "accepted"
    CLEAN_ERROR = "clean errors"
    CRASH = "crashes"
    HANG = "hangs"
    WRONG_OUTPUT = "wrong outputs"
    LOST_DATA = "lost data"
    CODE_EXECUTED = "code executed"


DEFECTS = (
    Outcome.CRASH,
    Outcome.HANG,
    Outcome.WRONG_OUTPUT,
    Outcome.LOST_DATA,
    Outcome.CODE_EXECUTED,
)

_KEPT_FAILURES = 20


@dataclass
class Tally:
    """The outcomes of one category's cases, with the first failing cases described."""

    category: str
    counts: Counter[Outcome] = field(default_factory=Counter)
    failures: list[tuple[Outcome, str]] = field(default_factory=list)

    @property
    def cases(self) -> int:
        return sum(self.counts.values())

    def record(self, outcome: Outcome, case: str = "") -> None:
        """Count one case; `case` says what it was (kept for the first few defects)."""
        self.counts[outcome] += 1
        if outcome in DEFECTS and len(self.failures) < _KEPT_FAILURES:
            self.failures.append((outcome, case))

    def assert_clean(self) -> None:
        """Fail, listing the kept defects, when any case ended in a defect."""
        if any(self.counts[o] for o in DEFECTS):
            listing = "\n".join(f"- {o.value}: {case[:2000]}" for o, case in self.failures)
            raise AssertionError(f"{self.category}: {dict(self.counts)}\n{listing}")
