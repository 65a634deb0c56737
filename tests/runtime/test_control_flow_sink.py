"""`control-flow-sink`: ops used only in a region run at most once move into it, with the
ops feeding them; regions run more often, ops used outside and ops with effects stay."""

from __future__ import annotations

import textwrap

from mlir_tools import passgen_opt


def sink(text: str) -> str:
    code, out, err = passgen_opt(textwrap.dedent(text), "--control-flow-sink")
    assert code == 0, err
    return out.rstrip("\n") + "\n"


def test_subgraph_sunk_into_the_branch_using_it() -> None:
    out = sink(
        """
        func.func @f(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
          %0 = arith.subi %a, %b : i32
          %1 = arith.muli %0, %0 : i32
          %2 = arith.addi %a, %b : i32
          %l = memref.load %m[] : memref<i32>
          %r = scf.if %c -> (i32) {
            %3 = arith.addi %1, %l : i32
            scf.yield %3 : i32
          } else {
            scf.yield %2 : i32
          }
          %u = arith.addi %r, %2 : i32
          return %u : i32
        }
        """
    )
    assert out == textwrap.dedent(
        """\
        module {
          func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
            %0 = arith.addi %arg1, %arg2 : i32
            %1 = memref.load %arg3[] : memref<i32>
            %2 = scf.if %arg0 -> (i32) {
              %4 = arith.subi %arg1, %arg2 : i32
              %5 = arith.muli %4, %4 : i32
              %6 = arith.addi %5, %1 : i32
              scf.yield %6 : i32
            } else {
              scf.yield %0 : i32
            }
            %3 = arith.addi %2, %0 : i32
            return %3 : i32
          }
        }
        """
    )


def test_loop_bodies_are_not_sunk_into() -> None:
    text = """
        func.func @f(%lb: index, %ub: index, %a: i32) {
          %0 = arith.addi %a, %a : i32
          scf.for %i = %lb to %ub step %lb {
            %1 = arith.addi %0, %a : i32
          }
          return
        }
        """
    assert "%0 = arith.addi %arg2, %arg2 : i32\n    scf.for" in sink(text)
