"""Limits on what a spec may expand to, checked on its YAML events before any node is built.

Aliases repeat what their anchor holds, so a small file can stand for a huge document
("billion laughs", or a long string repeated many times). The scan counts the document
as if every alias were written out: its values, the characters of its scalars and its
nesting depth, and stops at the event that crosses a limit. A recursive alias (`&a [*a]`)
is refused where it is used. Including an option set in a pass repeats it likewise:
`checks` counts each inclusion against the same limits.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

import yaml

MAX_DEPTH = 100  # nested lists and mappings; real specs nest at most 6 deep
MAX_VALUES = 100_000  # keys, scalars, lists and mappings, with aliases expanded
MAX_TEXT = 4 * 1024 * 1024  # characters of keys and scalars, with aliases expanded


def over_limit(values: int, text: int) -> str | None:
    """The limit a document of `values` values and `text` characters is over, if any."""
    if values > MAX_VALUES:
        return f"{MAX_VALUES} values"
    return f"{MAX_TEXT} characters of text" if text > MAX_TEXT else None


def data_size(data: Any) -> tuple[int, int]:
    """The values and characters of plain data (as loaded from a spec), counted like the scan."""
    if isinstance(data, (dict, list)):
        parts = [*data.keys(), *data.values()] if isinstance(data, dict) else data
        sizes = [data_size(part) for part in parts]
        return 1 + sum(v for v, _ in sizes), sum(t for _, t in sizes)
    return 1, len(data) if isinstance(data, str) else 0


class Mark(Protocol):
    """Where PyYAML's events and errors are (its pure-Python and libyaml marks alike)."""

    line: int
    column: int


class LimitExceeded(Exception):
    """A limit crossed (or a recursive alias) at `mark`."""

    def __init__(self, mark: Mark | None, message: str):
        super().__init__(message)
        self.mark = mark
        self.message = message


@dataclass(frozen=True)
class _Size:
    """How much a node adds to the expanded document."""

    values: int
    text: int
    depth: int  # levels of collections, this one included


@dataclass
class _Collection:
    """A list or mapping whose end event has not come yet."""

    anchor: str | None
    values: int  # the document's totals when it started
    text: int
    depth: int  # its own level
    deepest: int  # the deepest level below it so far


class ExpansionScan:
    """The running totals of one document's events."""

    def __init__(self) -> None:
        self.values = 0
        self.text = 0
        self.open: list[_Collection] = []
        self.anchors: dict[str, _Size] = {}
        self.explicit_tags: set[tuple[int, int]] = set()  # (line, column) of tagged scalars

    def run(self, events: Iterable[yaml.Event]) -> None:
        """Scan every event; raise `LimitExceeded` at the first one over a limit."""
        for event in events:
            if isinstance(event, yaml.ScalarEvent):
                mark = event.start_mark
                if (
                    mark is not None
                    and event.tag is not None
                    and not event.implicit[0]
                    and event.tag != "!"
                ):
                    self.explicit_tags.add((mark.line, mark.column))
                self._add(event, _Size(1, len(event.value), 0), event.anchor)
            elif isinstance(event, yaml.AliasEvent):
                self._alias(event)
            elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                self._start(event)
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                self._end()

    def _alias(self, event: yaml.AliasEvent) -> None:
        anchor = event.anchor or ""  # an alias always names its anchor
        if any(c.anchor == anchor for c in self.open):
            raise LimitExceeded(
                event.start_mark,
                f"recursive alias '*{anchor}': it is used inside the value its anchor names",
            )
        size = self.anchors.get(anchor)
        if size is not None:  # an undefined alias is the composer's error to report
            self._add(event, size, None, alias=anchor)

    def _start(self, event: yaml.CollectionStartEvent) -> None:
        depth = (self.open[-1].depth if self.open else 0) + 1
        if depth > MAX_DEPTH:
            raise LimitExceeded(
                event.start_mark,
                f"lists and mappings nest more than {MAX_DEPTH} deep here, the limit for a spec",
            )
        self._count(event, 1, 0, None)
        self.open.append(_Collection(event.anchor, self.values - 1, self.text, depth, depth))

    def _end(self) -> None:
        done = self.open.pop()
        size = _Size(
            self.values - done.values, self.text - done.text, done.deepest - done.depth + 1
        )
        if done.anchor is not None:
            self.anchors[done.anchor] = size
        if self.open:
            self.open[-1].deepest = max(self.open[-1].deepest, done.deepest)

    def _add(self, event: yaml.Event, size: _Size, anchor: str | None, alias: str = "") -> None:
        """Count a scalar or an alias (of `size`) in the innermost open collection."""
        if self.open and size.depth:
            depth = self.open[-1].depth + size.depth
            if depth > MAX_DEPTH:
                raise LimitExceeded(
                    event.start_mark,
                    f"alias '*{alias}' nests lists and mappings "
                    f"more than {MAX_DEPTH} deep here, the limit for a spec",
                )
            self.open[-1].deepest = max(self.open[-1].deepest, depth)
        self._count(event, size.values, size.text, alias)
        if anchor is not None:
            self.anchors[anchor] = size

    def _count(self, event: yaml.Event, values: int, text: int, alias: str | None) -> None:
        self.values += values
        self.text += text
        over = over_limit(self.values, self.text)
        if over is not None:
            grows = f"alias '*{alias}' makes the spec expand to" if alias else "the spec holds"
            raise LimitExceeded(event.start_mark, f"{grows} more than {over}, the limit for a spec")
