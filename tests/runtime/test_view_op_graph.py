"""`view-op-graph`: the DOT graph on stderr (clusters per region op and block, record nodes
with operand and result ports, coloured by op name, data-flow and control-flow edges, labels
truncated, escaped and elided as MLIR does), the IR left as it was; byte for byte mlir-opt's
on the IR corpus and under every option."""

from __future__ import annotations

from pathlib import Path

import pytest
from ir_corpus import GENERIC, corpus_args
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

TEXT = """\
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
"""

DATA_FLOW = r"""digraph G {
  compound = true;
  subgraph cluster_1 {
    v2 [label = " ", shape = plain];
    label = "builtin.module : ()\l";
    subgraph cluster_3 {
      v4 [label = " ", shape = plain];
      label = "";
      subgraph cluster_5 {
        v6 [label = " ", shape = plain];
        label = "func.func : ()\lfunction_type: (i32) -\> i32\lsym_name: \"f\"\l";
        subgraph cluster_7 {
          v8 [label = " ", shape = plain];
          label = "";
          v9 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
          v10 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l\lvalue: 1 : i32\l|{<res_c1_i32> %c1_i32 i32}}", shape = Mrecord, style = filled];
          v11 [fillcolor = "0.200000 0.3 0.95", label = "{{<arg_arg0> %arg0|<arg_c1_i32> %c1_i32}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
          v12 [fillcolor = "0.400000 0.3 0.95", label = "{{<arg_0> %0}|func.return\l}", shape = Mrecord, style = filled];
        }
      }
    }
  }
  v9:res_arg0:s -> v11:arg_arg0:n[style = solid];
  v10:res_c1_i32:s -> v11:arg_c1_i32:n[style = solid];
  v11:res_0:s -> v12:arg_0:n[style = solid];
}
"""

BARE = "print-attrs=0 print-result-types=0 print-data-flow-edges=0 print-control-flow-edges=1"


def graph(text: str, *flags: str) -> str:
    code, out, err = passgen_opt(text, "--allow-unregistered-dialect", *flags)
    assert code == 0, err
    assert out == passgen_opt(text, "--allow-unregistered-dialect")[1]  # the IR unchanged
    return err


def test_data_flow_graph() -> None:
    assert graph(TEXT, "--view-op-graph") == DATA_FLOW


def test_control_flow_graph_without_attributes_or_types() -> None:
    dot = graph(TEXT, f"--view-op-graph={BARE}")
    assert 'label = "func.func";' in dot
    assert 'v9 [label = "<res_arg0> %arg0", shape = Mrecord];' in dot
    assert dot.endswith("  v10 -> v11[style = dashed];\n  v11 -> v12[style = dashed];\n}\n")


def test_edges_to_and_from_clusters_are_clipped() -> None:
    text = (
        'func.func @f(%a: index) {\n  %r = "u.reg"(%a) ({\n    "u.in"() : () -> ()\n'
        '  }) : (index) -> index\n  "u.use"(%r) : (index) -> ()\n  return\n}\n'
    )
    dot = graph(text, "--view-op-graph")
    assert "  v9:res_arg0:s -> v11[lhead = cluster_10, style = solid];\n" in dot
    assert "  v11 -> v15:arg_0:n[ltail = cluster_10, style = solid];\n" in dot


def test_labels_truncated_escaped_and_elided() -> None:
    text = (
        'func.func @f() {\n  "u.x"() {a = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]>'
        " : tensor<17xi32>, b = dense<1.0> : tensor<99x99xf32>, c = [1,2,3,4,5,6,7,8,9,10,11,"
        '12,13,14,15,16,17], d = "a|b<c>{d}", e = distinct[4]<1 : i32>} : () -> ()\n  return\n}\n'
    )
    dot = graph(text, "--view-op-graph=max-label-len=8")
    assert (
        r"a: [...] : tensor\<1...\lb: dense\<1.000000e+00\> : tensor\<99x99xf32\>\l"
        r"c: [...]\ld: \"a\|b\<c\>\{...\le: distinct...\l"
    ) in dot


CORPUS_WITH_TEST_OPS = {"string_escapes.mlir", "symbol_refs.mlir"}
"""Files with ops of MLIR's test dialect whose properties mlir-opt shows (passgen-opt does
not know them, as it knows no test op)."""


@requires_mlir_opt
@pytest.mark.parametrize("path", GENERIC, ids=[p.name for p in GENERIC])
@pytest.mark.parametrize("options", ["", "=print-control-flow-edges max-label-len=4", f"={BARE}"])
def test_corpus_graphs_as_mlir_opt(path: Path, options: str) -> None:
    if path.name in CORPUS_WITH_TEST_OPS:
        pytest.skip("ops of MLIR's test dialect")
    text = path.read_text()
    flags = [*corpus_args(path), f"--view-op-graph{options}", "-o", "/dev/null"]
    theirs = mlir_opt(text, *flags)
    assert passgen_opt(text, *flags) == (theirs.returncode, "", theirs.stderr)


@requires_mlir_opt
@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"], ["--mlir-print-local-scope"]], ids=str
)
def test_value_names_follow_the_print_flags_as_mlir_opt(flags: list[str]) -> None:
    theirs = mlir_opt(TEXT, "--view-op-graph", *flags)
    assert passgen_opt(TEXT, "--view-op-graph", *flags) == (0, theirs.stdout, theirs.stderr)


TWO_FUNCTIONS = TEXT + "func.func @g() {\n  return\n}\n"


def test_a_nested_run_carries_numbers_and_edges_over_to_the_next_function() -> None:
    pipeline = "--pass-pipeline=builtin.module(func.func(view-op-graph))"
    dot = graph(TWO_FUNCTIONS, pipeline, "--mlir-disable-threading")
    first, second = dot.split("digraph G {")[1:]
    assert "subgraph cluster_1 {" in first and "subgraph cluster_9 {" in second
    assert first.count("v7:res_0:s -> v8:arg_0:n[style = solid];") == 1
    assert second.count("v7:res_0:s -> v8:arg_0:n[style = solid];") == 1  # the first one's, again


def test_a_clone_starts_afresh() -> None:
    from passgen.runtime.transforms.view_op_graph import ViewOpGraph

    used = ViewOpGraph()
    used.__dict__["_writer"] = object()
    assert "_writer" not in used.clone().__dict__
    assert "_writer" in used.__dict__


@requires_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--mlir-print-local-scope"]], ids=str)
def test_nested_runs_without_threads_as_mlir_opt(flags: list[str]) -> None:
    args = [
        "--pass-pipeline=builtin.module(func.func(view-op-graph{print-control-flow-edges=1}))",
        "--mlir-disable-threading",
        *flags,
    ]
    theirs = mlir_opt(TWO_FUNCTIONS, *args)
    assert passgen_opt(TWO_FUNCTIONS, *args) == (0, theirs.stdout, theirs.stderr)
