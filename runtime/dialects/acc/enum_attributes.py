"""The acc dialect's bit-enum attributes printed as MLIR prints them, whatever order their
flags are written in: `#acc<data_clause_modifier capture,zero>` prints
`#acc<data_clause_modifier zero,capture>` (EnumsGen's `stringifyEnum` after
`symbolizeEnum`)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...ir import json_blocks

_PREFIX = "#acc<"


@functools.cache
def _bit_enums() -> dict[str, Enum]:
    """Mnemonic -> enum of the dialect's bit-enum attributes."""
    tables: dict[str, Any] = json_blocks.block(FORMATS, "acc") or {}
    found: dict[str, Enum] = {}
    for key, entry in tables.items():
        data = tables.get(f"!enum {entry.get('enum')}") if key.startswith("!attr ") else None
        if data is not None and data.get("bits") and entry.get("mnemonic"):
            found[entry["mnemonic"]] = Enum.from_data(data)
    return found


def canonical_bit_enum(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of `#acc<mnemonic flags>` for a bit enum; None for any other
    attribute (kept as written) or flags that name no value."""
    if not (text.startswith(_PREFIX) and text.endswith(">")):
        return None
    mnemonic, _, body = text[len(_PREFIX) : -1].partition(" ")
    enum = _bit_enums().get(mnemonic)
    value = None if enum is None else enum.symbolize(body)
    if enum is None or value is None:
        return None
    return f"{_PREFIX}{mnemonic} {enum.stringify(value)}>"
