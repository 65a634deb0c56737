"""Pausing the cyclic garbage collector around work that makes many objects while the IR
holds millions (parsing, running passes, printing): each collection would scan them all
again, and what this work leaves is freed by reference counting, or collected afterwards."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic collection until the block ends (then as before)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
