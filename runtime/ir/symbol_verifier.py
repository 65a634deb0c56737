"""MLIR's verifiers of the `Symbol` interface and the `SymbolTable` trait, for every
registered op that has them (MLIR's `detail::verifySymbol`, `detail::verifySymbolTable`
and the `SymbolOpInterface` verifier).

A symbol without a `sym_name` is left alone: ops that require the name report its
absence from their own definition, and optional symbols (`builtin.module`) may omit it.
"""

from __future__ import annotations

from .attributes import StringAttr
from .context import Trait
from .diagnostics import Diagnostic
from .location import Location
from .operation import Operation
from .symbol_table import SymbolTableCollection, symbol_table_walk

VISIBILITIES = ("public", "private", "nested")


def symbol_error(op: Operation) -> str | None:
    """The `'name' op ...` message of a broken symbol, or None."""
    name = op.get_attr("sym_name")
    if name is None:
        return None
    if not isinstance(name, StringAttr):
        return "requires string attribute 'sym_name'"
    visibility = op.get_attr("sym_visibility")
    if visibility is not None:
        if not isinstance(visibility, StringAttr):
            return (
                "requires visibility attribute 'sym_visibility' to be a string attribute, "
                f"but got {visibility.text}"
            )
        if visibility.value not in VISIBILITIES:
            return (
                'visibility expected to be one of ["public", "private", "nested"], but got '
                f"{visibility.text}"
            )
    if op.results:
        return "symbols must not have results"
    parent = op.parent_op
    if (
        parent is not None
        and parent.name.is_registered
        and Trait.SYMBOL_TABLE not in parent.name.traits
    ):
        return "symbol's parent must have the SymbolTable trait"
    return None


def symbol_table_error(table: Operation) -> tuple[Operation, str, Location | None] | None:
    """What is wrong with a symbol table: the op to blame, the message (an op error when
    the op is the table) and, for a redefinition, where the first definition is."""
    if len(table.regions) != 1:
        return table, "Operations with a 'SymbolTable' must have exactly one region", None
    blocks = table.regions[0].blocks
    if len(blocks) != 1:
        return table, "Operations with a 'SymbolTable' must have exactly one block", None
    seen: dict[str, Operation] = {}
    for op in blocks[0]:
        name = op.get_attr("sym_name")
        if not isinstance(name, StringAttr):
            continue
        first = seen.setdefault(name.value, op)
        if first is not op:
            return op, f"redefinition of symbol named '{name.value}'", first.location
    return None


def redefinition_note(location: Location) -> Diagnostic:
    return Diagnostic("note", "see existing symbol definition here", location)


def symbol_uses_error(table: Operation) -> tuple[Operation, list[str]] | None:
    """The first op in `table` (not inside nested tables) whose symbol uses are wrong, with
    its message and notes (MLIR's `SymbolUserOpInterface::verifySymbolUses`)."""
    tables = SymbolTableCollection()
    for op in symbol_table_walk(table):
        definition = op.name.definition
        if definition is not None and definition.symbol_uses_verifier is not None:
            found = definition.symbol_uses_verifier(op, tables)
            if found is not None:
                return op, found
    return None
