"""The base of the tensor dialect's canonicalization patterns: a pattern rooted on one
`tensor` op, named as MLIR's C++ class (`OpRewritePattern<Op>`)."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern


class OpPattern(RewritePattern):
    """A pattern on `tensor.<ROOT>` whose debug name is its class's (the C++ pattern's)."""

    ROOT = ""

    def __init__(self) -> None:
        super().__init__(f"tensor.{self.ROOT}")
        self.debug_name = type(self).__name__
