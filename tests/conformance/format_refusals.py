"""Why upstream ops have no custom form (a maintainer's report).

    python -m conformance.format_refusals [--ops] [--top N] [--corpus PATH...]
        (from tests/, or with PYTHONPATH=tests)

For every upstream op with an `assemblyFormat` (runtime/ir/upstream_formats.json), compile its
form as `passgen.runtime.asm.format.plan` does; an op it refuses (`Unsupported`, or a
`FormatError`) is counted under the reason. Ops whose format is C++ (`hasCustomAssemblyFormat`)
count as "hand-written in C++". Ops a dialect gives a hand-written Python form are left out.
Reasons print most common first, with how often their ops occur in the corpus (.mlir files,
by default tests/data/upstream_mlir), so the ones real tests use stand out.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from passgen.runtime.asm.form_lookup import dialect_forms
from passgen.runtime.asm.format.errors import FormatError
from passgen.runtime.asm.format.plan import FORMATS, compile_form
from passgen.runtime.asm.format.type_inference import Unsupported
from passgen.runtime.ir.context import Context

CPP = "hand-written in C++ (hasCustomAssemblyFormat)"
CORPUS = Path(__file__).resolve().parent.parent / "data" / "upstream_mlir"


def upstream_ops() -> Iterator[tuple[str, Mapping[str, Any], Mapping[str, Any]]]:
    """(op name, its entry, its dialect's tables) of every upstream op with a custom form."""
    with open(FORMATS, encoding="utf-8") as data:
        dialects: Mapping[str, Mapping[str, Any]] = json.load(data)
    for dialect, tables in sorted(dialects.items()):
        for mnemonic, entry in sorted(tables.items()):
            if not mnemonic.startswith("!") and ("format" in entry or "cpp_format" in entry):
                yield f"{dialect}.{mnemonic}", entry, tables


def refusal(op_name: str, entry: Mapping[str, Any], tables: Mapping[str, Any]) -> str | None:
    """Why the op has no declarative form, or None when its format compiles."""
    if "format" not in entry:
        return CPP
    try:
        compile_form(op_name, entry, tables)
    except Unsupported as reason:
        return str(reason)
    except FormatError as error:
        return f"format error: {error.message}"
    return None


def hand_written(op_names: Iterable[str]) -> set[str]:
    """The ops of `op_names` a dialect gives a hand-written (Python) form."""
    context = Context()
    found = set()
    for name in op_names:
        dialect = name.partition(".")[0]
        if context.is_registered_dialect(dialect):
            context.load_dialect(dialect)
            if name in dialect_forms(context, dialect).forms:
                found.add(name)
    return found


def usage(paths: Iterable[Path]) -> Counter[str]:
    """How often each `dialect.op` name occurs in the .mlir files under `paths`."""
    counts: Counter[str] = Counter()
    word = re.compile(r"\b[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*\b")
    for path in paths:
        for file in sorted(path.rglob("*.mlir")) if path.is_dir() else [path]:
            counts.update(word.findall(file.read_text(encoding="utf-8")))
    return counts


def refusals() -> tuple[int, dict[str, list[str]]]:
    """The number of ops considered, and the refused ones by reason."""
    ops = list(upstream_ops())
    written = hand_written(name for name, _, _ in ops)
    by_reason: dict[str, list[str]] = defaultdict(list)
    for op_name, entry, tables in ops:
        reason = None if op_name in written else refusal(op_name, entry, tables)
        if reason is not None:
            by_reason[reason].append(op_name)
    return len(ops), by_reason


def report(by_reason: Mapping[str, list[str]], uses: Counter[str], top: int, ops: bool) -> str:
    """Refused ops per reason (ops, their uses in the corpus), most common first."""
    lines = ["  ops   uses  reason"]
    ranked = sorted(by_reason.items(), key=lambda item: (-len(item[1]), item[0]))
    for reason, names in ranked[:top]:
        used = sorted(names, key=lambda name: -uses[name])
        lines.append(f"{len(names):5d} {sum(uses[n] for n in names):6d}  {reason}")
        if ops:
            lines.append(
                "             " + " ".join(f"{n}({uses[n]})" if uses[n] else n for n in used)
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--ops", action="store_true", help="list the ops under each reason")
    arguments.add_argument("--top", type=int, default=1000, help="print the N commonest reasons")
    arguments.add_argument("--corpus", type=Path, nargs="*", default=[CORPUS])
    options = arguments.parse_args(argv)
    total, by_reason = refusals()
    refused = sum(len(names) for names in by_reason.values())
    cpp = len(by_reason.get(CPP, ()))
    print(
        f"{total} upstream ops with a custom form: {total - refused} have one here, "
        f"{refused - cpp} declarative ones refused, {cpp} C++ ones not written"
    )
    print(report(by_reason, usage(options.corpus), options.top, options.ops))
    return 0


if __name__ == "__main__":
    sys.exit(main())
