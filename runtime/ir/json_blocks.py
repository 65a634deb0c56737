"""The runtime's ODS data files (`upstream_ops.json`, `op_properties.json`,
`upstream_formats.json`), read one block at a time. Each is a JSON object of blocks, one per
dialect, in the layout `passgen.ods.records.dumps` writes: a block opens on a line
`"<dialect>": {` and holds an entry per line. A block is decoded when it is first asked for: decoding a whole file cost every
start-up milliseconds, for the few ops of the builtin dialect."""

from __future__ import annotations

import functools
import json
import re
from typing import Any

_BLOCK = re.compile(r'\n("[^"\n]*"): (?=\{\n)')  # a block's name; its object starts at the end


@functools.cache
def _index(path: str) -> tuple[str, dict[str, int]]:
    """The text of the file at `path`, and where each block's object starts in it."""
    with open(path, encoding="utf-8") as data:
        text = data.read()
    return text, {json.loads(match[1]): match.end() for match in _BLOCK.finditer(text)}


@functools.cache
def block(path: str, name: str) -> Any:
    """`json.load(open(path))[name]`, decoded alone; None when the file has no such block."""
    text, starts = _index(path)
    start = starts.get(name)
    return None if start is None else json.JSONDecoder().raw_decode(text, start)[0]
