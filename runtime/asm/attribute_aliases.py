"""Attribute aliases (`#map`, `#set`, `#distinct`) as MLIR's AsmPrinter makes them.

MLIR's builtin dialect aliases affine maps, integer sets and distinct attributes
wherever they are printed, types and (with debug info) locations included. Aliases are
numbered per name in the order MLIR visits them (an op's location, its regions, then its
operand and result types, then its attributes by name, the properties of registered ops
among them), an alias containing others sorting after them (by nesting depth); they are
defined before the top-level op, except those only ops' locations use, defined after it
with the deferred location aliases. Distinct attributes are renumbered from 0 in the order
their definitions are printed.

One divergence: MLIR treats the properties of ops it does not know as opaque and
prints them without aliases; ours alias every op's properties, since ops of the
many dialects mlir-opt knows and we do not model (affine, linalg, ...) are
unregistered here.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..ir.attributes import Attribute
from ..ir.operation import NO_ATTRIBUTES, Block, Operation
from .alias_text import KEYWORD, NAMES, inner, mentions_aliasable, pieces
from .location_aliases import Definition, push_regions


class AttributeAliases:
    """The aliases of the attributes printed with `root`."""

    def __init__(self, root: Operation, locations: bool = False):
        """`locations`: the locations are printed (debug info), their attributes aliased too."""
        self._aliases: dict[str, tuple[str, int]] = {}  # attribute text -> (name, depth)
        # attribute text -> its definition: (text, whether it is a nested aliased attribute)
        self._definitions: dict[str, list[tuple[str, bool]]] = {}
        # Aliases only ops' locations use: defined after the top-level op, as MLIR defers them.
        self._deferrable: set[str] = set()
        # Texts seen (all their aliases recorded): whether only where aliases can be deferred.
        self._seen: dict[str, bool] = {}
        self._locations = locations
        self._visit(root)
        counts: dict[str, int] = {}
        self._named: dict[str, str] = {}
        numbered = sorted(self._aliases.items(), key=lambda item: item[1][1])  # stable
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
            for attr, (name, depth) in sorted(self._aliases.items(), key=lambda item: item[1][1])
            if (attr in self._deferrable) == deferred
        ]

    def _visit(self, root: Operation) -> None:
        """Collect the aliases of the attribute and type texts of the IR in MLIR's visiting
        order: an op's location, its regions (block argument types and locations, nested
        ops), then its own operand and result types and attributes (by name, properties
        among them)."""
        stack: list[tuple[Operation] | Operation | Block] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Block):
                for arg in item.arguments:
                    self._text(arg.type.text)
                    if self._locations:
                        self._location(arg.location.body, deferrable=False)
            elif isinstance(item, tuple):  # an op whose regions are done
                self._op(item[0])
            else:
                if self._locations:
                    self._location(item.location.body, deferrable=True)
                if item.regions:
                    stack.append((item,))
                    push_regions(item, stack)
                else:
                    self._op(item)

    def _op(self, op: Operation) -> None:
        text = self._text
        for value in op._operands:
            text(value.type.text)
        for result in op.results:
            text(result.type.text)
        attributes: Mapping[str, Attribute] = op._attributes or NO_ATTRIBUTES
        if op._properties:
            attributes = {**attributes, **op._properties} if attributes else op._properties
        for name in sorted(attributes) if len(attributes) > 1 else attributes:
            text(attributes[name].text)

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
            if keyword is not None:
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
