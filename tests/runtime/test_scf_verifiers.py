"""The `scf` ops' own verifiers and `LoopLikeOpInterface`'s (runtime/dialects/scf/verifiers.py),
the terminator checks once an op's regions are verified (MLIR's verifyOnExit), and (oracle)
the same inputs against mlir-opt: first error and its notes."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import function, mlir_opts, ours

CASES = [
    (
        '"scf.for"(%i, %i, %i) ({^bb0(%x: f32): scf.yield}) : (index, index, index) -> ()',
        "'scf.for' op expected induction variable to be same type as bounds and step",
        [],
    ),
    (
        '"scf.for"(%i, %i, %i, %f) ({^bb0(%x: index, %y: f32): scf.yield %y : f32})'
        " : (index, index, index, f32) -> ()",
        "'scf.for' op mismatch in number of loop-carried values and defined values",
        [],
    ),
    (
        '%r = "scf.for"(%i, %i, %i, %f) ({^bb0(%x: index, %y: f32): scf.yield %y : f32})'
        " : (index, index, index, f32) -> f64",
        "'scf.for' op 0-th region iter_arg and 0-th loop result have different type: "
        "'f32' != 'f64'",
        [],
    ),
    (
        '%r = "scf.for"(%i, %i, %i, %f) ({^bb0(%x: index, %y: f32, %z: f32): '
        "scf.yield %y, %z : f32, f32}) : (index, index, index, f32) -> f32",
        "'scf.for' op different number of inits and region iter_args: 1 != 2",
        [],
    ),
    (
        "%r = scf.for %x = %i to %i step %i iter_args(%y = %f) -> (f32) {\n"
        "    scf.yield %n : i32\n  }",
        "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: "
        "'f32' != 'i32'",
        [],
    ),
    (
        '%r = "scf.if"(%b) ({scf.yield %f : f32}, {}) : (i1) -> f32',
        "'scf.if' op must have an else block if defining values",
        [],
    ),
    (
        "scf.parallel (%x) = (%i) to (%i) step (%i) {\n    scf.yield\n  }",
        "'scf.parallel' op expects body to terminate with 'scf.reduce'",
        ["terminator here"],
    ),
    (
        '"scf.parallel"(%i, %i, %i) ({^bb0(%x: f32): scf.reduce})'
        " {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()",
        "'scf.parallel' op expects arguments for the induction variable to be of index type",
        [],
    ),
    (
        "%c0 = arith.constant 0 : index\n  scf.parallel (%x) = (%i) to (%i) step (%c0) {\n  }",
        "'scf.parallel' op constant step operand must be positive",
        [],
    ),
    (
        "%r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {\n"
        "    scf.reduce(%i : index) {\n    ^bb0(%l: index, %m: index):\n"
        "      scf.reduce.return %l : index\n    }\n  }",
        "'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as "
        "the 0-th result type: 'f32'",
        [],
    ),
    (
        "%r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {\n"
        "    scf.reduce(%f : f32) {\n    ^bb0(%l: f32, %m: i32):\n"
        "      scf.reduce.return %l : f32\n    }\n  }",
        "'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region",
        [],
    ),
    (
        "scf.while : () -> () {\n    scf.yield\n  } do {\n    scf.yield\n  }",
        "'scf.while' op expects the 'before' region to terminate with 'scf.condition'",
        ["terminator here"],
    ),
    (
        "scf.while : () -> () {\n  } do {\n  }",
        "'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks",
        [],
    ),
    (
        '"scf.execute_region"() ({^bb0(%x: i32): scf.yield}) : () -> ()',
        "'scf.execute_region' op region cannot have any arguments",
        [],
    ),
    (
        "scf.index_switch %i\n  case 0 {\n    scf.yield\n  }\n  case 0 {\n    scf.yield\n  }\n"
        "  default {\n    scf.yield\n  }",
        "'scf.index_switch' op has duplicate case value: 0",
        [],
    ),
    (
        "%r = scf.index_switch %i -> index\n  case 0 {\n    scf.yield %n : i32\n  }\n"
        "  default {\n    scf.yield %i : index\n  }",
        "'scf.index_switch' op expected result #0 of each region to be 'index'",
        ["case region #0 returns 'i32' here"],
    ),
]

# An `scf.forall` over `%i` threads with a shared output, whose terminator is `{}`.
FORALL = (
    "%o = tensor.empty() : tensor<4xf32>\n  %x = tensor.empty() : tensor<1xf32>\n"
    "  %r = scf.forall (%t) in (%i) shared_outs(%s = %o) -> (tensor<4xf32>) {{\n"
    "    scf.forall.in_parallel {{\n      {}\n    }}\n  }}{}"
)
INSERT = "tensor.parallel_insert_slice %x into {}[%t][1][1] : tensor<1xf32> into tensor<4xf32>"
CASES += [
    (
        FORALL.format(INSERT.format("%o"), ""),
        "'tensor.parallel_insert_slice' op may only insert into an output block argument",
        [],
    ),
    (
        FORALL.format(INSERT.format("%s") + "\n      %z = arith.constant 1 : index", ""),
        "'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops",
        [],
    ),
    (
        FORALL.format(INSERT.format("%s"), " {mapping = [#gpu.thread<x>, #gpu.thread<y>]}"),
        "'scf.forall' op mapping attribute size must match op rank",
        [],
    ),
    (
        FORALL.format(
            INSERT.format("%s"), " {mapping = [#gpu.thread<x>, #gpu.mask<1>, #gpu.mask<2>]}"
        ),
        "'scf.forall' op \"mapping\" supports at most one device masking attribute",
        [],
    ),
    (
        "scf.forall (%t) in (%i) {\n    llvm.return\n  }",
        "'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.return'",
        ["in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'"],
    ),
    (
        '"scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = '
        "array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> "
        "({^bb0(%t: index): scf.forall.in_parallel {}}) : (index) -> ()",
        "expected 0 dynamic upper bound values",
        [],
    ),
    (
        '"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = '
        "array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> "
        "({^bb0(%t: i32): scf.forall.in_parallel {}}) : () -> ()",
        "'scf.forall' op expects 0-th block argument to be an index",
        [],
    ),
]


@pytest.mark.parametrize(("body", "message", "notes"), CASES)
def test_scf_verifier_messages(body: str, message: str, notes: list[str]) -> None:
    assert ours(function(body)) == (message, notes)


def test_a_missing_terminator_is_reported_after_the_ops_inside() -> None:
    # MLIR checks a block's terminator on leaving it: the nested op's error comes first.
    text = 'func.func @f() {\n  "scf.execute_region"() ({^bb0(%x: i32): scf.yield}) : () -> ()\n}'
    assert ours(text) == ("'scf.execute_region' op region cannot have any arguments", [])


@requires_mlir_opt
@pytest.mark.parametrize(("body", "message", "notes"), CASES)
def test_scf_verifiers_as_mlir_opt(body: str, message: str, notes: list[str]) -> None:
    assert mlir_opts(function(body)) == [message, *notes]
