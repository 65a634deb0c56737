"""Whether a location body (the text of `loc(...)`, aliases resolved) is a location
MLIR reads: `unknown`, `"file":line:col` (and its ranges), a name `"name"` with an
optional `(child)`, `callsite(callee at caller)`, `fused<metadata>[a, b, ...]`, or a
dialect attribute. Bodies are kept as text, so this is what keeps printed locations
readable again."""

from __future__ import annotations

import re

from ..ir.location import UNKNOWN_LOC, Location, OpaqueLoc
from . import lexer as lx
from .location_aliases import _spans

_LINE_COLUMN = re.compile(r"(?::[0-9]+(?::[0-9]+)?(?: to (?:[0-9]+)?:[0-9]+)?)?\Z")


def is_location(body: str) -> bool:
    """Whether `body` (balanced text with well-formed strings) is a location."""
    body = body.strip()
    if body == "unknown" or lx.HASH_OR_BANG_ID.fullmatch(body) and "." in body:
        return True
    if body.startswith('"'):
        end = lx.STRING.match(body).end()  # type: ignore[union-attr]
        if body.startswith("(", end):
            return lx.bracket_end(body, end) == len(body) and is_location(body[end + 1 : -1])
        return _LINE_COLUMN.match(body, end) is not None
    if body.startswith("callsite(") and lx.bracket_end(body, len("callsite")) == len(body):
        parts = _spans(body, len("callsite("), len(body) - 1, (" at ",))
        return len(parts) == 2 and all(is_location(part) for _, _, part in parts)
    if body.startswith("fused"):
        start = len("fused")
        if body.startswith("<", start):
            start = lx.bracket_end(body, start)
        if body.startswith("[", start) and lx.bracket_end(body, start) == len(body):
            parts = _spans(body, start + 1, len(body) - 1, (",",))
            return all(is_location(part) for _, _, part in parts)
    return False


def fused_location(locations: list[Location]) -> Location:
    """MLIR's `FusedLoc::get` without metadata: the parts of fused locations without metadata
    taken in, unknown and repeated parts dropped; nothing left is `unknown`, one part is
    itself, more are `fused[a, b, ...]`."""
    parts: list[str] = []
    for location in locations:
        body = location.body
        if body.startswith("fused["):
            parts += [part for _, _, part in _spans(body, len("fused["), len(body) - 1, (",",))]
        elif body != "unknown":
            parts.append(body)
    unique = list(dict.fromkeys(parts))
    if not unique:
        return UNKNOWN_LOC
    if len(unique) == 1:
        same = (location for location in locations if location.body == unique[0])
        return next(same, OpaqueLoc(unique[0]))
    return OpaqueLoc(f"fused[{', '.join(unique)}]")
