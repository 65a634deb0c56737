"""Canonicalization patterns of the vector transfers (MLIR's VectorOps.cpp): `FoldWaw` (a
write to a tensor that a later write of the same place overwrites is skipped) and
`TransferReadAfterWriteToBroadcast` (store-to-load forwarding through permutation maps)."""

from __future__ import annotations

from ...ir import Operation
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .op_attrs import i64_dense_array
from .transfer_folds import disjoint_indices
from .transfer_view import Transfer, transfer
from .transpose import PERMUTATION
from .vector_type import make_vector


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


def _chunk_accessed(view: Transfer) -> list[int]:
    """`getTransferChunkAccessed`: the size accessed along each source dim (0: none)."""
    sizes = [0] * len(view.indices)
    for result, size in zip(view.results, view.vector.shape):
        if result.startswith("d"):
            sizes[int(result[1:])] = size
    return sizes


def _compressed(results: list[str]) -> list[str]:
    """`compressUnusedDims`: the dims renumbered in order, the unused ones dropped."""
    used = sorted({int(r[1:]) for r in results if r.startswith("d")})
    return [f"d{used.index(int(r[1:]))}" if r.startswith("d") else r for r in results]


def _broadcast_permutation(read: list[str], write: list[str]) -> list[int] | None:
    """The permutation `isPermutationOfMinorIdentityWithBroadcasting` finds for
    `read o inverse(write)` (both compressed): where each result of the read goes in a
    vector of the broadcast dims first, then the written ones."""
    written = [int(result[1:]) for result in write]
    inputs = len(written)
    start = max(inputs - len(read), 0)
    leading = max(len(read) - inputs, 0)
    permutation = [0] * len(read)
    found = [False] * max(inputs, len(read))
    broadcast_dims = []
    for index, result in enumerate(read):
        if not result.startswith("d"):
            if result != "0":
                return None
            broadcast_dims.append(index)
            continue
        if int(result[1:]) not in written:
            return None
        dim = written.index(int(result[1:]))
        if dim < start:
            return None
        permutation[index] = dim - start + leading
        found[permutation[index]] = True
    slot = 0
    for index in broadcast_dims:
        while slot < len(found) and found[slot]:
            slot += 1
        permutation[index] = slot
        slot += 1
    return permutation


class TransferReadAfterWriteToBroadcast(RewritePattern):
    """A read of a tensor at the place a write of it wrote, in bounds and unmasked, of the
    same chunk through another permutation map, is the written vector broadcast to the
    read's broadcast dims and transposed."""

    def __init__(self) -> None:
        super().__init__(
            "vector.transfer_read", generated_ops=("vector.broadcast", "vector.transpose")
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        write_op = defining_op(op.operands[0], "vector.transfer_write")
        read = transfer(op)
        write = transfer(write_op) if write_op is not None else None
        if read is None or write is None or write_op is None:
            return False
        if not (
            read.base.type.text.startswith("tensor<") and write.base.type.text.startswith("tensor<")
        ):
            return False
        if read.mask is not None or write.mask is not None or read.indices != write.indices:
            return False
        if read.has_out_of_bounds_dim or write.has_out_of_bounds_dim:
            return False
        if _chunk_accessed(read) != _chunk_accessed(write):
            return False
        permutation = _broadcast_permutation(_compressed(read.results), _compressed(write.results))
        if permutation is None or not read.results:
            return False
        shape = [0] * len(permutation)
        scalable = [False] * len(permutation)
        for index, dim in enumerate(permutation):
            shape[dim] = read.vector.shape[index]
            scalable[dim] = read.vector.scalable[index]
        broadcast_type = make_vector(tuple(shape), write.vector.element, tuple(scalable))
        broadcast = rewriter.create(
            "vector.broadcast", [write_op.operands[0]], [broadcast_type], location=op.location
        )
        rewriter.replace_op_with_new_op(
            op,
            "vector.transpose",
            broadcast.results,
            [op.results[0].type],
            properties={PERMUTATION: i64_dense_array(permutation)},
            location=op.location,
        )
        return True
