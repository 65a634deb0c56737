"""Patterns, pattern sets, filtering and the applicator's cost model (the seed's
"Defining Patterns", "Pattern Filtering" and "Pattern Application and Cost Model")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from rewrite_helpers import parse

from passgen.runtime.ir import Operation, StringAttr
from passgen.runtime.rewrite import (
    MATCH_ANY_OP,
    FrozenRewritePatternSet,
    FunctionPattern,
    PatternApplicator,
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)
from passgen.runtime.rewrite.pattern import MAX_BENEFIT


class Tagging(RewritePattern):
    """Sets `tag = <name>` on `test.a` ops without one (match + rewrite hooks)."""

    def __init__(self, name: str = "tagging", benefit: int = 1, root: str = "test.a"):
        super().__init__(root, benefit)
        self.name = name

    def initialize(self) -> None:
        self.add_debug_labels("TaggingPatterns")

    def match(self, op: Operation) -> bool:
        return "tag" not in op.attributes

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rewriter.modify_op_in_place(
            op, lambda: op.attributes.__setitem__("tag", StringAttr(self.name))
        )


def test_create_runs_initialize_and_names_the_pattern_after_its_class() -> None:
    pattern = Tagging.create(name="x", benefit=3)
    assert (pattern.debug_name, pattern.debug_labels, pattern.benefit) == (
        "Tagging",
        ["TaggingPatterns"],
        3,
    )
    assert pattern.root == "test.a" and not pattern.has_bounded_rewrite_recursion


def test_match_any_must_be_explicit_and_benefits_are_16_bit() -> None:
    with pytest.raises(TypeError, match="root is an op name or MATCH_ANY_OP"):
        RewritePattern(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"benefit 65536 is outside 0\.\.65535"):
        RewritePattern("test.a", 65536)
    assert RewritePattern(MATCH_ANY_OP).root is None


def test_a_pattern_without_hooks_says_so() -> None:
    _, function = parse('    "test.a"() : () -> ()')
    with pytest.raises(NotImplementedError, match="implements neither match nor match_and_rewrite"):
        RewritePattern("test.a").match_and_rewrite(function, PatternRewriter(function.context))


def test_function_patterns_take_the_function_name() -> None:
    def fold_nothing(op: Operation, rewriter: PatternRewriter) -> bool:
        return False

    assert FunctionPattern("test.a", fold_nothing).debug_name == "fold_nothing"


def _pattern(
    name: str, labels: tuple[str, ...] = (), benefit: int = 1, root: object = "test.a"
) -> RewritePattern:
    pattern = RewritePattern(root, benefit)  # type: ignore[arg-type]
    pattern.set_debug_name(name)
    pattern.add_debug_labels(*labels)
    return pattern


def test_add_and_add_with_label() -> None:
    patterns = RewritePatternSet()
    patterns.add(Tagging, name="n")
    patterns.add_with_label("Group", _pattern("p1"), Tagging)
    assert [p.debug_name for p in patterns] == ["Tagging", "p1", "Tagging"]
    assert [p.debug_labels for p in patterns][1:] == [["Group"], ["TaggingPatterns", "Group"]]
    with pytest.raises(TypeError, match="constructor arguments apply to pattern classes"):
        patterns.add(_pattern("p2"), benefit=2)


FILTER_CASES = [
    # disabled, enabled, kept
    ((), (), ["a", "b", "c"]),
    (("a",), (), ["b", "c"]),
    (("L1",), (), ["c"]),
    ((), ("b",), ["b"]),
    ((), ("L1",), ["a", "b"]),
    (("a",), ("L1",), ["b"]),  # disabled wins
    (("L2",), ("L2", "a"), ["a"]),
    (("zzz",), ("zzz",), []),
]


@pytest.mark.parametrize(("disabled", "enabled", "kept"), FILTER_CASES)
def test_filtering_by_debug_name_or_label(
    disabled: tuple[str, ...], enabled: tuple[str, ...], kept: list[str]
) -> None:
    patterns = [
        _pattern("a", ("L1",)),
        _pattern("b", ("L1", "L2")),
        _pattern("c", root=MATCH_ANY_OP),
    ]
    frozen = FrozenRewritePatternSet(patterns, disabled, enabled)
    assert sorted(p.debug_name for p in frozen) == kept
    assert len(frozen) == len(kept)


class Named(RewritePattern):
    """Records its attempts in a shared log and matches when `result` says so."""

    def __init__(
        self, name: str, benefit: int, log: list[str], result: bool = False, root: object = "test.a"
    ):
        super().__init__(root, benefit)  # type: ignore[arg-type]
        self.debug_name = name
        self.log = log
        self.result = result

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        assert rewriter.insertion_op is op  # the applicator inserts before the root
        self.log.append(self.debug_name)
        return self.result


def _apply(
    patterns: Sequence[RewritePattern],
    cost_model: Callable[[RewritePattern], int] | None = None,
    **callbacks: Any,
) -> bool:
    _, function = parse('    "test.a"() : () -> ()\n    "func.return"() : () -> ()')
    op = function.regions[0].blocks[0].first_op
    assert op is not None
    applicator = PatternApplicator(FrozenRewritePatternSet(patterns))
    if cost_model is None:
        applicator.apply_default_cost_model()
    else:
        applicator.apply_cost_model(cost_model)
    return applicator.match_and_rewrite(op, PatternRewriter(op.context), **callbacks)


def test_higher_benefit_first_ties_in_insertion_order_specific_before_any() -> None:
    log: list[str] = []
    patterns = [
        Named("low", 1, log),
        Named("any2", 2, log, root=MATCH_ANY_OP),
        Named("high", 3, log),
        Named("two", 2, log),
        Named("other", 9, log, root="test.b"),
    ]
    assert not _apply(patterns)
    assert log == ["high", "two", "any2", "low"]


def test_the_first_match_stops_the_search() -> None:
    log: list[str] = []
    assert _apply([Named("a", 2, log), Named("b", 2, log, result=True), Named("c", 1, log)])
    assert log == ["a", "b"]


def test_a_cost_model_reorders_and_max_benefit_disables() -> None:
    log: list[str] = []
    patterns = [Named("a", 1, log), Named("b", 2, log), Named("c", 3, log)]
    ranks = {"a": 5, "b": MAX_BENEFIT, "c": 1}
    assert not _apply(patterns, cost_model=lambda p: ranks[p.debug_name])
    assert log == ["a", "c"]


def test_callbacks_can_veto_and_observe() -> None:
    log: list[str] = []
    events: list[str] = []

    def on_success(pattern: RewritePattern) -> bool:
        events.append("ok " + pattern.debug_name)
        return pattern.debug_name == "c"  # "b" matched, but is turned into a failure

    patterns = [
        Named("a", 3, log),
        Named("b", 2, log, result=True),
        Named("c", 1, log, result=True),
    ]
    matched = _apply(
        patterns,
        can_apply=lambda p: p.debug_name != "a",
        on_failure=lambda p: events.append("fail " + p.debug_name),
        on_success=on_success,
    )
    assert matched and log == ["b", "c"]
    assert events == ["ok b", "fail b", "ok c"]
