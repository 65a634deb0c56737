"""The verifiers of vector's mask constants and reductions (MLIR's `verify` of
ConstantMaskOp, CreateMaskOp, ReductionOp, MultiDimReductionOp and ScanOp in
mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with mlir-opt's messages."""

from __future__ import annotations

from ...ir.diagnostics import PlainMessage
from ...ir.operation import Operation
from .op_attrs import dense_ints
from .vector_type import VectorType, vector_type
from .verify_types import kind_name, supported_kind


def verify_constant_mask(op: Operation) -> str | None:
    """`ConstantMaskOp::verify`."""
    result = vector_type(op.results[0].type)
    sizes = dense_ints(op, "mask_dim_sizes")
    if result is None or sizes is None:
        return None
    if result.rank == 0:
        if len(sizes) != 1:
            return PlainMessage("array attr must have length 1 for 0-D vectors")
        if sizes[0] not in (0, 1):
            return PlainMessage("mask dim size must be either 0 or 1 for 0-D vectors")
        return None
    if len(sizes) != result.rank:
        return "must specify array attr of size equal vector result rank"
    for size, bound, scalable in zip(sizes, result.shape, result.scalable):
        if size < 0 or size > bound:
            return "array attr of size out of bounds of vector result dimension size"
        if scalable and size not in (0, bound):
            return "only supports 'none set' or 'all set' scalable dimensions"
    if 0 in sizes and any(sizes):
        return (
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"
        )
    return None


def verify_create_mask(op: Operation) -> str | None:
    """`CreateMaskOp::verify`."""
    result = vector_type(op.results[0].type)
    if result is None:
        return None
    if result.rank == 0:
        if len(op.operands) != 1:
            return "must specify exactly one operand for 0-D create_mask"
    elif len(op.operands) != result.rank:
        return "must specify an operand for each result vector dimension"
    return None


def verify_reduction(op: Operation) -> str | None:
    """`ReductionOp::verify`."""
    source = vector_type(op.operands[0].type)
    dest = op.results[0].type
    if source is None:
        return None
    if source.rank > 1:
        return f"unsupported reduction rank: {source.rank}"
    kind = kind_name(op)
    if not supported_kind(kind, dest):
        return f"unsupported reduction type '{dest.text}' for kind '{kind}'"
    return None


def verify_multi_reduction(op: Operation) -> str | None:
    """`MultiDimReductionOp::verify`."""
    source = vector_type(op.operands[0].type)
    reduced = set(dense_ints(op, "reduction_dims") or [])
    if source is None:
        return None
    kept = [index for index in range(source.rank) if index not in reduced]
    if kept:
        shape = tuple(source.shape[index] for index in kept)
        scalable = tuple(source.scalable[index] for index in kept)
        inferred = VectorType(shape, scalable, source.element).type().text
    else:
        inferred = source.element.text
    dest = op.results[0].type.text
    if dest != inferred:
        return (
            f"destination type '{dest}' is incompatible with source type "
            f"'{op.operands[0].type.text}'"
        )
    return None


def verify_scan(op: Operation) -> str | None:
    """`ScanOp::verify`."""
    source, initial = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    attr = op.get_attr("reduction_dim")
    dim = getattr(attr, "value", None)
    if source is None or initial is None or not isinstance(dim, int):
        return None
    if dim >= source.rank:
        return f"reduction dimension {dim} has to be less than {source.rank}"
    if initial.rank != source.rank - 1:
        return f"initial value rank {initial.rank} has to be equal to {source.rank - 1}"
    expected = tuple(size for index, size in enumerate(source.shape) if index != dim)
    if initial.shape != expected:
        return "incompatible input/initial value shapes"
    kind = kind_name(op)
    if not supported_kind(kind, source.element):
        return f"unsupported reduction type '{source.element.text}' for kind '{kind}'"
    return None
