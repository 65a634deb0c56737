"""Attribute aliases (`#map`, `#set`, `#distinct`) as MLIR's AsmPrinter makes them.

MLIR's builtin dialect aliases affine maps, integer sets and distinct attributes
wherever they are printed, types and (with debug info) locations included. Aliases are
numbered per name in the order MLIR visits them: the order the print prints them in
(alias_walk.py: for a generic op, its location, its regions, then its operand and result
types, then its attributes by name, the properties of registered ops among them), an alias containing others sorting after them (by nesting depth); they are
defined before the top-level op, except those only ops' locations use, defined after it
with the deferred location aliases. Distinct attributes are renumbered from 0 in the order
their definitions are printed.

One divergence: MLIR treats the properties of ops it does not know as opaque and
prints them without aliases; ours alias every op's properties, since ops of the
many dialects mlir-opt knows and we do not model (affine, linalg, ...) are
unregistered here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .alias_text import KEYWORD, NAMES, inner, is_aliased, mentions_aliasable, pieces
from .location_aliases import Definition

if TYPE_CHECKING:
    from .alias_walk import Visit


def _alias_order(item: tuple[str, tuple[str, int]]) -> tuple[int, str]:
    """MLIR's order of aliases (`InProgressAliasInfo::operator<`): by depth, then by name;
    those of one name in the order they are visited (the sort is stable)."""
    name, depth = item[1]
    return depth, name


class AttributeAliases:
    """The aliases of the attributes printed with `root`."""

    def __init__(self, visits: Iterable[Visit]):
        """`visits`: what the print visits (alias_walk.py), in order: attribute and type
        texts, and (with debug info) locations, their attributes aliased too."""
        self._aliases: dict[str, tuple[str, int]] = {}  # attribute text -> (name, depth)
        # attribute text -> its definition: (text, whether it is a nested aliased attribute)
        self._definitions: dict[str, list[tuple[str, bool]]] = {}
        # Aliases only ops' locations use: defined after the top-level op, as MLIR defers them.
        self._deferrable: set[str] = set()
        # Texts seen (all their aliases recorded): whether only where aliases can be deferred.
        self._seen: dict[str, bool] = {}
        for visit in visits:
            if isinstance(visit, str):
                self._text(visit)
            else:
                self._location(visit[0].body, visit[1])
        counts: dict[str, int] = {}
        self._named: dict[str, str] = {}
        numbered = sorted(self._aliases.items(), key=_alias_order)  # stable
        for attr, (name, _) in numbered:
            count = counts.get(name, 0)
            counts[name] = count + 1
            self._named[attr] = f"#{name}{count or ''}"
        # Distinct attributes are numbered as printed: their definitions before the op, in
        # alias order, then the deferred ones.
        distinct = 0
        for deferred in (False, True):
            for attr, (name, _) in numbered:
                if name == "distinct" and (attr in self._deferrable) == deferred:
                    self._definitions[attr][0] = (f"distinct[{distinct}]<", False)  # the head
                    distinct += 1

    def rewrite(self, text: str) -> str:
        """`text` with the aliased attributes in it replaced by their aliases."""
        if not mentions_aliasable(text):
            return text
        return "".join(self._named.get(piece, piece) for piece in pieces(text))

    def definitions(self, deferred: bool) -> list[Definition]:
        """The `#alias = ...` lines printed after (`deferred`) or before the top-level op,
        each name's in the order of its numbers."""
        return [
            Definition(
                depth, name, f"{self._named[attr]} = {self._substitute(self._definitions[attr])}\n"
            )
            for attr, (name, depth) in sorted(self._aliases.items(), key=_alias_order)
            if (attr in self._deferrable) == deferred
        ]

    def _location(self, body: str, deferrable: bool) -> None:
        """Record the aliases of a location (most have none: those are not remembered)."""
        if KEYWORD.search(body) is not None:
            self._text(body, deferrable)

    def _text(self, text: str, deferrable: bool = False) -> None:
        """Record the aliases of `text` (seen where they can be deferred: in an op's location)."""
        seen = self._seen.get(text)
        if seen is None or (seen and not deferrable):
            self._seen[text] = deferrable
            if KEYWORD.search(text) is not None:
                self._collect(text, deferrable)

    def _collect(self, text: str, deferrable: bool) -> int:
        """Record the aliased attributes of `text`; the deepest alias depth seen."""
        deepest = -1
        for piece in pieces(text):
            keyword = next((k for k in NAMES if piece.startswith(k)), None)
            if keyword is not None and is_aliased(piece):
                deepest = max(deepest, self._alias(piece, NAMES[keyword], deferrable))
        return deepest

    def _alias(self, attr: str, name: str, deferrable: bool) -> int:
        start, body = inner(attr)
        known = self._aliases.get(attr)
        if known is not None:
            if not deferrable and attr in self._deferrable:  # and so its nested ones
                self._deferrable.discard(attr)
                self._collect(body, False)
            return known[1]
        self._aliases[attr] = (name, 0)  # MLIR records an alias before its nested ones
        if deferrable:
            self._deferrable.add(attr)
        depth = self._collect(body, deferrable) + 1
        self._aliases[attr] = (name, depth)
        self._definitions[attr] = [
            (attr[:start], False),
            *((piece, piece in self._aliases) for piece in pieces(body)),
            (">", False),
        ]
        return depth

    def _substitute(self, definition: list[tuple[str, bool]]) -> str:
        return "".join(self._named[text] if aliased else text for text, aliased in definition)
