"""The lit-style conformance runner (tests/conformance) and its verdicts on this repo's own
lit tests (tests/data/conformance): every applicable RUN line must behave as mlir-opt."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conformance.cases import IDENTICAL, NOT_APPLICABLE, Tools, judge_file
from conformance.generic_input import _Chunk, _comment_lines, _expected_comments
from conformance.runlines import Run, Skipped, Stage, parse_runs
from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import FILECHECK, MLIR_OPT, oracle
from paths import DATA

LIT_TESTS = sorted((DATA / "conformance").glob("*.mlir"))


def test_run_lines_are_joined_split_at_pipes_and_classified() -> None:
    source = (
        "// RUN: not mlir-opt %s -p 'builtin.module(a|b)' \\\n"
        "// RUN:   -split-input-file 2>&1 | FileCheck %s --check-prefix=X\n"
        "// RUN: mlir-opt %s | mlir-opt -cse\n"
        "// RUN: mlir-translate %s\n"
        "// RUN: mlir-opt %s -o %t && cat %t\n"
        "// RUN: mlir-opt %s -mlir-pass-statistics\n"
        "// RUN: mlir-opt -cse < %s\n"
    )
    runs = parse_runs(source)
    assert runs[0] == Run(
        1,
        "not mlir-opt %s -p 'builtin.module(a|b)' -split-input-file 2>&1 "
        "| FileCheck %s --check-prefix=X",
        (Stage(("%s", "-p", "builtin.module(a|b)", "-split-input-file"), True, True),),
        ("%s", "--check-prefix=X"),
    )
    assert runs[0].split_input
    assert runs[1] == Run(
        3,
        "mlir-opt %s | mlir-opt -cse",
        (Stage(("%s",), False, False), Stage(("-cse",), False, False)),
        None,
    )
    assert [r.reason for r in runs[2:] if isinstance(r, Skipped)] == [
        "runs mlir-translate, not mlir-opt",
        "uses shell redirection or sequencing (&&)",
        "pass statistics: this mlir-opt build (NDEBUG, no LLVM_ENABLE_STATS) counts none",
        "uses shell redirection or sequencing (<)",
    ]


KINDS = st.sampled_from(
    ["expected-error", "expected-warning", "expected-remark", "expected-note", "expected-error-re"]
)


@given(
    first=st.integers(1, 500),
    comments=st.lists(
        st.tuples(KINDS, st.one_of(st.none(), st.integers(1, 900)), st.text("ab {}'", max_size=8)),
        max_size=6,
    ),
)
def test_retargeted_comments_designate_the_same_lines(
    first: int, comments: list[tuple[str, int | None, str]]
) -> None:
    """Comments moved to the top of a converted chunk still point at their original lines."""
    wanted = [(kind, target, f" {{{{{text}}}}}") for kind, target, text in comments]
    moved = _Chunk(first, "\n".join(_comment_lines(wanted, first)))
    assert _expected_comments(moved) == wanted


def test_original_designators_resolve_to_absolute_lines() -> None:
    chunk = _Chunk(
        10,
        "a\n// expected-error@+2 {{x}}\n%0 = b // expected-note {{y}}\n"
        "// expected-remark@above {{z}}\n// expected-warning@unknown {{w}}\n",
    )
    assert _expected_comments(chunk) == [
        ("expected-error", 13, " {{x}}"),
        ("expected-note", 12, " {{y}}"),
        ("expected-remark", 12, " {{z}}"),
        ("expected-warning", None, " {{w}}"),
    ]


# RUN lines of tests/data/conformance that still differ from mlir-opt, each with the reason.
KNOWN_DIFFERENCES: dict[str, str] = {}


@oracle("mlir-opt", "FileCheck")
@pytest.mark.parametrize("path", LIT_TESTS, ids=lambda p: p.name)
def test_lit_tests_behave_as_mlir_opt(path: Path) -> None:
    assert MLIR_OPT is not None and FILECHECK is not None
    tools = Tools(MLIR_OPT, [str(Path(sys.executable).with_name("passgen-opt"))], FILECHECK)
    cases = judge_file(path, tools)
    assert cases, f"{path.name} has no RUN lines"
    wrong = [
        f"{c.file}:{c.line}: {c.detail}"
        for c in cases
        if c.verdict not in (IDENTICAL, NOT_APPLICABLE)
        and f"{c.file}:{c.line}" not in KNOWN_DIFFERENCES
    ]
    assert not wrong, "\n".join(wrong)
    fixed = [
        f"{c.file}:{c.line}"
        for c in cases
        if c.verdict == IDENTICAL and f"{c.file}:{c.line}" in KNOWN_DIFFERENCES
    ]
    assert not fixed, f"now identical, remove from KNOWN_DIFFERENCES: {fixed}"


@oracle("mlir-opt", "FileCheck")
def test_a_split_run_with_test_dialect_chunks_counts_its_other_chunks(tmp_path: Path) -> None:
    """A test-dialect op passgen-opt cannot read makes the run not applicable, yet each
    chunk is still judged (MLIR's Arith/canonicalize.mlir has two such chunks in 54)."""
    assert MLIR_OPT is not None and FILECHECK is not None
    path = tmp_path / "split.mlir"
    path.write_text(
        "// RUN: mlir-opt %s -canonicalize --split-input-file | FileCheck %s\n"
        "func.func @f(%x: i32) -> i32 {\n  %c = arith.constant 0 : i32\n"
        "  %r = arith.addi %x, %c : i32\n  return %r : i32\n}\n// -----\n"
        'func.func @g() -> i32 {\n  %c = "test.constant"() {value = 1 : i32} : () -> i32\n'
        "  return %c : i32\n}\n"
    )
    tools = Tools(MLIR_OPT, [str(Path(sys.executable).with_name("passgen-opt"))], FILECHECK)
    (case,) = judge_file(path, tools)
    assert case.verdict == NOT_APPLICABLE
    assert case.chunks == ((True, False), (False, True))
