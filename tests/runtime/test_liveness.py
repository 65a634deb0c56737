"""MLIR's liveness analysis (`passgen.runtime.dataflow.liveness`) and the sparse backward
framework under it: which values are live, through ops with effects, public and private
functions, region control flow, branches and dead blocks (custom-form inputs, the states
asked of `RunLivenessAnalysis`)."""

from __future__ import annotations

import textwrap

from passgen.runtime.asm import parse_source
from passgen.runtime.dataflow import Liveness, LivenessAnalysis, RunLivenessAnalysis
from passgen.runtime.ir import Context, IntegerType, Value


def live(analysis: RunLivenessAnalysis, value: Value) -> bool:
    state = analysis.get_liveness(value)
    assert state is not None
    return state.is_live


def test_effects_calls_and_public_returns_decide_liveness() -> None:
    module = parse_source(
        textwrap.dedent(
            """
            func.func private @f(%a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
              %sum = arith.addi %a, %a : i32
              %dead = arith.muli %b, %b : i32
              memref.store %sum, %m[] : memref<i32>
              return %sum, %dead : i32, i32
            }
            func.func @main(%x: i32, %m: memref<i32>) -> i32 {
              %r:2 = func.call @f(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
              %unused = arith.addi %x, %x : i32
              return %r#0 : i32
            }
            """
        ),
        Context(),
    )
    analysis = RunLivenessAnalysis(module)
    f, main = module.regions[0].blocks[0].operations
    a, b, m = f.regions[0].blocks[0].arguments
    add, mul, _, _ = f.regions[0].blocks[0].operations
    call, unused, _ = main.regions[0].blocks[0].operations
    # %a feeds a store; %b only a value no caller uses; the memref is stored to.
    assert [live(analysis, v) for v in (a, b, m)] == [True, False, True]
    assert live(analysis, add.results[0]) and not live(analysis, mul.results[0])
    # main is public: what it returns is live; an unused pure op's result is not.
    assert [live(analysis, r) for r in call.results] == [True, False]
    assert not live(analysis, unused.results[0])
    x = main.regions[0].blocks[0].arguments[0]
    assert live(analysis, x)


def test_region_control_flow_forwards_liveness() -> None:
    module = parse_source(
        textwrap.dedent(
            """
            func.func @loop(%c: i1, %x: i32, %y: i32) -> i32 {
              %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
                %s = arith.addi %b, %b : i32
                %t = arith.addi %a, %a : i32
                scf.condition(%c) %s, %t : i32, i32
              } do {
              ^bb0(%p: i32, %q: i32):
                scf.yield %q, %p : i32, i32
              }
              return %r#0 : i32
            }
            """
        ),
        Context(),
    )
    analysis = RunLivenessAnalysis(module)
    func = module.regions[0].blocks[0].operations[0]
    c, x, y = func.regions[0].blocks[0].arguments
    loop = func.regions[0].blocks[0].operations[0]
    before, after = (region.blocks[0] for region in loop.regions)
    s, t, _ = before.operations
    # %r#0 is live, so is %s forwarded to it and to %p, and %p flows into %a's slot...
    assert [live(analysis, r) for r in loop.results] == [True, False]
    assert live(analysis, s.results[0]) and live(analysis, after.arguments[0])
    # ... %a's value only reaches %t, forwarded to the dead %q and %r#1.
    assert not live(analysis, t.results[0]) and not live(analysis, before.arguments[0])
    assert not live(analysis, after.arguments[1]) and not live(analysis, x)
    # The condition decides whether the loop runs on: live; %y reaches %s.
    assert live(analysis, c) and live(analysis, y) and live(analysis, before.arguments[1])


def test_values_in_blocks_dead_code_analysis_proves_unreachable_are_not_live() -> None:
    module = parse_source(
        textwrap.dedent(
            """
            func.func @f(%m: memref<i64>) {
              %zero = arith.constant 0 : i64
              %false = arith.constant false
              cf.cond_br %false, ^bb1, ^bb2
            ^bb1:
              memref.store %zero, %m[] : memref<i64>
              cf.br ^bb2
            ^bb2:
              return
            }
            """
        ),
        Context(),
    )
    analysis = RunLivenessAnalysis(module)
    func = module.regions[0].blocks[0].operations[0]
    zero, false, _ = func.regions[0].blocks[0].operations
    # The store never runs: its operand is not live; the branch condition is.
    assert not live(analysis, zero.results[0])
    assert live(analysis, false.results[0])


def test_values_created_after_the_run_have_no_liveness() -> None:
    analysis = RunLivenessAnalysis(parse_source("func.func @f() {\n  return\n}\n", Context()))
    assert analysis.get_liveness(Value(IntegerType(32))) is None


def test_lattice_meet_only_moves_up() -> None:
    dead, alive = Liveness("a"), Liveness("b")
    assert alive.mark_live() and not alive.mark_live()
    assert not alive.meet(dead) and alive.is_live
    assert dead.meet(alive) and dead.is_live
    assert repr(dead) == "live" and repr(Liveness("c")) == "not live"
    assert LivenessAnalysis.lattice is Liveness
