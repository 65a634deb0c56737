"""`drop-equivalent-buffer-results`: results every return gives as the same argument (through
casts) are dropped from private functions, their calls use the operand (cast back where
the type differs) and are rebuilt; public, external and return-less functions are left
alone; the same output as mlir-opt 22 on fixed and random modules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

MODULE = """\
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @same(%a: memref<4xf32>, %x: i32, %c: i1) -> (i32, memref<?xf32>, memref<4xf32>) {
  %n = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^x, ^y
^x:
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %x, %cast, %n : i32, memref<?xf32>, memref<4xf32>
^y:
  %cast2 = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %x, %cast2, %a : i32, memref<?xf32>, memref<4xf32>
}
func.func private @loop(%a: memref<4xf32>) -> memref<4xf32> {
  cf.br ^x
^x:
  cf.br ^x
}
func.func private @external(%a: memref<4xf32>) -> memref<4xf32>
func.func @caller(%a: memref<4xf32>, %x: i32, %c: i1) {
  %0 = call @pub(%a) {foo} : (memref<4xf32>) -> memref<4xf32>
  %1:3 = call @same(%a, %x, %c) {bar} : (memref<4xf32>, i32, i1) -> (i32, memref<?xf32>, memref<4xf32>)
  %2 = call @loop(%a) {baz} : (memref<4xf32>) -> memref<4xf32>
  %3 = call @external(%a) : (memref<4xf32>) -> memref<4xf32>
  "use"(%0, %1#0, %1#1, %1#2, %2, %3) : (memref<4xf32>, i32, memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}
"""

DROPPED = """\
module {
  func.func @pub(%arg0: memref<4xf32>) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func private @same(%arg0: memref<4xf32>, %arg1: i32, %arg2: i1) -> memref<4xf32> {
    %alloc = memref.alloc() : memref<4xf32>
    cf.cond_br %arg2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    return %alloc : memref<4xf32>
  ^bb2:  // pred: ^bb0
    %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    return %arg0 : memref<4xf32>
  }
  func.func private @loop(%arg0: memref<4xf32>) -> memref<4xf32> {
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb1
  }
  func.func private @external(memref<4xf32>) -> memref<4xf32>
  func.func @caller(%arg0: memref<4xf32>, %arg1: i32, %arg2: i1) {
    %0 = call @pub(%arg0) {foo} : (memref<4xf32>) -> memref<4xf32>
    %1 = call @same(%arg0, %arg1, %arg2) : (memref<4xf32>, i32, i1) -> memref<4xf32>
    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    %2 = call @loop(%arg0) {baz} : (memref<4xf32>) -> memref<4xf32>
    %3 = call @external(%arg0) : (memref<4xf32>) -> memref<4xf32>
    "use"(%0, %arg1, %cast, %1, %2, %3) : (memref<4xf32>, i32, memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    return
  }
}

"""


def dropped(text: str) -> str:
    code, out, err = passgen_opt(
        text, "--allow-unregistered-dialect", "--drop-equivalent-buffer-results"
    )
    assert code == 0, err
    return out


def test_results_equivalent_in_every_return_are_dropped_and_calls_rebuilt() -> None:
    assert dropped(MODULE) == DROPPED


def test_a_second_run_changes_nothing() -> None:
    assert dropped(DROPPED) == DROPPED


@requires_mlir_opt
def test_fixed_input_as_mlir_opt() -> None:
    ours, theirs = both(MODULE, "--allow-unregistered-dialect", "--drop-equivalent-buffer-results")
    assert ours == theirs


def random_module(seed: int) -> str:
    """Private and public functions of one to three blocks whose returns give arguments
    (directly or through casts), fresh allocations or integers, and a caller of each."""
    rng = random.Random(seed)
    lines: list[str] = []
    calls: list[str] = []
    args = "%a: memref<4xf32>, %b: memref<4xf32>, %x: i32, %c: i1"
    arg_types = "memref<4xf32>, memref<4xf32>, i32, i1"
    for index in range(rng.randrange(1, 4)):
        types = [
            rng.choice(["memref<4xf32>", "memref<?xf32>", "i32"]) for _ in range(rng.randrange(4))
        ]
        visibility = rng.choice(["private ", "private ", ""])
        results = ", ".join(types)
        lines.append(f"func.func {visibility}@f{index}({args}) -> ({results}) {{")
        blocks = rng.randrange(1, 4)
        if blocks > 1:
            lines.append(f"  cf.cond_br %c, ^b1, ^b{blocks - 1}")
        for block in range(blocks):
            if blocks > 1 and block == 0:
                continue
            if block:
                lines.append(f"^b{block}:")
            values = []
            for slot, type in enumerate(types):
                name = f"%v{block}_{slot}"
                if type == "i32":
                    values.append("%x")
                    continue
                source = rng.choice(["%a", "%a", "%b", "alloc"])
                if source == "alloc":
                    lines.append(f"  {name} = memref.alloc() : memref<4xf32>")
                    source = name
                    name += "c"
                if type == "memref<?xf32>":
                    lines.append(
                        f"  {name} = memref.cast {source} : memref<4xf32> to memref<?xf32>"
                    )
                    values.append(name)
                else:
                    values.append(source)
            lines.append(f"  return {', '.join(values)} : {results}" if types else "  return")
        lines.append("}")
        produced = ", ".join(f"%r{index}_{slot}" for slot in range(len(types)))
        call = f"call @f{index}(%a, %b, %x, %c) : ({arg_types}) -> ({results})"
        calls.append(f"  {produced} = {call}" if types else f"  {call}")
        if types:
            calls.append(f'  "use"({produced}) : ({results}) -> ()')
    lines.append(f"func.func @caller({args}) {{")
    lines.extend(calls)
    lines.append("  return\n}")
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(40))
@given(st.integers(0, 2**32))
def test_random_modules_as_mlir_opt(seed: int) -> None:
    text = random_module(seed)
    ours, theirs = both(text, "--allow-unregistered-dialect", "--drop-equivalent-buffer-results")
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text


@pytest.mark.parametrize("seed", range(20))
def test_random_modules_verify_after_the_pass(seed: int) -> None:
    """Whatever the input, the output is valid IR (passgen-opt verifies after the pass)."""
    dropped(random_module(seed))
