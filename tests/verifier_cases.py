"""What the verifier tests of dialects share: an op's body in a function of common
arguments, the first error passgen's verifier reports on it (with its notes), and what
mlir-opt reports on the same text."""

from __future__ import annotations

import re
import subprocess

from mlir_tools import MLIR_OPT

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, DiagnosticError, verify

_DIAGNOSTIC = re.compile(r"^[^:\n]*:\d+:\d+: (error|note): (.*)$", re.MULTILINE)


def function(body: str) -> str:
    """`body` in a function of `%i: index, %f: f32, %b: i1, %n: i32`."""
    return f"func.func @f(%i: index, %f: f32, %b: i1, %n: i32) {{\n  {body}\n  return\n}}\n"


def ours(text: str) -> tuple[str, list[str]] | None:
    """The first error passgen reports on `text` and its notes (but the op's print)."""
    try:
        verify(parse_source(text, Context(), "in.mlir"))
    except DiagnosticError as error:
        notes = [note.message for note in error.diagnostic.notes]
        return error.diagnostic.message, [n for n in notes if not n.startswith("see current")]
    return None


def mlir_opts(text: str) -> list[str]:
    """The errors and notes mlir-opt reports on `text`, in order (the op's print left out)."""
    assert MLIR_OPT is not None
    done = subprocess.run(
        [MLIR_OPT, "--mlir-print-op-on-diagnostic=false", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    return [said for _, said in _DIAGNOSTIC.findall(done.stderr)]
