"""The verifiers of `tensor.gather` and `tensor.scatter`, with mlir-opt's messages:
`GatherOp::verify`, `ScatterOp::verify`, `verifyGatherOrScatterDims` and
`GatherOp::inferResultType` (mlir/lib/Dialect/Tensor/IR/TensorOps.cpp)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir.operation import Operation
from ...ir.types import Type
from .mixed import static_array
from .tensor_types import TensorType, ranked_tensor_type, tensor_type


def _dims_error(
    dims: Sequence[int], indices: TensorType, rank: int, kind: str, of: str
) -> str | None:
    """`verifyGatherOrScatterDims`: `kind` is `gather` or `scatter`, `of` the tensor whose
    dims they name (`source`, `dest`) and `rank` its rank."""
    if not dims:
        return f"{kind}_dims must be non-empty"
    if len(dims) > rank:
        return f"{kind}_dims overflow {of} rank"
    if not indices.dims or indices.dims[-1] != len(dims):
        return f"{kind}_dims length must match the size of last dimension of indices"
    for dim in dims:
        if dim < 0:
            return f"{kind}_dims value must be non-negative"
        if dim >= rank:
            return f"{kind}_dims value must be smaller than {of} rank"
    if any(a >= b for a, b in zip(dims, dims[1:])):
        return f"{kind}_dims values must be strictly increasing"
    return None


def _inferred(
    source: TensorType, indices: TensorType, dims: Sequence[int], reduced: bool
) -> TensorType:
    """`GatherOp::inferResultType`: the indices' leading dims, then the source's, each of
    `dims` as a 1 (dropped when `reduced`)."""
    shape = list(indices.dims[:-1])
    for index, size in enumerate(source.dims):
        if index not in dims:
            shape.append(size)
        elif not reduced:
            shape.append(1)
    return source.with_shape(shape)


def _type_error(
    what: str, found: Type, tensor: TensorType, indices: TensorType, dims: Sequence[int]
) -> str | None:
    """The message unless `found` (the gathered type) is the inferred type or its
    rank-reduced variant."""
    full, reduced = _inferred(tensor, indices, dims, False), _inferred(tensor, indices, dims, True)
    if tensor_type(found) in (full, reduced):
        return None
    return (
        f"{what} type mismatch: expected '{full.type()}' or its rank-reduced variant "
        f"'{reduced.type()}' (got: '{found}')"
    )


def verify_gather(op: Operation) -> str | None:
    """`GatherOp::verify`."""
    source, indices = (
        ranked_tensor_type(op.operands[0].type),
        ranked_tensor_type(op.operands[1].type),
    )
    if source is None or indices is None:
        return None  # the ODS constraints report these
    dims = static_array(op, "gather_dims")
    error = _dims_error(dims, indices, source.rank, "gather", "source")
    return error or _type_error("result", op.results[0].type, source, indices, dims)


def verify_scatter(op: Operation) -> str | None:
    """`ScatterOp::verify`."""
    dest, indices = ranked_tensor_type(op.operands[1].type), ranked_tensor_type(op.operands[2].type)
    if dest is None or indices is None:
        return None  # the ODS constraints report these
    dims = static_array(op, "scatter_dims")
    error = _dims_error(dims, indices, dest.rank, "scatter", "dest")
    if error is not None:
        return error
    if op.get_attr("unique") is None:
        return "requires 'unique' attribute to be set"
    return _type_error("source", op.operands[0].type, dest, indices, dims)
