"""`print-op-stats`: how many ops of each name the op holds, itself included, on
stderr in mlir-opt's table or JSON layout (MLIR's `OpStats.cpp`). Changes nothing."""

from __future__ import annotations

import sys
from collections import Counter

from passgen.generated.debugging import PrintOpStatsBase


class PrintOpStats(PrintOpStatsBase):
    def run_on_operation(self) -> None:
        counts = Counter(op.name.name for op in self.get_operation().walk())
        render = stats_json if self.print_as_json else stats_table
        sys.stderr.write(render(counts))
        self.mark_all_analyses_preserved()


def stats_table(counts: Counter[str]) -> str:
    """Names sorted, aligned on the dialect dot, counts after ` , `."""
    split = {name: _split(name) for name in counts}
    dialect_width = max((len(d) for d, _ in split.values()), default=0)
    op_width = max((len(o) for _, o in split.values()), default=0)
    lines = ["Operations encountered:", "-----------------------"]
    for name in sorted(counts):
        dialect, op = split[name]
        prefix = (
            " " * (dialect_width + 3) if not dialect else dialect.rjust(dialect_width + 2) + "."
        )
        lines.append(f"{prefix}{op.ljust(op_width)} , {counts[name]}")
    return "\n".join(lines) + "\n"


def stats_json(counts: Counter[str]) -> str:
    entries = [f'  "{name}" : {counts[name]}' for name in sorted(counts)]
    return "{\n" + ",\n".join(entries) + ("\n" if entries else "") + "}\n"


def _split(name: str) -> tuple[str, str]:
    dialect, dot, op = name.partition(".")
    return (dialect, op) if op else ("", dialect)
