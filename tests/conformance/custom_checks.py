"""Issue 28's three checks on one chunk, after deciding whether the chunk applies.

A chunk applies when it has no `expected-*` comments, mlir-opt 22 reads it (with the RUN
line's parsing flags) and it uses nothing of MLIR's test dialect. Then, with the same flags,
each tool runs on the chunk as written, with no pass, as a process:

- generic: passgen-opt's `--mlir-print-op-generic` output equals mlir-opt's;
- default: passgen-opt's default output equals mlir-opt's (MLIR's custom form);
- readback: passgen-opt's default output, read back by passgen-opt, prints the generic form
  mlir-opt prints for the chunk (or, where mlir-opt's own default output does not read back
  to that, the generic form mlir-opt reads its default output back to).
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass

from conformance.chunks import Chunk, has_expected_diagnostics

GENERIC = "--mlir-print-op-generic"
NA_EXPECTED = "expected-* diagnostics (a test of diagnostics)"
NA_TEST_DIALECT = "uses MLIR's test dialect"
NA_PLUGIN = "needs a dialect mlir-opt 22 does not register (a plugin's)"
NA_REJECTED = "mlir-opt 22 rejects it (newer syntax, or invalid on purpose)"
_TEST_DIALECT = re.compile(r'"test\.[\w.$]+"\(|[!#]test\.\w')
_PLUGIN = re.compile(r"unregistered dialect|Dialect `[^`']*' not found|dialect '[^']*' is unknown")


@dataclass(frozen=True)
class Tools:
    """The reference and the tool under test (argv prefixes), and the per-process timeout."""

    mlir_opt: list[str]
    passgen_opt: list[str]
    timeout: float = 60.0


@dataclass(frozen=True)
class Ran:
    """One process's exit code and output (code -1: it timed out)."""

    code: int
    stdout: str
    stderr: str

    @property
    def first_error(self) -> str:
        """The first line of stderr (what the tool said went wrong)."""
        lines = self.stderr.strip().splitlines()
        return lines[0] if lines else f"exit code {self.code}"


@dataclass(frozen=True)
class ChunkResult:
    """A chunk's verdict: why it does not apply, or each check's outcome and the first
    difference of the first check that failed."""

    file: str
    line: int
    folder: str
    reason: str = ""
    detail: str = ""
    generic: bool | None = None
    default: bool | None = None
    readback: bool | None = None
    difference: str = ""

    @property
    def applicable(self) -> bool:
        """Whether the chunk counts (has no not-applicable reason)."""
        return not self.reason

    @property
    def passes(self) -> bool:
        """Whether all three checks hold."""
        return bool(self.generic and self.default and self.readback)


def run(tool: list[str], flags: tuple[str, ...], text: str, timeout: float) -> Ran:
    """`tool` with `flags` reading `text` from stdin."""
    try:
        done = subprocess.run(
            [*tool, *flags, "-"],
            input=text,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Ran(-1, "", f"<timed out after {timeout:g} s>")
    return Ran(done.returncode, done.stdout, done.stderr)


def first_difference(check: str, want: Ran, got: Ran) -> str:
    """How `got` (passgen-opt) differs from `want` (the reference), or "" when it does not."""
    if got.code != 0:
        return f"{check}: passgen-opt failed: {got.first_error}"
    expected, actual = want.stdout.splitlines(), got.stdout.splitlines()
    for index, (a, b) in enumerate(zip(expected, actual)):
        if a != b:
            return f"{check}: line {index + 1}: mlir-opt {a!r} vs passgen-opt {b!r}"
    if len(expected) != len(actual):
        return f"{check}: mlir-opt printed {len(expected)} lines, passgen-opt {len(actual)}"
    return ""


def not_applicable(chunk: Chunk, reference: Ran) -> tuple[str, str] | None:
    """Why the chunk does not apply, with a detail, given mlir-opt's generic print of it."""
    if has_expected_diagnostics(chunk):
        return NA_EXPECTED, ""
    if reference.code != 0:
        reason = NA_PLUGIN if _PLUGIN.search(reference.stderr) else NA_REJECTED
        return reason, reference.first_error
    found = _TEST_DIALECT.search(reference.stdout)
    if found:
        return NA_TEST_DIALECT, found.group(0)
    return None


def judge_chunk(chunk: Chunk, folder: str, flags: tuple[str, ...], tools: Tools) -> ChunkResult:
    """The chunk's verdict (up to six processes: two or three of mlir-opt, three of
    passgen-opt)."""
    reference_generic = run(tools.mlir_opt, (*flags, GENERIC), chunk.text, tools.timeout)
    excuse = not_applicable(chunk, reference_generic)
    if excuse is not None:
        return ChunkResult(chunk.file, chunk.line, folder, excuse[0], excuse[1])
    reference_default = run(tools.mlir_opt, flags, chunk.text, tools.timeout)
    ours_generic = run(tools.passgen_opt, (*flags, GENERIC), chunk.text, tools.timeout)
    ours_default = run(tools.passgen_opt, flags, chunk.text, tools.timeout)
    readback = (
        run(tools.passgen_opt, (*flags, GENERIC), ours_default.stdout, tools.timeout)
        if ours_default.code == 0
        else ours_default
    )
    readback_difference = first_difference("readback", reference_generic, readback)
    if readback_difference and reference_default.code == 0:
        # Where mlir-opt's own custom print does not read back to the input's IR (a form
        # that adds a default, as gpu.func's `workgroup_attributions`), its read-back is
        # the reference.
        reference_readback = run(
            tools.mlir_opt, (*flags, GENERIC), reference_default.stdout, tools.timeout
        )
        if reference_readback.stdout != reference_generic.stdout:
            readback_difference = first_difference("readback", reference_readback, readback)
    differences = [
        first_difference("generic", reference_generic, ours_generic),
        first_difference("default", reference_default, ours_default),
        readback_difference,
    ]
    return ChunkResult(
        chunk.file,
        chunk.line,
        folder,
        generic=not differences[0],
        default=not differences[1],
        readback=not differences[2],
        difference=next((d for d in differences if d), ""),
    )
