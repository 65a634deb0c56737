"""Per dialect: how many generated chunks mlir-opt 22 accepts, and how passgen-opt compares
on them (the issue's differential property test, measured).

    python -m format_gen.report [--seed S] [--per-op N] [--rejected]   (from tests/)

Columns: ops with a declarative form here, ops the generator cannot draw (a custom
directive or attribute kind it has no generator for), chunks drawn, chunks mlir-opt accepts,
ops with an accepted chunk, differences (custom print, generic print, read back; the known
ones, format_gen.compare.KNOWN, apart), and with
`--rejected`, chunks mlir-opt rejects that passgen-opt accepts (a verifier passgen lacks,
or a parse passgen allows)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from format_gen.chunks import dialects, draw_cases, generated_ops, judge
from format_gen.compare import Difference, accepts, differences, known
from format_gen.draws import RandomDraw


@dataclass
class DialectRun:
    """One dialect's batch: counts and the differences found."""

    dialect: str
    ops: int = 0
    unfit: int = 0
    chunks: int = 0
    accepted: int = 0
    accepted_ops: int = 0
    looser: int = 0
    found: list[Difference] = field(default_factory=list)

    @property
    def unknown(self) -> list[Difference]:
        return [difference for difference in self.found if known(difference) is None]

    def row(self) -> str:
        cells = (self.ops, self.unfit, self.chunks, self.accepted, self.accepted_ops)
        counts = " | ".join(str(c) for c in cells)
        differences = f"{len(self.unknown)} (+{len(self.found) - len(self.unknown)} known)"
        return f"| {self.dialect} | {counts} | {differences} | {self.looser} |"


def run_dialect(dialect: str, seed: int, per_op: int, rejected: bool = False) -> DialectRun:
    """Draw `per_op` chunks of each op of `dialect` (seeded), judge and compare them."""
    ops = generated_ops(dialect)
    cases, unfit = draw_cases(ops, RandomDraw(seed), per_op)
    run = DialectRun(dialect, len(ops), len(unfit), len(cases))
    accepted_ops = set()
    for verdict in judge(cases):
        if verdict.accepted:
            run.accepted += 1
            accepted_ops.add(verdict.case.op)
            run.found += differences(verdict)
        elif rejected and accepts(verdict.case.text):
            run.looser += 1
    run.accepted_ops = len(accepted_ops)
    return run


HEADER = (
    "| dialect | ops | not drawn | chunks | accepted | ops accepted | differences "
    "| passgen accepts, mlir-opt rejects |\n| --- |" + " ---: |" * 7
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per-op", type=int, default=4)
    parser.add_argument("--rejected", action="store_true")
    args = parser.parse_args()
    print(HEADER)
    found = []
    for dialect in dialects():
        if generated_ops(dialect):
            run = run_dialect(dialect, args.seed, args.per_op, args.rejected)
            print(run.row(), flush=True)
            found += run.unknown
    for difference in found:
        print(difference)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
