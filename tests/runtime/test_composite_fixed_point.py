"""`composite-fixed-point-pass`: iterate a dynamic pipeline until the fingerprint is stable."""

from __future__ import annotations

import pytest
from pass_runner import func, run

from passgen.generated import register_all_passes
from passgen.runtime.ir import IntegerAttr
from passgen.runtime.options import OptionError
from passgen.runtime.pass_ import Pass
from passgen.runtime.pipeline_text import PIPELINE_BUFFER, PipelineParseError
from passgen.runtime.registry import PassRegistry

RUNS: list[str] = []


class Bump(Pass):
    """Changes the IR on every run: a counter attribute on the op."""

    argument = "bump"

    def run_on_operation(self) -> None:
        op = self.get_operation()
        count = op.attributes.get("test.count")
        op.attributes["test.count"] = IntegerAttr(
            count.value + 1 if isinstance(count, IntegerAttr) else 1
        )
        RUNS.append("bump")


class Count(Pass):
    argument = "count"

    def run_on_operation(self) -> None:
        RUNS.append("count")
        self.mark_all_analyses_preserved()


class NeedsCf(Pass):
    argument = "needs-cf"
    dependent_dialects = ("cf",)

    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()


class Fail(Pass):
    argument = "fail"

    def run_on_operation(self) -> None:
        self.signal_pass_failure()


def registry() -> PassRegistry:
    found = PassRegistry()
    register_all_passes(found)
    for kind in (Bump, Count, NeedsCf, Fail):
        found.register_pass(kind.argument, kind, metadata=kind)
    return found


DUPLICATES = func(
    '    %0 = "arith.addi"(%x, %y) : (i32, i32) -> i32\n'
    '    %1 = "arith.addi"(%x, %y) : (i32, i32) -> i32\n'
    '    "dummy.use"(%0, %1) : (i32, i32) -> ()\n'
    '    "func.return"() : () -> ()'
)


def composite(options: str) -> str:
    return f"composite-fixed-point-pass{{{options}}}"


def test_runs_until_the_ir_stops_changing() -> None:
    RUNS.clear()
    result = run(DUPLICATES, composite('pipeline="count,func.func(cse)"'), registry=registry())
    assert result.succeeded and not result.diagnostics
    assert RUNS == ["count", "count"]  # the second run changed nothing
    assert result.text.count('"arith.addi"') == 1


def test_non_convergence_warns_after_max_iterations_extra_runs() -> None:
    RUNS.clear()
    result = run(
        DUPLICATES, composite("name=Loop pipeline=bump max-iterations=3"), registry=registry()
    )
    assert result.succeeded  # MLIR 22 warns and goes on
    assert RUNS == ["bump"] * 4
    (warning,) = result.diagnostics
    assert warning.severity == "warning"
    assert warning.message == 'Composite pass "Loop"+ didn\'t converge in 3 iterations'
    (pass_,) = result.passes
    assert pass_.name == "Loop"


def test_a_failing_inner_pipeline_fails_the_pass() -> None:
    result = run(DUPLICATES, composite("pipeline=fail"), registry=registry())
    assert not result.succeeded


def test_max_iterations_must_be_positive() -> None:
    result = run(DUPLICATES, composite("pipeline=cse max-iterations=0"), registry=registry())
    assert not result.succeeded
    assert result.diagnostics[0].message == "Invalid maxIterations value: 0"


def test_a_bad_inner_pipeline_is_reported_when_the_pass_is_added() -> None:
    """As MLIR's `initializeOptions`: the inner pipeline's errors, then the pass's."""
    with pytest.raises(PipelineParseError) as info:
        run(DUPLICATES, composite("pipeline=bogus"), registry=registry())
    assert info.value.output == (
        f"{PIPELINE_BUFFER}:1:1: error: 'bogus' does not refer to a registered pass or pass "
        "pipeline\nbogus\n^\n"
    )
    assert info.value.report == (
        "Failed to parse composite pass pipeline\n"
        "failed to add `composite-fixed-point-pass` with options "
        "`pipeline=bogus`\n"
    )


def test_a_bad_inner_pipeline_set_later_is_rejected_with_its_position() -> None:
    """The option's type (`pipeline-str`) checks the text however it is set."""
    pass_ = registry().create_pass("composite-fixed-point-pass")
    with pytest.raises(OptionError) as info:
        pass_.pipeline_str = "bogus"  # type: ignore[attr-defined]
    assert info.value.message == "Failed to parse composite pass pipeline"
    assert info.value.output is not None
    assert info.value.output.startswith(
        f"{PIPELINE_BUFFER}:1:1: error: 'bogus' does not refer to a registered pass"
    )


def test_the_inner_pipeline_dialects_are_loaded_before_the_run() -> None:
    result = run(DUPLICATES, composite("pipeline=needs-cf"), registry=registry())
    assert result.succeeded
    assert "cf" in result.module.context.loaded_dialects
