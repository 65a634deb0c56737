"""The `// -----` chunks of a lit test file, and the mlir-opt flags its first RUN line gives
that matter for reading them.

Chunks are cut exactly as mlir-opt's `--split-input-file` cuts them
(passgen.runtime.tools.split_input) and keep their place in the file: each is padded with
blank lines, so both tools report the file's own line numbers.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from conformance.runlines import run_commands
from passgen.runtime.tools.split_input import chunk_source, split_input

# Flags of a RUN line's mlir-opt that change how the input is read (as opposed to what is
# run on it), with the spelling both tools accept.
PARSING_FLAGS = {
    "allow-unregistered-dialect": "--allow-unregistered-dialect",
    "no-implicit-module": "--no-implicit-module",
}
_EXPECTED = re.compile(r"//.*\bexpected-(error|warning|remark|note)\b")
# What a line's brackets count in: its text without strings and `//` comments.
_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|//.*')
_ALIAS_DEFINITION = re.compile(r"[#!][\w$.\-]+\s*=")
_OP_START = re.compile(r'[%"\w]')


@dataclass(frozen=True)
class Chunk:
    """One chunk: the file it is from (as given), its first line, and its padded text."""

    file: str
    line: int
    text: str

    @property
    def where(self) -> str:
        """`file:line`, as diagnostics and the details list name it."""
        return f"{self.file}:{self.line}"


def _first_line(text: str, start: int, end: int) -> int:
    """The line of the first non-blank character of `text[start:end]` (1-based)."""
    body = text[start:end]
    offset = start + len(body) - len(body.lstrip())
    return text.count("\n", 0, min(offset, end)) + 1


def label(path: Path) -> str:
    """The path from its `mlir/test` folder on (as upstream names it), else as given."""
    parts = path.resolve().parts
    for index in range(len(parts) - 2, -1, -1):
        if parts[index : index + 2] == ("mlir", "test"):
            return "/".join(parts[index:])
    return str(path)


def file_chunks(path: Path, name: str | None = None) -> list[Chunk]:
    """The chunks of the test file at `path`, named `name` (default: the path)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    pieces, _ = split_input(text, str(path))
    label = name or str(path)
    return [
        Chunk(label, _first_line(text, piece.start, piece.end), chunk_source(text, piece))
        for piece in pieces
    ]


def parsing_flags(source: str) -> tuple[str, ...]:
    """The flags of the file's first RUN line that change how mlir-opt reads the input."""
    commands = run_commands(source)
    if not commands:
        return ()
    try:
        words = shlex.split(commands[0][1])
    except ValueError:
        words = commands[0][1].split()
    found = {word.lstrip("-").split("=")[0] for word in words}
    return tuple(flag for key, flag in PARSING_FLAGS.items() if key in found)


def has_expected_diagnostics(chunk: Chunk) -> bool:
    """Whether the chunk holds `expected-*` comments (a test of diagnostics)."""
    return _EXPECTED.search(chunk.text) is not None


def top_level_ops(chunk: Chunk) -> list[Chunk]:
    """The chunk cut at its top-level ops (a line starting at column 0 with an op's first
    token, `%`, `"` or a name, where every bracket is closed: a `{` or `->` there continues
    the op before), each kept at its lines; the chunk's alias definitions (`#map = ...`,
    with their lines inside brackets, indented, or closing a bracket) go with every piece. For files that mlir-opt 22 rejects as a whole
    (a newer op in one function), the pieces it accepts can still be judged."""
    lines = chunk.text.split("\n")
    depth = 0
    starts: list[int] = []
    aliases: set[int] = set()
    in_alias = False
    for number, line in enumerate(lines):
        code = _STRING_OR_COMMENT.sub("", line)
        stripped = code.strip()
        in_alias = in_alias and (
            depth > 0 or bool(stripped) and (line[:1].isspace() or stripped[0] in ">)]}")
        )
        if not in_alias and depth == 0 and stripped and not line[:1].isspace():
            in_alias = _ALIAS_DEFINITION.match(line) is not None
            if not in_alias and _OP_START.match(line):
                starts.append(number)
        if in_alias:
            aliases.add(number)
        depth = max(0, depth + sum(map(code.count, "{[(")) - sum(map(code.count, "}])")))
    bounds = list(zip(starts, [*starts[1:], len(lines)]))
    return [
        Chunk(
            chunk.file,
            start + 1,
            "\n".join(
                line if start <= n < end or n in aliases else "" for n, line in enumerate(lines)
            ),
        )
        for start, end in bounds
    ]
