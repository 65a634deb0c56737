"""End to end: a framework and a plugin, two spec projects built on their own with
`passgen build`, meet in one PipelineBuilder: the framework builds its pipeline, the
plugin's `register_passes(builder)` inserts its passes relative to the framework's
kinds, and the pipeline is checked, run, and checked again by `passgen-opt`."""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from projects import pyproject, write_project

from passgen.cli import main as passgen
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.builder import PipelineBuilder, PipelineBuilderError
from passgen.runtime.ir import Context
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.registry import PassRegistry
from passgen.runtime.tools.opt import main as passgen_opt

FRAMEWORK_SPEC = """\
group: Framework
passes:
  - {name: TensorFusion, argument: fw-tensor-fusion, anchor: func.func, kinds: [tensor],
     implementation: "fw_impl:TensorFusion"}
  - {name: Bufferize, argument: fw-bufferize, kinds: [bufferization], cleanup_after: true,
     implementation: "fw_impl:Bufferize"}
  - {name: Simplify, argument: fw-simplify, anchor: func.func, kinds: [cleanup],
     preserves: [DominanceInfo], implementation: "fw_impl:Simplify"}
  - {name: LowerToLLVM, argument: fw-lower-to-llvm, kinds: [llvm-lowering],
     requires_before: [bufferization], implementation: "fw_impl:LowerToLLVM"}
bundles:
  - {name: fw-cleanup, summary: The framework's cleanup, passes: [fw-simplify]}
  - name: fw-finish
    passes: [fw-simplify, fw-lower-to-llvm]
    preserve_between: [{start: fw-simplify, end: fw-lower-to-llvm, analysis: DominanceInfo}]
"""

# Each pass appends its argument to a `test.trace` attribute of the op it runs on.
TRACE = """\
from passgen.runtime.ir.attributes import StringAttr


def trace(self):
    op = self.get_operation()
    old = op.attributes.get("test.trace")
    op.attributes["test.trace"] = StringAttr(f"{old.value} {self.argument}" if old else self.argument)
"""

FRAMEWORK_IMPL = (
    TRACE
    + """
from fw_gen import framework


class TensorFusion(framework.TensorFusionBase):
    run_on_operation = trace


class Bufferize(framework.BufferizeBase):
    run_on_operation = trace


class Simplify(framework.SimplifyBase):
    run_on_operation = trace


class LowerToLLVM(framework.LowerToLLVMBase):
    run_on_operation = trace


def build_pipeline(builder, bufferize=True):
    builder.nest("func.func").add("fw-tensor-fusion")
    if bufferize:
        builder.add("fw-bufferize")
        builder.add_bundle("fw-cleanup")
    builder.add("fw-lower-to-llvm")
"""
)

# The plugin names the framework's kinds, which its own build does not define.
PLUGIN_SPEC = """\
group: Plugin
passes:
  - {name: MyTensorPass, argument: my-tensor-pass, anchor: func.func,
     implementation: "pl_impl:MyTensorPass"}
  - {name: MyMemrefPass, argument: my-memref-pass, anchor: func.func,
     requires_before: [bufferization], cleanup_after: true, implementation: "pl_impl:MyMemrefPass"}
  - {name: MyPreLowering, argument: my-pre-lowering, requires_before: [bufferization],
     preserves: [DominanceInfo], implementation: "pl_impl:MyPreLowering"}
"""

PLUGIN_IMPL = (
    TRACE
    + """
from pl_gen import plugin
from pl_gen.plugin_registration import register_plugin_passes


class MyTensorPass(plugin.MyTensorPassBase):
    run_on_operation = trace


class MyMemrefPass(plugin.MyMemrefPassBase):
    run_on_operation = trace


class MyPreLowering(plugin.MyPreLoweringBase):
    run_on_operation = trace


def register_passes(builder):
    register_plugin_passes(builder.registry)
    builder.insert_before_kind("bufferization", "my-tensor-pass")
    builder.insert_after_kind("bufferization", "my-memref-pass")
    builder.insert_before_kind("llvm-lowering", "my-pre-lowering")
"""
)

MODULE = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n}) : () -> ()\n'
)
COMBINED = (
    "builtin.module(func.func(fw-tensor-fusion,my-tensor-pass),fw-bufferize,"
    "func.func(my-memref-pass,fw-simplify),my-pre-lowering,fw-lower-to-llvm)"
)


def build_project(root: Path, prefix: str, spec: str, implementation: str) -> None:
    config = write_project(
        root,
        {f"{prefix}.yaml": spec},
        pyproject("specs", f"{prefix}_gen"),
        files={f"{prefix}_impl.py": implementation},
    )
    assert passgen(["build", "--config", str(config)]) == 0


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The two projects, each built on its own."""
    root = tmp_path_factory.mktemp("projects")
    build_project(root / "framework", "fw", FRAMEWORK_SPEC, FRAMEWORK_IMPL)
    build_project(root / "plugin", "pl", PLUGIN_SPEC, PLUGIN_IMPL)
    return root


@pytest.fixture
def projects(
    built: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[ModuleType, ModuleType]]:
    """The framework's and the plugin's implementation modules, importable."""
    monkeypatch.syspath_prepend(str(built / "framework"))
    monkeypatch.syspath_prepend(str(built / "plugin"))
    yield importlib.import_module("fw_impl"), importlib.import_module("pl_impl")
    for name in [n for n in sys.modules if n.startswith(("fw_", "pl_"))]:
        del sys.modules[name]


def framework_builder(fw_impl: ModuleType, context: Context, **options: bool) -> PipelineBuilder:
    registry = PassRegistry()
    importlib.import_module("fw_gen").register_all_passes(registry)
    builder = PipelineBuilder(PassManager(context), registry)
    fw_impl.build_pipeline(builder, **options)
    return builder


def test_the_plugin_inserts_into_the_framework_pipeline_which_is_checked_and_run(
    projects: tuple[ModuleType, ModuleType],
) -> None:
    fw_impl, pl_impl = projects
    context = Context()
    builder = framework_builder(fw_impl, context)
    pl_impl.register_passes(builder)
    pm = builder.build()
    assert pm.textual_pipeline() == COMBINED
    module = parse_source(MODULE, context)
    assert pm.run(module)
    printed = print_op(module)
    assert 'test.trace = "fw-tensor-fusion my-tensor-pass my-memref-pass fw-simplify"' in printed
    assert 'test.trace = "fw-bufferize my-pre-lowering fw-lower-to-llvm"' in printed


def test_a_framework_without_bufferization_refuses_the_plugin(
    projects: tuple[ModuleType, ModuleType],
) -> None:
    fw_impl, pl_impl = projects
    builder = framework_builder(fw_impl, Context(), bufferize=False)
    with pytest.raises(
        PipelineBuilderError,
        match=(
            "cannot insert 'my-tensor-pass' before kind 'bufferization': no pass of kind "
            "'bufferization' in the pipeline$"
        ),
    ):
        pl_impl.register_passes(builder)


def test_the_framework_bundle_region_admits_only_passes_that_preserve_its_analysis(
    projects: tuple[ModuleType, ModuleType],
) -> None:
    fw_impl, pl_impl = projects
    builder = framework_builder(fw_impl, Context())
    pl_impl.register_passes(builder)  # my-pre-lowering lands in the region and preserves
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'my-tensor-pass' before 'fw-lower-to-llvm': 'my-tensor-pass' (#7 in "
            "builtin.module(func.func)) would run "
            "between 'fw-simplify' (#5 in builtin.module(func.func)) and 'fw-lower-to-llvm' but "
            "does not preserve DominanceInfo"
        ),
    ):
        builder.insert_before("fw-lower-to-llvm", "my-tensor-pass")


def test_passgen_opt_checks_the_combined_pipeline_from_metadata(
    projects: tuple[ModuleType, ModuleType],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    plugins = ["--load-pass-plugin", "fw_gen", "--load-pass-plugin", "pl_gen"]
    for name in ("fw_impl", "pl_impl"):
        del sys.modules[name]
    assert passgen_opt([*plugins, "--pipeline-builder-check", "-p", COMBINED]) == 0
    assert "fw_impl" not in sys.modules and "pl_impl" not in sys.modules  # metadata only
    swapped = COMBINED.replace(
        "fw-bufferize,func.func(my-memref-pass,fw-simplify)",
        "func.func(my-memref-pass,fw-simplify),fw-bufferize",
    )
    assert passgen_opt([*plugins, "--pipeline-builder-check", "-p", swapped]) == 1
    assert capsys.readouterr().err == (
        "passgen-opt: error: 'my-memref-pass' (#3 in builtin.module(func.func)) must run after a "
        "pass of kind 'bufferization', but the first one, 'fw-bufferize' (#5 in builtin.module), "
        "runs after it\n"
        "passgen-opt: error: 'fw-bufferize' (#5 in builtin.module) must be followed by a pass of "
        "kind 'cleanup', but none runs after it (add_cleanup_passes() adds one)\n"
        # the region fw-finish declares, from the framework's registration
        "passgen-opt: error: 'fw-bufferize' (#5 in builtin.module) runs between 'fw-simplify' (#4 "
        "in builtin.module(func.func)) and 'fw-lower-to-llvm' but does not preserve DominanceInfo\n"
    )
    (tmp_path / "in.mlir").write_text(MODULE)
    assert passgen_opt([*plugins, "-p", COMBINED, str(tmp_path / "in.mlir")]) == 0
    assert 'test.trace = "fw-bufferize my-pre-lowering fw-lower-to-llvm"' in capsys.readouterr().out


def test_passgen_opt_checks_preservation_regions_and_reports_bad_ones(
    projects: tuple[ModuleType, ModuleType],
    capsys: pytest.CaptureFixture[str],
) -> None:
    check = [
        "--load-pass-plugin",
        "fw_gen",
        "--load-pass-plugin",
        "pl_gen",
        "--pipeline-builder-check",
        "-p",
        COMBINED,
    ]
    region = "--preserve-between=fw-tensor-fusion,fw-simplify,DominanceInfo"
    assert passgen_opt([*check, region]) == 1
    assert capsys.readouterr().err == "".join(
        f"passgen-opt: error: '{argument}' (#{index} in {where}) runs between 'fw-tensor-fusion' "
        "(#1 in builtin.module(func.func)) and 'fw-simplify' but does not preserve DominanceInfo\n"
        for index, argument, where in [
            (2, "my-tensor-pass", "builtin.module(func.func)"),
            (3, "fw-bufferize", "builtin.module"),
            (4, "my-memref-pass", "builtin.module(func.func)"),
        ]
    )
    assert passgen_opt([*check, "--preserve-between=fw-tensor-fusion,fw-simplify"]) == 1
    assert capsys.readouterr().err == (
        "passgen-opt: error: '--preserve-between=fw-tensor-fusion,"
        "fw-simplify' is not START,END,ANALYSIS\n"
    )
    assert passgen_opt(["--preserve-between=a,b,C", "-p", COMBINED]) == 1
    assert capsys.readouterr().err == (
        "passgen-opt: error: '--preserve-between' needs '--pipeline-builder-check'\n"
    )
