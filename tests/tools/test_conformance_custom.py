"""Issue 28's custom-form measure (tests/conformance/custom_form.py): how chunks are cut and
classified, how outputs are compared and tabulated, and, against mlir-opt, real verdicts on
chunks of each kind and on FileCheck RUN lines."""

from __future__ import annotations

import sys
from pathlib import Path

from conformance.chunks import (
    Chunk,
    file_chunks,
    has_expected_diagnostics,
    label,
    parsing_flags,
    top_level_ops,
)
from conformance.custom_checks import (
    NA_EXPECTED,
    NA_PLUGIN,
    NA_REJECTED,
    NA_TEST_DIALECT,
    ChunkResult,
    Ran,
    Tools,
    first_difference,
    judge_chunk,
    not_applicable,
)
from conformance.custom_filecheck import BOTH, NOT_APPLICABLE, eligible_runs, judge_filecheck_files
from conformance.custom_form import chunk_table, folder
from mlir_tools import FILECHECK, MLIR_OPT, oracle

GENERIC_FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n'
    "}) : () -> ()\n"
)
ACCEPTED = GENERIC_FUNC
EXPECTED = "func.func @g() {\n  // expected-error@+1 {{x}}\n  return\n}\n"
TEST_DIALECT = '"test.op_with_memread"() : () -> i32\n'
REJECTED = "func.func @h() {\n  arith.no_such_op\n}\n"


def _lit_file(tmp_path: Path, *chunks: str, run: str = "mlir-opt %s -split-input-file") -> Path:
    path = tmp_path / "mlir" / "test" / "Dialect" / "X" / "ops.mlir"
    path.parent.mkdir(parents=True)
    path.write_text(f"// RUN: {run}\n\n" + "// -----\n\n".join(chunks))
    return path


def _tools() -> Tools:
    assert MLIR_OPT is not None
    return Tools([MLIR_OPT], [str(Path(sys.executable).with_name("passgen-opt"))], 60.0)


def test_chunks_keep_their_lines_and_names(tmp_path: Path) -> None:
    path = _lit_file(tmp_path, ACCEPTED, EXPECTED, TEST_DIALECT)
    chunks = file_chunks(path, label(path))
    assert [c.line for c in chunks] == [1, 8, 14]
    assert chunks[1].where == "mlir/test/Dialect/X/ops.mlir:8"
    assert chunks[1].text.splitlines()[7] == "func.func @g() {"
    assert folder(label(path)) == "Dialect/X"
    assert [has_expected_diagnostics(c) for c in chunks] == [False, True, False]


def test_per_op_pieces_keep_their_lines_and_the_aliases() -> None:
    text = (
        "\n#map = affine_map<(d0) -> (d0)>\n"
        'func.func @f(%a: memref<4xf32, #map>) {\n  "x.y"() {s = "}"} : () -> () // {\n'
        "  return\n}\n"
        "\nfunc.func @g() {\n  return\n}\n"
    )
    pieces = top_level_ops(Chunk("t.mlir", 2, text))
    assert [piece.line for piece in pieces] == [3, 8]
    assert all(piece.text.count("\n") == text.count("\n") for piece in pieces)
    assert all("#map = affine_map" in piece.text for piece in pieces)
    assert "@g" not in pieces[0].text and "@f" not in pieces[1].text
    assert pieces[0].text.split("\n")[4] == "  return"


def test_per_op_pieces_continue_over_a_brace_line_and_multiline_aliases() -> None:
    """As X86Vector/roundtrip.mlir writes a function's `{` on its own line, and
    SparseTensor/roundtrip_encoding.mlir and LLVMIR/loop-metadata.mlir aliases over several
    lines."""
    text = (
        "#vec = #llvm.loop_vectorize<\n  disable = false\n>\n"
        "#enc = #sparse_tensor.encoding<{\n  map = (d0) -> (d0 : compressed)\n}>\n"
        "// expected-error below is in a comment after the alias\n"
        "func.func @f(%a: tensor<4xf32, #enc>)\n  -> tensor<4xf32, #enc>\n{\n"
        "  return %a : tensor<4xf32, #enc>\n}\n"
        "func.func @g() {\n  return\n}\n"
    )
    pieces = top_level_ops(Chunk("t.mlir", 1, text))
    assert [piece.line for piece in pieces] == [8, 13]
    assert all("  map = (d0) -> (d0 : compressed)\n}>" in piece.text for piece in pieces)
    assert all("  disable = false\n>" in piece.text for piece in pieces)
    assert "expected-error" not in pieces[1].text
    assert "return %a" in pieces[0].text


def test_parsing_flags_come_from_the_first_run_line() -> None:
    source = (
        "// RUN: mlir-opt -allow-unregistered-dialect %s -split-input-file \\\n"
        "// RUN:   --no-implicit-module | FileCheck %s\n"
        "// RUN: mlir-opt %s --allow-unregistered-dialect=false\n"
    )
    assert parsing_flags(source) == ("--allow-unregistered-dialect", "--no-implicit-module")
    assert parsing_flags("// RUN: mlir-opt %s -canonicalize | FileCheck %s\n") == ()
    assert parsing_flags("func.func @f()\n") == ()


def test_first_difference_names_the_check_and_the_line() -> None:
    same = Ran(0, "a\nb\n", "")
    assert first_difference("generic", same, Ran(0, "a\nb\n", "")) == ""
    assert (
        first_difference("default", same, Ran(0, "a\nc\n", ""))
        == "default: line 2: mlir-opt 'b' vs passgen-opt 'c'"
    )
    assert first_difference("readback", same, Ran(0, "a\n", "")) == (
        "readback: mlir-opt printed 2 lines, passgen-opt 1"
    )
    failed = Ran(1, "", "<stdin>:3:1: error: custom op 'x' is unknown\nmore\n")
    assert first_difference("generic", same, failed) == (
        "generic: passgen-opt failed: <stdin>:3:1: error: custom op 'x' is unknown"
    )


def test_not_applicable_reasons(tmp_path: Path) -> None:
    accepted, expected = file_chunks(_lit_file(tmp_path, ACCEPTED, EXPECTED))
    ok = Ran(0, GENERIC_FUNC, "")
    assert not_applicable(expected, ok) == (NA_EXPECTED, "")
    assert not_applicable(accepted, ok) is None
    rejected = Ran(1, "", "<stdin>:2:3: error: custom op 'arith.no_such_op' is unknown\n")
    assert not_applicable(accepted, rejected) == (NA_REJECTED, rejected.first_error)
    plugin = Ran(1, "", "<stdin>:1:1: error: Dialect `mine' not found for custom op 'mine.x'\n")
    assert not_applicable(accepted, plugin)[0] == NA_PLUGIN  # type: ignore[index]
    uses_test = Ran(0, '%0 = "test.op_with_memread"() : () -> i32\n', "")
    assert not_applicable(accepted, uses_test) == (NA_TEST_DIALECT, '"test.op_with_memread"(')


def test_table_gives_shares_of_applicable_chunks() -> None:
    results = [
        ChunkResult("a.mlir", 1, "Dialect/A", generic=True, default=True, readback=True),
        ChunkResult("a.mlir", 9, "Dialect/A", generic=True, default=False, readback=True),
        ChunkResult("b.mlir", 1, "IR", reason=NA_EXPECTED),
    ]
    table = chunk_table(results).splitlines()
    assert table[2] == "| Dialect/A | 1 | 2 | 2 | 2 (100%) | 1 (50%) | 2 (100%) | 1 (50%) |"
    assert table[3] == "| IR | 1 | 1 | 0 | - | - | - | - |"
    assert table[4] == "| **all** | 2 | 3 | 2 | 2 (100%) | 1 (50%) | 2 (100%) | 1 (50%) |"
    assert f"| {NA_EXPECTED} | 1 |" in table


def test_filecheck_takes_single_mlir_opt_runs_into_filecheck() -> None:
    source = (
        "// RUN: mlir-opt %s -canonicalize | FileCheck %s\n"
        "// RUN: mlir-opt %s | mlir-opt -cse | FileCheck %s\n"
        "// RUN: not mlir-opt %s -cse 2>&1 | FileCheck %s\n"
        "// RUN: mlir-opt %s -cse\n"
        "// RUN: mlir-opt -cse %s -split-input-file | FileCheck %s --check-prefix=X\n"
    )
    assert [run.line for run in eligible_runs(source)] == [1, 5]


@oracle("mlir-opt")
def test_verdicts_on_chunks_of_each_kind(tmp_path: Path) -> None:
    path = _lit_file(tmp_path, ACCEPTED, EXPECTED, TEST_DIALECT, REJECTED)
    chunks = file_chunks(path, label(path))
    results = [
        judge_chunk(c, "Dialect/X", ("--allow-unregistered-dialect",), _tools()) for c in chunks
    ]
    accepted, expected, test_dialect, rejected = results
    assert accepted.applicable and accepted.generic and accepted.readback
    assert accepted.default or accepted.difference.startswith("default: ")
    assert (expected.reason, test_dialect.reason) == (NA_EXPECTED, NA_TEST_DIALECT)
    assert rejected.reason == NA_REJECTED
    assert "custom op 'arith.no_such_op' is unknown" in rejected.detail


@oracle("mlir-opt", "FileCheck")
def test_filecheck_verdicts(tmp_path: Path) -> None:
    path = tmp_path / "canonicalize.mlir"
    path.write_text(
        "// RUN: mlir-opt %s -canonicalize | FileCheck %s\n"
        "// RUN: mlir-opt %s --affine-loop-fusion | FileCheck %s\n"
        "// RUN: mlir-opt %s --no-such-pass-in-mlir-opt | FileCheck %s\n"
        f"// CHECK: return\n{GENERIC_FUNC}"
    )
    assert FILECHECK is not None
    verdicts = [(r.line, r.verdict) for r in judge_filecheck_files([path], _tools(), FILECHECK)]
    assert verdicts == [(1, BOTH), (2, NOT_APPLICABLE), (3, NOT_APPLICABLE)]
    details = [r.detail for r in judge_filecheck_files([path], _tools(), FILECHECK)]
    assert details[1].endswith(": affine-loop-fusion")
    assert details[2] == "mlir-opt 22 rejects its flags or passes"
