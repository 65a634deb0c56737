"""Attribute aliases (`#map`, `#set`, `#distinct`) as MLIR's AsmPrinter makes them.

MLIR's builtin dialect aliases affine maps, integer sets and distinct attributes
wherever they are printed, types included. Aliases are numbered per name in the
order MLIR visits them (an op's regions first, then its operand and result types,
then its attributes by name, the properties of registered ops among them), an
alias containing others sorting after them (by nesting depth); all are defined
before the top-level op. Distinct attributes are renumbered from 0 in that order.

One divergence: MLIR treats the properties of ops it does not know as opaque and
prints them without aliases; ours alias every op's properties, since ops of the
many dialects mlir-opt knows and we do not model (affine, linalg, ...) are
unregistered here.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator, Mapping

from ..ir.attributes import Attribute
from ..ir.operation import Block, Operation
from . import lexer as lx
from .location_aliases import Definition, push_regions

_KEYWORD = re.compile(r"(?<![\w$.])(?:affine_map<|affine_set<|distinct\[)")
_WORD = re.compile(r"[\w$.]")
_NAMES = {"affine_map<": "map", "affine_set<": "set", "distinct[": "distinct"}
KEYWORDS = tuple(_NAMES)


class AttributeAliases:
    """The aliases of the attributes printed with `root`."""

    def __init__(self, root: Operation):
        self._aliases: dict[str, tuple[str, int]] = {}  # attribute text -> (name, depth)
        # attribute text -> its definition: (text, whether it is a nested aliased attribute)
        self._definitions: dict[str, list[tuple[str, bool]]] = {}
        self._seen: set[str] = set()  # a text seen once has all its aliases recorded
        self._visit(root)
        counts: dict[str, int] = {}
        self._named: dict[str, str] = {}
        distinct = 0
        for attr, (name, _) in sorted(self._aliases.items(), key=lambda item: item[1][1]):
            count = counts.get(name, 0)
            counts[name] = count + 1
            self._named[attr] = f"#{name}{count or ''}"
        for attr, (name, _) in self._aliases.items():  # in visit order
            if name == "distinct":  # the head is `distinct[N]<`
                self._definitions[attr][0] = (f"distinct[{distinct}]<", False)
                distinct += 1

    def rewrite(self, text: str) -> str:
        """`text` with the aliased attributes in it replaced by their aliases."""
        if not any(keyword in text for keyword in KEYWORDS):
            return text
        return "".join(self._named.get(piece, piece) for piece in _pieces(text))

    def definitions(self) -> list[Definition]:
        """The `#alias = ...` lines, each name's in the order of its numbers."""
        return [
            Definition(depth, name, f"{self._named[attr]} = {self._substitute(self._definitions[attr])}\n")
            for attr, (name, depth) in sorted(self._aliases.items(), key=lambda item: item[1][1])
        ]

    def _visit(self, root: Operation) -> None:
        """Collect the aliases of the attribute and type texts of the IR in MLIR's visiting
        order: an op's regions (block argument types, nested ops) before its own operand
        and result types and attributes (by name, properties among them)."""
        stack: list[tuple[Operation] | Operation | Block] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Block):
                for arg in item.arguments:
                    self._text(arg.type.text)
            elif isinstance(item, tuple):  # an op whose regions are done
                self._op(item[0])
            elif item.regions:
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
        attributes: Mapping[str, Attribute] = op.attributes
        if op.properties:
            attributes = {**attributes, **op.properties} if attributes else op.properties
        for name in sorted(attributes) if len(attributes) > 1 else attributes:
            text(attributes[name].text)

    def _text(self, text: str) -> None:
        if text not in self._seen:
            self._seen.add(text)
            if _KEYWORD.search(text) is not None:
                self._collect(text)

    def _collect(self, text: str) -> int:
        """Record the aliased attributes of `text`; the deepest alias depth seen."""
        deepest = -1
        for piece in _pieces(text):
            keyword = next((k for k in KEYWORDS if piece.startswith(k)), None)
            if keyword is not None:
                deepest = max(deepest, self._alias(piece, _NAMES[keyword]))
        return deepest

    def _alias(self, attr: str, name: str) -> int:
        known = self._aliases.get(attr)
        if known is not None:
            return known[1]
        self._aliases[attr] = (name, 0)  # MLIR records an alias before its nested ones
        start = attr.index("]<") + 2 if name == "distinct" else attr.index("<") + 1
        inner = attr[start:-1]
        depth = self._collect(inner) + 1
        self._aliases[attr] = (name, depth)
        self._definitions[attr] = [
            (attr[:start], False), *((piece, piece in self._aliases) for piece in _pieces(inner)), (">", False)
        ]
        return depth

    def _substitute(self, definition: list[tuple[str, bool]]) -> str:
        return "".join(self._named[text] if aliased else text for text, aliased in definition)


def _pieces(text: str) -> Iterator[str]:
    """`text` cut into plain runs and whole aliasable attributes (outside strings)."""
    last = 0
    for start, keyword in _keywords(text):
        if start < last or _in_string(text, start):
            continue
        end = lx.bracket_end(text, start + len(keyword) - 1)
        if keyword == "distinct[":  # `distinct[N]` is followed by its `<attr>`
            end = lx.bracket_end(text, end)
        yield text[last:start]
        yield text[start:end]
        last = end
    yield text[last:]


def _keywords(text: str) -> Iterator[tuple[int, str]]:
    """Where `_KEYWORD` matches in `text`, in order, and what (found by `str.find`, much
    faster on a long text than a regex search)."""
    pending = [(at, keyword) for keyword in KEYWORDS if (at := text.find(keyword)) >= 0]
    heapq.heapify(pending)
    while pending:
        start, keyword = pending[0]
        after = text.find(keyword, start + 1)
        if after < 0:
            heapq.heappop(pending)
        else:
            heapq.heapreplace(pending, (after, keyword))
        if not start or _WORD.match(text, start - 1) is None:  # `_KEYWORD`'s look-behind
            yield start, keyword


def _in_string(text: str, pos: int) -> bool:
    """Whether `pos` is inside a string literal of printed `text` (where no string spans
    lines)."""
    i = text.rfind("\n", 0, pos) + 1
    while (quote := text.find('"', i, pos)) >= 0:
        string = lx.STRING.match(text, quote)
        if string is None:  # not a string: a lone quote
            i = quote + 1
        elif string.end() > pos:
            return True
        else:
            i = string.end()
    return False
