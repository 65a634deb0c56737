"""Printer for MLIR's generic operation form.

SSA values are numbered deterministically (`%N` for results, `%argN` for block
arguments); sibling IsolatedFromAbove ops reuse numbers; block labels restart in
each region. Printing is iterative, so nesting depth is unbounded.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..ir.attributes import UNIT, Attribute, ExplicitProperties, quote_string
from ..ir.context import Context, Trait
from ..ir.location import Location
from ..ir.operation import Block, Operation, Region, Value
from ..ir.types import Type, function_type_text
from .resources import print_resources

_BARE_KEY = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)


class _Names:
    """SSA value names. Inside an isolated op numbering continues from the outer
    counters and is restored on exit, so sibling functions reuse `%0...` while no
    name ever shadows one visible from outside (the generic form has one scope)."""

    def __init__(self) -> None:
        self.names: dict[Value, str] = {}
        self.counters: list[list[int]] = [[0, 0]]

    def result(self, value: Value) -> str:
        name = self.names.get(value)
        if name is None:
            counter = self.counters[-1]
            name = self.names[value] = f"%{counter[0]}"
            counter[0] += 1
        return name

    def argument(self, value: Value) -> str:
        name = self.names.get(value)
        if name is None:
            counter = self.counters[-1]
            name = self.names[value] = f"%arg{counter[1]}"
            counter[1] += 1
        return name

    def use(self, value: Value) -> str:
        name = self.names.get(value)
        if name is not None:
            return name
        group = _result_group(value)
        if group is not None:
            op, index = group
            base = self.result(op.results[0])
            return base if index == 0 else f"{base}#{index}"
        return self.argument(value)


def _result_group(value: Value) -> tuple[Operation, int] | None:
    op = getattr(value, "op", None)
    return (op, value.index) if op is not None else None  # type: ignore[attr-defined]


class Printer:
    """Prints ops in generic form; one instance prints one top-level op."""

    def __init__(self, *, debuginfo: bool = False, local_scope: bool = False):
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        self._names = _Names()
        self._loc_aliases: dict[Location, str] = {}
        self._signatures: dict[tuple[tuple[Type, ...], tuple[Type, ...]], str] = {}
        self._keys: dict[str, str] = {}
        self._labels: dict[Block, str] = {}

    def print(self, root: Operation, context: Context | None = None) -> str:
        out: list[str] = []
        self._print_tree(root, out)
        out.append("\n")
        if self.debuginfo and not self.local_scope:
            for loc, alias in self._loc_aliases.items():
                out.append(f"{alias} = {loc}\n")
        section = print_resources(context.resources) if context is not None else ""
        if section:
            out.append("\n" + section)  # after a blank line, as mlir-opt prints it
        return "".join(out)

    # -- ops --------------------------------------------------------------------

    def _print_tree(self, root: Operation, out: list[str]) -> None:
        # Work items: an op to print at an indent, a str to emit, or None to
        # close the naming scope of an isolated op.
        stack: list[tuple[Operation | str | None, int]] = [(root, 0)]
        while stack:
            item, indent = stack.pop()
            if item is None:
                self._names.counters.pop()
                continue
            if isinstance(item, str):
                out.append(item)
                continue
            op = item
            out.append(self._header(op, indent))
            tail = self._tail(op)
            if not op.regions:
                out.append(tail)
                continue
            isolated = Trait.ISOLATED_FROM_ABOVE in op.name.traits
            if isolated:
                self._names.counters.append(list(self._names.counters[-1]))
                stack.append((None, 0))
            stack.append(("\n" + " " * indent + "})" + tail, 0))
            pending: list[tuple[Operation | str | None, int]] = []
            for index, region in enumerate(op.regions):
                if index:
                    pending.append(("\n" + " " * indent + "}, {", 0))
                self._region_items(region, indent, pending)
            out.append(" ({")
            stack.extend(reversed(pending))

    def _region_items(
        self, region: Region, indent: int, items: list[tuple[Operation | str | None, int]]
    ) -> None:
        labels = {block: f"^bb{i}" for i, block in enumerate(region.blocks)}
        self._labels.update(labels)
        for index, block in enumerate(region.blocks):
            if block.arguments or index or block.is_empty:
                items.append(("\n" + " " * indent + self._block_header(block, labels[block]), 0))
            op = block.first_op
            while op is not None:
                items.append(("\n", 0))
                items.append((op, indent + 2))
                op = op.next_op

    def _block_header(self, block: Block, label: str) -> str:
        if not block.arguments:
            return label + ":"
        names = self._names
        parts = []
        for arg in block.arguments:
            text = f"{names.argument(arg)}: {arg.type.text}"
            if self.debuginfo:
                text += " " + self._location(arg.location)
            parts.append(text)
        return f"{label}({', '.join(parts)}):"

    def _header(self, op: Operation, indent: int) -> str:
        names = self._names
        parts = [" " * indent]
        results = op.results
        if results:
            first = names.result(results[0])
            for result in results[1:]:
                names.names[result] = f"{first}#{result.index}"
            parts.append(f"{first}:{len(results)} = " if len(results) > 1 else f"{first} = ")
        parts.append(quote_string(op.name.name))
        use = names.use
        parts.append("(" + ", ".join([use(v) for v in op._operands]) + ")")
        if op.successors:
            parts.append("[" + ", ".join([self._labels[b] for b in op.successors]) + "]")
        if op.properties or type(op.properties) is ExplicitProperties:
            parts.append(" <" + self._dict(op.properties) + ">")
        return "".join(parts)

    def _tail(self, op: Operation) -> str:
        parts = []
        if op.attributes:
            parts.append(" " + self._dict(op.attributes))
        key = (tuple([v.type for v in op._operands]), tuple([r.type for r in op.results]))
        signature = self._signatures.get(key)
        if signature is None:
            signature = self._signatures[key] = function_type_text(*key)
        parts.append(" : " + signature)
        if self.debuginfo:
            parts.append(" " + self._location(op.location))
        return "".join(parts)

    def _dict(self, entries: Mapping[str, Attribute]) -> str:
        keys = self._keys
        parts = []
        for name in sorted(entries) if len(entries) > 1 else entries:
            key = keys.get(name)
            if key is None:
                key = keys[name] = name if _BARE_KEY.match(name) else quote_string(name)
            value = entries[name]
            parts.append(key if value is UNIT else f"{key} = {value.text}")
        return "{" + ", ".join(parts) + "}"

    def _location(self, loc: Location) -> str:
        if self.local_scope:
            return str(loc)
        alias = self._loc_aliases.get(loc)
        if alias is None:
            count = len(self._loc_aliases)
            alias = self._loc_aliases[loc] = f"#loc{count or ''}"
        return f"loc({alias})"


def print_op(
    op: Operation,
    *,
    debuginfo: bool = False,
    local_scope: bool = False,
    context: Context | None = None,
) -> str:
    """The generic form of `op` (and its regions), ending in a newline.

    With `debuginfo`, locations are printed as `loc(#locN)` aliases defined after
    the op (inline with `local_scope`), as `mlir-opt --mlir-print-debuginfo` does.
    `context` adds the file-level resource section.
    """
    return Printer(debuginfo=debuginfo, local_scope=local_scope).print(op, context)
