"""File-level resource sections: `{-# dialect_resources: {...}, external_resources: {...} #-}`.

Entries are kept as `group -> owner -> key -> value` (a string, a hex blob string
or a bool) in `Context.resources`, and printed back in mlir-opt's layout: the builtin
dialect's blobs only while the printed IR names them (`dense_resource<key>`), as MLIR
prints the resources its printer saw referenced.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..ir.attributes import keyword_or_string, quote_string
from . import lexer as lx
from .attr_parser import AttributeParser

Resources = dict[str, dict[str, dict[str, "str | bool"]]]


def parse_resources(parser: AttributeParser, into: Resources) -> None:
    """Parse the section at the cursor (on `{-#`) and merge it into `into`."""
    parser.pos += 3
    if parser.consume("#-}"):
        return
    while True:
        group = _key(parser, "identifier key in file metadata dictionary")
        parser.expect(":", "':' after resource group name")
        parser.expect("{", "'{' to begin resource group")
        owners = into.setdefault(group, {})
        if not parser.consume("}"):
            while True:
                owner = _key(parser, "identifier key for 'resource' entry")
                parser.expect(":", "':' after resource handle name")
                parser.expect("{", "'{' to begin resource entries")
                entries = owners.setdefault(owner, {})
                if not parser.consume("}"):
                    while True:
                        key = _key(parser, "identifier key for 'resource' entry")
                        parser.expect(":", "':' after resource key")
                        entries[key] = _value(parser)
                        if parser.consume("}"):
                            break
                        parser.expect(",", "',' or '}' in resource entries")
                if parser.consume("}"):
                    break
                parser.expect(",", "',' or '}' in resource group")
        if parser.consume("#-}"):
            return
        parser.expect(",", "',' or '#-}' in file metadata dictionary")


def _key(parser: AttributeParser, what: str) -> str:
    if parser.peek('"'):
        return parser.string_literal()
    return parser.match(lx.BARE_ID) or parser.wrong_token(f"expected {what}")


def _value(parser: AttributeParser) -> str | bool:
    if parser.peek('"'):
        return parser.string_literal()
    word = parser.match(lx.BARE_ID)
    if word in ("true", "false"):
        return word == "true"
    return parser.wrong_token("expected a string, blob or bool resource value")


_BLOB_REFERENCE = re.compile(r'dense_resource<((?:"(?:[^"\\]|\\.)*")|[^>]*)>')


def referenced_blobs(printed: Iterable[str]) -> set[str]:
    """The keys of the builtin dialect's blobs that `printed` IR text names, as printed."""
    return {key for text in printed for key in _BLOB_REFERENCE.findall(text)}


def print_resources(resources: Resources, blobs: set[str] | None = None) -> str:
    """mlir-opt's layout of a resource section ('' when there is nothing to print); with
    `blobs`, of the builtin dialect's blobs only those (printed keys) it names."""
    if blobs is not None:
        resources = _with_blobs(resources, blobs)
    groups = [(g, owners) for g, owners in resources.items() if any(owners.values())]
    if not groups:
        return ""
    lines = ["{-#"]
    for gi, (group, owners) in enumerate(groups):
        lines.append(f"  {group}: {{")
        owned = [(o, e) for o, e in owners.items() if e]
        for oi, (owner, entries) in enumerate(owned):
            lines.append(f"    {keyword_or_string(owner)}: {{")
            items = list(entries.items())
            for ei, (key, value) in enumerate(items):
                text = (
                    ("true" if value else "false")
                    if isinstance(value, bool)
                    else quote_string(value)
                )
                comma = "," if ei < len(items) - 1 else ""
                lines.append(f"      {keyword_or_string(key)}: {text}{comma}")
            lines.append("    }" + ("," if oi < len(owned) - 1 else ""))
        lines.append("  }" + ("," if gi < len(groups) - 1 else ""))
    lines.append("#-}")
    return "\n".join(lines) + "\n"


def _with_blobs(resources: Resources, blobs: set[str]) -> Resources:
    """`resources` with only the builtin dialect blobs whose printed keys are in `blobs`."""
    builtin = resources.get("dialect_resources", {}).get("builtin")
    if not builtin:
        return resources
    kept = {key: value for key, value in builtin.items() if keyword_or_string(key) in blobs}
    dialects = {**resources["dialect_resources"], "builtin": kept}
    return {**resources, "dialect_resources": dialects}
