"""IR printing instrumentation: goldens per mode, and differential tests that run
mlir-opt-22 with the same `--mlir-print-ir-*` flags, input and pipeline."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Any

import pytest
import upstream_passes
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, mlir_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Block, Context, Operation
from passgen.runtime.ir_printing import (
    MODULE_SCOPE_THREADING_ERROR,
    IRPrintingError,
    passes_named,
    tree_part,
)
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager, PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline_into
from passgen.runtime.registry import PassRegistry

# mlir-opt --mlir-print-op-generic of a module whose @a has a duplicate constant.
INPUT = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"""

A_AFTER_CSE = """\
"func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
^bb0(%arg0: i32):
  %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%2) : (i32) -> ()
}) : () -> ()"""

B = """\
"func.func"() <{function_type = () -> (), sym_name = "b"}> ({
  "func.return"() : () -> ()
}) : () -> ()"""


# -- stand-ins with mlir-opt's names and arguments ---------------------------------------


def _dedup(block: Block) -> bool:
    """Fold identical region-free arith ops of `block` into the first one."""
    seen: dict[tuple[Any, ...], Any] = {}
    changed = False
    for op in list(block):
        if not op.op_name.startswith("arith.") or op.regions:
            continue
        key = (
            op.op_name,
            tuple(op.operands),
            tuple(op.result_types),
            tuple(sorted((k, v.text) for k, v in op.properties.items())),
            tuple(sorted((k, v.text) for k, v in op.attributes.items())),
        )
        first = seen.setdefault(key, op)
        if first is not op:
            op.replace_all_uses_with(first.results)
            op.erase()
            changed = True
    return changed


class CSE(upstream_passes.CSE):
    """Block-local CSE of arith ops: what cse does on these inputs."""

    name = "CSE"

    def run_on_operation(self) -> None:
        blocks = [b for op in self.get_operation().walk() for r in op.regions for b in r.blocks]
        if not any([_dedup(block) for block in blocks]):
            self.mark_all_analyses_preserved()


class Canonicalizer(upstream_passes.Canonicalizer):
    """A no-op: the inputs here are canonical once CSE'd."""

    name = "Canonicalizer"

    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()


class TestFailurePass(Pass):
    __test__ = False
    argument = "test-pass-failure"
    name = "(anonymous namespace)::TestFailurePass"

    def run_on_operation(self) -> None:
        self.signal_pass_failure()


REGISTRY = PassRegistry()
for _cls in (CSE, Canonicalizer, TestFailurePass):
    REGISTRY.register_pass(_cls.argument, _cls)


def run_ours(pipeline: str, text: str = INPUT, **printing: Any) -> tuple[bool, str]:
    """Run `builtin.module(<pipeline>)` with IR printing; the success flag and the dumps."""
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(text, ctx)
    pm = PassManager(ctx)
    parse_pass_pipeline_into(pm, pipeline, REGISTRY)
    stream = io.StringIO()
    pm.enable_ir_printing(stream=stream, **printing)
    ok = pm.run(module)
    return ok, stream.getvalue()


def run_mlir_opt(pipeline: str, *flags: str, text: str = INPUT) -> tuple[int, str]:
    result = mlir_opt(
        text,
        f"--pass-pipeline=builtin.module({pipeline})",
        "--mlir-print-op-generic",
        "--mlir-disable-threading",
        *flags,
    )
    return result.returncode, result.stderr


def every(pass_: Pass, op: Operation) -> bool:
    return True


# -- goldens --------------------------------------------------------------------------------


def test_print_before_selected_passes() -> None:
    ok, out = run_ours("func.func(cse,canonicalize)", before=passes_named(["canonicalize"]))
    assert ok
    assert out == (
        f"// -----// IR Dump Before Canonicalizer (canonicalize) //----- //\n{A_AFTER_CSE}\n\n"
        f"// -----// IR Dump Before Canonicalizer (canonicalize) //----- //\n{B}\n\n"
    )


def test_top_level_op_is_printed_whole_with_a_trailing_newline() -> None:
    ok, out = run_ours("canonicalize", after=every)
    assert ok
    assert out == f"// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n{INPUT}\n\n"


def test_print_after_change_skips_unchanged_ops() -> None:
    ok, out = run_ours("func.func(cse,canonicalize,cse)", after=every, after_only_on_change=True)
    assert ok
    assert out == f"// -----// IR Dump After CSE (cse) //----- //\n{A_AFTER_CSE}\n\n"


def test_print_after_failure() -> None:
    ok, out = run_ours("func.func(cse,test-pass-failure)", after_only_on_failure=True)
    assert not ok
    header = (
        "// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed "
        "(test-pass-failure) //----- //\n"
    )
    # The failure on @a does not stop the pipeline on its sibling @b.
    assert out == f"{header}{A_AFTER_CSE}\n\n{header}{B}\n\n"


def test_failed_passes_are_printed_by_after_filters() -> None:
    ok, out = run_ours("func.func(test-pass-failure)", after=every)
    assert not ok
    assert out.startswith("// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed")


def test_module_scope_names_the_op_and_prints_the_top_level_op() -> None:
    ok, out = run_ours("func.func(canonicalize),canonicalize", after=every, module_scope=True)
    assert ok
    assert out == "".join(
        f"// -----// IR Dump After Canonicalizer (canonicalize) ({where}) //----- //\n{INPUT}\n\n"
        for where in (
            "'func.func' operation: @a",
            "'func.func' operation: @b",
            "'builtin.module' operation",
        )
    )


def test_debuginfo_prints_locations_inline_for_nested_ops() -> None:
    ok, out = run_ours("func.func(canonicalize)", after=every, debuginfo=True)
    assert ok
    assert '"func.return"() : () -> () loc(' in out


def test_dumps_go_to_stderr_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    parse_pass_pipeline_into(pm, "func.func(cse)", REGISTRY)
    pm.enable_ir_printing(after=passes_named(["cse"]), after_only_on_change=True)
    assert pm.run(module)
    assert (
        capsys.readouterr().err
        == f"// -----// IR Dump After CSE (cse) //----- //\n{A_AFTER_CSE}\n\n"
    )


def test_dynamic_pipelines_are_printed() -> None:
    class Dynamic(Pass):
        argument = "dynamic"
        anchor = "func.func"

        def run_on_operation(self) -> None:
            inner = OpPassManager("func.func")
            inner.add_pass(Canonicalizer())
            if not self.run_pipeline(inner, self.get_operation()):
                self.signal_pass_failure()

    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(Dynamic())
    stream = io.StringIO()
    pm.enable_ir_printing(before=every, stream=stream)
    assert pm.run(module)
    headers = [line for line in stream.getvalue().splitlines() if line.startswith("// -----//")]
    assert headers == 2 * [
        "// -----// IR Dump Before Dynamic (dynamic) //----- //",
        "// -----// IR Dump Before Canonicalizer (canonicalize) //----- //",
    ]


def test_module_scope_is_refused_with_threads() -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    pm = PassManager(ctx)
    pm.enable_multithreading()
    with pytest.raises(IRPrintingError) as raised:
        pm.enable_ir_printing(after=every, module_scope=True)
    assert str(raised.value) == (
        "IR print for module scope can't be setup on a pass-manager without disabling "
        "multi-threading first."
    )


def test_module_scope_is_refused_when_threads_are_enabled_later() -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    parse_pass_pipeline_into(pm, "func.func(canonicalize)", REGISTRY)
    pm.enable_ir_printing(after=every, module_scope=True, stream=io.StringIO())
    pm.enable_multithreading()
    with pytest.raises(IRPrintingError, match=re.escape(MODULE_SCOPE_THREADING_ERROR)):
        pm.run(module)


def test_threaded_runs_print_whole_dumps() -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    parse_pass_pipeline_into(pm, "func.func(cse)", REGISTRY)
    pm.enable_multithreading()
    stream = io.StringIO()
    pm.enable_ir_printing(after=every, stream=stream)
    assert pm.run(module)
    dumps = sorted(stream.getvalue().split("// -----// IR Dump After CSE (cse) //----- //\n")[1:])
    assert dumps == sorted([f"{A_AFTER_CSE}\n\n", f"{B}\n\n"])


TREE_PIPELINE = "func.func(cse,canonicalize),canonicalize,builtin.module(func.func(cse))"
TREE_FILES = [
    "builtin_module_no-symbol-name/1_canonicalize.mlir",
    "builtin_module_no-symbol-name/2_canonicalize.mlir",
    "builtin_module_no-symbol-name/builtin_module_inner/func_func_c/2_0_0_cse.mlir",
    "builtin_module_no-symbol-name/builtin_module_inner/func_func_c/2_0_1_cse.mlir",
    *[
        f"builtin_module_no-symbol-name/func_func_{f}/0_{n}.mlir"
        for f in "ab"
        for n in ("0_cse", "1_cse", "2_canonicalize", "3_canonicalize")
    ],
]


def tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text() for p in root.rglob("*") if p.is_file()}


def test_tree_dir_layout(tmp_path: Path) -> None:
    ok, out = run_ours(TREE_PIPELINE, before=every, after=every, tree_dir=str(tmp_path))
    assert ok and out == ""
    files = tree(tmp_path)
    assert sorted(files) == sorted(TREE_FILES)
    assert files["builtin_module_no-symbol-name/func_func_a/0_1_cse.mlir"] == (
        f"// -----// IR Dump After CSE (cse) //----- //\n{A_AFTER_CSE}\n\n"
    )


def test_tree_dir_that_cannot_be_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    ok, _ = run_ours("canonicalize", after=every, tree_dir=str(blocker))
    assert ok
    assert capsys.readouterr().err == (  # as mlir-opt: the file is taken for a folder
        f"Error while creating directory {blocker}/builtin_module_no-symbol-name: Not a directory\n"
    )


@settings(max_examples=examples(300))
@given(st.text(min_size=1), st.one_of(st.none(), st.text()))
def test_a_tree_folder_is_one_path_component(op_name: str, symbol: str | None) -> None:
    """Whatever an op name and a symbol hold, the folder they name stays in its parent."""
    part = tree_part(op_name, symbol)
    assert "/" not in part and "\\" not in part and "\0" not in part
    assert part not in ("", ".", "..")
    root = os.path.join("root", "tree")
    assert os.path.dirname(os.path.normpath(os.path.join(root, part))) == root


def test_a_pass_argument_names_one_file(tmp_path: Path) -> None:
    """A plugin's pass argument is part of a file name: it stays one path component."""

    class Hostile(Pass):
        argument = "../../../evil/x"
        name = "Hostile"

        def run_on_operation(self) -> None:
            self.mark_all_analyses_preserved()

    ctx = Context(print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    pm.add_pass(Hostile())
    tree_dir = tmp_path / "a" / "tree"
    tree_dir.parent.mkdir()
    printer = pm.enable_ir_printing(after=every, tree_dir=str(tree_dir))
    assert pm.run(module) and printer.unwritten == 0
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()] == [
        "a/tree/builtin_module_no-symbol-name/0_.._.._.._evil_x.mlir"
    ]


def test_dumps_that_cannot_be_written_are_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(INPUT, ctx)
    pm = PassManager(ctx)
    parse_pass_pipeline_into(pm, "func.func(cse)", REGISTRY)
    printer = pm.enable_ir_printing(after=every, tree_dir=str(tmp_path / "missing" / "tree"))
    assert pm.run(module) and printer.unwritten == 2  # @a and @b
    assert capsys.readouterr().err == 2 * (
        f"Error while creating directory {tmp_path}/missing/tree: No such file or directory\n"
    )


# -- differential against mlir-opt-22 -------------------------------------------------------

DIFFERENTIAL = [
    (
        "func.func(cse,canonicalize),cse",
        ["--mlir-print-ir-before=cse"],
        {"before": passes_named(["cse"])},
    ),
    (
        "func.func(cse,canonicalize),cse",
        ["--mlir-print-ir-after=canonicalize,cse"],
        {"after": passes_named(["canonicalize", "cse"])},
    ),
    (
        "func.func(cse,canonicalize),builtin.module(func.func(cse)),cse",
        ["--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
        {"before": every, "after": every},
    ),
    (
        "func.func(cse,canonicalize,cse),cse",
        ["--mlir-print-ir-after-all", "--mlir-print-ir-after-change"],
        {"after": every, "after_only_on_change": True},
    ),
    (
        "func.func(cse),test-pass-failure",
        ["--mlir-print-ir-after-failure"],
        {"after_only_on_failure": True},
    ),
    (
        "func.func(cse),test-pass-failure",
        ["--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
        {"before": every, "after": every},
    ),
    (  # after the failure on @a, the adaptor still runs the pipeline on @b
        "func.func(cse,test-pass-failure)",
        ["--mlir-print-ir-after-failure"],
        {"after_only_on_failure": True},
    ),
    (
        "func.func(cse),canonicalize",
        ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
        {"after": every, "module_scope": True},
    ),
    (
        "func.func(cse,canonicalize)",
        ["--mlir-print-ir-before-all", "--mlir-print-debuginfo"],
        {"before": every, "debuginfo": True},
    ),
    (  # block argument locations: inline, with their alias defined before the op
        "canonicalize",
        ["--mlir-print-ir-before-all", "--mlir-print-debuginfo"],
        {"before": every, "debuginfo": True},
    ),
]


@requires_mlir_opt
@pytest.mark.parametrize(
    ("pipeline", "flags", "printing"),
    DIFFERENTIAL,
    ids=lambda value: " ".join(value) if isinstance(value, list) else "",
)
def test_dumps_match_mlir_opt(pipeline: str, flags: list[str], printing: dict[str, Any]) -> None:
    code, expected = run_mlir_opt(pipeline, *flags)
    ok, out = run_ours(pipeline, **printing)
    assert ok == (code == 0)
    assert out == expected


@requires_mlir_opt
@pytest.mark.parametrize("module_scope", [False, True])
def test_tree_dir_matches_mlir_opt(tmp_path: Path, module_scope: bool) -> None:
    flags = [
        "--mlir-print-ir-before-all",
        "--mlir-print-ir-after-all",
        f"--mlir-print-ir-tree-dir={tmp_path / 'theirs'}",
    ]
    code, _ = run_mlir_opt(TREE_PIPELINE, *flags, *["--mlir-print-ir-module-scope"][:module_scope])
    assert code == 0
    run_ours(
        TREE_PIPELINE,
        before=every,
        after=every,
        tree_dir=str(tmp_path / "ours"),
        module_scope=module_scope,
    )
    assert tree(tmp_path / "ours") == tree(tmp_path / "theirs")


RESOURCES = """\
"builtin.module"() ({
  %0 = "arith.constant"() <{value = dense_resource<blob> : tensor<2xi32>}> : () -> tensor<2xi32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
"""


@requires_mlir_opt
def test_top_level_dumps_carry_resources_as_mlir_opt() -> None:
    code, expected = run_mlir_opt("canonicalize", "--mlir-print-ir-before-all", text=RESOURCES)
    ok, out = run_ours("canonicalize", RESOURCES, before=every)
    assert "blob" in out and out == expected


@requires_mlir_opt
def test_mlir_opt_refuses_module_scope_with_threads() -> None:
    result = mlir_opt(
        INPUT,
        "--pass-pipeline=builtin.module(cse)",
        "--mlir-print-ir-after-all",
        "--mlir-print-ir-module-scope",
    )
    assert result.returncode == 1
    assert f"error: {MODULE_SCOPE_THREADING_ERROR}" in result.stderr


# -- printing as mlir-opt prints (generic form) ----------------------------------------

FLOAT_TYPES = {"f16": 16, "bf16": 16, "tf32": 19, "f32": 32, "f64": 64, "f80": 80, "f128": 128}
# Overflow, underflow, signed zeros, infinities, NaNs, values that need the long form or
# hex, f80's unnormals, and hex literals that print as decimals.
FLOAT_CORNERS = [
    "1.0e400 : f64",
    "-1.0e400 : f64",
    "1.0e-400 : f64",
    "1.0e40 : f32",
    "-1.0e40 : f32",
    "1.0e5 : f16",
    "1.0e39 : bf16",
    "-0.0 : f64",
    "-0.0 : f16",
    "0.0 : tf32",
    "0x7FF8000000000000 : f64",
    "0xFFF0000000000000 : f64",
    "0x7FC00000 : f32",
    "0x7E00 : f16",
    "0x7C01 : f16",
    "0xFC00 : f16",
    "0x7FC0 : bf16",
    "0xFF80 : bf16",
    "0x3F800000 : f32",
    "0x1 : f64",
    "0x1 : f32",
    "0x1 : f16",
    "0x3C00 : f16",
    "123456789.0 : f64",
    "0.1 : f64",
    "0.1 : f32",
    "0.1 : f128",
    "2.5 : f80",
    "1.0e16 : f64",
    "3.14159265358979 : f64",
    "65504.0 : f16",
    "65520.0 : f16",
    "1.0e-8 : f16",
    "0x40000000000000000000 : f80",
    "0x7FFF8000000000000000 : f80",
    "0x00018000000000000000 : f80",
    "0x7FFF0000000000000000000000000000 : f128",
    "1.0e4932 : f80",
]


def _float_module(literals: list[str]) -> str:
    return "".join(
        f'"t.op"() {{a = {literal}, b = [{literal}]}} : () -> ()\n' for literal in literals
    )


@requires_mlir_opt
def test_float_attributes_print_as_mlir_opt() -> None:
    ours, theirs = both(_float_module(FLOAT_CORNERS), "--allow-unregistered-dialect")
    assert ours == theirs
    assert "{a = 0x7FF0000000000000 : f64, b = [0x7FF0000000000000 : f64]}" in ours[1]
    assert "{a = -0.000000e+00 : f64, b = [-0.000000e+00]}" in ours[1]


_FLOAT_LITERAL = st.one_of(
    st.sampled_from(sorted(FLOAT_TYPES)).flatmap(
        lambda t: st.integers(0, (1 << FLOAT_TYPES[t]) - 1).map(lambda bits: f"0x{bits:X} : {t}")
    ),
    st.tuples(
        st.floats(allow_nan=False, allow_infinity=False), st.sampled_from(sorted(FLOAT_TYPES))
    ).map(lambda pair: f"{pair[0]!r} : {pair[1]}".replace("e", ".0e", "." not in repr(pair[0]))),
    st.tuples(
        st.integers(-(10**20), 10**20),
        st.integers(0, 999),
        st.integers(-330, 330),
        st.sampled_from(sorted(FLOAT_TYPES)),
    ).map(lambda t: f"{t[0]}.{t[1]}e{t[2]} : {t[3]}"),
)


@requires_mlir_opt
@settings(max_examples=examples(30))
@given(st.lists(_FLOAT_LITERAL, min_size=1, max_size=60))
def test_any_float_literal_prints_as_mlir_opt(literals: list[str]) -> None:
    ours, theirs = both(_float_module(literals), "--allow-unregistered-dialect")
    assert ours == theirs


@requires_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--mlir-print-debuginfo"], ["--cse"]])
def test_local_scope_prints_no_blank_line_after_the_module(flags: list[str]) -> None:
    text = (
        INPUT
        + '{-#\n  dialect_resources: {\n    builtin: {\n      blob: "0x0400000001000000"\n    }\n  }\n#-}\n'
    )
    ours, theirs = both(text, "--mlir-print-local-scope", *flags)
    assert ours == theirs
    assert ours[1].endswith(")\n") and "{-#" not in ours[1]  # one newline, no resources


# -- properties as MLIR creates them: defaults from ODS, inherent attributes moved ------

PROPERTIES_INPUT = """\
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "inner"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: i64):
    %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "arith.subi"(%arg0, %arg0) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
    %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> {overflowFlags = #arith.overflow<nsw>, tag} : (i32, i32) -> i32
    %3 = "arith.mulf"(%arg1, %arg1) : (f32, f32) -> f32
    %4 = "arith.cmpf"(%arg1, %arg1) {predicate = 1 : i64} : (f32, f32) -> i1
    %5 = "arith.trunci"(%arg2) : (i64) -> i32
    %6 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "arith.constant"() {value = 3 : i32} : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) {function_type = (i32, f32, i64) -> i32, sym_name = "f", sym_visibility = "private"} : () -> ()
}) : () -> ()
"""


@requires_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--cse"], ["--canonicalize"], ["--mlir-print-local-scope"]])
def test_properties_print_as_mlir_opt_creates_them(flags: list[str]) -> None:
    ours, theirs = both(PROPERTIES_INPUT, *flags)
    assert ours == theirs
    assert (
        '"arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}>' in ours[1] or flags
    )


# (op, operand type, result type, property, values it may take)
_FLAGGED_OPS = [
    (
        "arith.addi",
        "i32",
        "i32",
        "overflowFlags",
        [
            "#arith.overflow<none>",
            "#arith.overflow<nsw>",
            "#arith.overflow<nuw>",
            "#arith.overflow<nsw, nuw>",
        ],
    ),
    ("arith.shli", "i8", "i8", "overflowFlags", ["#arith.overflow<none>", "#arith.overflow<nsw>"]),
    (
        "arith.addf",
        "f32",
        "f32",
        "fastmath",
        ["#arith.fastmath<none>", "#arith.fastmath<fast>", "#arith.fastmath<nnan,ninf>"],
    ),
    (
        "arith.maxnumf",
        "f16",
        "f16",
        "fastmath",
        ["#arith.fastmath<none>", "#arith.fastmath<reassoc>"],
    ),
    ("llvm.mul", "i64", "i64", "overflowFlags", ["0 : i32", "1 : i32", "3 : i32"]),
]
_SPELLING = st.sampled_from(["none", "properties", "attributes", "both"])


@st.composite
def _flagged_module(draw: st.DrawFn) -> str:
    lines = []
    for index in range(draw(st.integers(1, 6))):
        op, operand, result, prop, values = draw(st.sampled_from(_FLAGGED_OPS))
        spelling = draw(_SPELLING)
        value, other = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        props = f" <{{{prop} = {value}}}>" if spelling in ("properties", "both") else ""
        attrs = f" {{{prop} = {other}}}" if spelling in ("attributes", "both") else ""
        lines.append(f'%v{index} = "test.def"() : () -> {operand}')
        lines.append(
            f'%r{index} = "{op}"(%v{index}, %v{index}){props}{attrs} : ({operand}, {operand}) -> {result}'
        )
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(25))
@given(_flagged_module())
def test_any_spelling_of_default_valued_properties_prints_as_mlir_opt(text: str) -> None:
    ours, theirs = both(text, "--allow-unregistered-dialect")
    assert ours == theirs


def test_values_outside_the_numbered_scope_print_as_unknown() -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_generic=True)
    module = parse_source(
        '"builtin.module"() ({\n  %0 = "test.def"() : () -> i32\n'
        '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        '    %1 = "test.use"(%0, %0) : (i32, i32) -> i32\n'
        '    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n',
        ctx,
        "scope.mlir",
    )
    function = module.regions[0].blocks[0].last_op
    assert function is not None
    text = print_op(function, local_scope=True)
    assert '%0 = "test.use"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>)' in text
    assert '"test.use"(%0, %0)' in print_op(module)
