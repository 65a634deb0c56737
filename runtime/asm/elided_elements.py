"""`--mlir-elide-elementsattrs-if-larger=N`: a dense elements attribute with more than N
elements that is no splat prints as `dense_resource<__elided__>`, and so does a sparse one
whose indices or values are such a dense attribute (MLIR's
`OpPrintingFlags::shouldElideElementsAttr` and `printElidedElementsAttr`), wherever the print
holds it. Printed text is rewritten, string literals skipped."""

from __future__ import annotations

import re
from math import prod

from .lexer import bracket_end

ELIDED = "dense_resource<__elided__>"
_DENSE_OR_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|(?<![\w.$#!])(?:dense|sparse)<')
_LEAF = re.compile(r'"(?:[^"\\\n]|\\.)*"|[^\s\[\],]+')
_SHAPE = re.compile(r"(?:tensor|vector)<((?:\[?[0-9]+\]?x)*)")


def elide_large_elements(text: str, limit: int) -> str:
    """`text` (printed IR) with its dense elements attributes of more than `limit` elements
    that are no splat elided."""
    if "dense<" not in text and "sparse<" not in text:
        return text
    pieces: list[str] = []
    copied = 0
    for found in _DENSE_OR_STRING.finditer(text):
        if not found.group().endswith("<") or found.start() < copied:
            continue
        end = bracket_end(text, found.end() - 1)
        shape = _SHAPE.match(text, end + 3) if text.startswith(" : ", end) else None
        if shape is None:
            continue
        body = text[found.end() : end - 1]
        if found.group() == "sparse<":
            large = any(_large_literal(part, limit) for part in _top_level_parts(body))
        else:
            dims = [int(d.strip("[]")) for d in shape.group(1).split("x")[:-1]]
            large = body.startswith(("[", '"0x')) and prod(dims) > limit  # splats print whole
        if large:
            pieces += [text[copied : found.start()], ELIDED]
            copied = end
    pieces.append(text[copied:])
    return "".join(pieces)


def _top_level_parts(body: str) -> list[str]:
    """A sparse literal's indices and values (split at its top-level comma)."""
    depth = 0
    for index, char in enumerate(body):
        depth += (char == "[") - (char == "]")
        if char == "," and depth == 0:
            return [body[:index].strip(), body[index + 1 :].strip()]
    return [body.strip()]


def _large_literal(part: str, limit: int) -> bool:
    """Whether a nested-list literal has more than `limit` elements (a bare value is a
    splat)."""
    return part.startswith("[") and len(_LEAF.findall(part)) > limit
