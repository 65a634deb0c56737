"""`print-op-stats` and `print-ir`: their reports, and that they change and invalidate nothing."""

from __future__ import annotations

import pytest
from pass_runner import func, preserved_analyses, run

from passgen.runtime.ir import Context, Operation

TEXT = func(
    '    %0 = "arith.addi"(%x, %y) : (i32, i32) -> i32\n'
    '    %1 = "arith.addi"(%0, %y) : (i32, i32) -> i32\n'
    '    "dummy.use"(%1) : (i32) -> ()\n'
    '    "func.return"() : () -> ()'
)


class _Analysis:
    def __init__(self, op: Operation):
        self.op = op


def test_op_stats_table(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(TEXT, "print-op-stats")
    assert result.succeeded
    assert capsys.readouterr().err == (
        "Operations encountered:\n"
        "-----------------------\n"
        "    arith.addi   , 2\n"
        "  builtin.module , 1\n"
        "    dummy.use    , 1\n"
        "     func.func   , 1\n"
        "     func.return , 1\n"
    )


def test_op_stats_json(capsys: pytest.CaptureFixture[str]) -> None:
    run(TEXT, "func.func(print-op-stats{json=true})")
    assert capsys.readouterr().err == (
        '{\n  "arith.addi" : 2,\n  "dummy.use" : 1,\n  "func.func" : 1,\n  "func.return" : 1\n}\n'
    )


@pytest.mark.parametrize("pipeline", ["print-op-stats", "print-ir{label=x}"])
def test_report_passes_change_and_invalidate_nothing(pipeline: str) -> None:
    assert preserved_analyses(TEXT, pipeline, (_Analysis,)) == {"_Analysis"}
    assert run(TEXT, pipeline).text == run(TEXT, "").text


def test_print_ir_dumps_with_header_and_label(capsys: pytest.CaptureFixture[str]) -> None:
    generic = Context(allow_unregistered_dialects=True, print_op_generic=True)
    run(TEXT, "func.func(print-ir),print-ir{label='after all'}", context=generic)
    err = capsys.readouterr().err
    assert err.startswith('// -----// IR Dump //----- //\n"func.func"()')
    assert '}) : () -> ()\n// -----// IR Dump after all //----- //\n"builtin.module"() ({\n' in err
    assert err.endswith("}) : () -> ()\n")
