"""Textual pipelines against mlir-opt-22: the same texts parse, print identically, or fail.

The cases (accepted, rejected, misprinted by mlir-opt, finalized) and the runners that ask
mlir-opt are in pipeline_cases.py: the fuzz campaign and test_upstream_pipelines use them too.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from mlir_tools import MLIR_OPT, requires_mlir_opt
from pipeline_cases import (
    ACCEPTED,
    FINALIZED,
    MISPRINTED,
    REJECTED,
    assert_dumps_like_mlir_opt,
    mlir_dump,
    mlir_finalized,
    run_mlir_opt,
    single_line,
)
from profiles import examples
from upstream_passes import random_pipelines, structure, upstream_registry

from passgen.runtime.pass_manager import OpPassManager, finalize_pass_list
from passgen.runtime.pipeline_text import (
    PipelineParseError,
    dump_pipeline,
    parse_pass_pipeline,
    print_pipeline,
)

pytestmark = requires_mlir_opt

REGISTRY = upstream_registry()


def test_case_counts() -> None:
    assert len(ACCEPTED) >= 40 and len(REJECTED) >= 12
    assert MLIR_OPT is not None


@pytest.mark.parametrize("pipeline", ACCEPTED)
def test_accepted_pipelines_print_like_mlir_opt(pipeline: str) -> None:
    assert_dumps_like_mlir_opt(parse_pass_pipeline(pipeline, REGISTRY), pipeline)


@pytest.mark.parametrize("pipeline", REJECTED)
def test_rejected_pipelines_are_rejected_by_both(pipeline: str) -> None:
    assert mlir_dump(pipeline) is None, f"mlir-opt accepts {pipeline!r}"
    with pytest.raises(PipelineParseError):
        parse_pass_pipeline(pipeline, REGISTRY)


def assert_prints_what_it_read(pm: OpPassManager, pipeline: str) -> None:
    """Our print reads back as the same pipeline, and prints the same again; where
    mlir-opt's print differs from ours, mlir-opt's misreads (ours is right)."""
    ours = print_pipeline(pm)
    again = parse_pass_pipeline(ours, REGISTRY)
    assert structure(again) == structure(pm)
    assert print_pipeline(again) == ours
    theirs = mlir_dump(pipeline)
    assert theirs is not None, f"mlir-opt rejects {pipeline!r}"
    if theirs.startswith(dump_pipeline(pm) + "\n"):
        return
    try:
        misread = structure(parse_pass_pipeline(single_line(theirs), REGISTRY)) != structure(pm)
    except PipelineParseError:
        misread = True
    assert misread, f"mlir-opt prints {theirs!r}, which reads back right"
    assert mlir_dump(ours) == theirs  # mlir-opt reads our print as it read the original


@pytest.mark.parametrize("pipeline", MISPRINTED)
def test_values_mlir_opt_misprints_print_so_they_read_back(pipeline: str) -> None:
    pm = parse_pass_pipeline(pipeline, REGISTRY)
    assert not mlir_dump(pipeline).startswith(dump_pipeline(pm) + "\n")  # type: ignore[union-attr]
    assert_prints_what_it_read(pm, pipeline)


@settings(max_examples=examples(25))
@given(random_pipelines(hostile=True))
def test_hostile_values_print_so_they_read_back(pm: OpPassManager) -> None:
    assert_prints_what_it_read(pm, print_pipeline(pm))


@pytest.mark.parametrize("pipeline", FINALIZED)
def test_adjacent_nests_print_as_mlir_finalizes_them(pipeline: str, tmp_path: object) -> None:
    pm = parse_pass_pipeline(pipeline, REGISTRY)
    assert_dumps_like_mlir_opt(pm, pipeline)
    finalize_pass_list(pm)
    assert print_pipeline(pm) == mlir_finalized(pipeline, tmp_path)


@settings(max_examples=examples(25))
@given(random_pipelines())
def test_random_pipelines_print_like_mlir_opt(pm: OpPassManager) -> None:
    assert_dumps_like_mlir_opt(pm, print_pipeline(pm))


def test_error_positions_match_mlir_opt() -> None:
    """MLIR reports structural errors in the text inside the anchor; we report the same spot."""
    pipeline = "builtin.module(func.func(cse)canonicalize)"
    result = run_mlir_opt(f"--pass-pipeline={pipeline}")
    column = int(re.search(r"Parser:1:(\d+): error", result.stderr).group(1))  # type: ignore[union-attr]
    with pytest.raises(PipelineParseError) as info:
        parse_pass_pipeline(pipeline, REGISTRY)
    assert info.value.offset == len("builtin.module(") + column - 1
    assert "expected ',' after parsing pipeline" in result.stderr
    assert info.value.message == "expected ',' after parsing pipeline"


def test_error_rendering_has_a_caret() -> None:
    with pytest.raises(PipelineParseError) as info:
        parse_pass_pipeline("builtin.module(cse,canonicalise)", REGISTRY)
    assert str(info.value) == (
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'canonicalise' does "
        "not refer to a registered pass or pass pipeline\n"
        "cse,canonicalise\n"
        "    ^\n"
    )
