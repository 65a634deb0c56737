"""Pipelines over all of upstream MLIR's passes (specs/mlir, registered as
`passgen-opt --load-upstream-passes` does) against mlir-opt-22: the same texts
print identically, or are rejected by both.

The pipelines are drawn from the corpus (upstream_pipeline_cases.py): every pass with its
defaults, every pass with every option set (each option type, enums, lists, pipeline-valued
lists), and bad values of each option type.
"""

from __future__ import annotations

import functools
import re
import subprocess

import pytest
from mlir_tools import MLIR_OPT, requires_mlir_opt
from pipeline_cases import assert_dumps_like_mlir_opt, mlir_dump
from upstream_pipeline_cases import ALL_SET, DEFAULTS, PASSES, REGISTRY, REJECTED, nest

from passgen.runtime.pipeline_text import PipelineParseError, parse_pass_pipeline
from passgen.runtime.tools.opt import main as opt_main

pytestmark = requires_mlir_opt


@functools.cache
def mlir_opt_passes() -> frozenset[str]:
    """The passes mlir-opt registers (some upstream passes live only in other tools)."""
    assert MLIR_OPT is not None
    help_text = subprocess.run(
        [MLIR_OPT, "--help"], capture_output=True, text=True, check=False
    ).stdout
    return frozenset(re.findall(r"^ {6}--([\w-]+)", help_text, re.MULTILINE))


def test_the_corpus_yields_enough_pipelines() -> None:
    assert len(PASSES) >= 280
    assert len(ALL_SET) + len(REJECTED) + len(DEFAULTS) >= 100
    kinds = {
        type(o.type).__name__ + ("[]" if o.is_list else "")
        for cls in PASSES.values()
        for o in cls.options()
    }
    assert {
        "BoolType",
        "IntType",
        "FloatType",
        "StrType",
        "EnumType",
        "StrType[]",
        "IntType[]",
        "PipelineType[]",
    } <= kinds


def _known_to_mlir_opt(pipeline: str) -> None:
    names = set(re.findall(r"[\w-]+(?=\{|\)|,)", pipeline)) & set(PASSES)
    missing = names - mlir_opt_passes()
    if missing:
        pytest.skip(f"mlir-opt-22 does not register {', '.join(sorted(missing))}")


@pytest.mark.parametrize("anchor", sorted(DEFAULTS))
def test_defaults_print_like_mlir_opt(anchor: str) -> None:
    known = ",".join(
        a for a in re.split(r"[(),]", DEFAULTS[anchor]) if a in PASSES and a in mlir_opt_passes()
    )
    pipeline = nest(known.split(",")[0], known)
    assert_dumps_like_mlir_opt(parse_pass_pipeline(pipeline, REGISTRY), pipeline)


@pytest.mark.parametrize("pipeline", ALL_SET)
def test_every_option_set_prints_like_mlir_opt(pipeline: str) -> None:
    _known_to_mlir_opt(pipeline)
    assert_dumps_like_mlir_opt(parse_pass_pipeline(pipeline, REGISTRY), pipeline)


@pytest.mark.parametrize("pipeline", REJECTED)
def test_bad_values_are_rejected_by_both(pipeline: str) -> None:
    _known_to_mlir_opt(pipeline)
    assert mlir_dump(pipeline) is None, f"mlir-opt accepts {pipeline!r}"
    with pytest.raises(PipelineParseError):
        parse_pass_pipeline(pipeline, REGISTRY)


def test_passgen_opt_checks_upstream_pipelines(capsys: pytest.CaptureFixture[str]) -> None:
    """The same through passgen-opt: --load-upstream-passes, --check-pass-pipeline."""
    pipeline = ALL_SET[0]
    assert (
        opt_main(
            [
                "--load-upstream-passes",
                "--check-pass-pipeline",
                "--dump-pass-pipeline",
                "-p",
                pipeline,
            ]
        )
        == 0
    )
    theirs = mlir_dump(pipeline)
    assert theirs is not None and theirs.startswith(capsys.readouterr().err.rstrip("\n"))
    assert opt_main(["--check-pass-pipeline", "-p", pipeline]) == 1
    assert "does not refer to a registered pass" in capsys.readouterr().err
