"""Per-thread state of the running pass, in its own interpreted module: a class that
subclasses `threading.local` cannot be compiled by mypyc (the optional build of context.py)."""

from __future__ import annotations

import threading


class RunningPass(threading.local):
    """The name of the pass running on this thread (None outside passes), and how many
    errors this thread has emitted (a pass that fails without one gets one)."""

    name: str | None = None
    errors: int = 0
