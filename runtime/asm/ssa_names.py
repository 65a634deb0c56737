"""SSA value names of the custom form, as MLIR's `SSANameState` gives them (AsmPrinter.cpp)
when it does not print generically: ops name their results (`getAsmResultNames`: `%c0`,
`%cst`) and regions their entry arguments (`getAsmBlockArgumentNames`), uniqued with `_N`
suffixes within the names visible from a region; entry-block arguments are `%argN`, other
values numbered; each region's numbering starts where its parent region's ended, so that
sibling regions reuse numbers and names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..ir.context import OperationName
from ..ir.operation import Block, Operation, Region, Value
from .custom_form import ResultNames
from .form_lookup import op_asm

_VALID = re.compile(r"[A-Za-z0-9$._\-]*\Z", re.ASCII)
_INVALID_CHAR = re.compile(r"[^A-Za-z0-9$._\-]", re.ASCII)


def sanitize_identifier(name: str) -> str:
    """MLIR's `sanitizeIdentifier`: invalid characters as `_` (a blank) or their hex code, and
    a `_` before a leading digit."""
    if not _VALID.match(name):
        name = _INVALID_CHAR.sub(
            lambda m: "_" if m.group() == " " else "".join(f"{b:X}" for b in m.group().encode()),
            name,
        )
    return "_" + name if name[:1].isdigit() else name


@dataclass
class ValueNames:
    """The printed name of each value (`%x`, `%x#1`) and block (`^bb0`), and the result
    header (`%a:2, %b`) of each op whose results were named in several groups."""

    names: dict[Value | Block, str] = field(default_factory=dict)
    result_headers: dict[Operation, str] = field(default_factory=dict)


@dataclass
class _Counters:
    value: int = 0
    argument: int = 0
    conflict: int = 0


class _Namer:
    """One `SSANameState` walk."""

    def __init__(self) -> None:
        self.out = ValueNames()
        self.counters = _Counters()
        self.used: set[str] = set()
        self.scopes: list[list[str]] = []  # the names each open scope added
        # Each op name's `getAsmResultNames` hook (None: it has none).
        self.result_hooks: dict[OperationName, ResultNames | None] = {}

    def set_name(self, value: Value, name: str) -> None:
        """MLIR's `setValueName` of a suggested `name`, uniqued."""
        self.out.names[value] = "%" + self._unique(sanitize_identifier(name))

    def _unique(self, name: str) -> str:
        if name in self.used:
            while True:
                probe = f"{name}_{self.counters.conflict}"
                self.counters.conflict += 1
                if probe not in self.used:
                    name = probe
                    break
        self.used.add(name)
        self.scopes[-1].append(name)
        return name

    def walk(self, root: Operation) -> ValueNames:
        self.scopes.append([])
        counters = self.counters
        stack = [
            (region, counters.value, counters.argument, counters.conflict, 1)
            for region in root.regions
        ]
        self.number_op(root)
        while stack:
            region, counters.value, counters.argument, counters.conflict, depth = stack.pop()
            while len(self.scopes) > depth:
                self.used.difference_update(self.scopes.pop())
            self.scopes.append([])
            nested = self.number_region(region)
            inner = len(self.scopes)
            for inside in nested:
                stack.append((inside, counters.value, counters.argument, counters.conflict, inner))
        return self.out

    def number_region(self, region: Region) -> list[Region]:
        """Name the values and blocks of `region`; the regions of its ops, in order (named
        after it)."""
        parent = region.parent
        if parent is not None:
            arguments_hook = op_asm(parent.name).interface.block_argument_names
            if arguments_hook is not None:
                arguments_hook(parent, region, self.set_name)
        names = self.out.names
        hooks = self.result_hooks
        counters = self.counters
        nested: list[Region] = []
        for index, block in enumerate(region.blocks):
            names[block] = f"^bb{index}"
            for arg in block.arguments:
                if arg in names:
                    continue
                if index:
                    names[arg] = f"%{counters.value}"
                    counters.value += 1
                else:
                    self.set_name(arg, f"arg{counters.argument}")
                    counters.argument += 1
            op = block._first
            while op is not None:
                results = op.results
                if results:
                    name = op.name
                    hook = hooks[name] if name in hooks else self.result_hook(name)
                    if hook is None and len(results) == 1:  # the common case, named here
                        names[results[0]] = f"%{counters.value}"
                        counters.value += 1
                    else:
                        self.number_op(op)
                if op.regions:
                    nested += op.regions
                op = op._next
        return nested

    def result_hook(self, name: OperationName) -> ResultNames | None:
        """The `getAsmResultNames` hook of ops named `name`, kept for the walk."""
        hook = self.result_hooks[name] = op_asm(name).interface.result_names
        return hook

    def number_op(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        names = self.out.names
        name = op.name
        hook = self.result_hooks[name] if name in self.result_hooks else self.result_hook(name)
        if hook is not None:
            hook(op, self.set_name)
        first = results[0]
        if first not in names:
            names[first] = f"%{self.counters.value}"
            self.counters.value += 1
        if len(results) > 1:
            self._name_groups(op)

    def _name_groups(self, op: Operation) -> None:
        """Each result of a multi-result op as `%group#i`, or `%group` alone in its group;
        the header of the groups when there are several."""
        names = self.out.names
        results = op.results
        starts = [r.index for r in results if r.index == 0 or r in names]
        ends = [*starts[1:], len(results)]
        for start, end in zip(starts, ends):
            head = names[results[start]]
            for result in results[start:end]:
                names[result] = head if end - start == 1 else f"{head}#{result.index - start}"
        if len(starts) > 1:
            self.out.result_headers[op] = ", ".join(
                _group_text(names[results[s]], e - s) for s, e in zip(starts, ends)
            )


def _group_text(first: str, count: int) -> str:
    head = first.partition("#")[0]
    return head if count == 1 else f"{head}:{count}"


def custom_value_names(root: Operation) -> ValueNames:
    """The names of the values and blocks printed in the custom form of `root`."""
    return _Namer().walk(root)
