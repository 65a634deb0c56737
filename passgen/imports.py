"""The import statements of generated modules, section by section."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .pyformat import import_from


class Import(NamedTuple):
    """`import module` (no names) or `from module import names`; `split`: one name per
    line even when the statement fits on one (black keeps it so: a magic trailing comma)."""

    module: str
    names: tuple[str, ...] = ()
    split: bool = False


def statement(entry: Import, depth: int = 0) -> str:
    """The statement's text, laid out as black does, at `depth`."""
    if not entry.names:
        return f"{'    ' * depth}import {entry.module}"
    return import_from(entry.module, entry.names, depth, entry.split)


def sections(*groups: Sequence[Import]) -> str:
    """Sections of imports (the standard library's, then the project's), a blank line
    between two; empty ones left out."""
    return "\n\n".join("\n".join(statement(entry) for entry in group) for group in groups if group)
