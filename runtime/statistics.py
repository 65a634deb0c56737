"""Pass statistics: named counters per pass instance.

`num_cse = Statistic("num-cse'd", "Number of operations CSE'd")` on a pass class
gives each instance its own counter; `self.num_cse += 1` is atomic.
"""

from __future__ import annotations

import threading
from typing import Any, overload


class Counter:
    """One instance's value of a statistic."""

    __slots__ = ("value", "_lock")

    def __init__(self, value: int = 0):
        self.value = value
        self._lock = threading.Lock()

    def __iadd__(self, amount: int) -> Counter:
        with self._lock:
            self.value += amount
        return self

    def __add__(self, amount: int) -> int:
        return self.value + amount

    def update_max(self, value: int) -> None:
        """MLIR's `Statistic::updateMax`: keep the larger of the two."""
        with self._lock:
            self.value = max(self.value, value)

    __radd__ = __add__

    def __int__(self) -> int:
        return self.value

    def __index__(self) -> int:
        return self.value

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Counter):
            return self.value == other.value
        return self.value == other

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"Counter({self.value})"


class Statistic:
    """A statistic declared on a pass class."""

    def __init__(self, display_name: str, description: str = ""):
        self.display_name = display_name
        self.description = description
        self.name = display_name

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> Statistic: ...
    @overload
    def __get__(self, instance: object, owner: type) -> Counter: ...
    def __get__(self, instance: object | None, owner: type) -> Any:
        if instance is None:
            return self
        counters: dict[str, Counter] = instance.__dict__.setdefault("_statistics", {})
        counter = counters.get(self.name)
        if counter is None:
            counter = counters.setdefault(self.name, Counter())
        return counter

    def __set__(self, instance: object, value: Counter | int) -> None:
        counter = self.__get__(instance, type(instance))
        if value is not counter:
            with counter._lock:
                counter.value = int(value)

    def __repr__(self) -> str:
        return f"Statistic({self.display_name!r})"
