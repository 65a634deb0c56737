"""`inline`: single- and multi-block callees, recursion left alone, dead private callees
erased, the cost model and the options, the call graph it walks, and the same IR as
mlir-opt on fixed inputs and on random call graphs."""

from __future__ import annotations

import tempfile
from pathlib import Path

import paths
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from inline_programs import call_graphs
from mlir_tools import requires_mlir_opt
from pass_runner import run
from profiles import examples
from transform_runners import assert_same_ir

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.interfaces.call import CallableOpInterface, CallOpInterface
from passgen.runtime.interfaces.call_graph import CallGraph, EdgeKind
from passgen.runtime.interfaces.inliner import DialectInlinerInterface
from passgen.runtime.ir import Context, Operation
from passgen.runtime.ir.symbol_table import symbol_name

DATA = paths.DATA / "transforms" / "inline"


def inlined(text: str, options: str = "default-pipeline=''") -> str:
    result = run(text, f"inline{{{options}}}")
    assert result.succeeded, result.diagnostics
    return print_op(result.module)


def test_a_single_block_callee_replaces_the_call() -> None:
    text = """
    func.func @double(%x: i32) -> i32 {
      %0 = arith.addi %x, %x : i32
      return %0 : i32
    }
    func.func @caller(%a: i32) -> i32 {
      %0 = call @double(%a) : (i32) -> i32
      return %0 : i32
    }
    """
    assert inlined(text) == (
        "module {\n"
        "  func.func @double(%arg0: i32) -> i32 {\n"
        "    %0 = arith.addi %arg0, %arg0 : i32\n"
        "    return %0 : i32\n"
        "  }\n"
        "  func.func @caller(%arg0: i32) -> i32 {\n"
        "    %0 = arith.addi %arg0, %arg0 : i32\n"
        "    return %0 : i32\n"
        "  }\n"
        "}\n"
    )


def test_a_multi_block_callee_branches_to_the_rest_of_the_caller() -> None:
    text = """
    func.func private @pick(%c: i1) -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %0 = arith.constant 0 : i32
      return %0 : i32
    ^bb2:
      %1 = arith.constant 1 : i32
      return %1 : i32
    }
    func.func @caller(%c: i1) -> i32 {
      %0 = call @pick(%c) : (i1) -> i32
      return %0 : i32
    }
    """
    # The only call of a private callee: inlined in place, the callee erased.
    assert inlined(text) == (
        "module {\n"
        "  func.func @caller(%arg0: i1) -> i32 {\n"
        "    cf.cond_br %arg0, ^bb1, ^bb2\n"
        "  ^bb1:  // pred: ^bb0\n"
        "    %c0_i32 = arith.constant 0 : i32\n"
        "    cf.br ^bb3(%c0_i32 : i32)\n"
        "  ^bb2:  // pred: ^bb0\n"
        "    %c1_i32 = arith.constant 1 : i32\n"
        "    cf.br ^bb3(%c1_i32 : i32)\n"
        "  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2\n"
        "    return %0 : i32\n"
        "  }\n"
        "}\n"
    )


def test_inlined_ops_get_call_site_locations() -> None:
    text = """
    func.func @id(%x: i32) -> i32 {
      %0 = arith.addi %x, %x : i32 loc("callee":1:1)
      return %0 : i32
    }
    func.func @caller(%a: i32) -> i32 {
      %0 = call @id(%a) : (i32) -> i32 loc(callsite("a":1:1 at "b":2:2))
      return %0 : i32
    }
    """
    module = run(text, "inline{default-pipeline=''}").module
    caller = module.regions[0].blocks[0].operations[1]
    add = caller.regions[0].blocks[0].operations[0]
    assert add.name.name == "arith.addi"
    assert str(add.location) == 'loc(callsite("callee":1:1 at callsite("a":1:1 at "b":2:2)))'


RECURSIVE = """
func.func @self(%a: i32) -> i32 {
  %0 = call @self(%a) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
"""


def test_recursive_calls_are_left_alone() -> None:
    assert inlined(RECURSIVE) == print_op(parse_source(RECURSIVE, Context()))


def test_dead_private_callables_are_erased_and_public_ones_kept() -> None:
    text = """
    func.func private @unused() { return }
    func.func private @callee() { return }
    func.func private @only_from_dead() { return }
    func.func private @dead_caller() {
      call @only_from_dead() : () -> ()
      return
    }
    func.func @public_unused() { return }
    func.func @caller() {
      call @callee() : () -> ()
      return
    }
    """
    module = run(text, "inline").module
    # As in MLIR, the uses a dead callable holds are not dropped: only_from_dead stays.
    assert [symbol_name(op) for op in module.regions[0].blocks[0]] == [
        "only_from_dead",
        "public_unused",
        "caller",
    ]


def test_the_default_pipeline_turns_function_constants_into_calls_to_inline() -> None:
    text = """
    func.func @one() -> i32 {
      %0 = arith.constant 1 : i32
      return %0 : i32
    }
    func.func @caller() -> i32 {
      %f = constant @one : () -> i32
      %0 = call_indirect %f() : () -> i32
      return %0 : i32
    }
    """
    caller = run(text, "inline").module.regions[0].blocks[0].operations[1]
    assert [op.name.name for op in caller.regions[0].blocks[0]] == ["arith.constant", "func.return"]
    without = run(text, "inline{default-pipeline=''}").module.regions[0].blocks[0].operations[1]
    assert "func.call_indirect" in [op.name.name for op in without.regions[0].blocks[0]]


CHAIN = """
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
"""


@pytest.mark.parametrize(
    ("options", "inlines"),
    [
        ("default-pipeline=''", True),
        ("default-pipeline='' inlining-threshold=0", False),
        # a has 4 ops, b 2: 200 percent.
        ("default-pipeline='' inlining-threshold=199", False),
        ("default-pipeline='' inlining-threshold=200", True),
    ],
)
def test_the_threshold_bounds_the_callee_to_caller_ratio(options: str, inlines: bool) -> None:
    b = run(CHAIN, f"inline{{{options}}}").module.regions[0].blocks[0].operations[1]
    names = [op.name.name for op in b.regions[0].blocks[0]]
    assert ("func.call" not in names) == inlines


def test_op_pipelines_run_on_their_ops() -> None:
    text = """
    func.func @f(%x: i32) -> i32 {
      %0 = arith.addi %x, %x : i32
      %1 = arith.addi %x, %x : i32
      %2 = arith.addi %0, %1 : i32
      return %2 : i32
    }
    """
    f = run(text, "inline{default-pipeline='' op-pipelines=func.func(cse)}").module
    body = f.regions[0].blocks[0].operations[0].regions[0].blocks[0]
    assert len(body) == 3  # cse merged the two equal additions


def test_an_op_without_a_symbol_table_is_refused() -> None:
    result = run("func.func @f() { return }", "func.func(inline)")
    assert not result.succeeded
    assert [d.message for d in result.diagnostics] == [
        "'func.func' op  was scheduled to run under the inliner, but does not define a symbol table"
    ]


def test_the_call_graph_has_nodes_edges_and_bottom_up_sccs() -> None:
    module = parse_source(RECURSIVE + "func.func private @decl(i32) -> i32\n", Context())
    functions = {symbol_name(op): op for op in module.regions[0].blocks[0]}
    graph = CallGraph(module)
    node = {
        name: graph.lookup_node(CallableOpInterface.of(op).get_callable_region(op))  # type: ignore[union-attr]
        for name, op in functions.items()
    }
    assert node["decl"] is None  # a declaration has no callable region
    assert [(t, k) for t, k in graph.external_caller_node.edges] == [
        (node["self"], EdgeKind.ABSTRACT),
        (node["ping"], EdgeKind.ABSTRACT),
        (node["pong"], EdgeKind.ABSTRACT),
    ]
    assert node["self"].edges == [(node["self"], EdgeKind.CALL)]  # type: ignore[union-attr]
    sccs = [[n.callable_region for n in scc] for scc in graph.sccs()]
    region = {name: n.callable_region for name, n in node.items() if n is not None}
    assert sccs == [[region["self"]], [region["pong"], region["ping"]], [None]]


def test_call_interfaces_of_func_ops() -> None:
    module = parse_source(
        """
        func.func @f(%a: i32) -> i32 {
          %c = constant @f : (i32) -> i32
          %0 = call_indirect %c(%a) : (i32) -> i32
          %1 = call @f(%0) : (i32) -> i32
          return %1 : i32
        }
        """,
        Context(),
    )
    f = module.regions[0].blocks[0].operations[0]
    _, indirect, direct, _ = f.regions[0].blocks[0].operations
    for call, arguments in ((indirect, indirect.operands[1:]), (direct, direct.operands)):
        interface = CallOpInterface.of(call)
        assert interface is not None and interface.get_arg_operands(call) == arguments
    # A value's callee resolves to its defining op, a symbol to the function.
    assert CallOpInterface.of(direct).resolve_callable(direct) is f  # type: ignore[union-attr]
    constant = CallOpInterface.of(indirect).resolve_callable(indirect)  # type: ignore[union-attr]
    assert isinstance(constant, Operation) and constant.name.name == "func.constant"
    callable = CallableOpInterface.of(f)
    assert callable is not None and [str(t) for t in callable.get_result_types(f)] == ["i32"]
    context = module.context
    assert DialectInlinerInterface.of_dialect(context, "func") is not None


@requires_mlir_opt
@pytest.mark.parametrize(
    "options",
    [
        "default-pipeline=''",
        "",
        "max-iterations=1",
        "inlining-threshold=50",
        "op-pipelines=func.func(canonicalize,cse)",
    ],
)
def test_same_ir_as_mlir_opt(options: str, tmp_path: Path) -> None:
    assert_same_ir(["-p", f"builtin.module(inline{{{options}}})"], DATA / "calls.mlir", tmp_path)


@requires_mlir_opt
def test_same_affine_inlining_as_mlir_opt(tmp_path: Path) -> None:
    pipeline = "builtin.module(inline{default-pipeline=''})"
    assert_same_ir(["-p", pipeline], DATA / "affine.mlir", tmp_path)


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(
    call_graphs(),
    st.sampled_from(
        [
            "",
            "default-pipeline=''",
            "max-iterations=1",
            "default-pipeline='' inlining-threshold=60",
            "op-pipelines=func.func(cse)",
        ]
    ),
)
def test_random_call_graphs_as_mlir_opt(text: str, options: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["-p", f"builtin.module(inline{{{options}}})"], source, Path(scratch))


LINALG = """
#id = affine_map<(i) -> (i)>
func.func @on_buffers(%m: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%m : memref<?xf32>) outs(%m : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %in : f32
    linalg.yield %0 : f32
  }
  return
}
func.func @on_tensors(%t: tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return
}
"""


def test_the_default_pipeline_keeps_linalg_ops_that_write_memory() -> None:
    """Linalg's structured ops write their memref inits (`getGenericEffectsImpl`): the
    inliner's canonicalize erases only the unused one on tensors."""
    module = run(LINALG, "inline").module
    on_buffers, on_tensors = module.regions[0].blocks[0].operations
    assert [op.name.name for op in on_buffers.regions[0].blocks[0]] == [
        "linalg.generic",
        "func.return",
    ]
    assert [op.name.name for op in on_tensors.regions[0].blocks[0]] == ["func.return"]
