"""PipelineBuilder: adds, bundles, inserts by pass and by kind at any nesting level, the
errors of inserts that cannot be satisfied, and the checks of `build()`."""

from __future__ import annotations

import re
from typing import Any

import pytest

from passgen.generated.transforms import CanonicalizerBase, CSEBase
from passgen.generated.transforms_registration import (
    register_canonicalizer,
    register_cse,
    register_transforms_passes,
)
from passgen.runtime.asm import parse_source
from passgen.runtime.builder import (
    PassBundle,
    PipelineBuilder,
    PipelineBuilderError,
    PipelineConstraintError,
)
from passgen.runtime.ir import Context
from passgen.runtime.ir.dominance import DominanceInfo
from passgen.runtime.options import PipelineOptions
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager, PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline
from passgen.runtime.registry import PassRegistry, RegistryError

FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n}) : () -> ()\n'
)
ran: list[str] = []


class Recorded(Pass):
    """Records its argument when it runs."""

    def run_on_operation(self) -> None:
        ran.append(self.argument)


class Canonicalize(CanonicalizerBase, Recorded):
    pass


class CSE(CSEBase, Recorded):
    pass


def make_pass(argument: str, **metadata: Any) -> type[Pass]:
    return type(argument.title().replace("-", ""), (Recorded,), {"argument": argument, **metadata})


PASSES = [
    make_pass("bufferize", kinds=("bufferization",)),
    make_pass("tensor-opt", anchor="func.func"),
    make_pass(
        "memref-opt", anchor="func.func", requires_before=("bufferization",), cleanup_after=True
    ),
    make_pass("lower-a", kinds=("llvm-lowering",)),
    make_pass("lower-b", kinds=("llvm-lowering",)),
    make_pass("sched-gen", anchor="func.func"),
    make_pass("sched-mat", anchor="func.func"),
    make_pass("keeps-schedule", anchor="func.func", preserves=("ScheduleAnalysis",)),
    make_pass("module-pass", anchor="builtin.module"),
]


@pytest.fixture
def registry() -> PassRegistry:
    registry = PassRegistry()
    register_canonicalizer(Canonicalize, registry)
    register_cse(CSE, registry)
    generated = PassRegistry()
    register_transforms_passes(generated)
    registry.register_bundle(generated.get("cleanup"))  # type: ignore[arg-type]
    for cls in PASSES:
        registry.register_pass(cls.argument, cls)
    return registry


@pytest.fixture
def builder(registry: PassRegistry) -> PipelineBuilder:
    return PipelineBuilder(OpPassManager("builtin.module"), registry)


def layout(builder: PipelineBuilder) -> str:
    """The pipeline without option values: `builtin.module(a,func.func(b))`."""
    return re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "", builder.textual_pipeline())


def framework(builder: PipelineBuilder) -> PipelineBuilder:
    """A typical framework pipeline: tensor passes, bufferization, cleanup, lowering."""
    builder.nest("func.func").add("tensor-opt")
    builder.add("bufferize")
    builder.add_cleanup_passes()
    builder.add("lower-a")
    builder.add("lower-b")
    return builder


# -- adding -------------------------------------------------------------------------------


def test_add_nests_anchored_passes_and_nest_views_add_under_their_anchor(
    builder: PipelineBuilder,
) -> None:
    builder.add("tensor-opt")  # anchored on func.func: nested implicitly
    builder.nest("func.func").add("cse")
    builder.add("bufferize")
    builder.nest("func.func").add(CSE())
    assert layout(builder) == "builtin.module(func.func(tensor-opt,cse),bufferize,func.func(cse))"


def test_add_with_options_and_pipelines(builder: PipelineBuilder, registry: PassRegistry) -> None:
    def pipeline(pm: OpPassManager, options: PipelineOptions) -> None:
        pm.add_pass(registry.create_pass("bufferize"))
        pm.nest("func.func").add_pass(registry.create_pass("memref-opt"))

    registry.register_pass_pipeline("bufferize-all", "", pipeline)
    (canonicalize,) = builder.add("canonicalize", max_iterations=3)
    assert canonicalize.max_iterations == 3  # type: ignore[attr-defined]
    builder.add("bufferize-all")
    assert layout(builder) == "builtin.module(canonicalize,bufferize,func.func(memref-opt))"


def test_bundles_add_their_passes_with_options(
    builder: PipelineBuilder, registry: PassRegistry
) -> None:
    registry.register_bundle(
        PassBundle("tidy", ["canonicalize{max-iterations=2}", "memref-opt", "cse"])
    )
    builder.add_cleanup_passes()
    added = builder.add_bundle("tidy")
    assert [p.argument for p in added] == ["canonicalize", "memref-opt", "cse"]
    assert added[0].max_iterations == 2  # type: ignore[attr-defined]
    assert (
        layout(builder) == "builtin.module(canonicalize,cse,canonicalize,func.func(memref-opt),cse)"
    )


def test_add_bundle_takes_bundles_only_and_unknown_names_get_a_did_you_mean(
    builder: PipelineBuilder,
) -> None:
    builder.add_bundle(PassBundle("unregistered", ["cse", "tensor-opt"]))
    assert layout(builder) == "builtin.module(cse,func.func(tensor-opt))"
    with pytest.raises(PipelineBuilderError, match="^'cse' is a pass, not a bundle$"):
        builder.add_bundle("cse")
    with pytest.raises(
        RegistryError,
        match=re.escape(
            "'cleanp' does not refer to a registered pass or pass pipeline; did you mean 'cleanup'?"
        ),
    ):
        builder.add_bundle("cleanp")


def test_a_bundle_is_a_pipeline_in_textual_pipelines(registry: PassRegistry) -> None:
    registry.register_bundle(PassBundle("tidy", ["canonicalize", "memref-opt", "cse"]))
    pm = parse_pass_pipeline("builtin.module(bufferize,cleanup,func.func(cleanup),tidy)", registry)
    assert re.sub(r"\{[^}]*\}", "", pm.textual_pipeline()) == (
        "builtin.module(bufferize,canonicalize,cse,func.func(canonicalize,cse),canonicalize,"
        "func.func(memref-opt),cse)"
    )


def test_bundle_errors_name_the_bundle_and_entry(registry: PassRegistry) -> None:
    registry.register_bundle(PassBundle("bad-option", ["canonicalize{max-iteration=2}"]))
    registry.register_bundle(PassBundle("nested", ["cleanup"]))
    with pytest.raises(
        RegistryError,
        match=re.escape(
            "bundle 'bad-option', entry 'canonicalize{max-iteration=2}': no such option "
            "max-iteration"
        ),
    ):
        PassBundle.create_passes(registry.get("bad-option"), registry)  # type: ignore[arg-type]
    with pytest.raises(RegistryError, match="bundle 'nested': 'cleanup' is not a pass"):
        PipelineBuilder(OpPassManager(), registry).add_bundle("nested")


def test_existing_passes_are_the_start_of_the_pipeline(registry: PassRegistry) -> None:
    pm = parse_pass_pipeline(
        "builtin.module(bufferize,func.func(tensor-opt,cse),lower-a)", registry
    )
    builder = PipelineBuilder(pm, registry)
    builder.insert_after("tensor-opt", "memref-opt")
    assert (
        layout(builder) == "builtin.module(bufferize,func.func(tensor-opt,memref-opt,cse),lower-a)"
    )


# -- inserting ------------------------------------------------------------------------------


def test_insert_before_and_after_a_pass(builder: PipelineBuilder) -> None:
    framework(builder)
    builder.insert_before("lower-a", "memref-opt")
    builder.insert_after("bufferize", "module-pass")
    assert layout(builder) == (
        "builtin.module(func.func(tensor-opt),bufferize,module-pass,canonicalize,"
        "cse,func.func(memref-opt),lower-a,lower-b)"
    )


def test_inserts_work_across_nesting_levels(builder: PipelineBuilder) -> None:
    builder.nest("func.func").add("tensor-opt")
    builder.nest("func.func").add("cse")
    builder.insert_after("tensor-opt", "canonicalize")  # op-agnostic: at the anchor's level
    builder.insert_before("cse", "module-pass")  # a module pass splits the nested pipeline
    builder.insert_before("module-pass", "sched-gen")  # a function pass before a module pass
    assert layout(builder) == (
        "builtin.module(func.func(tensor-opt,canonicalize,sched-gen),module-pass,func.func(cse))"
    )


def test_insert_by_pass_object_when_the_argument_runs_twice(builder: PipelineBuilder) -> None:
    framework(builder)
    (second,) = builder.add("cse")
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'lower-a' before 'cse': 'cse' runs 2 times (#4 in builtin.module, "
            "#7 in builtin.module); name the Pass object to choose one"
        ),
    ):
        builder.insert_before("cse", "lower-a")
    builder.insert_after(second, "module-pass")
    assert layout(builder).endswith("lower-b,cse,module-pass)")


def test_insert_next_to_an_absent_pass_is_an_error(
    builder: PipelineBuilder, registry: PassRegistry
) -> None:
    framework(builder)
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'memref-opt' after 'bufferise': no pass 'bufferise' in the pipeline; "
            "did you mean 'bufferize'?"
        ),
    ):
        builder.insert_after("bufferise", "memref-opt")
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'cse' before 'memref-opt': no pass 'memref-opt' in the pipeline"
        ),
    ):
        builder.insert_before(registry.create_pass("memref-opt"), "cse")


def test_insert_before_kind_goes_before_the_first_and_after_kind_after_the_last(
    builder: PipelineBuilder,
) -> None:
    framework(builder)
    builder.insert_before_kind("llvm-lowering", "memref-opt")
    builder.insert_after_kind("llvm-lowering", "module-pass")
    builder.insert_after_kind("bufferization", "tensor-opt")
    assert layout(builder) == (
        "builtin.module(func.func(tensor-opt),bufferize,func.func(tensor-opt),"
        "canonicalize,cse,func.func(memref-opt),lower-a,lower-b,module-pass)"
    )


def test_insert_next_to_an_absent_kind_is_an_error(builder: PipelineBuilder) -> None:
    framework(builder)
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'memref-opt' before kind 'llvm-lowerin': no pass of kind 'llvm-lowerin' "
            "in the pipeline; did you mean 'llvm-lowering'?"
        ),
    ):
        builder.insert_before_kind("llvm-lowerin", "memref-opt")
    with pytest.raises(
        PipelineBuilderError, match="after kind 'gpu': no pass of kind 'gpu' in the pipeline$"
    ):
        builder.insert_after_kind("gpu", "memref-opt")


def test_an_insert_that_breaks_strong_ordering_is_an_error_and_changes_nothing(
    builder: PipelineBuilder,
) -> None:
    framework(builder)
    before = builder.textual_pipeline()
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'memref-opt' before kind 'bufferization': 'memref-opt' must run after a "
            "pass of kind 'bufferization', and none runs before this point"
        ),
    ):
        builder.insert_before_kind("bufferization", "memref-opt")
    assert builder.textual_pipeline() == before


def test_an_insert_into_a_preservation_region_must_preserve_the_analysis(
    builder: PipelineBuilder,
) -> None:
    for argument in ("sched-gen", "tensor-opt", "sched-mat"):
        builder.nest("func.func").add(argument)
    builder.preserve_between("sched-gen", "sched-mat", "ScheduleAnalysis")
    builder.insert_after("sched-gen", "keeps-schedule")
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'cse' before 'sched-mat': 'cse' (#4 in builtin.module(func.func)) would run "
            "between 'sched-gen' (#1 in "
            "builtin.module(func.func)) and 'sched-mat' but does not preserve ScheduleAnalysis"
        ),
    ):
        builder.insert_before("sched-mat", "cse")
    builder.insert_after("sched-mat", "cse")  # outside the region


def test_the_regions_of_registered_bundles_hold_wherever_their_passes_run(
    builder: PipelineBuilder,
    registry: PassRegistry,
) -> None:
    registry.register_bundle(
        PassBundle(
            "schedule",
            ["sched-gen", "keeps-schedule", "sched-mat"],
            regions=[("sched-gen", "sched-mat", "ScheduleAnalysis")],
        )
    )
    builder.nest("func.func").add("tensor-opt")
    builder.add_bundle("schedule")
    builder.nest("func.func").add("sched-gen")  # not from the bundle: the rule still holds
    builder.add("cse")
    builder.nest("func.func").add("sched-mat")
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'tensor-opt' after 'keeps-schedule': 'tensor-opt' (#4 in "
            "builtin.module(func.func)) would run between "
            "'sched-gen' (#2 in builtin.module(func.func)) and 'sched-mat' but does not preserve "
            "ScheduleAnalysis"
        ),
    ):
        builder.insert_after("keeps-schedule", "tensor-opt")
    assert builder.check() == [
        "'cse' (#6 in builtin.module) runs between 'sched-gen' (#5 in builtin.module(func.func)) "
        "and 'sched-mat' but does not preserve ScheduleAnalysis"
    ]


def test_an_insert_that_opens_a_region_must_not_enclose_passes_that_break_it(
    builder: PipelineBuilder,
) -> None:
    for argument in ("tensor-opt", "keeps-schedule", "sched-mat"):
        builder.nest("func.func").add(argument)
    builder.preserve_between("sched-gen", "sched-mat", "ScheduleAnalysis")
    with pytest.raises(
        PipelineBuilderError,
        match=re.escape(
            "cannot insert 'sched-gen' before 'tensor-opt': 'tensor-opt' (#2 in "
            "builtin.module(func.func)) would run between 'sched-gen' (#1 in "
            "builtin.module(func.func)) and 'sched-mat' but does not preserve ScheduleAnalysis"
        ),
    ):
        builder.insert_before("tensor-opt", "sched-gen")
    builder.insert_after("tensor-opt", "sched-gen")
    assert builder.check() == []


def test_options_go_with_arguments_only(builder: PipelineBuilder) -> None:
    with pytest.raises(PipelineBuilderError, match="options are for passes named by argument"):
        builder.add(CSE(), max_iterations=3)


# -- building -------------------------------------------------------------------------------


def test_build_reports_every_violation_at_once(builder: PipelineBuilder) -> None:
    builder.nest("func.func").add("memref-opt")  # before any bufferization
    builder.add("bufferize")
    builder.add_cleanup_passes()
    for argument in ("sched-gen", "keeps-schedule", "memref-opt", "sched-mat", "memref-opt"):
        builder.nest("func.func").add(argument)
    builder.preserve_between("sched-gen", "sched-mat", "ScheduleAnalysis")
    builder.preserve_between("bufferize", "lower-a", "DominanceInfo")  # never closed: to the end
    with pytest.raises(PipelineConstraintError) as raised:
        builder.build()
    assert raised.value.problems == [
        "'memref-opt' (#1 in builtin.module(func.func)) must run after a pass of kind "
        "'bufferization', but the first one, 'bufferize' (#2 in builtin.module), runs after it",
        "'memref-opt' (#7 in builtin.module(func.func)) must be followed by a pass of kind "
        "'cleanup', but none runs after it (add_cleanup_passes() adds one)",
        "'memref-opt' (#9 in builtin.module(func.func)) must be followed by a pass of kind "
        "'cleanup', but none runs after it (add_cleanup_passes() adds one)",
        # Region violations in pipeline order: #7 breaks both regions.
        *(
            f"'{argument}' (#{index} in {where}) runs between 'bufferize' (#2 in builtin.module) "
            "and 'lower-a' but does not preserve DominanceInfo"
            for index, argument, where in [
                (3, "canonicalize", "builtin.module"),
                (5, "sched-gen", "builtin.module(func.func)"),
                (6, "keeps-schedule", "builtin.module(func.func)"),
                (7, "memref-opt", "builtin.module(func.func)"),
            ]
        ),
        "'memref-opt' (#7 in builtin.module(func.func)) runs between 'sched-gen' (#5 in "
        "builtin.module(func.func)) and 'sched-mat' but does not preserve ScheduleAnalysis",
        *(
            f"'{argument}' (#{index} in builtin.module(func.func)) runs between 'bufferize' (#2 in "
            "builtin.module) and 'lower-a' but does not preserve DominanceInfo"
            for index, argument in [(8, "sched-mat"), (9, "memref-opt")]
        ),
    ]
    assert str(raised.value).splitlines()[0] == "the pipeline violates its constraints:"
    assert len(builder.pass_manager) == 0  # nothing was written


def test_a_kind_nobody_provides_is_named_with_a_did_you_mean(registry: PassRegistry) -> None:
    Needs = make_pass("needs", requires_before=("bufferizaton",))
    builder = PipelineBuilder(OpPassManager(), registry)
    builder.add("bufferize")
    builder.add(Needs())
    assert builder.check() == [
        "'needs' (#2 in builtin.module) must run after a pass of kind 'bufferizaton', but no pass "
        "in the pipeline has that kind; did you mean 'bufferization'?"
    ]


def test_build_freezes_into_an_ordinary_pass_manager_that_runs(registry: PassRegistry) -> None:
    context = Context()
    pm = PassManager(context)
    builder = framework(PipelineBuilder(pm, registry))
    builder.insert_after_kind("bufferization", "memref-opt")
    assert builder.build() is pm
    assert pm.textual_pipeline() == builder.textual_pipeline()
    module = parse_source(FUNC, context)
    ran.clear()
    assert pm.run(module)
    assert ran == [
        "tensor-opt",
        "bufferize",
        "memref-opt",
        "canonicalize",
        "cse",
        "lower-a",
        "lower-b",
    ]
    with pytest.raises(PipelineBuilderError, match="already built"):
        builder.add("cse")


def test_dedupe_drops_cleanups_repeated_with_only_cleanups_between(
    builder: PipelineBuilder,
) -> None:
    builder.add("bufferize")
    builder.add_cleanup_passes()
    builder.add_cleanup_passes()
    builder.add("canonicalize", max_iterations=3)  # other options: kept
    builder.nest("func.func").add("cse")  # another level: kept
    builder.add("lower-a")
    builder.add_cleanup_passes()  # after a change: kept
    builder.build(dedupe_cleanups=True)
    assert layout(builder) == (
        "builtin.module(bufferize,canonicalize,cse,canonicalize,func.func(cse),"
        "lower-a,canonicalize,cse)"
    )


# -- declared preserved analyses ------------------------------------------------------------


@pytest.mark.parametrize("preserves", [(), ("DominanceInfo",)])
def test_the_pass_manager_marks_declared_analyses_preserved(preserves: tuple[str, ...]) -> None:
    kept: list[bool] = []

    class Compute(Pass):
        def run_on_operation(self) -> None:
            self.get_analysis(DominanceInfo)
            self.mark_analyses_preserved(DominanceInfo)

    class Declares(Pass):  # never calls mark_analyses_preserved itself
        def run_on_operation(self) -> None:
            pass

    class Check(Pass):
        def run_on_operation(self) -> None:
            kept.append(self.get_cached_analysis(DominanceInfo) is not None)

    Declares.preserves = preserves
    context = Context()
    pm = PassManager(context)
    for cls in (Compute, Declares, Check):
        pm.add_pass(cls())
    assert pm.run(parse_source(FUNC, context))
    assert kept == [bool(preserves)]
