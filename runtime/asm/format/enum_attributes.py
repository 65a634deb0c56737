"""Dialect enum attributes written in full (`#arith.overflow<nsw, nuw>`), checked as their
dialects' parsers check them: an attribute whose ODS assembly format is the enum alone
(`` `<` $value `>` ``) must hold a value of it. MLIR rejects `#arith.overflow<>` ("expected
valid keyword or string") and `#arith.overflow<foo>` ("expected ... to be one of: ..."); a
runtime that keeps such attributes as text would accept them and print what no parser
reads back."""

from __future__ import annotations

import functools
import re
from typing import Any

from ...ir import json_blocks
from ..format_data import FORMATS
from .enums import Enum

_DEFAULT_FORMAT = "`<` $value `>`"
_WORD = re.compile(r"[A-Za-z_][\w$.]*|\"(?:[^\"\\\\]|\\\\.)*\"", re.ASCII)


@functools.cache
def _enums(dialect: str) -> dict[str, tuple[str, Enum]]:
    """Mnemonic -> (the enum's C++ name, the enum) of `dialect`'s plain enum attributes."""
    tables: dict[str, Any] | None = json_blocks.block(FORMATS, dialect)  # type: ignore[assignment]
    found: dict[str, tuple[str, Enum]] = {}
    for key, entry in (tables or {}).items():
        enum_name = entry.get("enum") if key.startswith("!attr ") else None
        if enum_name and entry.get("format", _DEFAULT_FORMAT) == _DEFAULT_FORMAT:
            data = tables.get(f"!enum {enum_name}") if tables else None
            if data is not None and entry.get("mnemonic"):
                found[entry["mnemonic"]] = (enum_name, Enum.from_data(data))
    return found


def is_enum_attribute(text: str) -> bool:
    """Whether `text` (`#dialect.mnemonic<body>`) is a plain enum attribute, whose parser
    reads a trailing `: type` and drops it (EnumAttr's generated `parse`)."""
    head, _, body = text.partition("<")
    dialect, _, mnemonic = head[1:].partition(".")
    return body.endswith(">") and mnemonic in _enums(dialect)


def enum_attribute_error(text: str) -> tuple[str, int] | None:
    """Why the dialect attribute `text` (`#dialect.mnemonic<body>`) is no value of its enum,
    and where (an offset into `text`); None when it is one, or no such enum attribute."""
    head, _, body = text.partition("<")
    dialect, _, mnemonic = head[1:].partition(".")
    known = _enums(dialect).get(mnemonic) if body.endswith(">") else None
    if known is None:
        return None
    cpp_name, enum = known
    start = len(head) + 1
    inside = body[:-1]
    separator = enum.separator.strip() if enum.bits else None
    parts = inside.split(separator) if separator else [inside]
    offset = start
    for part in parts:
        word = part.strip()
        at = offset + len(part) - len(part.lstrip())
        if not _WORD.fullmatch(word):
            return "expected valid keyword or string", at
        if enum.symbolize(word.strip('"')) is None:
            names = ", ".join(name for name, _ in enum.cases)
            return f"expected {cpp_name} to be one of: {names}", at
        offset += len(part) + len(separator or "")
    return None
