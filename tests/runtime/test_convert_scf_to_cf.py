"""`convert-scf-to-cf`: scf.for (signed and unsigned), scf.if with results, scf.while (and
the do-while form), scf.index_switch (case values truncated to i32, as MLIR 22 does),
scf.parallel with a reduction, scf.forall and scf.execute_region become a CFG of cf
branches; an scf.forall with shared outputs fails the pass with MLIR's error; the same
output as mlir-opt 22 on fixed and random nests of scf ops."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

MODULE = """\
func.func @loops(%lb: index, %ub: index, %step: index, %c: i1, %init: f32) -> f32 {
  %r = scf.for unsigned %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = scf.if %c -> f32 {
      %s = arith.addf %acc, %acc : f32
      scf.yield %s : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}
func.func @whiles(%x: i32, %c: i1) -> i32 {
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  %d = scf.while (%a = %w) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %d : i32
}
func.func @switch(%i: index, %a: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 4294967298 {
    scf.yield %a : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %0 : i32
}
func.func @parallel(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init(%init) -> f32 {
    %f = arith.constant 1.0 : f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      %m = arith.mulf %l, %rr : f32
      scf.reduce.return %m : f32
    }
  }
  scf.forall (%t) = (1) to (%n) step (2) {
    %e = scf.execute_region -> index {
      scf.yield %t : index
    }
    scf.forall.in_parallel {
    }
  }
  return %r : f32
}
"""

LOWERED = """\
module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
    cf.br ^bb1(%arg0, %arg4 : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
    %2 = arith.cmpi ult, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    cf.cond_br %arg3, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %3 = arith.addf %1, %1 : f32
    cf.br ^bb5(%3 : f32)
  ^bb4:  // pred: ^bb2
    cf.br ^bb5(%1 : f32)
  ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %5 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%5, %4 : index, f32)
  ^bb7:  // pred: ^bb1
    return %1 : f32
  }
  func.func @whiles(%arg0: i32, %arg1: i1) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    cf.cond_br %arg1, ^bb2(%0 : i32), ^bb3
  ^bb2(%1: i32):  // pred: ^bb1
    %2 = arith.addi %1, %1 : i32
    cf.br ^bb1(%2 : i32)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%0 : i32)
  ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb4
    cf.cond_br %arg1, ^bb4(%3 : i32), ^bb5
  ^bb5:  // pred: ^bb4
    return %3 : i32
  }
  func.func @switch(%arg0: index, %arg1: i32) -> i32 {
    %0 = arith.index_cast %arg0 : index to i32
    cf.switch %0 : i32, [
      default: ^bb2,
      2: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : i32)
  ^bb2:  // pred: ^bb0
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb3(%c0_i32 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
  func.func @parallel(%arg0: index, %arg1: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %arg1 : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
    %2 = arith.cmpi slt, %0, %arg0 : index
    cf.cond_br %2, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0, %1 : index, f32)
  ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
    %5 = arith.cmpi slt, %3, %arg0 : index
    cf.cond_br %5, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %cst = arith.constant 1.000000e+00 : f32
    %6 = arith.mulf %4, %cst : f32
    %7 = arith.addi %3, %c1 : index
    cf.br ^bb3(%7, %6 : index, f32)
  ^bb5:  // pred: ^bb3
    %8 = arith.addi %0, %c1 : index
    cf.br ^bb1(%8, %4 : index, f32)
  ^bb6:  // pred: ^bb1
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    cf.br ^bb7(%c1_0 : index)
  ^bb7(%9: index):  // 2 preds: ^bb6, ^bb10
    %10 = arith.cmpi slt, %9, %arg0 : index
    cf.cond_br %10, ^bb8, ^bb11
  ^bb8:  // pred: ^bb7
    cf.br ^bb9
  ^bb9:  // pred: ^bb8
    cf.br ^bb10(%9 : index)
  ^bb10(%11: index):  // pred: ^bb9
    %12 = arith.addi %9, %c2 : index
    cf.br ^bb7(%12 : index)
  ^bb11:  // pred: ^bb7
    return %1 : f32
  }
}

"""

FORALL_WITH_OUTPUTS = """\
func.func @f(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
"""


def lowered(text: str) -> str:
    code, out, err = passgen_opt(text, "--convert-scf-to-cf")
    assert code == 0, err
    return out


def test_structured_ops_become_branches() -> None:
    assert lowered(MODULE) == LOWERED


def test_a_second_run_changes_nothing() -> None:
    assert lowered(LOWERED) == LOWERED


def test_forall_with_shared_outputs_fails_the_pass() -> None:
    code, out, err = passgen_opt(FORALL_WITH_OUTPUTS, "--convert-scf-to-cf")
    assert code == 1
    assert "2:8: error: failed to legalize operation 'scf.forall' that was explicitly" in err


@requires_mlir_opt
@pytest.mark.parametrize(
    ("text", "flags"),
    [(MODULE, ["--mlir-print-debuginfo"]), (FORALL_WITH_OUTPUTS, [])],
    ids=["locations", "failure"],
)
def test_fixed_inputs_as_mlir_opt(text: str, flags: list[str]) -> None:
    ours, theirs = both(text, *flags, "--convert-scf-to-cf")
    assert ours == theirs


class _Nest:
    """A random function of nested scf ops over i32 values (`random_module`)."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.count = 0

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def emit(self, indent: int, line: str) -> None:
        self.lines.append("  " * indent + line)

    def body(self, indent: int, depth: int, values: list[str]) -> str:
        """Ops at `indent`; the i32 value they end with."""
        values = list(values)
        for _ in range(self.rng.randrange(1, 4)):
            values.append(self.op(indent, depth, values))
        return values[-1]

    def op(self, indent: int, depth: int, values: list[str]) -> str:
        pick = self.rng.choice
        kinds = ["add"] if depth == 0 else ["add", "if", "for", "while", "switch", "region", "par"]
        kind, name, a, b = pick(kinds), self.fresh(), pick(values), pick(values)
        if kind == "add":
            self.emit(indent, f"{name} = arith.addi {a}, {b} : i32")
        elif kind == "if":
            self.emit(indent, f"{name} = scf.if %c -> i32 {{")
            self.emit(indent + 1, f"scf.yield {self.body(indent + 1, depth - 1, values)} : i32")
            self.emit(indent, "} else {")
            self.emit(indent + 1, f"scf.yield {self.body(indent + 1, depth - 1, values)} : i32")
            self.emit(indent, "}")
        elif kind == "for":
            sign = pick(["", "unsigned "])
            header = f"scf.for {sign}%i{self.count} = %lb to %ub step %st"
            self.emit(indent, f"{name} = {header} iter_args(%it{self.count} = {a}) -> (i32) {{")
            inner = self.body(indent + 1, depth - 1, [*values, f"%it{self.count}"])
            self.emit(indent + 1, f"scf.yield {inner} : i32")
            self.emit(indent, "}")
        elif kind == "while":
            arg = f"%w{self.count}"
            self.emit(indent, f"{name} = scf.while ({arg} = {a}) : (i32) -> i32 {{")
            self.emit(
                indent + 1,
                f"scf.condition(%c) {self.body(indent + 1, depth - 1, [*values, arg])} : i32",
            )
            self.emit(indent, "} do {")
            self.emit(indent, f"^bb0({arg}d: i32):")
            forwarded = (
                f"{arg}d"
                if pick([True, False])
                else self.body(indent + 1, depth - 1, [*values, f"{arg}d"])
            )
            self.emit(indent + 1, f"scf.yield {forwarded} : i32")
            self.emit(indent, "}")
        elif kind == "switch":
            self.emit(indent, f"{name} = scf.index_switch %lb -> i32")
            for case in self.rng.sample([0, 1, 7, 2**32 + 1], self.rng.randrange(3)):
                self.emit(indent, f"case {case} {{")
                self.emit(indent + 1, f"scf.yield {self.body(indent + 1, depth - 1, values)} : i32")
                self.emit(indent, "}")
            self.emit(indent, "default {")
            self.emit(indent + 1, f"scf.yield {self.body(indent + 1, depth - 1, values)} : i32")
            self.emit(indent, "}")
        elif kind == "region":
            self.emit(indent, f"{name} = scf.execute_region -> i32 {{")
            self.emit(indent + 1, f"scf.yield {self.body(indent + 1, depth - 1, values)} : i32")
            self.emit(indent, "}")
        else:
            ivs = ", ".join(f"%p{self.count}_{d}" for d in range(self.rng.randrange(1, 3)))
            bounds = ", ".join("%lb" for _ in ivs.split(", "))
            ubs = ", ".join("%ub" for _ in ivs.split(", "))
            steps = ", ".join("%st" for _ in ivs.split(", "))
            self.emit(
                indent,
                f"{name} = scf.parallel ({ivs}) = ({bounds}) to ({ubs}) step ({steps}) init({a}) -> i32 {{",
            )
            inner = self.body(indent + 1, depth - 1, values)
            self.emit(indent + 1, f"scf.reduce({inner} : i32) {{")
            self.emit(indent + 1, "^bb0(%l: i32, %r: i32):")
            self.emit(indent + 2, "%m = arith.muli %l, %r : i32")
            self.emit(indent + 2, "scf.reduce.return %m : i32")
            self.emit(indent + 1, "}")
            self.emit(indent, "}")
        return name


def random_module(seed: int) -> str:
    """A function whose body nests scf.if / for / while / index_switch / execute_region /
    parallel up to three deep, each giving an i32."""
    nest = _Nest(seed)
    nest.emit(0, "func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: i32) -> i32 {")
    result = nest.body(1, 3, ["%x"])
    nest.emit(1, f"return {result} : i32")
    nest.emit(0, "}")
    return "\n".join(nest.lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(st.integers(0, 2**32))
def test_random_nests_as_mlir_opt(seed: int) -> None:
    text = random_module(seed)
    ours, theirs = both(text, "--convert-scf-to-cf")
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text


@pytest.mark.parametrize("seed", range(20))
def test_random_nests_verify_after_the_pass(seed: int) -> None:
    """Whatever the nest, the output is valid IR without scf ops."""
    assert "scf." not in lowered(random_module(seed))
