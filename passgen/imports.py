"""The import statements of generated modules, in isort's order as ruff's `I` rules want it
(pyproject.toml's [tool.ruff.lint.isort]: its defaults, `known-first-party = ["passgen"]`):
sections a blank line apart; in each, `import x` statements before `from x import ...`
ones, each by module; a statement's names constants first, then classes, then the rest.
Names compare case-insensitively, then as written, with digit runs by value (natural order).

A generated module's sections are the standard library's and the first party's: passgen's
runtime and the generated package itself, which ruff counts as first party (passgen by the
configuration, the package as the module's own).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .naming import digit_runs
from .pyformat import import_from


class Import(NamedTuple):
    """`import module` (no names) or `from module import names`; `split`: one name per
    line even when the statement fits on one (black keeps it so: a magic trailing comma)."""

    module: str
    names: tuple[str, ...] = ()
    split: bool = False


def statement(entry: Import, depth: int = 0) -> str:
    """The statement's text, its names in isort's order, laid out as black does at `depth`."""
    if not entry.names:
        return f"{'    ' * depth}import {entry.module}"
    return import_from(entry.module, sorted(entry.names, key=_member_order), depth, entry.split)


def sections(*groups: Sequence[Import]) -> str:
    """Sections of imports (the standard library's, then the first party's), each in isort's
    order, a blank line between two; empty ones left out."""
    return "\n\n".join(
        "\n".join(statement(entry) for entry in sorted(group, key=_statement_order))
        for group in groups
        if group
    )


def _statement_order(entry: Import) -> tuple[bool, tuple[object, ...], tuple[object, ...]]:
    return bool(entry.names), _natural(entry.module.lower()), _natural(entry.module)


def _member_order(name: str) -> tuple[int, tuple[object, ...], tuple[object, ...]]:
    """Constants (`INT64`), then classes (`Option`), then the rest (`create_cse`)."""
    if len(name) > 1 and name.upper() == name and name.lower() != name:
        kind = 0
    elif name[0].isupper():
        kind = 1
    else:
        kind = 2
    return kind, _natural(name.lower()), _natural(name)


def _natural(text: str) -> tuple[object, ...]:
    """Natural order: characters by code point, a digit run by its value (ranked among
    other characters as its first digit is)."""
    return tuple(
        (ord("0"), int(token), token)
        if token.isascii() and token.isdigit()
        else (ord(token), 0, token)
        for token in digit_runs(text)
    )
