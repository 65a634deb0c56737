"""Attributes of the declarative form `` `<` struct(params) `>` `` as mlir-opt prints them
(AttrOrTypeFormatGen's struct directive): `key = value` parameters in the order the
attribute declares them (an array parameter's elements after commas), those equal to their
default left out, `<>` dropped when none is
left (an optional `(`<` struct(params)^ `>`)?` group). Each dialect names its attributes'
parameters and their defaults' text; values are kept as written, but a dictionary's entries
sorted by name, as a `DictionaryAttr` holds them."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

_KEY = re.compile(r"\s*([A-Za-z_]\w*)\s*=")

Params = Sequence[tuple[str, str | None]]
"""Each parameter's name and the text of its default (None: always printed when set)."""


def split_params(body: str) -> list[str] | None:
    """`body`'s comma-separated parts outside brackets and strings, stripped; None when the
    brackets do not balance."""
    parts: list[str] = []
    depth, quoted, start, index = 0, False, 0, 0
    while index < len(body):
        char = body[index]
        if quoted:
            if char == "\\":
                index += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(body[start:index].strip())
            start = index + 1
        index += 1
    if depth or quoted:
        return None
    if body[start:].strip():
        parts.append(body[start:].strip())
    return parts


def canonical_struct(text: str, prefix: str, params: Params) -> str | None:
    """The printed text of `prefix<key = value, ...>` (or bare `prefix`); None when `text`
    is not one with only these keys, each at most once."""
    if text == prefix:
        return text
    if not (text.startswith(prefix + "<") and text.endswith(">")):
        return None
    parts = split_params(text[len(prefix) + 1 : -1])
    if parts is None:
        return None
    values: dict[str, str] = {}
    key = ""
    for part in parts:
        found = _KEY.match(part)
        if found is None and key:  # an `ArrayRefParameter`'s next element: `k = #a, #b`
            values[key] += ", " + part
            continue
        if found is None or found.group(1) in values:
            return None
        key = found.group(1)
        values[key] = part[found.end() :].strip()
    defaults: Mapping[str, str | None] = dict(params)
    if not set(values) <= set(defaults):
        return None
    kept = [
        f"{name} = {_sorted_dictionary(values[name])}"
        for name, default in params
        if name in values and values[name] != default
    ]
    return f"{prefix}<{', '.join(kept)}>" if kept else prefix


def _sorted_dictionary(value: str) -> str:
    """A `{name, name = value}` dictionary's text with its entries sorted by name; other
    values as they are."""
    if not (value.startswith("{") and value.endswith("}")):
        return value
    entries = split_params(value[1:-1])
    if entries is None:
        return value
    entries.sort(key=lambda entry: entry.partition("=")[0].strip().strip('"'))
    return "{" + ", ".join(entries) + "}"
