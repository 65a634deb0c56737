"""`sccp` and the dataflow framework under it: constants through branches, region control
flow and calls (custom-form inputs, outputs written out), the analyses' states asked of the
solver, the control-flow interface models, and mlir-opt on random programs."""

from __future__ import annotations

import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.dataflow import (
    CFGEdge,
    ConstantValueLattice,
    DataFlowSolver,
    DeadCodeAnalysis,
    Executable,
    PredecessorState,
    SparseConstantPropagation,
    point_before,
)
from passgen.runtime.interfaces.control_flow import (
    BranchOpInterface,
    InvocationBounds,
    RegionBranchOpInterface,
    RegionBranchPoint,
)
from passgen.runtime.ir import Block, BoolAttr, Context, IntegerAttr, IntegerType, Operation


def sccp(text: str, pipeline: str = "builtin.module(func.func(sccp))") -> str:
    code, out, err = passgen_opt(textwrap.dedent(text), "-p", pipeline)
    assert code == 0, err
    return out.rstrip("\n") + "\n"


def ops(text: str) -> dict[str, Operation]:
    """The ops of `text` by the name of their first result (or op name)."""
    module = parse_source(textwrap.dedent(text), Context(allow_unregistered_dialects=True))
    found: dict[str, Operation] = {}
    for op in module.walk():
        found.setdefault(op.name.name, op)
    return found


def test_constant_branch_condition_makes_one_edge_live() -> None:
    out = sccp(
        """
        func.func @f(%arg0: i32) -> i32 {
          %true = arith.constant true
          %c1 = arith.constant 1 : i32
          cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
        ^bb1:
          cf.br ^bb2(%c1 : i32)
        ^bb2(%x: i32):
          return %x : i32
        }
        """
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i32) -> i32 {
            %c1_i32 = arith.constant 1 : i32
            %true = arith.constant true
            cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
          ^bb1:  // pred: ^bb0
            cf.br ^bb2(%c1_i32 : i32)
          ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
            return %c1_i32 : i32
          }
        }
        """
    )


def test_region_control_flow_and_trivially_dead_ops_erased() -> None:
    out = sccp(
        """
        func.func @f(%c: i1, %lb: index, %ub: index, %s: index) -> (i32, i32) {
          %c0 = arith.constant 0 : i32
          %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (i32) {
            %d = arith.addi %a, %a : i32
            scf.yield %d : i32
          }
          %t = scf.if %c -> (i32) {
            scf.yield %c0 : i32
          } else {
            %z = arith.muli %r, %c0 : i32
            scf.yield %z : i32
          }
          return %r, %t : i32, i32
        }
        """
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) -> (i32, i32) {
            %c0_i32 = arith.constant 0 : i32
            return %c0_i32, %c0_i32 : i32, i32
          }
        }
        """
    )


def test_private_callee_arguments_and_results_tracked_but_not_public_ones() -> None:
    out = sccp(
        """
        func.func private @priv(%x: i32) -> i32 {
          return %x : i32
        }
        func.func @pub(%x: i32) -> i32 {
          return %x : i32
        }
        func.func @caller() -> (i32, i32) {
          %c = arith.constant 3 : i32
          %a = call @priv(%c) : (i32) -> i32
          %b = call @pub(%c) : (i32) -> i32
          return %a, %b : i32, i32
        }
        """,
        "builtin.module(sccp)",
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func private @priv(%arg0: i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            return %c3_i32 : i32
          }
          func.func @pub(%arg0: i32) -> i32 {
            return %arg0 : i32
          }
          func.func @caller() -> (i32, i32) {
            %c3_i32 = arith.constant 3 : i32
            %0 = call @priv(%c3_i32) : (i32) -> i32
            %1 = call @pub(%c3_i32) : (i32) -> i32
            return %c3_i32, %1 : i32, i32
          }
        }
        """
    )


def test_solver_states_dead_blocks_edges_and_predecessors() -> None:
    text = """
        func.func private @g(%x: i32) -> i32 {
          return %x : i32
        }
        func.func @f(%arg0: i32) -> i32 {
          %false = arith.constant false
          cf.cond_br %false, ^dead, ^live
        ^dead:
          %y = arith.addi %arg0, %arg0 : i32
          return %y : i32
        ^live:
          %r = func.call @g(%arg0) : (i32) -> i32
          return %r : i32
        }
        """
    module = parse_source(textwrap.dedent(text), Context())
    solver = DataFlowSolver()
    solver.load(DeadCodeAnalysis)
    solver.load(SparseConstantPropagation)
    solver.initialize_and_run(module)
    g, f = module.regions[0].blocks[0].operations
    entry, dead, live_block = f.regions[0].blocks
    state = solver.lookup_state

    def live(anchor: Block | CFGEdge) -> bool:
        point = point_before(anchor) if isinstance(anchor, Block) else anchor
        executable = state(Executable, point)
        return executable is not None and executable.live

    assert [live(entry), live(dead), live(live_block), live(CFGEdge(entry, live_block))] == [
        True,
        False,
        True,
        True,
    ]
    callsites = state(PredecessorState, g)
    assert callsites is not None and callsites.all_known
    assert [op.name.name for op in callsites.known_predecessors] == ["func.call"]
    added = state(ConstantValueLattice, dead.operations[0].results[0])
    assert added is None or added.value.is_uninitialized
    condition = state(ConstantValueLattice, entry.operations[0].results[0])
    assert condition is not None and condition.value.constant == BoolAttr(False)


def test_interface_models_follow_constant_operands() -> None:
    found = ops(
        """
        func.func @f(%c: i1, %i: index, %v: i32) {
          scf.if %c {
          } else {
          }
          %r = scf.index_switch %i -> i32
          case 2 {
            scf.yield %v : i32
          }
          default {
            scf.yield %v : i32
          }
          affine.for %k = 0 to 7 step 2 {
          }
          cf.switch %v : i32, [
            default: ^bb1,
            4: ^bb2
          ]
        ^bb1:
          return
        ^bb2:
          return
        }
        """
    )
    if_op, switch, loop = found["scf.if"], found["scf.index_switch"], found["affine.for"]
    branch = RegionBranchOpInterface.of(if_op)
    assert branch is not None
    taken = branch.get_entry_successor_regions(if_op, [BoolAttr(False)])
    assert [s.region for s in taken] == [if_op.regions[1]]
    assert branch.get_region_invocation_bounds(if_op, [None]) == [InvocationBounds(0, 1)] * 2
    switch_model = RegionBranchOpInterface.of(switch)
    assert switch_model is not None
    index = IntegerAttr(2, found["func.func"].regions[0].blocks[0].arguments[1].type)
    assert [s.region for s in switch_model.get_entry_successor_regions(switch, [index])] == [
        switch.regions[1]
    ]
    loop_model = RegionBranchOpInterface.of(loop)
    assert loop_model is not None
    # Four iterations: the op enters only the body.
    assert [s.is_parent for s in loop_model.get_successor_regions(loop, RegionBranchPoint())] == [
        False
    ]
    cf_switch = found["cf.switch"]
    model = BranchOpInterface.of(cf_switch)
    assert model is not None
    i32 = IntegerType(32)
    assert (
        model.get_successor_for_operands(cf_switch, [IntegerAttr(4, i32)])
        is (cf_switch.successors[1])
    )
    assert (
        model.get_successor_for_operands(cf_switch, [IntegerAttr(9, i32)])
        is (cf_switch.successors[0])
    )
    assert model.get_successor_for_operands(cf_switch, [None]) is None


_BINARY = ("addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui")


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A function of constants, arithmetic on them and on its argument, and branches on
    comparisons, with the values merged in block arguments."""
    lines = ["func.func @f(%arg0: i32) -> i32 {"]
    values = ["%arg0"]
    for i in range(draw(st.integers(1, 4))):
        lines.append(f"  %k{i} = arith.constant {draw(st.integers(-4, 4))} : i32")
        values.append(f"%k{i}")
    for i in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(_BINARY))
        lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        lines.append(f"  %v{i} = arith.{op} {lhs}, {rhs} : i32")
        values.append(f"%v{i}")
    lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
    then, other = draw(st.sampled_from(values)), draw(st.sampled_from(values))
    lines += [
        f"  %cond = arith.cmpi slt, {lhs}, {rhs} : i32",
        f"  cf.cond_br %cond, ^bb1({then} : i32), ^bb2({other} : i32)",
        "^bb1(%a: i32):",
        "  cf.br ^bb2(%a : i32)",
        "^bb2(%b: i32):",
        f"  %r = arith.addi %b, {draw(st.sampled_from(values))} : i32",
        "  return %r : i32",
        "}",
    ]
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(programs())
def test_random_programs_as_mlir_opt(text: str) -> None:
    ours, theirs = both(text, "-p", "builtin.module(func.func(sccp))")
    assert ours == theirs
