"""Where the generator's choices come from: hypothesis (`HypothesisDraw`, so failures
shrink and replay) or a seeded `random.Random` (`RandomDraw`: the report and the
per-dialect acceptance check, reproducible without hypothesis's database)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")


class Draw(Protocol):
    def choice(self, options: Sequence[T]) -> T: ...

    def integer(self, low: int, high: int) -> int: ...

    def chance(self, probability: float) -> bool: ...


class RandomDraw:
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def choice(self, options: Sequence[T]) -> T:
        return options[self.random.randrange(len(options))]

    def integer(self, low: int, high: int) -> int:
        return self.random.randint(low, high)

    def chance(self, probability: float) -> bool:
        return self.random.random() < probability


class HypothesisDraw:
    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def choice(self, options: Sequence[T]) -> T:
        return self.data.draw(st.sampled_from(options))

    def integer(self, low: int, high: int) -> int:
        return self.data.draw(st.integers(low, high))

    def chance(self, probability: float) -> bool:
        # hypothesis shrinks towards False: the simpler op leaves optional parts out.
        return self.data.draw(st.integers(0, 99)) < int(probability * 100)
