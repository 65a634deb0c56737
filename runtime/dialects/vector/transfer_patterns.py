"""Canonicalization patterns of the vector transfers (MLIR's VectorOps.cpp): `FoldWaw`, a
write to a tensor that a later write of the same place overwrites is skipped."""

from __future__ import annotations

from ...ir import Operation
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .transfer_folds import disjoint_indices
from .transfer_view import Transfer, transfer


def _same_value_waw(write: Transfer, prior: Transfer) -> bool:
    """`checkSameValueWAW`."""
    return (
        prior.indices == write.indices
        and prior.mask is write.mask
        and prior.vector == write.vector
        and prior.op.get_attr("permutation_map") == write.op.get_attr("permutation_map")
    )


class FoldWaw(RewritePattern):
    """Walk back the chain of writes to a tensor through disjoint single-use ones; at a
    write of the same place, the write after it takes its base instead."""

    def __init__(self) -> None:
        super().__init__("vector.transfer_write")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        write = transfer(op)
        if write is None or not write.base.type.text.startswith("tensor<"):
            return False
        to_modify = write
        prior_op = defining_op(write.base, "vector.transfer_write")
        while prior_op is not None:
            prior = transfer(prior_op)
            if prior is None:
                return False
            if _same_value_waw(write, prior):
                target = to_modify
                rewriter.modify_op_in_place(
                    target.op, lambda: target.set_operands(prior.base, target.mask)
                )
                return True
            if not disjoint_indices(prior, write) or not prior_op.results[0].has_one_use:
                return False
            to_modify = prior
            prior_op = defining_op(prior.base, "vector.transfer_write")
        return False
