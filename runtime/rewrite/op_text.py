"""One op's generic form with the SSA names its whole module would give it (what
debug logs show for an op)."""

from __future__ import annotations

from ..asm import print_op
from ..ir import Operation


def op_text(op: Operation) -> str:
    """The printed line of `op` (an op without regions) inside its top-level op.

    The printer writes one line per op header in pre-order, so the line of `op` is
    the header line at `op`'s pre-order position.
    """
    root = op
    while root.parent_op is not None:
        root = root.parent_op  # type: ignore[assignment]
    position = next(index for index, candidate in enumerate(root.walk()) if candidate is op)
    headers = [line.strip() for line in print_op(root).splitlines()
               if line.lstrip().startswith(("%", '"'))]
    return headers[position]
