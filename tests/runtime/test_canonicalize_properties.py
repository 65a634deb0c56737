"""Random programs through `canonicalize`, ours against mlir-opt-22: straight-line
integer arithmetic (constants, `arith` integer ops, `cmpi`, `select` on i1/i8/i16/i32/index)
in both worklist orders, and random acyclic control flow (`cf.br` / `cf.cond_br` / `cf.switch` with block
arguments, constant and unknown conditions) under each region-simplify level. Any
difference in the canonical form is a bug in a folder, a pattern or the driver."""

from __future__ import annotations

import signal
import subprocess

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from mlir_tools import generic, mlir_opt, requires_mlir_opt
from pass_runner import ours
from profiles import examples

pytestmark = requires_mlir_opt

BINARY = "addi subi muli divui divsi remui remsi andi ori xori shli shrui shrsi".split()
BOOLEAN = "addi subi muli andi ori xori".split()
PREDICATES = "eq ne slt sle sgt sge ult ule ugt uge".split()
LITERALS = [0, 1, -1, 2, 3, 7, 8, 15, 127, -128, 255, 100, -7]


@st.composite
def functions(draw: st.DrawFn) -> str:
    """A function `@f(%a, %b : T, %c : i1)` returning its last three values."""
    type = draw(st.sampled_from(["i1", "i8", "i16", "i32", "index"]))
    values, conditions, lines = ["%a", "%b"], ["%c"], []
    for index in range(draw(st.integers(3, 12))):
        name = f"%v{index}"
        kind = draw(st.sampled_from(["constant", "constant", "binary", "binary", "cmpi", "select"]))
        if kind == "constant":
            literal = (
                draw(st.sampled_from(["true", "false"]))
                if type == "i1"
                else f"{draw(st.sampled_from(LITERALS))} : {type}"
            )
            lines.append(f"  {name} = arith.constant {literal}")
        elif kind == "binary":
            op = draw(st.sampled_from(BOOLEAN if type == "i1" else BINARY))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.{op} {lhs}, {rhs} : {type}")
        elif kind == "cmpi":
            predicate = draw(st.sampled_from(PREDICATES))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.cmpi {predicate}, {lhs}, {rhs} : {type}")
            conditions.append(name)
            continue
        else:
            condition = draw(st.sampled_from(conditions))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.select {condition}, {lhs}, {rhs} : {type}")
        values.append(name)
    results = values[-3:]
    types = ", ".join([type] * len(results))
    body = "\n".join(lines)
    return (
        f"func.func @f(%a: {type}, %b: {type}, %c: i1) -> ({types}) {{\n{body}\n"
        f"  return {', '.join(results)} : {types}\n}}\n"
    )


@st.composite
def control_flow(draw: st.DrawFn, cyclic: bool = False) -> str:
    """A function whose blocks branch forward only, or (`cyclic`) anywhere: back edges,
    self-loops, cycles of branch-only blocks, unreachable blocks. Values only flow into a
    block through its arguments, so every use is dominated either way."""
    count = draw(st.integers(2, 6))
    arity = [0] + [draw(st.integers(0, 2)) for _ in range(count - 1)]
    lines, temp = [], 0
    for block in range(count):
        arguments = [f"%b{block}_{i}" for i in range(arity[block])]
        if block:
            header = ", ".join(f"{a}: i32" for a in arguments)
            lines.append(f"^bb{block}({header}):" if arguments else f"^bb{block}:")
        values = ["%x", "%y", *arguments]
        for _ in range(draw(st.integers(0, 3))):
            temp += 1
            if draw(st.booleans()):
                lines.append(
                    f"  %t{temp} = arith.constant {draw(st.sampled_from(LITERALS[:5]))} : i32"
                )
            else:
                op = draw(st.sampled_from(["addi", "subi", "muli", "xori"]))
                lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
                lines.append(f"  %t{temp} = arith.{op} {lhs}, {rhs} : i32")
            values.append(f"%t{temp}")
        if draw(st.booleans()):
            lines.append(f"  func.call @use({draw(st.sampled_from(values))}) : (i32) -> ()")

        def edge(target: int) -> str:
            operands = [
                draw(st.sampled_from(["%x", "%y", *arguments])) for _ in range(arity[target])
            ]
            types = ", ".join(["i32"] * len(operands))
            return f"^bb{target}({', '.join(operands)} : {types})" if operands else f"^bb{target}"

        later = list(range(1, count)) if cyclic else list(range(block + 1, count))
        kinds = ["return", "br", "cond_br", "cond_br", "switch"] + ["br"] * 3 * cyclic
        kind = draw(st.sampled_from(kinds)) if later else "return"
        if kind == "return":
            lines.append(f"  return {draw(st.sampled_from(['%x', '%y', *arguments]))} : i32")
        elif kind == "br":
            lines.append(f"  cf.br {edge(draw(st.sampled_from(later)))}")
        elif kind == "switch":
            flag = draw(st.sampled_from(["%x", "%y", "%two"]))
            cases = [
                f"{value}: {edge(draw(st.sampled_from(later)))}"
                for value in draw(st.lists(st.integers(0, 3), max_size=3, unique=True))
            ]
            targets = ", ".join([f"default: {edge(draw(st.sampled_from(later)))}", *cases])
            lines.append(f"  cf.switch {flag} : i32, [{targets}]")
        else:
            condition = draw(st.sampled_from(["%c", "%d", "%true", "%false"]))
            first, second = draw(st.sampled_from(later)), draw(st.sampled_from(later))
            lines.append(f"  cf.cond_br {condition}, {edge(first)}, {edge(second)}")
    body = "\n".join(lines)
    return (
        "func.func private @use(i32)\n"
        "func.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {\n"
        "  %true = arith.constant true\n  %false = arith.constant false\n"
        "  %two = arith.constant 2 : i32\n"
        f"{body}\n}}\n"
    )


@pytest.mark.parametrize("top_down", ["true", "false"])
@settings(max_examples=examples(40))
@given(source=functions())
def test_random_arithmetic_canonicalizes_like_mlir_opt(source: str, top_down: str) -> None:
    pipeline = f"builtin.module(func.func(canonicalize{{top-down={top_down}}}))"
    text = generic(source)
    expected = mlir_opt(text, "-p", pipeline, "--mlir-print-op-generic").stdout
    assert generic(ours(text, pipeline)) == expected


# Found by this test: a switch nested in the default of a switch on the same flag.
SWITCH_IN_DEFAULT = """\
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [default: ^bb2, 0: ^bb1(%x, %x : i32, i32)]
^bb1(%b1_0: i32, %b1_1: i32):
  cf.cond_br %c, ^bb3(%x, %x : i32, i32), ^bb3(%x, %x : i32, i32)
^bb2:
  %t1 = arith.addi %x, %x : i32
  cf.switch %x : i32, [default: ^bb3(%x, %y : i32, i32), 0: ^bb3(%x, %x : i32, i32)]
^bb3(%b3_0: i32, %b3_1: i32):
  return %x : i32
}
"""


@pytest.mark.parametrize(
    "options", ["", "region-simplify=aggressive", "region-simplify=disabled", "top-down=false"]
)
@settings(max_examples=examples(25))
@given(source=control_flow())
@example(source=SWITCH_IN_DEFAULT)
def test_random_control_flow_canonicalizes_like_mlir_opt(source: str, options: str) -> None:
    pipeline = f"builtin.module(func.func(canonicalize{{{options}}}))"
    text = generic(source)
    reference = mlir_opt(text, "-p", pipeline, "--mlir-print-op-generic")
    # mlir-opt-22 crashes on a switch inside the default of a case-less switch on the same
    # flag (simplifySwitchFromDefaultSwitchOnSameCondition reads the absent case values).
    assume(reference.returncode == 0)
    assert generic(ours(text, pipeline)) == reference.stdout


# The cycle of branch-only blocks that once kept canonicalize rewriting forever.
BRANCH_CYCLE = """\
func.func private @use(i32)
func.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
"""


@pytest.mark.parametrize(
    "options", ["", "region-simplify=aggressive", "top-down=false", "max-iterations=1"]
)
@settings(max_examples=examples(25))
@given(source=control_flow(cyclic=True))
@example(source=BRANCH_CYCLE)
def test_random_cyclic_control_flow_terminates_like_mlir_opt(source: str, options: str) -> None:
    """Every driver loop is bounded: random CFGs with cycles canonicalize in bounded time,
    to what mlir-opt-22 gives (inputs on which mlir-opt itself does not finish are skipped)."""
    pipeline = f"builtin.module(func.func(canonicalize{{{options}}}))"
    text = generic(source)
    try:
        reference = mlir_opt(text, "-p", pipeline, "--mlir-print-op-generic", timeout=20)
    except subprocess.TimeoutExpired:
        assume(False)
        return
    assume(reference.returncode == 0)
    signal.signal(signal.SIGALRM, _hung)
    signal.alarm(20)
    try:
        assert generic(ours(text, pipeline)) == reference.stdout
    finally:
        signal.alarm(0)


def _hung(signum: int, frame: object) -> None:
    raise AssertionError("canonicalize did not finish in 20 s")
