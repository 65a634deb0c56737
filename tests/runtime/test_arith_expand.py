"""`arith-expand`: ceil/floor divisions and the integer and float min/max ops become
cmp/select sequences; bf16, f8E8M0FNU and f4E2M1FN `extf` / `truncf` become bit
manipulation under their options; `scaling_extf` / `scaling_truncf` become ext/mul and
div/trunc; an op that folds is folded first (as MLIR's conversion does); a `truncf` to bf16
with a rounding mode fails the pass with MLIR's error; the same output as mlir-opt 22 on
fixed inputs and random functions under every combination of options."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

MODULE = """\
func.func @ints(%a: i32, %b: i32, %v: vector<2xi8>) -> (i32, i32, vector<2xi8>, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %v, %v : vector<2xi8>
  %3 = arith.maxui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, vector<2xi8>, i32
}
func.func @floats(%x: f32, %y: f32, %h: bf16) -> (f32, f32, f32, bf16) {
  %0 = arith.minimumf %x, %y : f32
  %1 = arith.maxnumf %x, %y : f32
  %2 = arith.extf %h : bf16 to f32
  %3 = arith.truncf %x : f32 to bf16
  return %0, %1, %2, %3 : f32, f32, f32, bf16
}
func.func @folded(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.maxsi %x, %x : i32
  %1 = arith.minsi %c, %0 : i32
  return %1 : i32
}
"""

EXPANDED = """\
module {
  func.func @ints(%arg0: i32, %arg1: i32, %arg2: vector<2xi8>) -> (i32, i32, vector<2xi8>, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2 = arith.cmpi ne, %arg0, %1 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
    %5 = arith.cmpi eq, %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %7 = arith.addi %0, %c1_i32 : i32
    %8 = arith.select %6, %7, %0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %10 = arith.subi %arg0, %c1_i32_1 : i32
    %11 = arith.divui %10, %arg1 : i32
    %12 = arith.addi %11, %c1_i32_1 : i32
    %13 = arith.select %9, %c0_i32_0, %12 : i32
    %14 = arith.divsi %arg2, %arg2 : vector<2xi8>
    %15 = arith.muli %14, %arg2 : vector<2xi8>
    %16 = arith.cmpi ne, %arg2, %15 : vector<2xi8>
    %cst = arith.constant dense<0> : vector<2xi8>
    %17 = arith.cmpi slt, %arg2, %cst : vector<2xi8>
    %18 = arith.cmpi slt, %arg2, %cst : vector<2xi8>
    %19 = arith.cmpi ne, %17, %18 : vector<2xi1>
    %20 = arith.andi %16, %19 : vector<2xi1>
    %cst_2 = arith.constant dense<-1> : vector<2xi8>
    %21 = arith.addi %14, %cst_2 : vector<2xi8>
    %22 = arith.select %20, %21, %14 : vector<2xi1>, vector<2xi8>
    %23 = arith.cmpi ugt, %arg0, %arg1 : i32
    %24 = arith.select %23, %arg0, %arg1 : i32
    return %8, %13, %22, %24 : i32, i32, vector<2xi8>, i32
  }
  func.func @floats(%arg0: f32, %arg1: f32, %arg2: bf16) -> (f32, f32, f32, bf16) {
    %0 = arith.cmpf ult, %arg0, %arg1 : f32
    %1 = arith.select %0, %arg0, %arg1 : f32
    %2 = arith.cmpf uno, %arg1, %arg1 : f32
    %3 = arith.select %2, %arg1, %1 : f32
    %4 = arith.cmpf ugt, %arg0, %arg1 : f32
    %5 = arith.select %4, %arg0, %arg1 : f32
    %6 = arith.cmpf uno, %arg0, %arg0 : f32
    %7 = arith.select %6, %arg1, %5 : f32
    %8 = arith.bitcast %arg2 : bf16 to i16
    %9 = arith.extui %8 : i16 to i32
    %c16_i32 = arith.constant 16 : i32
    %10 = arith.shli %9, %c16_i32 : i32
    %11 = arith.bitcast %10 : i32 to f32
    %12 = arith.cmpf une, %arg0, %arg0 : f32
    %c32767_i32 = arith.constant 32767 : i32
    %c32704_i16 = arith.constant 32704 : i16
    %c16_i32_0 = arith.constant 16 : i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.bitcast %arg0 : f32 to i32
    %14 = arith.shrui %13, %c16_i32_0 : i32
    %15 = arith.andi %14, %c1_i32 : i32
    %16 = arith.addi %15, %c32767_i32 : i32
    %17 = arith.addi %13, %16 : i32
    %18 = arith.shrui %17, %c16_i32_0 : i32
    %19 = arith.trunci %18 : i32 to i16
    %20 = arith.select %12, %c32704_i16, %19 : i16
    %21 = arith.bitcast %20 : i16 to bf16
    return %3, %7, %11, %21 : f32, f32, f32, bf16
  }
  func.func @folded(%arg0: i32) -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.cmpi slt, %arg0, %c7_i32 : i32
    %1 = arith.select %0, %arg0, %c7_i32 : i32
    return %1 : i32
  }
}

"""

ROUNDED_TO_BF16 = """\
func.func @g(%a: f32) -> bf16 {
  %0 = arith.truncf %a to_nearest_away : f32 to bf16
  return %0 : bf16
}
"""

ALL_TYPES = "include-bf16=true include-f8e8m0=true include-f4e2m1=true"


def expanded(text: str, options: str = "include-bf16=true") -> str:
    code, out, err = passgen_opt(text, f"--arith-expand={options}")
    assert code == 0, err
    return out


def test_ops_are_expanded() -> None:
    assert expanded(MODULE) == EXPANDED


def test_a_second_run_changes_nothing() -> None:
    assert expanded(EXPANDED) == EXPANDED


def test_bf16_extf_and_truncf_stay_without_the_option() -> None:
    out = expanded(MODULE, "")
    assert "arith.extf %arg2 : bf16 to f32" in out
    assert "arith.truncf %arg0 : f32 to bf16" in out
    assert "arith.ceildivsi" not in out


def test_truncf_with_a_rounding_mode_fails_the_pass() -> None:
    code, _, err = passgen_opt(ROUNDED_TO_BF16, "--arith-expand=include-bf16=true")
    assert code == 1
    assert "2:8: error: failed to legalize operation 'arith.truncf' that was explicitly" in err


def test_a_bad_option_value_is_reported() -> None:
    code, _, err = passgen_opt(ROUNDED_TO_BF16, "--arith-expand=include-bf16=maybe")
    assert code == 1
    assert "'maybe' is invalid value for boolean argument! Try 0 or 1" in err


@requires_mlir_opt
@pytest.mark.parametrize("options", ["", "include-bf16=true", ALL_TYPES])
@pytest.mark.parametrize("text", [MODULE, ROUNDED_TO_BF16], ids=["module", "rounded"])
def test_fixed_inputs_as_mlir_opt(text: str, options: str) -> None:
    ours, theirs = both(text, f"--arith-expand={options}")
    assert ours == theirs


INTEGER_OPS = ["ceildivsi", "ceildivui", "floordivsi", "maxsi", "maxui", "minsi", "minui"]
FLOAT_OPS = ["maximumf", "minimumf", "maxnumf", "minnumf"]
CASTS = [
    ("extf", "bf16", "f32"),
    ("truncf", "f32", "bf16"),
    ("extf", "f8E8M0FNU", "f32"),
    ("extf", "f8E8M0FNU", "f16"),
    ("extf", "f8E8M0FNU", "f64"),
    ("truncf", "f32", "f8E8M0FNU"),
    ("truncf", "f16", "f8E8M0FNU"),
    ("extf", "f4E2M1FN", "f32"),
    ("extf", "f4E2M1FN", "f16"),
    ("truncf", "f32", "f4E2M1FN"),
    ("truncf", "f16", "f4E2M1FN"),
]


def _shaped(rng: random.Random, element: str) -> str:
    return rng.choice([element, element, f"vector<3x{element}>", f"tensor<2x{element}>"])


def random_module(seed: int) -> str:
    """A function of random arith ops the pass expands (or leaves), on scalars, vectors
    and tensors, some operands repeated or constant so that folds happen."""
    rng = random.Random(seed)
    lines = ["func.func @f() {"]
    for index in range(rng.randrange(1, 8)):
        kind = rng.randrange(4)
        if kind == 0:
            type = _shaped(rng, rng.choice(["i8", "i32", "index"]))
            op = rng.choice(INTEGER_OPS)
        elif kind == 1:
            type = _shaped(rng, rng.choice(["f16", "f32", "bf16", "f64"]))
            op = rng.choice(FLOAT_OPS)
        else:
            name, source, target = rng.choice(CASTS)
            shape = rng.choice(["", "vector<4x", "tensor<2x"])
            close = ">" if shape else ""
            lines.append(f'  %s{index} = "test.make"() : () -> {shape}{source}{close}')
            flags = rng.choice(["", "", " fastmath<fast>"])
            lines.append(
                f"  %r{index} = arith.{name} %s{index}{flags} : "
                f"{shape}{source}{close} to {shape}{target}{close}"
            )
            continue
        lhs = f"%a{index}"
        lines.append(f'  {lhs} = "test.make"() : () -> {type}')
        rhs = lhs if rng.random() < 0.2 else f"%b{index}"
        if rhs != lhs:
            lines.append(f'  {rhs} = "test.make"() : () -> {type}')
        lines.append(f"  %r{index} = arith.{op} {lhs}, {rhs} : {type}")
        lines.append(f'  "test.use"(%r{index}) : ({type}) -> ()')
    lines.append("  return\n}")
    return "\n".join(lines) + "\n"


OPTION_SETS = ["", "include-bf16=true", "include-f8e8m0=true", "include-f4e2m1=true", ALL_TYPES]


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(st.integers(0, 2**32), st.sampled_from(OPTION_SETS))
def test_random_functions_as_mlir_opt(seed: int, options: str) -> None:
    text = random_module(seed)
    flags = ("--allow-unregistered-dialect", "--mlir-print-debuginfo")
    ours, theirs = both(text, *flags, f"--arith-expand={options}")
    assert ours == theirs, text
