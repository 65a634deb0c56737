"""The walk driver: post-order over the regions of an op (not the op itself), each op
rewritten at most once, and ops created by rewrites are not visited."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

from rewrite_helpers import Recorder, names, parse

from passgen.runtime.ir import Operation
from passgen.runtime.rewrite import (
    FrozenRewritePatternSet,
    PatternRewriter,
    RewritePattern,
    enable_debug,
    walk_and_apply_patterns,
)

NESTED = (
    '    "test.outer"() ({\n      "test.a"() : () -> ()\n      "test.b"() : () -> ()\n'
    '    }) : () -> ()\n    "test.a"() : () -> ()\n    "func.return"() : () -> ()'
)


def test_post_order_walk_of_the_regions_only() -> None:
    module, function = parse(NESTED)
    recorder = Recorder()
    assert not walk_and_apply_patterns(function, FrozenRewritePatternSet([recorder]))
    assert recorder.seen == ["test.a", "test.b", "test.outer", "test.a", "func.return"]
    assert "func.func" not in recorder.seen


class Duplicate(RewritePattern):
    """Replaces `test.a` by two new `test.a` ops: the greedy driver would loop."""

    def __init__(self) -> None:
        super().__init__("test.a")
        self.count = 0

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.count += 1
        rewriter.create("test.a")
        rewriter.replace_op_with_new_op(op, "test.a")
        return True


def test_new_ops_are_not_revisited() -> None:
    _, function = parse(NESTED)
    duplicate = Duplicate()
    assert walk_and_apply_patterns(function, FrozenRewritePatternSet([duplicate]))
    assert duplicate.count == 2
    assert names(function) == ["test.outer", "test.a", "test.a", "func.return"]


def test_debug_log_lists_visits_and_rewrites() -> None:
    _, function = parse(NESTED)
    stream = io.StringIO()
    enable_debug(["walk-rewriter"])
    try:
        with redirect_stderr(stream):
            walk_and_apply_patterns(function, FrozenRewritePatternSet([Duplicate()]))
    finally:
        enable_debug([])
    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("Visiting op: 'test.a'(#")
    assert lines[1].startswith("** Insert  : 'test.a'(#")
    assert lines[4] == "\tOp matched and rewritten: test.a"
    assert sum(line.startswith("Visiting op") for line in lines) == 5
