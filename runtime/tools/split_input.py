"""`--split-input-file`: mlir-opt's `splitAndProcessBuffer` (ToolUtilities.cpp).

The input is cut at every `// -----` (or the marker given to `--split-input-file=`); a
marker whose last two characters are missing is a "near miss" (a warning, and no cut).
Chunks keep their position in the file, so diagnostics name the original lines and
columns. The outputs of the chunks are joined with the output marker; a chunk that fails
prints nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import Diagnostic
from ..ir.source_buffer import SourceBuffer

INPUT_MARKER = "// -----"
OUTPUT_MARKER = "// -----"
_CHECK_LEN = 2  # MLIR splits on the marker minus two dashes to spot near misses


@dataclass(frozen=True)
class Chunk:
    """A piece of the input: `text[start:end]` of the whole file."""

    start: int
    end: int


class SplitMarkerError(Exception):
    """A marker mlir-opt cannot split on (it loops forever on one of 2 characters or fewer)."""


def split_input(
    text: str, filename: str, marker: str = INPUT_MARKER
) -> tuple[list[Chunk], list[Diagnostic]]:
    """The chunks of `text`, and near-miss warnings, exactly as mlir-opt finds them."""
    if len(marker) <= _CHECK_LEN:
        raise SplitMarkerError(
            f"the split marker '{marker}' must be longer than {_CHECK_LEN} characters"
        )
    prefix = marker[:-_CHECK_LEN]
    suffix = marker[-_CHECK_LEN:]
    raw: list[Chunk] = []
    start = 0
    while (found := text.find(prefix, start)) >= 0:
        raw.append(Chunk(start, found))
        start = found + len(prefix)
    raw.append(Chunk(start, len(text)))
    buffer = SourceBuffer(text, filename)
    chunks: list[Chunk] = []
    warnings: list[Diagnostic] = []
    prev = raw[0]
    for piece in raw[1:]:
        if prev.start == prev.end:
            prev = piece
            continue
        # MLIR compares the third character with '0' (not '-'): mirrored on purpose.
        if (
            text.startswith(suffix, piece.start)
            and piece.end - piece.start > _CHECK_LEN
            and text[piece.start + _CHECK_LEN] != "0"
        ):
            chunks.append(prev)
            prev = Chunk(piece.start + _CHECK_LEN, piece.end)
        else:
            warnings.append(
                Diagnostic(
                    "warning", "near miss with file split marker", buffer.location(piece.start)
                )
            )
            prev = Chunk(prev.start, piece.end)
    if prev.start != prev.end:
        chunks.append(prev)
    return chunks, warnings


def chunk_source(text: str, chunk: Chunk) -> str:
    """The chunk padded with blank lines and spaces, so offsets map to file positions."""
    line_start = text.rfind("\n", 0, chunk.start) + 1
    columns = len(text[line_start : chunk.start].encode("utf-8", "surrogateescape"))
    return "\n" * text.count("\n", 0, chunk.start) + " " * columns + text[chunk.start : chunk.end]


def join_outputs(outputs: list[list[str] | None], marker: str = OUTPUT_MARKER) -> list[str]:
    """mlir-opt's output, in pieces to write one by one: each chunk's printed op (its
    pieces) and a newline (nothing for a chunk that failed, None), the marker line between
    chunks."""
    joined: list[str] = []
    for index, output in enumerate(outputs):
        if index:
            joined.append(f"{marker}\n")
        if output is not None:
            joined += output
            joined.append("\n")
    return joined
