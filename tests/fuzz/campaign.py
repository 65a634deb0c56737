"""Run every fuzz campaign and print the reliability table of docs/reliability.md (`make fuzz`).

    python tests/fuzz/campaign.py [--cases N] [--seed S] [--only NAME]

Each campaign module in this folder (`tests/fuzz/<name>.py`, imported as `fuzz.<name>`) defines `CAMPAIGNS`: a dict from a category name to a
function `(rng, cases) -> Tally`. The suite runs the same functions with few cases.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fuzz.tally import DEFECTS, Outcome, Tally  # noqa: E402

# The modules holding campaigns (`fuzz.<name>`), in the order the table lists them.
MODULES: list[str] = [
    "fuzz.spec_inputs",
    "fuzz.td_inputs",
    "fuzz.safe_output",
    "fuzz.builds",
    "fuzz.journals",
    "fuzz.caches",
    "fuzz.templates",
    "fuzz.init_names",
    "fuzz.ir_inputs",
    "fuzz.pipelines",
    "fuzz.opt_files",
]

# Categories whose cases run whole builds or processes (seconds each) run `--cases` divided by
# this, so one `make fuzz` covers every category in comparable time.
SLOWER = {
    "killed builds": 20,
    "concurrent builds": 20,
    "failing writes": 5,
    "spec file names": 10,
    "spec text fields": 4,
    "output under any locale": 40,
    "spec texts": 5,
    "date spelling": 10,
    "file flags": 10,
    "import-td hostile": 5,
    "hostile journals": 2,
    "hostile caches": 4,
    "init names": 2,
    "hostile templates": 4,
}


def table(tallies: list[Tally]) -> str:
    """A Markdown table: cases, clean errors and each kind of defect per category."""
    columns = [Outcome.OK, Outcome.CLEAN_ERROR, *DEFECTS]
    lines = [
        "| category | cases | " + " | ".join(c.value for c in columns) + " |",
        "| --- | " + " | ".join("---:" for _ in range(len(columns) + 1)) + " |",
    ]
    for tally in tallies:
        counts = " | ".join(f"{tally.counts[c]:,}" for c in columns)
        lines.append(f"| {tally.category} | {tally.cases:,} | {counts} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cases",
        type=int,
        default=1000,
        help="cases per category (slow categories run fewer: SLOWER)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", help="run the categories whose name contains this")
    args = parser.parse_args()
    tallies = []
    for module in MODULES:
        for name, run in importlib.import_module(module).CAMPAIGNS.items():
            if args.only and args.only not in name:
                continue
            cases = max(1, args.cases // SLOWER.get(name, 1))
            tally = run(random.Random(f"{args.seed}:{name}"), cases)
            print(f"{name}: {tally.cases} cases, {dict(tally.counts)}", file=sys.stderr, flush=True)
            for outcome, case in tally.failures:
                print(f"  {outcome.value}: {case[:500]}", file=sys.stderr)
            tallies.append(tally)
    print(table(tallies))
    return 1 if any(t.counts[d] for t in tallies for d in DEFECTS) else 0


if __name__ == "__main__":
    sys.exit(main())
