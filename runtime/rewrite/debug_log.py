"""`--debug-only=<category>` logging (LLVM's `DEBUG_TYPE` / `llvm::ScopedPrinter`).

Categories are off unless enabled; drivers check `is_enabled` once per run, so a
disabled log costs nothing in their loops. Ops are named by a number instead of an
address, so logs are deterministic; the numbered ops are kept (for their numbers to stay
theirs) until the categories are set again.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterable
from typing import TextIO

from ..ir import Operation

GREEDY_REWRITER = "greedy-rewriter"
WALK_REWRITER = "walk-rewriter"
CATEGORIES = (GREEDY_REWRITER, WALK_REWRITER)

_enabled: set[str] = set()
# Not weak: the compiled build's ops take no weak references (mypyc native classes).
_op_ids: dict[Operation, int] = {}
_next_id = itertools.count(1)


def enable_debug(categories: Iterable[str]) -> None:
    """Turn on the given categories (replacing any set before)."""
    _enabled.clear()
    _enabled.update(categories)
    _op_ids.clear()


def is_enabled(category: str) -> bool:
    return category in _enabled


def op_ref(op: Operation) -> str:
    """`'name'(#N)`: the op's name and its stable number."""
    number = _op_ids.get(op)
    if number is None:
        number = _op_ids[op] = next(_next_id)
    return f"'{op.name.name}'(#{number})"


class ScopedLogger:
    """Lines indented two spaces per open scope, written to `stream` (stderr)."""

    def __init__(self, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stderr
        self.depth = 0

    def line(self, text: str) -> None:
        self.stream.write("  " * self.depth + text + "\n")

    def raw(self, text: str) -> None:
        self.stream.write(text)

    def indent(self) -> None:
        self.depth += 1

    def unindent(self) -> None:
        self.depth = max(0, self.depth - 1)
