"""The maintainer's report of why upstream ops have no custom form
(tests/conformance/format_refusals.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conformance.format_refusals import CPP, main, refusal, refusals, usage


def test_every_refused_op_has_one_reason_and_hand_written_forms_are_left_out() -> None:
    total, by_reason = refusals()
    names = [name for names in by_reason.values() for name in names]
    assert len(names) == len(set(names)) < total
    assert "scf.for" not in names and "arith.addi" not in names  # hand-written, declarative
    assert "arith.select" not in names and "shape.reduce" not in names  # hand-written
    assert "async.execute" not in names and "nvvm.mma.sp.sync" in by_reason[CPP]


def test_a_compiling_op_has_no_reason() -> None:
    assert refusal("arith.addi", {"format": "$lhs attr-dict"}, {}) is not None
    from passgen.runtime.asm.format.plan import FORMATS
    from passgen.runtime.ir import json_blocks

    tables = json_blocks.block(FORMATS, "arith")
    assert refusal("arith.addi", tables["addi"], tables) is None


def test_usage_counts_op_names_in_mlir_files(tmp_path: Path) -> None:
    (tmp_path / "a.mlir").write_text("%0 = arith.addi %a, %b : i32\n%1 = arith.addi %0, %0 : i32")
    assert usage([tmp_path])["arith.addi"] == 2


def test_the_report_prints_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--top", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(tuple("0123456789")) and "ops with a custom form" in lines[0]
    assert len(lines) == 5
