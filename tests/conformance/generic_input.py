"""A lit test's input in MLIR's generic form, which both tools read the same way.

mlir-opt converts each chunk with its source locations kept inline, so diagnostics point at
the original lines; `expected-*` comments are carried over, retargeted at those lines. Chunks
mlir-opt cannot parse (tests of custom syntax) are dropped and counted.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

SPLIT_MARKER = re.compile(r"^// -----.*$", re.MULTILINE)
_EXPECTED = re.compile(
    r"expected-(error|warning|remark|note)(-re)?(?:@([+-]\d+|above|below|unknown))?(\s*\{\{.*)$"
)
_CONVERT = (
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--allow-unregistered-dialect",
    "--mlir-very-unsafe-disable-verifier-on-parsing",
)


TEST_DIALECT_OP = re.compile(r'"test\.[\w.]+"')


@dataclass(frozen=True)
class GenericInput:
    """The converted text, how many chunks were dropped, and for each kept chunk whether it
    uses ops of MLIR's test dialect (registered in mlir-opt only)."""

    text: str
    test_dialect: tuple[bool, ...]
    dropped: int

    @property
    def kept(self) -> int:
        """How many chunks the text holds."""
        return len(self.test_dialect)


@dataclass(frozen=True)
class _Chunk:
    first_line: int
    text: str


def _chunks(source: str, split: bool) -> list[_Chunk]:
    """The chunks mlir-opt's `--split-input-file` makes, with their first line numbers."""
    if not split:
        return [_Chunk(1, source)]
    chunks, start = [], 0
    for marker in SPLIT_MARKER.finditer(source):
        chunks.append(_Chunk(source.count("\n", 0, start) + 1, source[start : marker.start()]))
        start = marker.end() + 1
    chunks.append(_Chunk(source.count("\n", 0, start) + 1, source[start:]))
    return chunks


def _expected_comments(chunk: _Chunk) -> list[tuple[str, int | None, str]]:
    """(kind, absolute target line or None for @unknown, rest of the comment) of a chunk."""
    found = []
    for offset, line in enumerate(chunk.text.splitlines()):
        match = _EXPECTED.search(line)
        if match is None or "//" not in line[: match.start()]:
            continue
        kind, regex, designator, rest = match.groups()
        here = chunk.first_line + offset
        if designator == "unknown":
            target = None
        elif designator in ("above", "below"):
            target = here - 1 if designator == "above" else here + 1
        else:
            target = here + int(designator or 0)
        found.append((f"expected-{kind}{regex or ''}", target, rest))
    return found


def _comment_lines(comments: list[tuple[str, int | None, str]], first_line: int) -> list[str]:
    """The comments as lines placed from `first_line` on, each designating its target."""
    lines = []
    for index, (kind, target, rest) in enumerate(comments):
        here = first_line + index
        if target is None:
            designator = "@unknown"
        else:
            delta = target - here
            designator = "" if delta == 0 else f"@{delta:+d}"
        lines.append(f"// {kind}{designator}{rest}")
    return lines


def _convert(
    mlir_opt: str, chunk: _Chunk, name: str, workdir: Path, no_implicit_module: bool
) -> str | None:
    """The chunk in generic form with absolute source lines, or None when mlir-opt fails."""
    (workdir / name).write_text("\n" * (chunk.first_line - 1) + chunk.text)
    extra = ("--no-implicit-module",) if no_implicit_module else ()
    done = subprocess.run(
        [mlir_opt, *_CONVERT, *extra, name],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    return done.stdout if done.returncode == 0 else None


def generic_input(
    mlir_opt: str, source: str, name: str, workdir: Path, *, split: bool, no_implicit_module: bool
) -> GenericInput:
    """`source` (the test file `name`) converted for a run with or without splitting."""
    parts: list[str] = []
    line = 1
    dropped = 0
    test_dialect: list[bool] = []
    for chunk in _chunks(source, split):
        generic = _convert(mlir_opt, chunk, name, workdir, no_implicit_module)
        if generic is None:
            dropped += 1
            continue
        test_dialect.append(TEST_DIALECT_OP.search(generic) is not None)
        if parts:
            parts.append("// -----\n")
            line += 1
        comments = _comment_lines(_expected_comments(chunk), line)
        text = "".join(f"{c}\n" for c in comments) + generic
        parts.append(text)
        line += text.count("\n")
    return GenericInput("".join(parts), tuple(test_dialect), dropped)
