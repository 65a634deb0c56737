"""Drawn ops as `// -----` chunks: each in a function of its own (`func.func @f0(%arg0: T0,
...)`, its successors as blocks that return; an op without results may end the block) or, for a symbol with no operands, at the
top of the module; a batch of chunks goes through ONE `mlir-opt --split-input-file`
process per print form (and one reading its custom prints back), whose output chunks align
with the input's (a rejected chunk's is empty)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from mlir_tools import mlir_opt

from format_gen.attributes import Unfit
from format_gen.draws import Draw
from format_gen.op_text import OpData, draw_op
from passgen.runtime.asm.format.plan import FORMATS, upstream_form
from passgen.runtime.ir import json_blocks

SEPARATOR = "// -----\n"


@dataclass(frozen=True)
class Case:
    """A chunk drawn for op `op`."""

    op: str
    text: str


@cache
def dialects() -> tuple[str, ...]:
    """Every dialect block of upstream_formats.json."""
    with open(FORMATS, encoding="utf-8") as data:
        return tuple(json.load(data))


@cache
def generated_ops(dialect: str) -> tuple[OpData, ...]:
    """The ops of `dialect` with a declarative format that passgen's interpreter offers (the
    others have no custom form here: tests/conformance/format_refusals.py says why)."""
    tables: dict[str, Any] = json_blocks.block(FORMATS, dialect) or {}
    ops = []
    for mnemonic, entry in tables.items():
        name = f"{dialect}.{mnemonic}"
        if mnemonic.startswith("!") or "format" not in entry or upstream_form(name) is None:
            continue
        ops.append(OpData(name, entry, tables))
    return tuple(ops)


def chunk(op: OpData, draw: Draw) -> str:
    """A chunk holding one drawn op (`Unfit` when the generator cannot draw it), in a
    function `@f0` (symbols the op refers to may name it)."""
    drawn = draw_op(op, draw)
    symbol = any(a["syntax"] == "symbol" for a in op.entry.get("attributes", ()))
    if symbol and not drawn.arguments and not drawn.successors and draw.chance(0.7):
        return drawn.text + "\n"
    arguments = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(drawn.arguments))
    lines = [f"func.func @f0({arguments}) {{", f"  {drawn.text}"]
    if drawn.successors:
        lines += [line for n in range(drawn.successors) for line in (f"^bb{n + 1}:", "  return")]
    elif drawn.text.startswith("%") or not draw.chance(0.3):
        lines.append("  return")  # else the op ends the block: a terminator may
    return "\n".join([*lines, "}", ""])


def draw_cases(
    ops: tuple[OpData, ...], draw: Draw, per_op: int
) -> tuple[list[Case], dict[str, str]]:
    """`per_op` chunks of each op, and why the generator could not draw the ops it could not."""
    cases: list[Case] = []
    unfit: dict[str, str] = {}
    for op in ops:
        for _ in range(per_op):
            try:
                cases.append(Case(op.name, chunk(op, draw)))
            except Unfit as reason:
                unfit[op.name] = str(reason)
                break
    return cases, unfit


def batch(cases: list[Case]) -> str:
    return SEPARATOR.join(case.text for case in cases)


def prints(cases: list[Case], *flags: str) -> list[str]:
    """mlir-opt's print of each case with `flags` ("" where it rejects it), from one
    process; if it dies on the batch (an assertion of its own), one process per case."""
    pieces = mlir_opt(batch(cases), "--split-input-file", *flags).stdout.split(SEPARATOR)
    if len(pieces) != len(cases):
        if len(cases) == 1:
            return [""]
        return [piece for case in cases for piece in prints([case], *flags)]
    return [piece.rstrip("\n") for piece in pieces]


@dataclass(frozen=True)
class Verdict:
    """mlir-opt's custom and generic prints of one case ("" when it rejects it), and its
    generic print of its own custom print (`reread`: what reading the custom form back
    gives; not always `generic`, e.g. a `DefaultValuedOptionalAttr` set to its default is
    left out of the custom form)."""

    case: Case
    custom: str
    generic: str
    reread: str

    @property
    def accepted(self) -> bool:
        return bool(self.custom)


def judge(cases: list[Case]) -> Iterator[Verdict]:
    """mlir-opt's verdict on each case: one process per print form for the whole batch."""
    if not cases:
        return iter(())
    custom, generic = prints(cases), prints(cases, "--mlir-print-op-generic")
    reprinted = [Case(case.op, text + "\n") for case, text in zip(cases, custom)]
    reread = prints(reprinted, "--mlir-print-op-generic")
    return (Verdict(*verdict) for verdict in zip(cases, custom, generic, reread))
