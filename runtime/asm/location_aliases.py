"""Location aliases (`#loc`, `#loc1`, ...) laid out as MLIR's AsmPrinter does.

MLIR visits locations in print order (an op's location before its regions, block
arguments before the ops of their block; only what the print prints: alias_walk.py), giving each distinct location an alias
whose nested locations are visited, and aliased, too. Aliases are then numbered
by nesting depth (leaves first), in visit order within a depth. An alias used by
a block argument cannot be deferred: it and its nested aliases are defined before
the top-level op, the others after it. Block arguments print their location
inline (its nested locations as aliases); ops print `loc(#alias)`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ..ir.location import FileLineColLoc, Location
from ..ir.operation import Block, Operation
from . import lexer as lx
from .alias_text import alias_depth

if TYPE_CHECKING:
    from .alias_walk import Visit

_T = TypeVar("_T")


class Definition(NamedTuple):
    """Alias definition lines; MLIR sorts them by `depth`, then `name`."""

    depth: int
    name: str
    line: str


def push_regions(op: Operation, stack: list[_T | Operation | Block]) -> None:
    """Put the blocks of `op`'s regions and their ops on `stack`, to pop in print order: each
    block before its ops."""
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            child = block._last
            while child is not None:
                stack.append(child)
                child = child._prev
            stack.append(block)


_LINES_PER_PIECE = 4096


def join_when_full(lines: list[str], pieces: list[str]) -> None:
    """Move `lines` to `pieces` as one string once they are `_LINES_PER_PIECE`: the print
    holds few objects at its peak."""
    if len(lines) >= _LINES_PER_PIECE:
        pieces.append("".join(lines))
        lines.clear()


class LocationAliases:
    """The aliases of the locations printed with `root`.

    A print may have an alias per op, so an alias is an index in visit order into flat
    tables (its location's body, nesting depth, whether it is kept out of the deferred
    definitions, its nested locations when it has some), not an object: no name or object
    per alias is held while the tree is printed."""

    def __init__(self, visits: Iterable[Visit]):
        """`visits`: what the print visits (alias_walk.py), the locations with whether their
        alias can be deferred among them."""
        self._index: dict[str, int] = {}  # a location's body -> its visit index
        self._bodies: list[str] = []
        self._depths: list[int] = []
        self._kept = bytearray()  # 1: used by a block argument (or nested in such a use)
        self._children: dict[int, list[tuple[int, int, str]]] = {}  # (start, end, body) each
        for visit in visits:
            if not isinstance(visit, str):
                self._visit(*visit)
        self._order = _by_depth(self._depths)
        self._numbers: list[int] | None = None  # visit index -> alias number (None: the same)
        if self._order is not None:
            self._numbers = [0] * len(self._order)
            for number, index in enumerate(self._order):
                self._numbers[index] = number

    def _visit(self, location: Location | str, deferrable: bool) -> int:
        """Give `location` (or a nested location's body) an alias, and its nested ones."""
        body = location if isinstance(location, str) else location.body
        index = self._index.get(body)
        if index is not None:
            if not deferrable:
                self._keep(index)
            return self._depths[index]
        index = self._index[body] = len(self._bodies)
        self._bodies.append(body)
        self._depths.append(0)
        self._kept.append(not deferrable)
        if isinstance(location, FileLineColLoc):
            return 0  # nothing nested
        children = _children(body)
        if children:
            self._children[index] = children
        depth = 0
        for _, _, child in children:
            depth = max(depth, self._visit(child, deferrable) + 1)
        if body.startswith("fused<"):  # its metadata's aliased attributes nest in it too
            metadata = body[len("fused<") : lx.bracket_end(body, len("fused")) - 1]
            depth = max(depth, alias_depth(metadata) + 1)
        self._depths[index] = depth
        return depth

    def _keep(self, index: int) -> None:
        """Mark an alias and its nested aliases non-deferrable."""
        self._kept[index] = 1
        for _, _, child in self._children.get(index, _LEAF):
            self._keep(self._index[child])

    def _name(self, index: int) -> str:
        number = index if self._numbers is None else self._numbers[index]
        return f"#loc{number}" if number else "#loc"

    def use(self, loc: Location) -> str:
        """An op's `loc(#alias)` (its `loc(...)` when it was not visited: it has no alias)."""
        index = self._index.get(loc.body)
        return str(loc) if index is None else "loc(" + self._name(index) + ")"

    def inline(self, loc: Location) -> str:
        """A block argument's `loc(...)`: the location, its nested ones as aliases."""
        index = self._index.get(loc.body)
        return str(loc) if index is None else f"loc({self._aliased_body(index)})"

    def definitions(self, deferred: bool) -> list[Definition]:
        """The `#alias = loc(...)` lines printed after (`deferred`) or before the op: one
        definition holding all the lines of each depth (they sort together)."""
        pieces: dict[int, list[str]] = {}
        lines: dict[int, list[str]] = {}
        kept = not deferred
        for index in range(len(self._bodies)) if self._order is None else self._order:
            if self._kept[index] == kept:
                depth = self._depths[index]
                pending = lines.setdefault(depth, [])
                pending.append(f"{self._name(index)} = loc({self._aliased_body(index)})\n")
                join_when_full(pending, pieces.setdefault(depth, []))
        return [
            Definition(depth, "loc", "".join(pieces.get(depth, []) + pending))
            for depth, pending in lines.items()
        ]

    def _aliased_body(self, index: int) -> str:
        body = self._bodies[index]
        for start, end, child in reversed(self._children.get(index, _LEAF)):
            body = body[:start] + self._name(self._index[child]) + body[end:]
        return body


_LEAF: list[tuple[int, int, str]] = []  # the children of a location with none (never changed)


def _by_depth(depths: list[int]) -> list[int] | None:
    """Visit indices ordered by depth, visit order within a depth (MLIR numbers aliases so);
    None when that is the visit order itself (most prints: every alias a leaf)."""
    if depths == sorted(depths):
        return None
    return sorted(range(len(depths)), key=depths.__getitem__)


def fused_parts(body: str) -> list[str] | None:
    """The parts of a fused location without metadata (`fused[a, b]`), else None."""
    return [text for _, _, text in _children(body)] if body.startswith("fused[") else None


def _children(body: str) -> list[tuple[int, int, str]]:
    """The nested locations of a location body: a name's child, a call site's callee
    and caller, a fused location's parts; (start, end, text) each."""
    if body.startswith('"'):
        end = lx.STRING.match(body).end()  # type: ignore[union-attr]
        if body.startswith("(", end):
            return _spans(body, end + 1, lx.bracket_end(body, end) - 1, ())
        return []
    if body.startswith("callsite("):
        return _spans(body, len("callsite("), len(body) - 1, (" at ",))
    if body.startswith("fused"):
        start = len("fused")
        if body.startswith("<", start):
            start = lx.bracket_end(body, start)
        if body.startswith("[", start):
            return _spans(body, start + 1, lx.bracket_end(body, start) - 1, (",",))
    return []


def _spans(
    body: str, start: int, end: int, separators: tuple[str, ...]
) -> list[tuple[int, int, str]]:
    """The parts of `body[start:end]` split at top-level separators, stripped."""
    spans: list[tuple[int, int, str]] = []
    part = i = start
    while i < end:
        char = body[i]
        if char == '"':
            i = lx.STRING.match(body, i).end()  # type: ignore[union-attr]
        elif char in "<([{":
            i = lx.bracket_end(body, i)
        else:
            separator = next((s for s in separators if body.startswith(s, i)), None)
            if separator is None:
                i += 1
                continue
            spans.append(_stripped(body, part, i))
            i = part = i + len(separator)
    spans.append(_stripped(body, part, end))
    return spans


def _stripped(body: str, start: int, end: int) -> tuple[int, int, str]:
    while start < end and body[start].isspace():
        start += 1
    while end > start and body[end - 1].isspace():
        end -= 1
    return start, end, body[start:end]
