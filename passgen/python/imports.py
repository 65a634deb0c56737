"""The import statements of generated modules, in isort's order as ruff's `I` rules want it
(pyproject.toml's [tool.ruff.lint.isort]: its defaults, `known-first-party = ["passgen"]`):
sections a blank line apart; in each, `import x` statements before `from x import ...`
ones, each by module; a statement's names constants first, then classes, then the rest.
Names compare case-insensitively, then as written, with digit runs by value (natural order).

A generated module's sections are the standard library's, passgen's runtime, and the
generated package's own modules: in a user's project, ruff's defaults count passgen as a third
party and the project's package as the first; in this repository, where the generated packages
are passgen's own (`passgen.generated`), passgen and the package make one first-party section
(`project_sections`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from passgen.support.naming import digit_runs

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


def project_sections(
    standard: Sequence[Import], runtime: Sequence[Import], own: Sequence[Import], package: str
) -> str:
    """The sections of a module of the generated package `package` (or of a project's test):
    the standard library, passgen's runtime, the package's own modules, as ruff orders them
    in the project that holds the package: one section of both when it is passgen's."""
    if package.partition(".")[0] == "passgen":
        return sections(standard, [*runtime, *own])
    return sections(standard, runtime, own)


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
