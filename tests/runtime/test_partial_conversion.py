"""The partial-conversion driver: illegal ops are visited pre-order, parents before the
ops they hold; the illegal ops a rewrite creates are converted right after it; an op that
folds is replaced by its fold, not rewritten; an illegal op no pattern converts fails the
conversion with MLIR's error; legal ops are left alone."""

from __future__ import annotations

from rewrite_helpers import body_text, names, parse

from passgen.runtime.ir import Diagnostic, Operation
from passgen.runtime.rewrite import (
    FrozenRewritePatternSet,
    PatternRewriter,
    RewritePattern,
    apply_partial_conversion,
)

NESTED = (
    '    "test.outer"() ({\n      "test.inner"() : () -> ()\n'
    '    }) : () -> ()\n    "test.inner"() : () -> ()\n    "func.return"() : () -> ()'
)


class Lower(RewritePattern):
    """`test.<x>` becomes `test.lowered_<x>` (its regions dropped); `test.outer` first
    creates a `test.inner`, itself illegal."""

    def __init__(self, root: str, seen: list[str]):
        super().__init__(root)
        self.seen = seen

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.seen.append(op.name.name)
        if op.name.name == "test.outer":
            rewriter.create("test.inner")
        short = op.name.name.removeprefix("test.")
        rewriter.replace_op_with_new_op(op, f"test.lowered_{short}")
        return True


def _illegal(op: Operation) -> bool:
    return op.name.name in ("test.outer", "test.inner")


def _patterns(seen: list[str]) -> FrozenRewritePatternSet:
    return FrozenRewritePatternSet([Lower("test.outer", seen), Lower("test.inner", seen)])


def test_pre_order_and_created_ops_converted_right_after_their_rewrite() -> None:
    _, function = parse(NESTED)
    seen: list[str] = []
    assert apply_partial_conversion(function, _patterns(seen), _illegal)
    # The outer op's rewrite erased the inner op it held, so that one is not visited.
    assert seen == ["test.outer", "test.inner", "test.inner"]
    assert names(function) == [
        "test.lowered_inner",
        "test.lowered_outer",
        "test.lowered_inner",
        "func.return",
    ]


def test_an_op_that_folds_is_replaced_by_its_fold() -> None:
    body = (
        '    %0 = "arith.maxsi"(%arg0, %arg0) : (i32, i32) -> i32\n'
        '    "func.return"(%0) : (i32) -> ()'
    )
    _, function = parse(body, "(i32) -> i32")
    seen: list[str] = []
    patterns = FrozenRewritePatternSet([Lower("arith.maxsi", seen)])
    assert apply_partial_conversion(function, patterns, lambda op: op.name.name == "arith.maxsi")
    assert seen == []
    assert body_text(function) == ['"func.return"(%arg0) : (i32) -> ()']


def test_an_illegal_op_no_pattern_converts_fails_with_mlir_error() -> None:
    _, function = parse(NESTED)
    reported: list[Diagnostic] = []
    function.context.diagnostic_handlers.append(reported.append)
    assert not apply_partial_conversion(function, FrozenRewritePatternSet([]), _illegal)
    assert reported[0].message == (
        "failed to legalize operation 'test.outer' that was explicitly marked illegal"
    )
