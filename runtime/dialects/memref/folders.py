"""Folders of the `memref` ops (MLIR's `MemRefOps.cpp` `fold` methods) by op mnemonic.

A folder gets the op and each operand's constant (or None); it returns None (no fold), `[]`
(the op was updated in place: a `memref.cast` operand folded into it) or one attribute or
value per result."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import INDEX, Attribute, IntegerAttr, Operation
from ...ir.shaped_types import shaped
from ...rewrite.folding import FoldResult, defining_op
from .cast_folding import can_fold_into_consumer, fold_memref_cast
from .dim_op import fold_dim
from .reinterpret_cast_op import fold_reinterpret_cast
from .reshape_ops import fold_reshape
from .strided_metadata import fold_extract_strided_metadata
from .subview_op import fold_subview
from .transpose_folding import fold_transpose
from .view_op import fold_view

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]


def _cast_into(inner_operand: int | None = None) -> Folder:
    """`foldMemRefCast(*this[, value])` as an op's whole fold (`load`, `store`,
    `dealloc`...): the operand at `inner_operand` (the stored value) is left alone."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        inner = None if inner_operand is None else op.operands[inner_operand]
        return [] if fold_memref_cast(op, inner) else None

    return fold


def fold_cast(op: Operation, constants: Constants) -> FoldResult | None:
    """`CastOp::fold` (`cast(cast(x))` reads `x`), then the cast interface's trait fold:
    a cast to the type it casts from is its source."""
    if fold_memref_cast(op):
        return []
    source = op.operands[0]
    return [source] if source.type == op.results[0].type else None


def fold_copy(op: Operation, constants: Constants) -> FoldResult | None:
    """`FoldCopyOfCast`: the first operand a cast that only loosens the layout defines reads
    the cast's source."""
    for index, operand in enumerate(op.operands):
        cast = defining_op(operand, "memref.cast")
        if cast is not None and can_fold_into_consumer(cast):
            op.set_operand(index, cast.operands[0])
            return []
    return None


def fold_rank(op: Operation, constants: Constants) -> FoldResult | None:
    """`RankOp::fold`: the rank of a ranked operand."""
    parts = shaped(op.operands[0].type)
    if parts is None or parts.dims.startswith("*"):
        return None
    return [IntegerAttr(parts.dims.count("x"), INDEX)]


def fold_memory_space_cast(op: Operation, constants: Constants) -> FoldResult | None:
    """`MemorySpaceCastOp::fold`: a cast of a cast casts the first one's source (then the
    cast interface's trait fold: a cast to its own type is its source)."""
    parent = defining_op(op.operands[0], "memref.memory_space_cast")
    if parent is not None:
        op.set_operand(0, parent.operands[0])
        return []
    source = op.operands[0]
    return [source] if source.type == op.results[0].type else None


def fold_assume_alignment(op: Operation, constants: Constants) -> FoldResult | None:
    """`AssumeAlignmentOp::fold`: an assumption of the alignment already assumed."""
    source = defining_op(op.operands[0], "memref.assume_alignment")
    if source is None or source.get_attr("alignment") != op.get_attr("alignment"):
        return None
    return [op.operands[0]]


FOLDERS: dict[str, Folder] = {
    "assume_alignment": fold_assume_alignment,
    "atomic_rmw": _cast_into(inner_operand=0),
    "cast": fold_cast,
    "collapse_shape": fold_reshape,
    "copy": fold_copy,
    "dealloc": _cast_into(),
    "dim": fold_dim,
    "dma_start": _cast_into(),
    "dma_wait": _cast_into(),
    "expand_shape": fold_reshape,
    "extract_strided_metadata": fold_extract_strided_metadata,
    "load": _cast_into(),
    "memory_space_cast": fold_memory_space_cast,
    "prefetch": _cast_into(),
    "rank": fold_rank,
    "reinterpret_cast": fold_reinterpret_cast,
    "store": _cast_into(inner_operand=0),
    "subview": fold_subview,
    "transpose": fold_transpose,
    "view": fold_view,
}
"""Folder per `memref` op mnemonic."""
