"""Dense integer arrays (MLIR's `DenseI64ArrayAttr`, `DenseI32ArrayAttr`: `array<i64: 0, 1>`)
as custom forms make and read them: the IR keeps them as their text."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..ir.attributes import Attribute, OpaqueAttr

_ARRAY = re.compile(r"array<i(?:8|16|32|64)(?::\s*([-\d,\s]*))?>\Z")


def dense_array(element: str, values: Iterable[int]) -> Attribute:
    """`array<element: v, ...>` (`array<element>` when empty)."""
    text = ", ".join(str(value) for value in values)
    return OpaqueAttr(f"array<{element}: {text}>" if text else f"array<{element}>")


def dense_array_values(attr: Attribute | None) -> list[int] | None:
    """The integers of a dense integer array attribute, else None."""
    found = _ARRAY.match(attr.text) if attr is not None else None
    if found is None:
        return None
    return [int(item) for item in (found.group(1) or "").split(",") if item.strip()]
