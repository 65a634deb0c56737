"""Folding `memref.cast` into its users (MLIR's `memref::foldMemRefCast` and
`CastOp::canFoldIntoConsumerOp`): `someop(memref.cast %x)` reads `%x` instead."""

from __future__ import annotations

from ...ir import Operation, Value
from ...rewrite.folding import defining_op
from .memref_types import DYNAMIC, is_unranked_memref, memref_type


def fold_memref_cast(op: Operation, inner: Value | None = None) -> bool:
    """`foldMemRefCast`: every operand but `inner` that a cast of a ranked memref defines
    reads the cast's source; True if any did."""
    folded = False
    for index, operand in enumerate(op.operands):
        cast = defining_op(operand, "memref.cast")
        if cast is None or operand is inner or is_unranked_memref(cast.operands[0].type):
            continue
        op.set_operand(index, cast.operands[0])
        folded = True
    return folded


def _more_static(source: int, result: int) -> bool:
    """Whether a cast from `source` to `result` makes a size, offset or stride static."""
    return source != result and source == DYNAMIC and result != DYNAMIC


def can_fold_into_consumer(cast: Operation) -> bool:
    """`CastOp::canFoldIntoConsumerOp`: the cast is between ranked strided memrefs of the
    same element type and rank, and only makes sizes, offset and strides more dynamic."""
    source = memref_type(cast.operands[0].type)
    result = memref_type(cast.results[0].type)
    if source is None or result is None:
        return False
    if source.element != result.element or source.rank != result.rank:
        return False
    source_layout, result_layout = source.strides_and_offset(), result.strides_and_offset()
    if source_layout is None or result_layout is None:
        return False
    if any(_more_static(a, b) for a, b in zip(source.shape, result.shape)):
        return False
    if _more_static(source_layout.offset, result_layout.offset):
        return False
    return not any(_more_static(a, b) for a, b in zip(source_layout.strides, result_layout.strides))
