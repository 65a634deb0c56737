"""`#shard<axisarray[[0], [1, 2]]>` (ShardBase.td's `GridAxesArrayAttr`: a list of
`DenseI16ArrayAttr`s, format `` `[` $axes `]` ``) as mlir-opt prints it, from any spelling
its parser reads."""

from __future__ import annotations

import re
from collections.abc import Callable

_PREFIX = "#shard<axisarray"
_AXES = re.compile(r"\s*\[\s*((?:[-+]?\d+\s*(?:,\s*[-+]?\d+\s*)*)?)\]\s*")
_I16 = range(-(2**15), 2**15)


def canonical_axis_array(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of an axis array (other attributes of the dialect, or one that
    does not read as a list of integer lists: None, kept as written)."""
    if not (text.startswith(_PREFIX + "[") and text.endswith("]>")):
        return None
    body = text[len(_PREFIX) + 1 : -2]
    lists: list[str] = []
    pos = 0
    while pos < len(body):
        found = _AXES.match(body, pos)
        if found is None:
            return None
        values = [int(part) for part in found.group(1).split(",") if part.strip()]
        if any(value not in _I16 for value in values):
            return None
        lists.append("[" + ", ".join(map(str, values)) + "]")
        pos = found.end()
        if pos < len(body):
            if body[pos] != ",":
                return None
            pos += 1
    return f"{_PREFIX}[{', '.join(lists)}]>"
