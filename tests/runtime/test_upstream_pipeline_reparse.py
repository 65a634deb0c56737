"""Every pipeline passgen prints for an upstream pass parses back and prints the same:
with its defaults (some unknown to passgen: C++ computes them, or an enum's default names no
listed value, which print as `opt=`) and with any values its options' types take."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from profiles import examples
from upstream_pipeline_cases import PASSES, REGISTRY, nest  # the upstream passes, as metadata

from passgen.runtime.options import (
    BoolType,
    EnumType,
    FloatType,
    IntType,
    Option,
    PipelineType,
    StrType,
)
from passgen.runtime.pipeline_text import PipelineParseError, parse_pass_pipeline, print_pipeline


def _assert_reparses(text: str) -> None:
    printed = print_pipeline(parse_pass_pipeline(text, REGISTRY))
    assert print_pipeline(parse_pass_pipeline(printed, REGISTRY)) == printed


@pytest.mark.parametrize("argument", sorted(PASSES))
def test_defaults_print_and_reparse(argument: str) -> None:
    _assert_reparses(nest(argument, argument))


def test_unknown_defaults_print_as_empty_values() -> None:
    text = nest("llvm-use-default-visibility", "llvm-use-default-visibility")
    assert print_pipeline(parse_pass_pipeline(text, REGISTRY)) == (
        "builtin.module(llvm-use-default-visibility{visibility=})"
    )  # mlir-opt prints this too


_WORD = st.text(st.sampled_from("abcXYZ019_-.:"), min_size=1, max_size=6)


def _scalar(option: Option[Any]) -> st.SearchStrategy[str]:
    kind = option.type
    if isinstance(kind, BoolType):
        return st.sampled_from(["true", "false", "1", "0", "True"])
    if isinstance(kind, IntType):
        return st.integers(kind.low, kind.high).map(str)
    if isinstance(kind, FloatType):
        return st.floats(allow_nan=False, width=64).map(repr)
    if isinstance(kind, EnumType):
        return st.sampled_from(sorted(kind.values))
    if isinstance(kind, PipelineType):
        return st.sampled_from(["func.func(cse)", "any(canonicalize{max-iterations=2})"])
    assert isinstance(kind, StrType)
    return st.one_of(
        _WORD, st.lists(_WORD, min_size=2, max_size=3).map(lambda w: "{" + " ".join(w) + "}")
    )


def _value(option: Option[Any]) -> st.SearchStrategy[str]:
    if option.is_list:
        return st.lists(_scalar(option), max_size=3).map(lambda v: "{" + ",".join(v) + "}")
    unknown = [""] if option.default is None else []  # `opt=`: back to the unknown default
    return st.one_of(_scalar(option), st.sampled_from(unknown)) if unknown else _scalar(option)


@st.composite
def _pipelines(draw: st.DrawFn) -> str:
    argument = draw(st.sampled_from(sorted(a for a, cls in PASSES.items() if cls.options())))
    options = PASSES[argument].options()
    chosen = draw(st.lists(st.sampled_from(options), unique_by=lambda o: o.argument, max_size=4))
    pairs = [f"{o.argument}={draw(_value(o))}" for o in chosen]
    return nest(argument, f"{argument}{{{' '.join(pairs)}}}")


@settings(max_examples=examples(300))
@given(_pipelines())
def test_any_values_print_and_reparse(pipeline: str) -> None:
    try:
        parse_pass_pipeline(pipeline, REGISTRY)
    except PipelineParseError:
        assume(False)  # a value the pass itself checks (e.g. a client API's name)
    _assert_reparses(pipeline)
