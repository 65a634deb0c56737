"""Symbols and symbol tables (MLIR's `SymbolTable` utilities and `SymbolOpInterface`).

A symbol is a registered op with the `Symbol` trait and a `sym_name` (a
`builtin.module` without a name is not one, as MLIR's optional symbols);
a symbol table is an op with the `SymbolTable` trait, whose first region
holds the symbols it defines.
"""

from __future__ import annotations

from collections.abc import Iterator

from .attributes import ArrayAttr, Attribute, DictionaryAttr, StringAttr, SymbolRefAttr
from .context import Trait
from .operation import Block, Operation, Region

VISIBILITY = "sym_visibility"


def symbol_name(op: Operation) -> str | None:
    attr = op.get_attr("sym_name")
    return getattr(attr, "value", None)


def visibility(op: Operation) -> str:
    """A symbol's `sym_visibility`: `public` (the default), `private` or `nested`."""
    attr = op.get_attr(VISIBILITY)
    return attr.value if isinstance(attr, StringAttr) else "public"


def is_symbol(op: Operation) -> bool:
    return Trait.SYMBOL in op.name.traits and op.get_attr("sym_name") is not None


def is_symbol_table(op: Operation) -> bool:
    return Trait.SYMBOL_TABLE in op.name.traits


def set_visibility(op: Operation, value: str) -> None:
    """Set the inherent `sym_visibility` where the op keeps it: a property, unless it
    was written as a discardable attribute."""
    holder = op.attributes if op._attributes and VISIBILITY in op._attributes else op.properties
    holder[VISIBILITY] = StringAttr(value)


def symbols_in(table: Operation) -> Iterator[Operation]:
    """The symbols a symbol table defines directly."""
    if table.regions:
        for block in table.regions[0].blocks:
            for op in block:
                if is_symbol(op):
                    yield op


class SymbolTableCollection:
    """Name -> symbol maps of symbol tables, built on first lookup (MLIR's
    `SymbolTableCollection`); valid while no symbol is added, renamed or erased (and, for
    `lookup_nearest`, no block moves)."""

    def __init__(self) -> None:
        self._tables: dict[Operation, dict[str, Operation]] = {}
        self._nearest: dict[Block, Operation | None] = {}  # the table holding each block

    def lookup(self, table: Operation, name: str) -> Operation | None:
        symbols = self._tables.get(table)
        if symbols is None:
            symbols = {}
            for symbol in symbols_in(table):
                symbols.setdefault(str(symbol_name(symbol)), symbol)  # the first one wins
            self._tables[table] = symbols
        return symbols.get(name)

    def lookup_nearest(self, op: Operation, name: str) -> Operation | None:
        """Symbol `name` of the symbol table nearest to `op` (MLIR's
        `lookupNearestSymbolFrom`, as `nearest_symbol_table` finds the table)."""
        table = op if Trait.SYMBOL_TABLE in op.name.traits else self.table_holding(op.parent)
        return self.lookup(table, name) if table is not None else None

    def table_holding(self, block: Block | None) -> Operation | None:
        """The symbol table whose ops (`symbol_table_walk`'s) are those of `block`: the
        `nearest_symbol_table` of those that are no tables, memoized for each block on the
        way up (so deep nesting costs no walk per lookup)."""
        nearest = self._nearest
        climbed: list[Block] = []
        found = None
        while block is not None:
            if block in nearest:
                found = nearest[block]
                break
            climbed.append(block)
            owner = block.parent_op
            if owner is None or Trait.SYMBOL_TABLE in owner.name.traits:
                found = owner
                break
            block = owner.parent
        for block in climbed:
            nearest[block] = found
        return found

    def resolve(self, table: Operation, ref: SymbolRefAttr) -> list[Operation] | None:
        """The symbols along `ref` (`@a::@b` gives a and b) from `table`; None if one is
        missing or a scope on the way is no symbol table."""
        found: list[Operation] = []
        scope = table
        for name in (ref.root, *ref.nested):
            if found and not is_symbol_table(scope):
                return None
            symbol = self.lookup(scope, name)
            if symbol is None:
                return None
            found.append(symbol)
            scope = symbol
        return found


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest symbol table holding `op` (or `op`); as mlir-opt's verifier finds the
    callee of a `func.call`, unregistered ops on the way are passed through."""
    current: Operation | None = op
    while current is not None and Trait.SYMBOL_TABLE not in current.name.traits:
        current = current.parent_op
    return current


def symbol_table_walk(table: Operation) -> Iterator[Operation]:
    """The ops in `table`'s regions, nested symbol tables included but not their insides,
    in MLIR's `walkSymbolTable` order (a region's ops, then the regions they hold, the
    last region first)."""
    worklist = list(table.regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            op = block._first
            while op is not None:
                after = op._next  # read first: the op may be moved or erased meanwhile
                yield op
                if op.regions and Trait.SYMBOL_TABLE not in op.name.traits:
                    worklist.extend(op.regions)
                op = after


def is_potentially_unknown_symbol_table(op: Operation) -> bool:
    """An unregistered op with one region might define a symbol table nobody knows."""
    return op.name.definition is None and len(op.regions) == 1


def symbol_uses(op: Operation) -> list[SymbolRefAttr] | None:
    """The symbol references held by `op` and the ops nested in it, not looking into
    nested symbol tables (MLIR's `SymbolTable::getSymbolUses`); None when an op
    might be an unknown symbol table."""
    uses: list[SymbolRefAttr] = []
    stack = [op]
    while stack:
        current = stack.pop()
        if is_potentially_unknown_symbol_table(current):
            return None
        uses += own_symbol_refs(current)
        if not is_symbol_table(current):
            for region in reversed(current.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(list(block)))
    return uses


def symbol_uses_by_user(op: Operation) -> list[tuple[Operation, SymbolRefAttr]]:
    """`(user, reference)` for each symbol reference `symbol_uses` finds in `op` (MLIR's
    `SymbolTable::getSymbolUses`' `SymbolUse`s), without its unknown-table check."""
    uses: list[tuple[Operation, SymbolRefAttr]] = []
    stack = [op]
    while stack:
        current = stack.pop()
        uses.extend((current, ref) for ref in own_symbol_refs(current))
        if not is_symbol_table(current):
            for region in reversed(current.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(list(block)))
    return uses


def own_symbol_refs(op: Operation) -> list[SymbolRefAttr]:
    """The symbol references in `op`'s own attributes (MLIR's `walkSymbolRefs`)."""
    refs: list[SymbolRefAttr] = []
    for attrs in (op._properties, op._attributes):
        for value in attrs.values() if attrs else ():
            _collect_refs(value, refs)
    return refs


def _collect_refs(attr: Attribute, into: list[SymbolRefAttr]) -> None:
    if isinstance(attr, SymbolRefAttr):
        into.append(attr)
    elif isinstance(attr, ArrayAttr):
        for element in attr.elements:
            _collect_refs(element, into)
    elif isinstance(attr, DictionaryAttr):
        for element in attr.entries.values():
            _collect_refs(element, into)


def replace_all_symbol_uses(symbol: Operation, new: str, limit: Operation) -> None:
    """The references to `symbol` from the ops nested in `limit` (an ancestor) name `new`
    instead (MLIR's `SymbolTable::replaceAllSymbolUses` for a symbol op): in each symbol
    table from the symbol's up to `limit`, the reference by which that table's ops name
    the symbol (`@b`, then `@inner::@b`, ...) gets `new` as its leaf, and so does the
    prefix of longer references, the table's nested symbol tables not looked into."""
    for old, region in _symbol_scopes(symbol, limit):
        renamed = (
            SymbolRefAttr(new)
            if not old.nested
            else SymbolRefAttr(old.root, (*old.nested[:-1], new))
        )
        stack = list(region.blocks[0]) if region.blocks else []
        stack.reverse()
        while stack:
            op = stack.pop()
            for attrs in (op._properties, op._attributes):
                if attrs:
                    for name, value in attrs.items():
                        replaced = _renamed(value, old, renamed)
                        if replaced is not value:
                            attrs[name] = replaced
            if not is_symbol_table(op):
                for nested_region in reversed(op.regions):
                    for block in reversed(nested_region.blocks):
                        stack.extend(reversed(list(block)))


def _symbol_scopes(symbol: Operation, limit: Operation) -> list[tuple[SymbolRefAttr, Region]]:
    """`collectSymbolScopes` for a symbol nested in `limit`: each symbol table from the
    symbol's parent up to `limit`, with the reference naming the symbol from it; it stops
    at a table that is not a named symbol (`collectValidReferencesFor`)."""
    name = symbol_name(symbol)
    assert name is not None
    scopes: list[tuple[SymbolRefAttr, Region]] = []
    path: list[str] = [name]
    table = symbol.parent_op
    while table is not None and is_symbol_table(table) and table.regions:
        scopes.append((SymbolRefAttr(path[0], path[1:]), table.regions[0]))
        table_name = symbol_name(table)
        if table is limit or table_name is None:
            break
        path.insert(0, table_name)
        table = table.parent_op
    return scopes


def _renamed(attr: Attribute, old: SymbolRefAttr, new: SymbolRefAttr) -> Attribute:
    """`attr` with `old`, and references `old` is a prefix of, renamed as `new` (`attr`
    itself when none is)."""
    if isinstance(attr, SymbolRefAttr):
        path, old_path = (attr.root, *attr.nested), (old.root, *old.nested)
        if path[: len(old_path)] != old_path:
            return attr
        new_path = (new.root, *new.nested, *path[len(old_path) :])
        return SymbolRefAttr(new_path[0], new_path[1:])
    if isinstance(attr, ArrayAttr):
        elements = [_renamed(element, old, new) for element in attr.elements]
        changed = any(a is not b for a, b in zip(elements, attr.elements))
        return ArrayAttr(elements) if changed else attr
    if isinstance(attr, DictionaryAttr):
        entries = {name: _renamed(value, old, new) for name, value in attr.entries.items()}
        changed = any(entries[name] is not value for name, value in attr.entries.items())
        return DictionaryAttr(entries) if changed else attr
    return attr
