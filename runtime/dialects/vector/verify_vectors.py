"""The verifiers of the vector ops that rearrange vectors (MLIR's `verify` of BroadcastOp,
ShuffleOp, ExtractOp, InsertOp, TransposeOp, ShapeCastOp, BitCastOp and OuterProductOp in
mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with mlir-opt's messages; the ODS traits
(`PredOpTrait`s, `AllRanksMatch`) have held when they run."""

from __future__ import annotations

from ...ir.diagnostics import PlainMessage
from ...ir.operation import Operation
from ...ir.types import FloatType, IndexType, IntegerType
from .op_attrs import dense_ints
from .vector_type import vector_type
from .verify_types import bits, kind_name, same, supported_kind

POISON = -1
DYNAMIC_POSITION = -(2**63)


def _dim(size: int, scalable: bool) -> str:
    return f"[{size}]" if scalable else str(size)


def verify_broadcast(op: Operation) -> str | None:
    """`BroadcastOp::verify` through `isBroadcastableTo`."""
    source_type, result = op.operands[0].type, vector_type(op.results[0].type)
    if result is None:
        return None
    source = vector_type(source_type)
    if source is None:
        scalar = isinstance(source_type, IntegerType | IndexType | FloatType)
        return (
            None if scalar and same(source_type, result.element) else "source type is not a vector"
        )
    if source.rank > result.rank:
        return "source rank higher than destination rank"
    lead = result.rank - source.rank
    for index in range(source.rank):
        size, scalable = source.shape[index], source.scalable[index]
        to, to_scalable = result.shape[lead + index], result.scalable[lead + index]
        mismatch = (size not in (1, to)) or (size == 1 and scalable and to != 1)
        mismatch = mismatch or (scalable != to_scalable and (size != 1 or scalable))
        if mismatch:
            return f"dimension mismatch ({_dim(size, scalable)} vs. {_dim(to, to_scalable)})"
    return None


def verify_shuffle(op: Operation) -> str | None:
    """`ShuffleOp::verify`."""
    v1, v2 = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    result = vector_type(op.results[0].type)
    if v1 is None or v2 is None or result is None:
        return None
    zero_d = v1.rank == 0 and v2.rank == 0 and result.rank == 1
    if not zero_d and not (v1.rank == result.rank and v2.rank == result.rank):
        return "rank mismatch"
    for index in range(1, v1.rank):
        if not result.shape[index] == v1.shape[index] == v2.shape[index]:
            return "dimension mismatch"
    mask = dense_ints(op, "mask") or []
    if not mask:
        return "invalid mask length"
    if len(mask) != result.shape[0]:
        return "mask length mismatch"
    size = (v1.shape[0] if v1.rank else 1) + (v2.shape[0] if v2.rank else 1)
    for index, position in enumerate(mask):
        if position != POISON and not 0 <= position < size:
            return f"mask index #{index + 1} out of range"
    return None


def _positions(op: Operation) -> list[int]:
    return dense_ints(op, "static_position") or []


def verify_extract(op: Operation) -> str | None:
    """`ExtractOp::verify`."""
    result = vector_type(op.results[0].type)
    if result is not None and result.rank == 0:
        return PlainMessage("expected a scalar instead of a 0-d vector as the result type")
    source = vector_type(op.operands[0].type)
    positions = _positions(op)
    if source is None:
        return None
    if positions.count(DYNAMIC_POSITION) != len(op.operands) - 1:
        return "mismatch between dynamic and static positions"
    if len(positions) > source.rank:
        return "expected position attribute of rank no greater than vector rank"
    for index, position in enumerate(positions):
        if position == DYNAMIC_POSITION or position == POISON:
            continue
        if not 0 <= position < source.shape[index]:
            return (
                f"expected position attribute #{index + 1} to be a non-negative integer smaller "
                "than the corresponding vector dimension or poison (-1)"
            )
    return None


def verify_insert(op: Operation) -> str | None:
    """`InsertOp::verify`."""
    source = vector_type(op.operands[0].type)
    if source is not None and source.rank == 0:
        return PlainMessage("expected a scalar instead of a 0-d vector as the source operand")
    dest = vector_type(op.operands[1].type)
    positions = _positions(op)
    if dest is None:
        return None
    if len(positions) > dest.rank:
        return "expected position attribute of rank no greater than dest vector rank"
    if source is not None and source.rank + len(positions) != dest.rank:
        return "expected position attribute rank + source rank to match dest vector rank"
    if source is None and len(positions) != dest.rank:
        return "expected position attribute rank to match the dest vector rank"
    for index, position in enumerate(positions):
        if position == DYNAMIC_POSITION or position == POISON:
            continue
        if not 0 <= position < dest.shape[index]:
            return (
                f"expected position attribute #{index + 1} to be a non-negative integer smaller "
                "than the corresponding dest vector dimension"
            )
    return None


def verify_transpose(op: Operation) -> str | None:
    """`TransposeOp::verify`."""
    source, result = vector_type(op.operands[0].type), vector_type(op.results[0].type)
    if source is None or result is None:
        return None
    rank = result.rank
    if source.rank != rank:
        return f"vector result rank mismatch: {rank}"
    permutation = dense_ints(op, "permutation") or []
    if len(permutation) != rank:
        return f"transposition length mismatch: {len(permutation)}"
    seen = [False] * rank
    for index, position in enumerate(permutation):
        if not 0 <= position < rank:
            return f"transposition index out of range: {position}"
        if seen[position]:
            return f"duplicate position index: {position}"
        seen[position] = True
        if result.shape[index] != source.shape[position]:
            return f"dimension size mismatch at: {position}"
    return None


def verify_shape_cast(op: Operation) -> str | None:
    """`ShapeCastOp::verify`."""
    source, result = vector_type(op.operands[0].type), vector_type(op.results[0].type)
    if source is None or result is None:
        return None
    if not same(source.element, result.element):
        return "has different source and result element types"
    if source.num_elements != result.num_elements:
        return (
            f"has different number of elements at source ({source.num_elements}) and result "
            f"({result.num_elements})"
        )
    scalable, result_scalable = sum(source.scalable), sum(result.scalable)
    if scalable != result_scalable:
        return (
            f"different number of scalable dims at source ({scalable}) and result "
            f"({result_scalable})"
        )
    return None


def verify_bitcast(op: Operation) -> str | None:
    """`BitCastOp::verify` (`AllRanksMatch` has held)."""
    source, result = vector_type(op.operands[0].type), vector_type(op.results[0].type)
    if source is None or result is None:
        return None
    for index in range(source.rank - 1):
        if source.shape[index] != result.shape[index]:
            return f"dimension size mismatch at: {index}"
    source_bits, result_bits = bits(source.element), bits(result.element)
    if source.rank == 0:
        if source_bits != result_bits:
            return "source/result bitwidth of the 0-D vector element types must be equal"
    elif source_bits * source.shape[-1] != result_bits * result.shape[-1]:
        return "source/result bitwidth of the minor 1-D vectors must be equal"
    return None


def verify_outerproduct(op: Operation) -> str | None:
    """`OuterProductOp::verify`."""
    lhs, rhs = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    result = vector_type(op.results[0].type)
    if lhs is None or result is None:
        return None
    if lhs.rank != 1:
        return "expected 1-d vector for operand #1"
    if rhs is not None:
        if rhs.rank != 1:
            return "expected 1-d vector for operand #2"
        if result.rank != 2:
            return "expected 2-d vector result"
        if lhs.shape[0] != result.shape[0]:
            return "expected #1 operand dim to match result dim #1"
        if rhs.shape[0] != result.shape[1]:
            return "expected #2 operand dim to match result dim #2"
        if lhs.is_scalable and not rhs.is_scalable:
            return "expected either both or only #2 operand dim to be scalable"
    else:
        if result.rank != 1:
            return "expected 1-d vector result"
        if lhs.shape[0] != result.shape[0]:
            return "expected #1 operand dim to match result dim #1"
    if len(op.operands) > 2 and op.operands[2].type.text != op.results[0].type.text:
        return "expected operand #3 of same type as result type"
    if not supported_kind(kind_name(op), result.element):
        return "unsupported outerproduct type"
    return None
