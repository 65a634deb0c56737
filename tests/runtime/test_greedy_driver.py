"""The greedy driver's behaviour as the seed describes it: worklist order, folding,
dead-op removal, iteration and rewrite limits, scope, strictness, listener
notifications, unbounded-recursion detection and the `greedy-rewriter` debug log."""

from __future__ import annotations

import io
from collections.abc import Sequence
from contextlib import redirect_stderr
from typing import Any

import pytest
from rewrite_helpers import Recorder, body_text, names, parse

from passgen.runtime.ir import Location, Operation, StringAttr, Value
from passgen.runtime.rewrite import (
    NO_LIMIT,
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    GreedyRewriteResult,
    PatternRewriter,
    RegionSimplification,
    RewritePattern,
    RewriterListener,
    Strictness,
    apply_op_patterns_greedily,
    apply_patterns_greedily,
    enable_debug,
)
from passgen.runtime.rewrite.greedy_driver import GreedyPatternRewriteDriver, _seed_region
from passgen.runtime.rewrite.operation_folder import OperationFolder

FLAT = "\n".join(f'    "test.{n}"() : () -> ()' for n in "abc") + '\n    "func.return"() : () -> ()'


def run(function: Operation, *patterns: RewritePattern, **config: Any) -> GreedyRewriteResult:
    return apply_patterns_greedily(
        function, FrozenRewritePatternSet(patterns), GreedyRewriteConfig(**config)
    )


@pytest.mark.parametrize(
    ("top_down", "order"),
    [
        (True, ["test.a", "test.b", "test.c", "func.return"]),
        (False, ["func.return", "test.c", "test.b", "test.a"]),
    ],
)
def test_initial_worklist_order(top_down: bool, order: list[str]) -> None:
    _, function = parse(FLAT)
    recorder = Recorder()
    result = run(function, recorder, use_top_down_traversal=top_down)
    assert recorder.seen == order
    assert result.converged and not result.changed


def test_nested_ops_top_down_is_pre_order_bottom_up_reverses_post_order() -> None:
    body = (
        '    "test.outer"() ({\n      "test.inner"() : () -> ()\n    }) : () -> ()\n'
        '    "func.return"() : () -> ()'
    )
    _, function = parse(body)
    top_down, bottom_up = Recorder(), Recorder()
    run(function, top_down, use_top_down_traversal=True)
    run(function, bottom_up, use_top_down_traversal=False)
    assert top_down.seen == ["test.outer", "test.inner", "func.return"]
    assert bottom_up.seen == ["func.return", "test.outer", "test.inner"]


ARITH = """    %0 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()"""


def test_folding_materializes_and_hoists_constants_and_removes_dead_ops() -> None:
    _, function = parse(ARITH, "(i32) -> i32")
    result = run(function)
    assert body_text(function) == [
        '%0 = "arith.constant"() <{value = 42 : i32}> : () -> i32',
        '%1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32',
        '"func.return"(%1) : (i32) -> ()',
    ]
    assert result.converged and result.changed


def test_folding_can_be_turned_off() -> None:
    _, function = parse(ARITH, "(i32) -> i32")
    run(function, fold=False)
    assert names(function) == [
        "arith.constant",
        "arith.constant",
        "arith.muli",
        "arith.addi",
        "func.return",
    ]  # only the dead subi went


def test_unregistered_ops_are_never_trivially_dead() -> None:
    _, function = parse('    %0 = "test.unknown"() : () -> i32\n    "func.return"() : () -> ()')
    run(function)
    assert names(function) == ["test.unknown", "func.return"]


class Bump(RewritePattern):
    """Increments a counter attribute on `test.a` forever (bounded per application)."""

    def __init__(self, bounded: bool = True):
        super().__init__("test.a")
        self.has_bounded_rewrite_recursion = bounded
        self.count = 0

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.count += 1
        rewriter.modify_op_in_place(
            op, lambda: op.attributes.__setitem__("n", StringAttr(str(self.count)))
        )
        return True


def test_max_num_rewrites_bounds_each_iteration_and_max_iterations_the_whole() -> None:
    _, function = parse(FLAT)
    bump = Bump()
    result = run(function, bump, max_num_rewrites=5, max_iterations=3)
    assert bump.count == 15
    assert not result.converged and result.changed


def test_no_limit_on_iterations_runs_to_the_fixed_point() -> None:
    class Once(RewritePattern):
        def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
            if "done" in op.attributes:
                return False
            rewriter.modify_op_in_place(
                op, lambda: op.attributes.__setitem__("done", StringAttr(""))
            )
            return True

    _, function = parse(FLAT)
    result = run(function, Once("test.b"), max_iterations=NO_LIMIT)
    assert result.converged and result.changed


class Replace(RewritePattern):
    """Replaces `test.<source>` with a new `test.<target>` (results forwarded)."""

    def __init__(self, source: str, target: str):
        super().__init__(f"test.{source}", generated_ops=(f"test.{target}",))
        self.target = f"test.{target}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        rewriter.replace_op_with_new_op(
            op, self.target, list(op.operands), [r.type for r in op.results]
        )
        return True


def test_unbounded_recursion_is_detected_and_stopped() -> None:
    _, function = parse(FLAT)
    forever = Replace("a", "a")
    forever.debug_name = "Forever"
    log = Log()
    result = run(function, forever, max_pattern_recursion=5, listener=log)
    assert result.recursive_patterns == ["Forever"]
    assert log.events.count("insert test.a") == 5  # then it was refused
    assert result.converged and result.changed


def test_bounded_recursion_is_allowed_up_to_the_rewrite_limit() -> None:
    _, function = parse(FLAT)
    forever = Replace("a", "a")
    forever.set_has_bounded_rewrite_recursion()
    result = run(function, forever, max_num_rewrites=20, max_iterations=1)
    assert result.recursive_patterns == [] and not result.converged


def test_recursion_through_another_pattern_is_recursion_too() -> None:
    _, function = parse(FLAT)
    there, back = Replace("a", "x"), Replace("x", "a")
    there.debug_name, back.debug_name = "There", "Back"
    result = run(function, there, back, max_pattern_recursion=3)
    assert result.recursive_patterns == ["There"]


class Log(RewriterListener):
    def __init__(self) -> None:
        self.events: list[str] = []

    def notify_operation_inserted(self, op: Operation) -> None:
        self.events.append(f"insert {op.name.name}")

    def notify_operation_modified(self, op: Operation) -> None:
        self.events.append(f"modify {op.name.name}")

    def notify_operation_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        self.events.append(f"replace {op.name.name}")

    def notify_operation_erased(self, op: Operation) -> None:
        self.events.append(f"erase {op.name.name}")

    def notify_match_failure(self, location: Location, reason: str) -> None:
        self.events.append(f"failure {reason}")

    def notify_pattern_begin(self, pattern: RewritePattern, op: Operation) -> None:
        self.events.append(f"begin {pattern.debug_name} on {op.name.name}")

    def notify_pattern_end(self, pattern: RewritePattern, succeeded: bool) -> None:
        self.events.append(f"end {pattern.debug_name} {succeeded}")


class Explain(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return rewriter.notify_match_failure(op, "not today")


def test_listener_sees_every_change_and_pattern() -> None:
    body = (
        '    %0 = "test.a"() : () -> i32\n    "test.use"(%0) : (i32) -> ()\n'
        '    "func.return"() : () -> ()'
    )
    _, function = parse(body)
    replace = Replace("a", "b")
    replace.debug_name = "AtoB"
    explain = Explain("test.use")
    explain.debug_name = "Explain"
    log = Log()
    run(function, replace, explain, listener=log, max_iterations=1, use_top_down_traversal=True)
    assert log.events == [
        "begin AtoB on test.a",
        "insert test.b",
        "replace test.a",
        "modify test.use",
        "erase test.a",
        "end AtoB True",
        "begin Explain on test.use",
        "failure not today",
        "end Explain False",
    ]


@pytest.mark.parametrize(
    ("strictness", "visited"),
    [
        (Strictness.ANY_OP, ["test.b", "test.new"]),
        (Strictness.EXISTING_AND_NEW_OPS, ["test.new"]),
        (Strictness.EXISTING_OPS, []),
    ],
)
def test_strictness_decides_which_ops_enter_the_worklist(
    strictness: Strictness, visited: list[str]
) -> None:
    """Replacing `test.a` inserts `test.new` and modifies the user `test.b`."""
    body = (
        '    %0 = "test.a"() : () -> i32\n    "test.b"(%0) : (i32) -> ()\n'
        '    "func.return"() : () -> ()'
    )
    _, function = parse(body)
    first = function.regions[0].blocks[0].first_op
    assert first is not None
    recorder = Recorder()
    recorder.benefit = 0
    patterns = FrozenRewritePatternSet([Replace("a", "new"), recorder])
    apply_op_patterns_greedily([first], patterns, GreedyRewriteConfig(strictness=strictness))
    assert recorder.seen == visited


def test_op_based_driver_reports_erased_ops() -> None:
    _, function = parse(ARITH, "(i32) -> i32")
    ops = list(function.regions[0].blocks[0])
    result = apply_op_patterns_greedily([ops[4]], FrozenRewritePatternSet())
    assert result.all_erased and result.changed and result.converged
    result = apply_op_patterns_greedily([ops[3]], FrozenRewritePatternSet())
    assert not result.all_erased


def test_scope_keeps_outside_ops_off_the_worklist() -> None:
    body = (
        '    "test.region"() ({\n      %0 = "test.a"() : () -> i32\n'
        '      "test.use"(%0) : (i32) -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()'
    )
    _, function = parse(body)
    region_op = function.regions[0].blocks[0].first_op
    assert region_op is not None
    inner = region_op.regions[0].blocks[0].first_op
    recorder = Recorder()
    recorder.benefit = 0
    patterns = FrozenRewritePatternSet([Replace("a", "b"), recorder])
    apply_op_patterns_greedily([inner], patterns, GreedyRewriteConfig(scope=region_op.regions[0]))  # type: ignore[list-item]
    assert "test.region" not in recorder.seen and "test.use" in recorder.seen


def test_region_simplification_erases_dead_blocks_and_arguments() -> None:
    body = (
        '    "cf.br"(%arg0)[^bb1] : (i32) -> ()\n  ^bb1(%1: i32):\n'
        '    "cf.br"()[^bb3] : () -> ()\n  ^bb2:\n    "cf.br"()[^bb3] : () -> ()\n'
        '  ^bb3:\n    "test.keep"() : () -> ()\n    "func.return"() : () -> ()'
    )
    _, function = parse(body, "(i32) -> ()")
    region = function.regions[0]
    run(function, region_simplification=RegionSimplification.DISABLED)
    assert len(region.blocks) == 3  # unreachable ^bb2 always goes
    assert len(region.blocks[1].arguments) == 1
    run(function)
    assert len(region.blocks) == 3 and not region.blocks[1].arguments
    assert body_text(function)[0] == '"cf.br"()[^bb1] : () -> ()'


def test_debug_log_is_a_tree_of_what_happened() -> None:
    _, function = parse(ARITH, "(i32) -> i32")
    stream = io.StringIO()
    enable_debug(["greedy-rewriter"])
    try:
        with redirect_stderr(stream):
            run(function, Explain.create("func.return"), max_iterations=1)
    finally:
        enable_debug([])
    log = stream.getvalue()
    muli = log[log.index("Processing operation : 'arith.muli'") :]
    lines = muli.splitlines()
    assert lines[0].endswith(") {")
    # values named as the custom form names them (`arith.constant`'s)
    assert lines[1] == "  %0 = arith.muli %c6_i32, %c7_i32 : i32"
    assert lines[3:5] == [
        "} -> success : operation was folded",
        "//===-------------------------------------------===//",
    ]
    assert lines[5].startswith("** Insert  : 'arith.constant'(#")
    assert "} -> success : operation was folded" in log
    assert "} -> success : operation is trivially dead" in log
    assert (
        "  * Pattern Explain : 'func.return -> ()' {\n    ** Match Failure : not today\n"
        "  } -> failure : pattern failed to match\n} -> failure : all patterns failed to match"
        in log
    )


NESTED = """    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "test.outer"() ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.a"(%1) : (i32) -> ()
      "test.mid"() ({
        "test.b"() : () -> ()
        "test.inner"() ({
          %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          "test.c"(%2, %3) : (i32, i32) -> ()
        }) : () -> ()
        "test.d"() : () -> ()
      }) : () -> ()
      "test.e"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()"""


@pytest.mark.parametrize("top_down", [True, False])
@pytest.mark.parametrize("strictness", [Strictness.ANY_OP, Strictness.EXISTING_OPS])
def test_seeding_queues_as_adding_each_op_with_all_its_ancestors(
    top_down: bool, strictness: Strictness
) -> None:
    """Seeding stops going up at ancestors it queued already: the worklist is the one
    adding each op with every ancestor gives (constants uniqued on the way)."""
    queues = []
    for shortcut in (True, False):
        _, function = parse(NESTED)
        region = function.regions[0]
        config = GreedyRewriteConfig(use_top_down_traversal=top_down, strictness=strictness)
        driver = GreedyPatternRewriteDriver(
            function.context, FrozenRewritePatternSet(), config, region
        )
        if strictness is not Strictness.ANY_OP:
            driver.filtered.update(op for op in function.walk() if op is not function)
        if not shortcut:

            def add_one_by_one(
                op: Operation,
                walked: set[Operation] | None = None,
                driver: GreedyPatternRewriteDriver = driver,
            ) -> None:
                GreedyPatternRewriteDriver.add_to_worklist(driver, op)

            driver.add_to_worklist = add_one_by_one  # type: ignore[method-assign]
        _seed_region(driver, region, OperationFolder(driver.rewriter))
        position = {op: index for index, op in enumerate(function.walk())}
        queues.append(
            [(op.name.name, position[op]) for op in driver.worklist._list if op is not None]
        )
    assert queues[0] == queues[1]
    assert len(queues[0]) == 12  # all but %3, which %2 stands for
