"""The folders of `vector.transfer_read` and `vector.transfer_write` (MLIR's VectorOps.cpp):
dims statically in bounds marked so (`foldTransferInBoundsAttribute`), all-set masks
dropped (`foldTransferFullMask`), the casts of memrefs and tensors folded in
(`memref::foldMemRefCast`, `tensor::foldTensorCast`), a read of what a write wrote
(`foldRAW`), a write of a whole tensor read back (`foldReadInitWrite`) and a write of what
was read from the same place (`foldWAR`)."""

from __future__ import annotations

from ...ir import Attribute, IntegerAttr, Operation, Value
from ...ir.shaped_types import shaped
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from .masking import MaskFormat, mask_format
from .transfer_view import Transfer, static_shape, transfer


def constant_index(value: Value) -> int | None:
    attr = constant_operand(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def _in_bounds(view: Transfer, result: int, index: int) -> bool:
    """`isInBounds`: a constant index plus the vector's size stays within a static dim."""
    shape = static_shape(view.base.type)
    size = shape[index] if shape is not None and index < len(shape) else None
    start = constant_index(view.indices[index]) if index < len(view.indices) else None
    return size is not None and start is not None and start + view.vector.shape[result] <= size


def fold_in_bounds(view: Transfer) -> bool:
    """`foldTransferInBoundsAttribute`."""
    if view.rank == 0:
        return False
    flags = view.in_bounds()
    changed = False
    non_broadcast: list[int] = []
    for dim, result in enumerate(view.results):
        if flags[dim]:
            continue
        if result.startswith("d"):
            flags[dim] = _in_bounds(view, dim, int(result[1:]))
            non_broadcast.append(dim)
            changed |= flags[dim]
    if all(flags[dim] for dim in non_broadcast):
        for dim, result in enumerate(view.results):
            if result == "0":
                changed |= not flags[dim]
                flags[dim] = True
    if changed:
        view.set_in_bounds(flags)
    return changed


def fold_full_mask(view: Transfer) -> bool:
    if view.mask is None or mask_format(view.mask) is not MaskFormat.ALL_TRUE:
        return False
    view.set_operands(view.base, None)
    return True


def fold_base_cast(view: Transfer, tensors: bool) -> bool:
    """Read (or write) the source of a `memref.cast` (of a ranked memref) or, for a read,
    of a `tensor.cast` that loses static information."""
    memref_cast = defining_op(view.base, "memref.cast")
    if memref_cast is not None:
        source = memref_cast.operands[0]
        if shaped(source.type) is None:
            return False
        view.set_operands(source, view.mask)
        return True
    tensor_cast = defining_op(view.base, "tensor.cast") if tensors else None
    if tensor_cast is None or not _preserves_static_information(tensor_cast):
        return False
    view.set_operands(tensor_cast.operands[0], view.mask)
    return True


def _preserves_static_information(cast: Operation) -> bool:
    """`tensor::canFoldIntoConsumerOp`: the cast's source is as static as its result."""
    source, result = shaped(cast.operands[0].type), shaped(cast.results[0].type)
    if source is None or result is None or "*" in source.dims + result.dims:
        return False
    if (source.element, source.rest) != (result.element, result.rest):
        return False
    before, after = source.dims.split("x"), result.dims.split("x")
    return len(before) == len(after) and not any(
        a != "?" and b == "?" for a, b in zip(after, before)
    )


def _same_value_raw(write: Transfer, read: Transfer) -> bool:
    """`checkSameValueRAW`."""
    return (
        not write.has_out_of_bounds_dim
        and write.mask is None
        and read.mask is None
        and write.indices == read.indices
        and write.vector == read.vector
        and write.op.get_attr("permutation_map") == read.op.get_attr("permutation_map")
    )


def disjoint_indices(a: Transfer, b: Transfer) -> bool:
    """`isDisjointTransferIndices`: constant indices that differ in a leading dim, or are
    a vector apart in a transferred one."""
    if a.vector != b.vector:
        return False
    offset = len(a.indices) - a.vector.rank
    for dim, (first, second) in enumerate(zip(a.indices, b.indices)):
        x, y = constant_index(first), constant_index(second)
        if x is None or y is None:
            continue
        if dim < offset:
            if x != y:
                return True
        elif abs(x - y) >= a.vector.shape[dim - offset]:
            return True
    return False


def _fold_raw(read: Transfer) -> Value | None:
    if not read.base.type.text.startswith("tensor<"):
        return None
    write_op = defining_op(read.base, "vector.transfer_write")
    while write_op is not None:
        write = transfer(write_op)
        if write is None:
            return None
        if _same_value_raw(write, read):
            return write_op.operands[0]
        if not disjoint_indices(write, read):
            return None
        write_op = defining_op(write.base, "vector.transfer_write")
    return None


def fold_transfer_read(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    view = transfer(op)
    if view is None:
        return None
    if fold_in_bounds(view) or fold_full_mask(view) or fold_base_cast(view, tensors=True):
        return []
    value = _fold_raw(view)
    return None if value is None else [value]


def _all_zero(indices: list[Value]) -> bool:
    return all(constant_index(index) == 0 for index in indices)


def _fold_read_init_write(write: Transfer) -> Value | None:
    """`foldReadInitWrite`: writing all of a tensor read whole, at zero, in bounds."""
    read_op = defining_op(write.op.operands[0], "vector.transfer_read")
    shape = static_shape(write.base.type)
    if read_op is None or shape is None or not write.base.type.text.startswith("tensor<"):
        return None
    read = transfer(read_op)
    if read is None or read.rank == 0 or read.rank != write.rank:
        return None
    minor = [
        [f"d{d}" for d in range(len(v.indices))][len(v.indices) - v.rank :] for v in (read, write)
    ]
    if read.results != minor[0] or write.results != minor[1]:
        return None
    if read.has_out_of_bounds_dim or write.has_out_of_bounds_dim:
        return None
    if read.base.type != write.base.type or read.vector != write.vector:
        return None
    if list(read.vector.shape) != shape or not _all_zero(read.indices + write.indices):
        return None
    return read.base


def _fold_war(write: Transfer) -> Value | None:
    """`foldWAR`: writing back what was read from the same place of a tensor."""
    read_op = defining_op(write.op.operands[0], "vector.transfer_read")
    if read_op is None or not write.base.type.text.startswith("tensor<"):
        return None
    read = transfer(read_op)
    if read is None or read.base is not write.base or read.indices != write.indices:
        return None
    if read_op.get_attr("permutation_map") != write.op.get_attr("permutation_map"):
        return None
    if read.vector != write.vector or read.mask is not None or write.mask is not None:
        return None
    return read.base


def fold_transfer_write(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    view = transfer(op)
    if view is None or view.rank == 0:
        return None
    value = _fold_read_init_write(view) or _fold_war(view)
    if value is not None:
        return [value]
    if fold_in_bounds(view) or fold_full_mask(view) or fold_base_cast(view, tensors=False):
        return []
    return None
