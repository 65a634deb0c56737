"""`cse`: what it merges and erases, in which scopes, its statistics and preserved analyses."""

from __future__ import annotations

from pathlib import Path

import pytest
from pass_runner import func, preserved_analyses, run

from passgen.runtime.analysis import AnalysisManager
from passgen.runtime.ir import Context, Dialect, OpDefinition, Operation, Trait
from passgen.runtime.ir.dominance import DominanceInfo, PostDominanceInfo
from passgen.runtime.tools.opt import main


def body(*lines: str) -> str:
    return "\n".join(f"    {line}" for line in lines)


def ops_named(text: str, name: str) -> int:
    return text.count(f'"{name}"')


def test_duplicates_merge_and_unused_pure_ops_are_erased() -> None:
    result = run(
        func(
            body(
                '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '%2 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
                '"dummy.use"(%0, %1) : (i32, i32) -> ()',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    assert result.succeeded
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.muli") == 0
    assert '"dummy.use"(%0, %0)' in result.text
    assert (result.statistic("cse", "num_cse"), result.statistic("cse", "num_dce")) == (1, 1)


def test_commutative_operands_match_as_a_multiset_others_in_order() -> None:
    result = run(
        func(
            body(
                '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '%1 = "arith.addi"(%y, %x) : (i32, i32) -> i32',
                '%2 = "arith.subi"(%x, %y) : (i32, i32) -> i32',
                '%3 = "arith.subi"(%y, %x) : (i32, i32) -> i32',
                '"dummy.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.subi") == 2
    assert result.statistic("cse", "num_cse") == 1


def test_side_effecting_and_unregistered_ops_are_kept() -> None:
    result = run(
        func(
            body(
                '"cf.assert"(%c) <{msg = "m"}> : (i1) -> ()',
                '"cf.assert"(%c) <{msg = "m"}> : (i1) -> ()',
                '%0 = "dummy.op"() : () -> i32',
                '%1 = "dummy.op"() : () -> i32',
                '"func.return"() : () -> ()',
            ),
            "(i1) -> ()",
            "%c: i1",
        ),
        "func.func(cse)",
    )
    assert ops_named(result.text, "cf.assert") == 2
    assert ops_named(result.text, "dummy.op") == 2
    assert result.statistic("cse", "num_cse") == result.statistic("cse", "num_dce") == 0


DIAMOND = func(
    body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '"cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()',
        "^bb1:",
        '%1 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '"dummy.use"(%1) : (i32) -> ()',
        '"cf.br"()[^bb3] : () -> ()',
        "^bb2:",
        '%2 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '"dummy.use"(%2) : (i32) -> ()',
        '"cf.br"()[^bb3] : () -> ()',
        "^bb3:",
        '%3 = "arith.addi"(%y, %x) : (i32, i32) -> i32',
        '%4 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '"dummy.use"(%0, %3, %4) : (i32, i32, i32) -> ()',
        '"func.return"() : () -> ()',
    ),
    "(i1, i32, i32) -> ()",
    "%c: i1, %x: i32, %y: i32",
)


def test_multi_block_regions_follow_the_dominator_tree() -> None:
    result = run(DIAMOND, "func.func(cse)")
    # The join block reuses the entry's addi, but not the muli of either branch.
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.muli") == 3
    assert result.statistic("cse", "num_cse") == 1


def test_unreachable_blocks_are_not_visited() -> None:
    result = run(
        func(
            body(
                '"func.return"() : () -> ()',
                "^dead:",
                '%0 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
                '%1 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    assert ops_named(result.text, "arith.muli") == 2


def test_regions_of_unregistered_ops_start_a_fresh_table() -> None:
    result = run(
        func(
            body(
                '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '"dummy.region"() ({',
                '  %1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '  %2 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
                '  "dummy.use"(%1, %2) : (i32, i32) -> ()',
                "}) : () -> ()",
                '"dummy.use"(%0) : (i32) -> ()',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    assert ops_named(result.text, "arith.addi") == 2
    assert result.statistic("cse", "num_cse") == 1


def test_graph_regions_redirect_only_users_not_visited_yet() -> None:
    result = run(
        func(
            body(
                '"dummy.graph"() ({',
                '  %0 = "arith.addi"(%2, %x) : (i32, i32) -> i32',
                '  %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32',
                '  %2 = "arith.muli"(%x, %x) : (i32, i32) -> i32',
                '  "dummy.sink"(%0, %1, %2) : (i32, i32, i32) -> ()',
                "}) : () -> ()",
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    # %0 was visited before %2 was found equal to %1: it keeps reading %2, which stays.
    first, second = (op for op in result.module.walk() if op.op_name == "arith.muli")
    addi = next(op for op in result.module.walk() if op.op_name == "arith.addi")
    sink = next(op for op in result.module.walk() if op.op_name == "dummy.sink")
    assert sink.operands[1:] == [first.result, first.result]
    assert addi.operands[0] is second.result
    assert result.statistic("cse", "num_cse") == 1


def test_the_survivor_takes_a_known_location_from_the_duplicate() -> None:
    result = run(
        func(
            body(
                '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32 loc(unknown)',
                '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32 loc("a.py":3:4)',
                '"dummy.use"(%0, %1) : (i32, i32) -> ()',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
    )
    survivor = next(op for op in result.module.walk() if op.op_name == "arith.addi")
    assert str(survivor.location) == 'loc("a.py":3:4)'


def test_statistics_add_up_over_functions() -> None:
    one = func(
        body(
            '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
            '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
            '"dummy.use"(%0, %1) : (i32, i32) -> ()',
            '"func.return"() : () -> ()',
        )
    )
    functions = one.splitlines(keepends=True)[1:-1]
    two = one.replace(
        "".join(functions), "".join(functions) + "".join(functions).replace('"f"', '"g"')
    )
    assert run(two, "func.func(cse)").statistic("cse", "num_cse") == 2


def _pure_region_context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect("pure", lambda: Dialect("pure", allow_unknown_operations=True))
    context.register_operation(OpDefinition("pure.region", frozenset({Trait.PURE})))
    return context


def test_pure_ops_with_regions_merge_when_their_regions_are_equivalent() -> None:
    region = '"pure.region"(%x) ({{\n    ^bb0(%a: i32):\n      %r = "arith.{}"(%a, %y) : (i32, i32) -> i32\n      "dummy.yield"(%r) : (i32) -> ()\n    }}) : (i32) -> i32'
    result = run(
        func(
            body(
                "%0 = " + region.format("addi"),
                "%1 = " + region.format("addi"),
                "%2 = " + region.format("muli"),
                '"dummy.use"(%0, %1, %2) : (i32, i32, i32) -> ()',
                '"func.return"() : () -> ()',
            )
        ),
        "func.func(cse)",
        context=_pure_region_context(),
    )
    assert ops_named(result.text, "pure.region") == 2
    assert result.statistic("cse", "num_cse") == 1


class _Other:
    def __init__(self, op: Operation, manager: AnalysisManager):
        self.op = op


KINDS = (DominanceInfo, PostDominanceInfo, _Other)


def test_dominance_is_preserved_when_ops_were_erased() -> None:
    assert preserved_analyses(DIAMOND, "cse", KINDS) == {"DominanceInfo", "PostDominanceInfo"}


def test_everything_is_preserved_when_nothing_changed() -> None:
    unchanged = func(body('"dummy.use"(%x) : (i32) -> ()', '"func.return"() : () -> ()'))
    assert preserved_analyses(unchanged, "cse", KINDS) == {
        "DominanceInfo",
        "PostDominanceInfo",
        "_Other",
    }


def test_passgen_opt_runs_cse_as_flag_and_pipeline(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(DIAMOND)
    for flags in (["--cse"], ["-p", "builtin.module(func.func(cse))"]):
        assert main(["--allow-unregistered-dialect", *flags, str(path)]) == 0
        assert capsys.readouterr().out.count(" arith.addi ") == 1
