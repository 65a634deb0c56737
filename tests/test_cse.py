"""`cse`: what it merges and erases, in which scopes, its statistics and preserved analyses."""

from __future__ import annotations

from pass_runner import func, run

from passgen.runtime.analysis import AnalysisManager
from passgen.runtime.dominance import DominanceInfo, PostDominanceInfo
from passgen.runtime.ir import Context, Dialect, OpDefinition, Operation, Trait
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.asm import parse_source
from passgen.runtime.transforms.cse import CSE


def body(*lines: str) -> str:
    return "\n".join(f"    {line}" for line in lines)


def ops_named(text: str, name: str) -> int:
    return text.count(f'"{name}"')


def test_duplicates_merge_and_unused_pure_ops_are_erased() -> None:
    result = run(func(body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '%2 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '"dummy.use"(%0, %1) : (i32, i32) -> ()',
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    assert result.succeeded
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.muli") == 0
    assert '"dummy.use"(%0, %0)' in result.text
    assert (result.statistic("cse", "num_cse"), result.statistic("cse", "num_dce")) == (1, 1)


def test_commutative_operands_match_as_a_multiset_others_in_order() -> None:
    result = run(func(body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '%1 = "arith.addi"(%y, %x) : (i32, i32) -> i32',
        '%2 = "arith.subi"(%x, %y) : (i32, i32) -> i32',
        '%3 = "arith.subi"(%y, %x) : (i32, i32) -> i32',
        '"dummy.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()',
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.subi") == 2
    assert result.statistic("cse", "num_cse") == 1


def test_side_effecting_and_unregistered_ops_are_kept() -> None:
    result = run(func(body(
        '"cf.assert"(%c) <{msg = "m"}> : (i1) -> ()',
        '"cf.assert"(%c) <{msg = "m"}> : (i1) -> ()',
        '%0 = "dummy.op"() : () -> i32',
        '%1 = "dummy.op"() : () -> i32',
        '"func.return"() : () -> ()',
    ), "(i1) -> ()", "%c: i1"), "func.func(cse)")
    assert ops_named(result.text, "cf.assert") == 2
    assert ops_named(result.text, "dummy.op") == 2
    assert result.statistic("cse", "num_cse") == result.statistic("cse", "num_dce") == 0


DIAMOND = func(body(
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
), "(i1, i32, i32) -> ()", "%c: i1, %x: i32, %y: i32")


def test_multi_block_regions_follow_the_dominator_tree() -> None:
    result = run(DIAMOND, "func.func(cse)")
    # The join block reuses the entry's addi, but not the muli of either branch.
    assert ops_named(result.text, "arith.addi") == 1
    assert ops_named(result.text, "arith.muli") == 3
    assert result.statistic("cse", "num_cse") == 1


def test_unreachable_blocks_are_not_visited() -> None:
    result = run(func(body(
        '"func.return"() : () -> ()',
        "^dead:",
        '%0 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '%1 = "arith.muli"(%x, %y) : (i32, i32) -> i32',
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    assert ops_named(result.text, "arith.muli") == 2


def test_regions_of_unregistered_ops_start_a_fresh_table() -> None:
    result = run(func(body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '"dummy.region"() ({',
        '  %1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '  %2 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '  "dummy.use"(%1, %2) : (i32, i32) -> ()',
        "}) : () -> ()",
        '"dummy.use"(%0) : (i32) -> ()',
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    assert ops_named(result.text, "arith.addi") == 2
    assert result.statistic("cse", "num_cse") == 1


def test_graph_regions_redirect_only_users_not_visited_yet() -> None:
    result = run(func(body(
        '"dummy.graph"() ({',
        '  %0 = "arith.addi"(%2, %x) : (i32, i32) -> i32',
        '  %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32',
        '  %2 = "arith.muli"(%x, %x) : (i32, i32) -> i32',
        '  "dummy.sink"(%0, %1, %2) : (i32, i32, i32) -> ()',
        "}) : () -> ()",
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    # %0 was visited before %2 was found equal to %1: it keeps reading %2, which stays.
    first, second = (op for op in result.module.walk() if op.op_name == "arith.muli")
    addi = next(op for op in result.module.walk() if op.op_name == "arith.addi")
    sink = next(op for op in result.module.walk() if op.op_name == "dummy.sink")
    assert sink.operands[1:] == [first.result, first.result]
    assert addi.operands[0] is second.result
    assert result.statistic("cse", "num_cse") == 1


def test_the_survivor_takes_a_known_location_from_the_duplicate() -> None:
    result = run(func(body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32 loc(unknown)',
        '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32 loc("a.py":3:4)',
        '"dummy.use"(%0, %1) : (i32, i32) -> ()',
        '"func.return"() : () -> ()',
    )), "func.func(cse)")
    survivor = next(op for op in result.module.walk() if op.op_name == "arith.addi")
    assert str(survivor.location) == 'loc("a.py":3:4)'


def test_statistics_add_up_over_functions() -> None:
    one = body(
        '%0 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '%1 = "arith.addi"(%x, %y) : (i32, i32) -> i32',
        '"dummy.use"(%0, %1) : (i32, i32) -> ()',
        '"func.return"() : () -> ()',
    )
    text = func(one).replace('}) : () -> ()\n}) : () -> ()', '}) : () -> ()\n' + func(one).split("\n", 1)[1].replace('"f"', '"g"'), 1)
    result = run(text, "func.func(cse)")
    assert result.statistic("cse", "num_cse") == 2


def _pure_region_context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect("pure", lambda: Dialect("pure", allow_unknown_operations=True))
    context.register_operation(OpDefinition("pure.region", frozenset({Trait.PURE})))
    return context


def test_pure_ops_with_regions_merge_when_their_regions_are_equivalent() -> None:
    region = '"pure.region"(%x) ({{\n    ^bb0(%a: i32):\n      %r = "arith.{}"(%a, %y) : (i32, i32) -> i32\n      "dummy.yield"(%r) : (i32) -> ()\n    }}) : (i32) -> i32'
    result = run(func(body(
        "%0 = " + region.format("addi"),
        "%1 = " + region.format("addi"),
        "%2 = " + region.format("muli"),
        '"dummy.use"(%0, %1, %2) : (i32, i32, i32) -> ()',
        '"func.return"() : () -> ()',
    )), "func.func(cse)", context=_pure_region_context())
    assert ops_named(result.text, "pure.region") == 2
    assert result.statistic("cse", "num_cse") == 1


class _Analyses(Pass):
    """Computes (`compute`) or records the cached (otherwise) analyses of each function."""

    anchor = "func.func"

    def __init__(self, compute: bool, seen: list[set[str]] | None = None):
        super().__init__()
        self.compute = compute
        self.seen = seen

    def run_on_operation(self) -> None:
        kinds = (DominanceInfo, PostDominanceInfo, _Other)
        if self.compute:
            for kind in kinds:
                self.get_analysis(kind)
        else:
            assert self.seen is not None
            self.seen.append({k.__name__ for k in kinds if self.get_cached_analysis(k) is not None})
        self.mark_all_analyses_preserved()


class _Other:
    def __init__(self, op: Operation, manager: AnalysisManager):
        self.op = op


def _preserved_after_cse(text: str) -> set[str]:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context)
    seen: list[set[str]] = []
    pm = PassManager(context)
    functions = pm.nest("func.func")
    for pass_ in (_Analyses(True), CSE(), _Analyses(False, seen)):
        functions.add_pass(pass_)
    assert pm.run(module)
    return seen[0]


def test_dominance_is_preserved_when_ops_were_erased() -> None:
    assert _preserved_after_cse(DIAMOND) == {"DominanceInfo", "PostDominanceInfo"}


def test_everything_is_preserved_when_nothing_changed() -> None:
    unchanged = func(body('"dummy.use"(%x) : (i32) -> ()', '"func.return"() : () -> ()'))
    assert _preserved_after_cse(unchanged) == {"DominanceInfo", "PostDominanceInfo", "_Other"}


def test_passgen_opt_runs_cse_as_flag_and_pipeline(tmp_path, capsys) -> None:
    from passgen.runtime.tools.opt import main

    path = tmp_path / "in.mlir"
    path.write_text(DIAMOND)
    for flags in (["--cse"], ["-p", "builtin.module(func.func(cse))"]):
        assert main(["--allow-unregistered-dialect", *flags, str(path)]) == 0
        assert capsys.readouterr().out.count('"arith.addi"') == 1
