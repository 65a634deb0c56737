"""Analysis management: lazy caching, nesting, preservation, and dynamic pipelines."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from passgen.runtime.analysis import AnalysisManager, PreservedAnalyses
from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, Operation
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager, PassManager

MODULE = (
    '"func.func"() <{function_type = () -> (), sym_name = "a"}> ({\n'
    '  "func.return"() : () -> ()\n}) : () -> ()\n'
    '"func.func"() <{function_type = () -> (), sym_name = "b"}> ({\n'
    '  "func.return"() : () -> ()\n}) : () -> ()\n'
)

built: list[str] = []


class OpCount:
    """Counts the ops under an op (constructed from the op alone)."""

    def __init__(self, op: Operation):
        built.append(f"count:{op.op_name}")
        self.count = sum(1 for _ in op.walk())


class Doubled:
    """Depends on OpCount through the analysis manager."""

    def __init__(self, op: Operation, am: AnalysisManager):
        built.append("doubled")
        self.value = 2 * am.get_analysis(OpCount).count

    def is_invalidated(self, preserved: PreservedAnalyses) -> bool:
        return not preserved.is_preserved(Doubled) or not preserved.is_preserved(OpCount)


class Sticky:
    """Survives every pass unless told otherwise."""

    def __init__(self, op: Operation):
        built.append("sticky")

    def is_invalidated(self, preserved: PreservedAnalyses) -> bool:
        return False


@pytest.fixture(autouse=True)
def reset() -> None:
    built.clear()


@pytest.fixture
def ctx() -> Context:
    return Context()


def module_pass(body: Callable[[Pass], None], anchor: str | None = "builtin.module") -> Pass:
    return type("P", (Pass,), {"run_on_operation": body, "anchor": anchor})()


def run(ctx: Context, *passes: Pass) -> bool:
    pm = PassManager(ctx)
    for p in passes:
        pm.add_pass(p)
    return pm.run(parse_source(MODULE, ctx))


def test_analyses_are_lazy_and_cached(ctx: Context) -> None:
    seen: list[int] = []

    def body(self: Pass) -> None:
        assert self.get_cached_analysis(OpCount) is None
        first = self.get_analysis(OpCount)
        assert self.get_analysis(OpCount) is first
        seen.append(self.get_analysis(Doubled).value)

    assert run(ctx, module_pass(body))
    assert built == ["count:builtin.module", "doubled"]
    assert seen == [10]


def test_unpreserved_analyses_are_invalidated(ctx: Context) -> None:
    def compute(self: Pass) -> None:
        self.get_analysis(OpCount)
        self.get_analysis(Sticky)

    def check(self: Pass) -> None:
        built.append("cached" if self.get_cached_analysis(OpCount) else "gone")
        built.append("sticky kept" if self.get_cached_analysis(Sticky) else "sticky gone")

    assert run(ctx, module_pass(compute), module_pass(check))
    assert built[-2:] == ["gone", "sticky kept"]


def test_preserved_analyses_survive(ctx: Context) -> None:
    def compute(self: Pass) -> None:
        self.get_analysis(Doubled)
        self.mark_analyses_preserved(OpCount)

    def check(self: Pass) -> None:
        built.append("count kept" if self.get_cached_analysis(OpCount) else "count gone")
        # Doubled depends on OpCount, but was not itself preserved.
        built.append("doubled kept" if self.get_cached_analysis(Doubled) else "doubled gone")

    assert run(ctx, module_pass(compute), module_pass(check))
    assert built[-2:] == ["count kept", "doubled gone"]


def test_mark_all_preserved_keeps_everything(ctx: Context) -> None:
    def compute(self: Pass) -> None:
        self.get_analysis(Doubled)
        self.mark_all_analyses_preserved()

    def check(self: Pass) -> None:
        built.append("kept" if self.get_cached_analysis(Doubled) else "gone")

    assert run(ctx, module_pass(compute), module_pass(check))
    assert built[-1] == "kept"


def test_parent_and_child_analyses(ctx: Context) -> None:
    found: list[object] = []

    def parent(self: Pass) -> None:
        self.get_analysis(OpCount)
        for func in self.get_operation().regions[0].blocks[0]:
            assert self.get_cached_child_analysis(OpCount, func) is None
            found.append(self.get_child_analysis(OpCount, func).count)
            assert self.get_cached_child_analysis(OpCount, func) is not None
        self.mark_all_analyses_preserved()

    def child(self: Pass) -> None:
        found.append(self.get_cached_parent_analysis(OpCount).count)  # type: ignore[union-attr]
        found.append(self.get_cached_analysis(OpCount).count)  # type: ignore[union-attr]
        self.mark_all_analyses_preserved()

    pm = PassManager(ctx)
    pm.add_pass(module_pass(parent))
    pm.nest("func.func").add_pass(module_pass(child, "func.func"))
    assert pm.run(parse_source(MODULE, ctx))
    assert found == [2, 2, 5, 2, 5, 2]


def test_dynamic_pipeline_runs_on_nested_ops_and_shares_analyses(ctx: Context) -> None:
    log: list[str] = []

    def inner(self: Pass) -> None:
        log.append(f"inner on {self.get_operation().get_attr('sym_name').value}")  # type: ignore[union-attr]
        self.get_analysis(OpCount)
        self.mark_all_analyses_preserved()

    dynamic = OpPassManager("func.func")
    dynamic.add_pass(module_pass(inner, "func.func"))

    def outer(self: Pass) -> None:
        for func in self.get_operation().regions[0].blocks[0]:
            if not self.run_pipeline(dynamic, func):
                self.signal_pass_failure()
            log.append("cached" if self.get_cached_child_analysis(OpCount, func) else "missing")
        self.mark_all_analyses_preserved()

    assert run(ctx, module_pass(outer))
    assert log == ["inner on a", "cached", "inner on b", "cached"]


def test_dynamic_pipeline_failure_propagates(ctx: Context) -> None:
    dynamic = OpPassManager("func.func")
    dynamic.add_pass(module_pass(lambda self: self.signal_pass_failure(), "func.func"))
    outcome: list[bool] = []

    def outer(self: Pass) -> None:
        func = self.get_operation().regions[0].blocks[0].first_op
        assert func is not None
        outcome.append(self.run_pipeline(dynamic, func))

    assert run(ctx, module_pass(outer))
    assert outcome == [False]


def test_dynamic_pipeline_must_stay_inside_the_current_op(ctx: Context) -> None:
    dynamic = OpPassManager("func.func")

    def inner(self: Pass) -> None:
        other = self.get_operation().next_op
        assert other is not None
        if not self.run_pipeline(dynamic, other):
            self.signal_pass_failure()

    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(module_pass(inner, "func.func"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(parse_source(MODULE, ctx))
    assert diags[0].message == (
        "'func.func' op Trying to schedule a dynamic pipeline on an operation that isn't nested "
        "under the current operation the pass is processing"
    )
