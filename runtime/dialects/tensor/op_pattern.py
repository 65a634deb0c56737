"""The base of the tensor dialect's canonicalization patterns: a pattern rooted on one
`tensor` op, named as MLIR's C++ class (`OpRewritePattern<Op>`); a class template's
instance (`FoldReshapeWithSplat<ExpandShapeOp>`) is named with its arguments, as
`llvm::getTypeName` spells them."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern

OP_CLASSES = {
    "expand_shape": "ExpandShapeOp",
    "collapse_shape": "CollapseShapeOp",
    "insert_slice": "InsertSliceOp",
    "parallel_insert_slice": "ParallelInsertSliceOp",
}
"""The C++ classes of the ops the templated patterns are instantiated for."""


class OpPattern(RewritePattern):
    """A pattern on `tensor.<ROOT>` whose debug name is its class's (the C++ pattern's),
    or `CPP_NAME` when set (a qualified template instance)."""

    ROOT = ""
    CPP_NAME = ""

    def __init__(self) -> None:
        super().__init__(f"tensor.{self.ROOT}")
        self.debug_name = self.CPP_NAME or type(self).__name__


class TemplatePattern(OpPattern):
    """A pattern MLIR instantiates for several ops (`Pattern<ExpandShapeOp>`), rooted on
    `tensor.<root>`; `TEMPLATE` is its qualified name with `{op}` for the op's class."""

    TEMPLATE = ""

    def __init__(self, root: str) -> None:
        self.ROOT = root
        template = self.TEMPLATE or f"{type(self).__name__}<mlir::tensor::{{op}}>"
        self.CPP_NAME = template.format(op=OP_CLASSES[root])
        super().__init__()
