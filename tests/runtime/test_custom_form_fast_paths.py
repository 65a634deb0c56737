"""The custom form's fast paths (a declarative form's `LinePlan`, the function signature of
`function_syntax`) read exactly what the general path reads: the same IR (its generic and
custom prints, with locations) or the same error, with `custom_form.FAST_PATHS` on and off.
Inputs: the benchmark's kind of workload and spellings that leave it, the format
interpreter's and the custom form's test inputs, the upstream MLIR test chunks, and random
mutations of the workload (hypothesis)."""

from __future__ import annotations

import pytest
from custom_form_cases import DATA as CUSTOM_FORM_DATA
from format_interpreter_cases import MALFORMED, ROUND_TRIPS, WITH_ATTRIBUTE_SYNTAX
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from paths import DATA

from passgen.runtime.asm import custom_form, parse_source, print_op
from passgen.runtime.ir import Context


def _function(index: int) -> str:
    """One function as mlir-opt prints the benchmark's workload, with a few more ops."""
    return (
        f"  func.func @f{index}(%arg0: i32, %arg1: i32) -> i32 {{\n"
        f"    %c{index}_i32 = arith.constant {index} : i32\n"
        f"    %0 = arith.addi %arg0, %arg1 : i32\n"
        f"    %1 = arith.muli %0, %c{index}_i32 overflow<nsw> : i32\n"
        f"    %2 = arith.subi %1, %arg0 : i32\n"
        f"    %3 = arith.maxsi %2, %1 : i32\n"
        f"    %4 = arith.cmpi slt, %3, %2 : i32\n"
        f"    %5 = call @f{index}(%3, %c{index}_i32) : (i32, i32) -> i32\n"
        f"    return %5 : i32\n"
        "  }\n"
    )


WORKLOAD = "module {\n" + "".join(_function(i) for i in range(4)) + "}\n"

# Spellings the fast paths leave to the general path, or must read as it does.
UNCOMMON = [
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a,%a : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi  %a, %a : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a {x} : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32 // c\n  return %0 : i32\n}\n",
    'func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32 loc("x":1:2)\n'
    '  return %0 : i32 loc(#l)\n}\n#l = loc("y":3:4)\n',
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a,\n %a : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i64\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n"
    "  %1 = arith.addi %0, %a : i64\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %1, %a : i32\n"
    "  %1 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0:1 = arith.addi %a, %a : i32\n  return %0#0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a overflow<nsw, nuw> : i32\n"
    "  %1 = arith.addi %a, %0 overflow<bad> : i32\n  return %0 : i32\n}\n",
    "func.func @f(%overflow: i32) -> i32 {\n  %0 = arith.addi %overflow, %overflow : i32\n"
    "  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a overflow : i32\n  return %0 : i32\n}\n",
    "func.func @f(%a: i32) {\n  return\n  %0 = arith.addi %a, %a : i32\n}\n",
    "func.func @f(%a: i32) {\n  return %a\n}\n",
    "func.func @f(%a: i32) -> (i32, i32) {\n  return %a, %a : i32, i32\n}\n",
    "func.func @f(%a: i32) -> (i32, i32) {\n  return %a, %a : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = call @g(%a) : (i32) -> i32\n"
    '  %1 = call @"q x"(%a) : (i32) -> i32\n  %2 = call @g::@h(%a) : (i32) -> i32\n'
    "  %3 = call @g(%a) : (i32) -> i64\n  %4 = call @g(%a, %a) : (i32) -> i32\n"
    "  return %0 : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  %0 = arith.constant 7 : i32\n  %1 = arith.constant 7 : i64\n"
    "  %2 = arith.constant -7 : i32\n  %3 = arith.constant 1.5 : f32\n  %4 = arith.constant 7\n"
    "  return %0 : i32\n}\n",
    "func.func private @f(%a: i32) -> i32 {\n  return %a : i32\n}\n",
    "func.func @f(%a: i32 {x.y}, %b: i32) -> i32 attributes {z} {\n  return %a : i32\n}\n",
    'func.func @f(%a: i32 loc("x":1:1), %b: tensor<4xi32>) -> (i32 {r}) {\n  return %a : i32\n}\n',
    "func.func @f(%a: i32, %a: i32) -> i32 {\n  return %a : i32\n}\n",
    "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func @f(%a: i99x) -> i32 {\n}\n",
    "func.func @f(%a: i32) -> i3z {\n  return %a : i32\n}\n",
    "func.func @f(%a: !t) -> i32 {\n  return %a : i32\n}\n!t = i32\n",
]


# Lines read thrice (so that the third is taken as seen, `LinePlan.seen`), then again where
# something around them differs: the next line, the names' definitions and types, the depth,
# the text's end.
_SEEN = "".join(
    f"func.func @p{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n"
    '  %1 = arith.muli %0, %a : i32 loc("x":1:2)\n  return %1 : i32\n}\n'
    for i in range(3)
)
SEEN_ELSEWHERE = [
    _SEEN + "func.func @g(%a: i32) -> i32 {\n  %1 = arith.addi %a, %a : i32\n"
    "  return %1 : i32\n  %2 = arith.addi %a, %a : i32\n}\n",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32\n  return %1 : i32\n}\n",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32\n  , i32\n}\n",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32\n\n  }\n",
    _SEEN
    + "func.func @g(%b: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
    _SEEN
    + "func.func @g(%a: i64) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
    _SEEN + "func.func @g(%a: i32) -> i32 {\n  %0 = arith.muli %1, %a : i32\n"
    "  %1 = arith.addi %a, %a : i32\n  return %1 : i32\n}\n",
    _SEEN + "func.func @g(%a: i32) -> i32 {\n  %r = scf.execute_region -> i32 {\n"
    "    %0 = arith.addi %a, %a : i32\n    %1 = arith.muli %0, %a : i32\n    scf.yield %1 : i32\n"
    "  }\n  return %r : i32\n}\n",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32}",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32",
    _SEEN + "func.func @g(%1: i32) -> i32 {\n  return %1 : i32\n",
    _SEEN + "func.func @g(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32",
]


INTERPRETER_INPUTS = [*ROUND_TRIPS.values(), *WITH_ATTRIBUTE_SYNTAX.values(), *MALFORMED]


def _upstream_chunks() -> list[str]:
    files = sorted((DATA / "upstream_mlir").rglob("*.mlir")) + sorted(
        CUSTOM_FORM_DATA.glob("*.mlir")
    )
    return [chunk for path in files for chunk in path.read_text().split("// -----\n")]


def _outcome(text: str, fast: bool) -> str:
    """The prints of what `text` reads as (generic, then custom, with locations), or the
    error, with the fast paths on or off."""
    custom_form.FAST_PATHS = fast
    try:
        module = parse_source(text, Context(allow_unregistered_dialects=True), "t.mlir")
    except Exception as failure:  # the same exception either way, whatever it is
        return f"{type(failure).__name__}: {failure}"
    finally:
        custom_form.FAST_PATHS = True
    generic = print_op(module, generic=True, debuginfo=True)
    return generic + "\n" + print_op(module, debuginfo=True)


def _same_either_way(text: str) -> None:
    assert _outcome(text, fast=True) == _outcome(text, fast=False)


def test_the_workload_reads_the_same_either_way() -> None:
    _same_either_way(WORKLOAD)
    assert "error" not in _outcome(WORKLOAD, fast=True)


@pytest.mark.parametrize("text", UNCOMMON)
def test_uncommon_spellings_read_the_same_either_way(text: str) -> None:
    _same_either_way(text)


@pytest.mark.parametrize("text", SEEN_ELSEWHERE)
def test_lines_seen_before_read_the_same_either_way_elsewhere(text: str) -> None:
    _same_either_way(text)


@pytest.mark.parametrize("text", INTERPRETER_INPUTS)
def test_the_format_interpreters_inputs_read_the_same_either_way(text: str) -> None:
    _same_either_way(text)


def test_upstream_chunks_read_the_same_either_way() -> None:
    for chunk in _upstream_chunks():
        _same_either_way(chunk)


_MUTATIONS = st.lists(
    st.tuples(
        st.integers(0, len(WORKLOAD)), st.integers(0, 2), st.sampled_from(" \n,:%@#{}<>()x0")
    ),
    min_size=1,
    max_size=3,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_MUTATIONS)
def test_mutated_workloads_read_the_same_either_way(mutations: list[tuple[int, int, str]]) -> None:
    """Characters inserted, replaced or deleted anywhere in the workload."""
    text = WORKLOAD
    for position, kind, character in mutations:
        position = min(position, len(text))
        if kind == 0:
            text = text[:position] + character + text[position:]
        elif kind == 1:
            text = text[:position] + character + text[position + 1 :]
        else:
            text = text[:position] + text[position + 1 :]
    _same_either_way(text)
