"""MLIR's pass-manager test passes (mlir-opt's `test-*` passes of mlir/test/lib/Pass), so that
passgen-opt runs MLIR's own pass-manager tests as mlir-opt does.

They are passgen-opt's, as mlir-opt's are its own: names, options, messages and printed names
(`(anonymous namespace)::TestModulePass`) are mlir-opt 22's.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..asm.printer import print_op
from ..ir import Diagnostic, Operation, Trait
from ..ir.symbol_table import symbol_name
from ..options import BOOL, INT, STR, EnumType, ListOption, Option, PipelineOptions
from ..pass_ import Pass
from ..pass_manager import Nesting, OpPassManager
from ..registry import PassRegistry
from ..statistics import Statistic

_CPP = "(anonymous namespace)::"
_FUNCTION_INTERFACE = "FunctionOpInterface"


class _DoesNothing(Pass):
    """A pass whose run changes nothing."""

    def run_on_operation(self) -> None:
        """Nothing to do."""


class TestModulePass(_DoesNothing):
    """Does nothing, on builtin.module."""

    argument = "test-module-pass"
    name = f"{_CPP}TestModulePass"
    summary = "Test a module pass in the pass manager"
    anchor = "builtin.module"


class TestFunctionPass(_DoesNothing):
    """Does nothing, on func.func."""

    argument = "test-function-pass"
    name = f"{_CPP}TestFunctionPass"
    summary = "Test a function pass in the pass manager"
    anchor = "func.func"


class TestInterfacePass(Pass):
    """Remarks on each FunctionOpInterface op it runs on."""

    argument = "test-interface-pass"
    name = f"{_CPP}TestInterfacePass"
    summary = "Test an interface pass (running on FunctionOpInterface) in the pass manager"
    interface = _FUNCTION_INTERFACE

    def run_on_operation(self) -> None:
        """Say where it runs."""
        self.get_operation().emit_remark("Executing interface pass on operation")


_ENUM = EnumType(
    {"zero": "Example zero value", "one": "Example one value", "two": "Example two value"}
)


class TestOptions(PipelineOptions):
    """The options of test-options-pass and test-options-pass-pipeline."""

    enum: Option[str] = Option("enum", _ENUM, default="zero", description="Example enum option")
    list_option: ListOption[int] = ListOption("list", INT, description="Example list option")
    string: Option[str] = Option("string", STR, default="", description="Example string option")
    string_list: ListOption[str] = ListOption(
        "string-list", STR, description="Example string list option"
    )


class TestOptionsPass(_DoesNothing):
    """Does nothing; its options are what MLIR's option-parsing tests print."""

    argument = "test-options-pass"
    name = f"{_CPP}TestOptionsPass"
    summary = "Test options parsing capabilities"
    anchor = "func.func"
    enum = TestOptions.enum
    list_option = TestOptions.list_option
    string = TestOptions.string
    string_list = TestOptions.string_list


class TestCrashRecoveryPass(Pass):
    """Crashes (raises), for the crash-reproducer tests."""

    argument = "test-pass-crash"
    name = f"{_CPP}TestCrashRecoveryPass"
    summary = "Test a pass in the pass manager that always crashes"

    def run_on_operation(self) -> None:
        """Crash."""
        raise RuntimeError("test-pass-crash always crashes")


class TestFailurePass(Pass):
    """Fails, optionally with a diagnostic."""

    argument = "test-pass-failure"
    name = f"{_CPP}TestFailurePass"
    summary = "Test a pass in the pass manager that always fails"
    gen_diagnostics: Option[bool] = Option(
        "gen-diagnostics", BOOL, default=False, description="Generate a diagnostic message"
    )

    def run_on_operation(self) -> None:
        """Fail."""
        if self.gen_diagnostics:  # at the op's location, without the op (mlir::emitError)
            op = self.get_operation()
            op.context.emit(Diagnostic("error", "illegal operation", op.location))
        self.signal_pass_failure()


class TestStatisticPass(Pass):
    """Counts the ops it sees, twice, into statistics declared in reverse order."""

    argument = "test-stats-pass"
    name = f"{_CPP}TestStatisticPass"
    summary = "Test pass statistics"
    op_count_duplicate = Statistic("num-ops2", "Number of operations counted one more time")
    op_count = Statistic("num-ops", "Number of operations counted")

    def run_on_operation(self) -> None:
        """Count every op under (and including) the current one."""
        ops = sum(1 for _ in self.get_operation().walk())
        self.op_count += ops
        self.op_count_duplicate += ops


class TestDynamicPipelinePass(Pass):
    """Runs `dynamic-pipeline` on the selected symbols (or their parent, which must fail)."""

    argument = "test-dynamic-pipeline"
    name = f"{_CPP}TestDynamicPipelinePass"
    summary = (
        "Tests the dynamic pipeline feature by applying a pipeline on a selected set of functions"
    )
    dynamic_pipeline: Option[str] = Option(
        "dynamic-pipeline",
        STR,
        default="",
        description="The pipeline description that will run on the filtered function.",
    )
    op_names: ListOption[str] = ListOption(
        "op-name", STR, description="List of function name to apply the pipeline to"
    )
    run_on_nested: Option[bool] = Option(
        "run-on-nested-operations",
        BOOL,
        default=False,
        description="This will apply the pipeline on nested operations under the visited "
        "operation.",
    )
    run_on_parent: Option[bool] = Option(
        "run-on-parent",
        BOOL,
        default=False,
        description="This will apply the pipeline on the parent operation if it exist, this is "
        "expected to fail.",
    )

    def run_on_operation(self) -> None:
        """Run the pipeline as MLIR's TestDynamicPipelinePass does, saying so on stderr."""
        op = self.get_operation()
        sys.stderr.write(f"Dynamic execute '{self.dynamic_pipeline}' on {op.name}\n")
        if not self.dynamic_pipeline:
            sys.stderr.write("Empty pipeline\n")
            return
        name = symbol_name(op)  # an optional symbol without a name is no symbol (extraClassOf)
        if not op.has_trait(Trait.SYMBOL) or name is None:
            op.emit_warning("Ignoring because not implementing SymbolOpInterface\n")
            return
        if self.op_names and name not in self.op_names:
            sys.stderr.write(f"dynamic-pipeline skip op name: {name}\n")
            return
        from ..pipeline_text import PipelineParseError, parse_pass_pipeline_into

        pm = OpPassManager(str(op.name), Nesting.IMPLICIT)
        try:
            parse_pass_pipeline_into(pm, self.dynamic_pipeline)
        except PipelineParseError as exc:
            sys.stderr.write(exc.output + exc.report)  # what MLIR writes to llvm::errs()
        if self.run_on_parent:
            if op.parent_op is not None and self.run_pipeline(pm, op.parent_op):
                self.signal_pass_failure()
            return
        targets: Sequence[Operation] = [op]
        if self.run_on_nested:
            sys.stderr.write("Run on nested op\n")
            targets = [
                nested
                for nested in op.walk()
                if nested is not op
                and nested.has_trait(Trait.ISOLATED_FROM_ABOVE)
                and nested.name == op.name
            ]
        for target in targets:
            if self.run_on_nested:
                sys.stderr.write(f"Run on {print_op(target).rstrip()}\n")
            if not self.run_pipeline(pm, target):
                self.signal_pass_failure()


def _nested_pipeline(pm: OpPassManager, _options: PipelineOptions) -> None:
    """A module pass and a nested function pass in a nested module, then a function pass."""
    module = pm.nest("builtin.module")
    module.add_pass(TestModulePass())
    module.nest("func.func").add_pass(TestFunctionPass())
    pm.nest("func.func").add_pass(TestFunctionPass())


def _textual_nested_pipeline(pm: OpPassManager, _options: PipelineOptions) -> None:
    from ..pipeline_text import parse_pass_pipeline_into

    parse_pass_pipeline_into(pm, "test-pm-nested-pipeline")


def _dump_pipeline(pm: OpPassManager, _options: PipelineOptions) -> None:
    sys.stderr.write(f"{pm.textual_pipeline()}\n")


def _options_pipeline(pm: OpPassManager, options: PipelineOptions) -> None:
    assert isinstance(options, TestOptions)
    values = {
        o.name: getattr(options, o.name)
        for o in TestOptions.options()
        if not isinstance(o, ListOption) or getattr(options, o.name)
    }  # empty lists: unset
    pm.add_pass(TestOptionsPass(**values))


PASSES: tuple[type[Pass], ...] = (
    TestOptionsPass,
    TestModulePass,
    TestFunctionPass,
    TestInterfacePass,
    TestCrashRecoveryPass,
    TestFailurePass,
    TestStatisticPass,
    TestDynamicPipelinePass,
)


def register_mlir_test_passes(registry: PassRegistry) -> None:
    """Register MLIR's pass-manager test passes and pipelines, as mlir-opt has them."""
    for cls in PASSES:
        registry.register_pass(cls.argument, cls)
    registry.register_pass_pipeline(
        "test-pm-nested-pipeline", "Test a nested pipeline in the pass manager", _nested_pipeline
    )
    registry.register_pass_pipeline(
        "test-textual-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        _textual_nested_pipeline,
    )
    registry.register_pass_pipeline(
        "test-dump-pipeline",
        "Dumps the pipeline build so far for debugging purposes",
        _dump_pipeline,
    )
    registry.register_pass_pipeline(
        "test-options-pass-pipeline",
        "Parses options using pass pipeline registration",
        _options_pipeline,
        TestOptions,
    )
