"""One op's generic form with the SSA names its whole module would give it (what
debug logs show for an op)."""

from __future__ import annotations

from ..asm import print_op
from ..ir import Operation


def op_text(op: Operation) -> str:
    """The first printed line of `op`, values numbered as in its top-level op's print."""
    return print_op(op).split("\n", 1)[0]
