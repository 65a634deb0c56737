"""`duplicate-function-elimination`: functions equal but for their name (bodies compared
with locations ignored, operands of commutative ops in order) are erased and their uses,
calls and references nested in attributes alike, renamed to the first; functions that
differ in visibility or attributes, and declarations, stay; the same output as
mlir-opt 22 on fixed and random modules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

MODULE = """\
func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func private @add_again(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @add_swapped(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %b, %a : i32
  return %0 : i32
}
func.func @add_marked(%a: i32, %b: i32) -> i32 attributes {mark} {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @add_loc(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("elsewhere")
  return %0 : i32
}
func.func private @decl(i32, i32) -> i32
func.func private @decl_again(i32, i32) -> i32
func.func @user(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %0 = call @add_again(%a, %b) : (i32, i32) -> i32
  %1 = call @add_swapped(%0, %b) : (i32, i32) -> i32
  %2 = call @add_marked(%1, %b) : (i32, i32) -> i32
  %3 = call @add_loc(%2, %b) : (i32, i32) -> i32
  %4 = call @decl_again(%3, %b) : (i32, i32) -> i32
  "test.refs"() {refs = [@add_loc, {f = @add_again}]} : () -> ()
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
"""

DEDUPLICATED = """\
module {
  func.func @add(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func private @add_again(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func @add_swapped(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg0 : i32
    return %0 : i32
  }
  func.func @add_marked(%arg0: i32, %arg1: i32) -> i32 attributes {mark} {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func private @decl(i32, i32) -> i32
  func.func private @decl_again(i32, i32) -> i32
  func.func @user(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
    %0 = call @add_again(%arg0, %arg1) : (i32, i32) -> i32
    %1 = call @add_swapped(%0, %arg1) : (i32, i32) -> i32
    %2 = call @add_marked(%1, %arg1) : (i32, i32) -> i32
    %3 = call @add(%2, %arg1) : (i32, i32) -> i32
    %4 = call @decl_again(%3, %arg1) : (i32, i32) -> i32
    "test.refs"() {refs = [@add, {f = @add_again}]} : () -> ()
    return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
  }
}

"""


NESTED = """\
module {
  func.func @a() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  module @inner {
    func.func @b() -> i32 {
      %c = arith.constant 1 : i32
      return %c : i32
    }
    func.func @user() -> i32 {
      %0 = "test.ref"() {r = @b, s = [@b::@x, @c]} : () -> i32
      return %0 : i32
    }
  }
  func.func @c() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  func.func @top() -> (i32, i32) {
    %0 = call @c() : () -> i32
    %1 = "test.ref"() {r = @inner::@b} : () -> i32
    return %0, %1 : i32, i32
  }
}
"""

NESTED_DEDUPLICATED = """\
module {
  func.func @a() -> i32 {
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  }
  module @inner {
    func.func @user() -> i32 {
      %0 = "test.ref"() {r = @a, s = [@a::@x, @c]} : () -> i32
      return %0 : i32
    }
  }
  func.func @top() -> (i32, i32) {
    %0 = call @a() : () -> i32
    %1 = "test.ref"() {r = @inner::@a} : () -> i32
    return %0, %1 : i32, i32
  }
}

"""


def deduplicated(text: str) -> str:
    code, out, err = passgen_opt(
        text, "--allow-unregistered-dialect", "--duplicate-function-elimination"
    )
    assert code == 0, err
    return out


def test_duplicates_are_erased_and_their_uses_renamed() -> None:
    assert deduplicated(MODULE) == DEDUPLICATED


def test_a_second_run_changes_nothing() -> None:
    assert deduplicated(DEDUPLICATED) == DEDUPLICATED


def test_uses_are_renamed_in_each_symbol_table_by_their_reference_from_it() -> None:
    """`@b` of module `@inner` is `@b` inside it and `@inner::@b` outside; a `@c` inside
    `@inner` names another symbol and stays."""
    assert deduplicated(NESTED) == NESTED_DEDUPLICATED


@requires_mlir_opt
@pytest.mark.parametrize("text", [MODULE, NESTED], ids=["module", "nested"])
def test_fixed_inputs_as_mlir_opt(text: str) -> None:
    flags = ("--allow-unregistered-dialect", "--mlir-print-debuginfo")
    ours, theirs = both(text, *flags, "--duplicate-function-elimination")
    assert ours == theirs


BODIES = [
    "%0 = arith.addi %a, %b : i32\n  return %0 : i32",
    "%0 = arith.addi %b, %a : i32\n  return %0 : i32",
    "%0 = arith.subi %a, %b : i32\n  return %0 : i32",
    '%0 = arith.addi %a, %b : i32 loc("x")\n  return %0 : i32',
    "cf.cond_br %c, ^t, ^f\n^t:\n  return %a : i32\n^f:\n  return %b : i32",
    "%0 = scf.if %c -> i32 {\n    scf.yield %a : i32\n  } else {\n    scf.yield %b : i32\n  }\n"
    "  return %0 : i32",
]


def random_module(seed: int) -> str:
    """Functions drawn from a few bodies, visibilities and attributes (some declarations),
    and a user that calls each and names some in an attribute."""
    rng = random.Random(seed)
    lines: list[str] = []
    calls: list[str] = []
    signature = "(%a: i32, %b: i32, %c: i1) -> i32"
    for index in range(rng.randrange(2, 9)):
        visibility = rng.choice(["", "private "])
        if visibility and rng.random() < 0.2:
            lines.append(f"func.func private @f{index}(i32, i32, i1) -> i32")
        else:
            attributes = rng.choice(["", "", " attributes {mark}"])
            lines.append(f"func.func {visibility}@f{index}{signature}{attributes} {{")
            lines.append("  " + rng.choice(BODIES))
            lines.append("}")
        calls.append(f"  %r{index} = call @f{index}(%a, %b, %c) : (i32, i32, i1) -> i32")
    refs = ", ".join(f"@f{rng.randrange(len(calls))}" for _ in range(2))
    lines.append(f"func.func @user{signature} {{")
    lines.extend(calls)
    lines.append(f'  "test.refs"() {{refs = [{refs}]}} : () -> ()')
    lines.append("  return %a : i32\n}")
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(st.integers(0, 2**32))
def test_random_modules_as_mlir_opt(seed: int) -> None:
    text = random_module(seed)
    flags = ("--allow-unregistered-dialect", "--duplicate-function-elimination")
    ours, theirs = both(text, *flags)
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text


@pytest.mark.parametrize("seed", range(20))
def test_random_modules_are_deduplicated_in_one_run(seed: int) -> None:
    """A second run finds nothing more to erase."""
    out = deduplicated(random_module(seed))
    assert deduplicated(out) == out
