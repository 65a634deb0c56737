"""`memref.dim`'s folder and canonicalization pattern (MLIR's `DimOp::fold` and
`DimOfMemRefReshape`): a static size folds to a constant, a dynamic one to the size operand
of the `alloc`, `alloca`, `view` or `subview` that made the memref, and the dim of a
`memref.reshape` to a load of its shape operand."""

from __future__ import annotations

from ...ir import (
    INDEX,
    Attribute,
    Block,
    BlockArgument,
    BoolAttr,
    IntegerAttr,
    Operation,
    Region,
    Value,
)
from ...ir.shaped_types import element_type
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .cast_folding import fold_memref_cast
from .memref_types import DYNAMIC, memref_type
from .subview_types import dropped_dims
from .view_ops import offsets_sizes_strides, operand_groups

_SIZED_BY_OPERANDS = ("memref.alloc", "memref.alloca")


def fold_dim(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`DimOp::fold`."""
    index = constants[1] if len(constants) == 2 else None
    type = memref_type(op.operands[0].type)
    if not isinstance(index, IntegerAttr) or type is None:
        return None
    dim = index.value
    if dim < 0 or dim >= type.rank:
        return None
    if type.shape[dim] != DYNAMIC:
        return [IntegerAttr(type.shape[dim], INDEX)]
    source = getattr(op.operands[0], "op", None)
    size = None if source is None else _dynamic_size(source, dim, type.dynamic_dim_index(dim))
    if size is not None:
        return [size]
    return [] if fold_memref_cast(op) else None


def _dynamic_size(source: Operation, dim: int, dynamic_index: int) -> Value | None:
    """The operand that gives dynamic size `dim` of the memref `source` makes."""
    name = source.name.name
    if name in _SIZED_BY_OPERANDS:
        groups = operand_groups(source)
        sizes = groups[0] if groups else []
    elif name == "memref.view":
        sizes = source.operands[2:]
    elif name == "memref.subview":
        return _subview_size(source, dim)
    else:
        return None
    return sizes[dynamic_index] if dynamic_index < len(sizes) else None


def _subview_size(subview: Operation, dim: int) -> Value | None:
    view = offsets_sizes_strides(subview)
    dropped = None if view is None else dropped_dims(subview, view)
    if view is None or dropped is None:
        return None
    kept = [index for index, drop in enumerate(dropped) if not drop]
    size = view.sizes[kept[dim]] if dim < len(kept) else None
    return None if size is None or isinstance(size, int) else size


class DimOfMemRefReshape(RewritePattern):
    """`DimOfMemRefReshape`: `dim(reshape(%m, %shape), %i)` is `load %shape[%i]` (an
    `arith.index_cast` of it for a shape of integers), loaded right after the reshape when
    `%i` is cheaply known to dominate it."""

    def __init__(self) -> None:
        super().__init__("memref.dim")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = defining_op(op.operands[0], "memref.reshape")
        if reshape is None:
            return rewriter.notify_match_failure(op, "Dim op is not defined by a reshape op.")
        index = op.operands[1]
        index_block = _parent_block(index)
        if index_block is reshape.parent:
            defining = getattr(index, "op", None)
            if defining is not None and reshape.is_before_in_block(defining):
                return rewriter.notify_match_failure(
                    op, "dim.getIndex is not defined before reshape in the same block."
                )
        elif op.parent is not reshape.parent and not _is_proper_ancestor(
            index_block.parent if index_block is not None else None, reshape.parent_region
        ):
            return rewriter.notify_match_failure(op, "dim.getIndex does not dominate reshape.")
        rewriter.set_insertion_point_after(reshape)
        shape = reshape.operands[1]
        load = rewriter.create(
            "memref.load",
            [shape, index],
            [element_type(shape.type)],
            properties={"nontemporal": BoolAttr(False)},  # the ODS builder's default
            location=op.location,
        ).results[0]
        if load.type != op.results[0].type:
            load = rewriter.create(
                "arith.index_cast", [load], [op.results[0].type], location=op.location
            ).results[0]
        rewriter.replace_op(op, [load])
        return True


def _parent_block(value: Value) -> Block | None:
    return value.owner if isinstance(value, BlockArgument) else value.op.parent  # type: ignore[attr-defined]


def _is_proper_ancestor(region: Region | None, other: Region | None) -> bool:
    """`Region::isProperAncestor`: `other` is nested in `region` (and is not it)."""
    if region is None or other is region:
        return False
    current = other
    while current is not None:
        if current is region:
            return True
        parent = current.parent
        current = parent.parent_region if parent is not None else None
    return False
