"""MLIR's block liveness (`passgen.runtime.ir.liveness`, MLIR's `mlir::Liveness`): live-in
and live-out sets, live ranges in a block, values live at an op (custom-form inputs, the
sets written out), and mlir-opt's `test-print-liveness` on the same functions."""

from __future__ import annotations

import re
import textwrap

from hypothesis import given, settings
from mlir_tools import mlir_opt, requires_mlir_opt
from profiles import examples
from value_programs import programs

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Block, BlockArgument, Context, Operation, Value
from passgen.runtime.ir.liveness import Liveness

LOOP = """
func.func @f(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %k = arith.constant 1 : i32
  %s = arith.addi %x, %k : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb1(%a: i32):
  %t = arith.muli %a, %y : i32
  scf.if %c {
    memref.store %t, %m[] : memref<i32>
  }
  cf.br ^bb3(%t : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  %u = arith.addi %r, %s : i32
  cf.cond_br %c, ^bb1(%u : i32), ^bb4
^bb4:
  return %u : i32
}
"""


def functions(text: str) -> list[Operation]:
    module = parse_source(textwrap.dedent(text), Context())
    return list(module.regions[0].blocks[0])


class Names:
    """MLIR's `Liveness::print` names: blocks and values numbered in a pre-order walk of
    the blocks (`arg<n>@<block>`, `val_<n>`)."""

    def __init__(self, op: Operation):
        self.blocks: dict[Block, int] = {}
        self.values: dict[Value, int] = {}
        self.order: list[Block] = []
        stack = [b for region in reversed(op.regions) for b in reversed(region.blocks)]
        while stack:
            block = stack.pop()
            self.blocks[block] = len(self.blocks)
            self.order.append(block)
            for argument in block.arguments:
                self.values[argument] = len(self.values)
            for nested in block:
                for result in nested.results:
                    self.values[result] = len(self.values)
            for nested in reversed(block.operations):
                for region in reversed(nested.regions):
                    stack.extend(reversed(region.blocks))

    def name(self, value: Value) -> str:
        if isinstance(value, BlockArgument):
            return f"arg{value.index}@{self.blocks[value.owner]}"
        return f"val_{self.values[value]}"

    def names(self, values: set[Value]) -> str:
        return " ".join(self.name(v) for v in sorted(values, key=self.values.__getitem__))


def summary(function: Operation) -> list[str]:
    """Per block, its live-in and live-out sets and the values live at each op."""
    liveness = Liveness(function)
    names = Names(function)
    lines = []
    for block in names.order:
        info = liveness.get_liveness(block)
        assert info is not None
        lines += [f"{names.blocks[block]} in: {names.names(info.live_in)}"]
        lines += [f"{names.blocks[block]} out: {names.names(info.live_out)}"]
        for op in block:
            live = info.currently_live_values(op)
            if live:
                lines.append(f"{names.blocks[block]} at {op.name.name}: {names.names(live)}")
    return lines


def test_live_in_and_out_sets_and_values_live_at_each_op() -> None:
    (function,) = functions(LOOP)
    assert summary(function) == [
        "0 in: ",
        "0 out: arg0@0 arg2@0 arg3@0 val_5",
        "0 at arith.constant: arg0@0 arg1@0 arg2@0 arg3@0 val_4",
        "0 at arith.addi: arg0@0 arg1@0 arg2@0 arg3@0 val_4 val_5",
        "0 at cf.cond_br: arg0@0 arg2@0 arg3@0 val_5",
        "1 in: arg0@0 arg2@0 arg3@0 val_5",
        "1 out: arg0@0 arg2@0 arg3@0 val_5",
        "1 at arith.muli: arg0@0 arg2@0 arg3@0 val_5 arg0@1 val_7",
        "1 at scf.if: arg0@0 arg2@0 arg3@0 val_5 val_7",
        "1 at cf.br: arg0@0 arg2@0 arg3@0 val_5 val_7",
        "2 in: arg3@0 val_7",
        "2 out: ",
        "2 at memref.store: arg3@0 val_7",
        "3 in: arg0@0 arg2@0 arg3@0 val_5",
        "3 out: arg0@0 arg2@0 arg3@0 val_5",
        "3 at cf.br: arg0@0 arg2@0 arg3@0 val_5",
        "4 in: arg0@0 arg2@0 arg3@0 val_5",
        "4 out: arg0@0 arg2@0 arg3@0 val_5 val_9",
        "4 at arith.addi: arg0@0 arg2@0 arg3@0 val_5 arg0@4 val_9",
        "4 at cf.cond_br: arg0@0 arg2@0 arg3@0 val_5 val_9",
        "5 in: val_9",
        "5 out: ",
        "5 at func.return: val_9",
    ]


def test_live_ranges_and_dead_after() -> None:
    (function,) = functions(LOOP)
    liveness = Liveness(function)
    entry, bb1, bb2, bb3, bb4 = function.regions[0].blocks
    k, s, _ = entry.operations
    t, scf_if, br = bb1.operations
    # %k dies at its only use; %s lives on through the loop.
    assert liveness.resolve_liveness(k.results[0]) == [k, s]
    assert liveness.is_dead_after(k.results[0], s)
    assert not liveness.is_dead_after(s.results[0], s)
    # %t is used inside scf.if's region and by the branch: live from its definition to
    # the branch, and at its use in the nested block.
    store = scf_if.regions[0].blocks[0].operations[0]
    assert set(liveness.resolve_liveness(t.results[0])) == {t, scf_if, br, store}
    assert liveness.is_dead_after(t.results[0], br)
    assert liveness.get_live_in(bb4) == {bb3.operations[0].results[0]}
    assert liveness.get_live_out(bb4) == set()
    assert liveness.get_liveness(Block()) is None


_CURRENTLY_LIVE = re.compile(
    r"^//     (?:%\S+(?:, %\S+)* = )?([\w.]+).*? \[((?:(?:arg\d+@\d+|val_\d+) )*)\x08\]",
    re.M | re.S,
)


def mlir_summary(text: str) -> list[list[str]]:
    """`summary`'s lines from mlir-opt's `test-print-liveness`, per function."""
    run = mlir_opt(
        text,
        "--mlir-disable-threading",
        "--pass-pipeline=builtin.module(func.func(test-print-liveness))",
    )
    assert run.returncode == 0, run.stderr
    found: list[list[str]] = []
    for function in run.stderr.split("// ---- Liveness -----\n")[1:]:
        lines: list[str] = []
        for block in function.split("// - Block: ")[1:]:
            number, rest = block.split("\n", 1)
            for kind, label in (("in", "LiveIn"), ("out", "LiveOut")):
                values = re.search(f"// --- {label}: (.*)", rest)
                assert values is not None
                lines.append(f"{number} {kind}: {values.group(1).strip()}")
            live = rest.split("// --- BeginCurrentlyLive\n", 1)[1]
            for match in _CURRENTLY_LIVE.finditer(live):
                lines.append(f"{number} at {match.group(1)}: {match.group(2).strip()}")
        found.append(lines)
    return found


@requires_mlir_opt
def test_as_mlir_opt_test_print_liveness() -> None:
    (function,) = functions(LOOP)
    assert mlir_summary(textwrap.dedent(LOOP)) == [summary(function)]


@requires_mlir_opt
@settings(max_examples=examples(30), deadline=None)
@given(programs())
def test_random_functions_as_mlir_opt(text: str) -> None:
    assert mlir_summary(text) == [summary(function) for function in functions(text)]
