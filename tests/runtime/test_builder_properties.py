"""Properties of the pipeline builder over random pipelines: building keeps the execution
order and nesting of every pass, and an insert adds exactly its pass, where asked,
leaving every other pass in place."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from passgen.runtime.builder import PipelineBuilder
from passgen.runtime.builder.steps import flatten
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline
from passgen.runtime.registry import PassRegistry


def make_pass(argument: str, **metadata: object) -> type[Pass]:
    return type(argument, (Pass,), {"argument": argument, **metadata})


REGISTRY = PassRegistry()
for cls in (
    make_pass("a", kinds=("k",)),
    make_pass("b"),
    make_pass("m", anchor="builtin.module"),
    make_pass("f", anchor="func.func", kinds=("k",)),
    make_pass("g", anchor="func.func"),
):
    REGISTRY.register_pass(cls.argument, cls)

# A pipeline element: a module-level pass, or a run of passes under func.func (any) nesting.
module_level = st.sampled_from(["a", "b", "m"])
function_run = st.lists(st.sampled_from(["a", "b", "f", "g"]), min_size=1, max_size=4).map(
    lambda run: f"func.func({','.join(run)})"
)
pipelines = st.lists(st.one_of(module_level, function_run), min_size=1, max_size=12).map(
    lambda elements: f"builtin.module({','.join(elements)})"
)
new_passes = st.sampled_from(["a", "b", "m", "f", "g"])


def order(pm: OpPassManager) -> list[tuple[Pass, tuple[str | None, ...]]]:
    return [(step.pass_, step.path) for step in flatten(pm)]


@given(pipelines)
def test_building_keeps_every_pass_in_order_at_its_level(text: str) -> None:
    pm = parse_pass_pipeline(text, REGISTRY)
    before = order(pm)
    built = PipelineBuilder(pm, REGISTRY).build()
    assert order(built) == before
    reparsed = parse_pass_pipeline(built.textual_pipeline(), REGISTRY)
    assert [(p.argument, path) for p, path in order(reparsed)] == [
        (p.argument, path) for p, path in before
    ]


@given(pipelines, st.data(), new_passes, st.booleans())
def test_an_insert_next_to_a_pass_adds_only_that_pass_there(
    text: str, data: st.DataObject, new: str, after: bool
) -> None:
    pm = parse_pass_pipeline(text, REGISTRY)
    before = [p for p, _ in order(pm)]
    target = data.draw(st.sampled_from(before))
    builder = PipelineBuilder(pm, REGISTRY)
    (added,) = (builder.insert_after if after else builder.insert_before)(target, new)
    result = [p for p, _ in order(builder.build())]
    assert [p for p in result if p is not added] == before
    assert result.index(added) == result.index(target) + (1 if after else -1)


@given(pipelines, new_passes, st.booleans())
def test_an_insert_by_kind_runs_before_or_after_all_passes_of_the_kind(
    text: str, new: str, after: bool
) -> None:
    pm = parse_pass_pipeline(text, REGISTRY)
    before = [p for p, _ in order(pm)]
    assume(any("k" in p.kinds for p in before))
    builder = PipelineBuilder(pm, REGISTRY)
    (added,) = (builder.insert_after_kind if after else builder.insert_before_kind)("k", new)
    result = [p for p, _ in order(builder.build())]
    assert [p for p in result if p is not added] == before
    kinds = [i for i, p in enumerate(result) if "k" in p.kinds and p is not added]
    assert result.index(added) == (kinds[-1] + 1 if after else kinds[0] - 1)
