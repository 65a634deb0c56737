"""The verifiers of `vector.transfer_read` and `vector.transfer_write` (MLIR's
`TransferReadOp::verify` and `TransferWriteOp::verify`, with `verifyTransferOp` and
`verifyPermutationMap`, in mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with mlir-opt's
messages."""

from __future__ import annotations

from ...ir.affine.attributes import map_of
from ...ir.affine.expr import ConstantExpr, DimExpr
from ...ir.affine.structures import AffineMap
from ...ir.attributes import ArrayAttr
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from ...ir.types import Type
from .transfer_maps import mask_type
from .vector_type import VectorType, vector_type
from .verify_types import Buffer, bits, buffer_type, same

_PROJECTED = (
    "requires a projected permutation_map (at most one dim or the zero constant can appear "
    "in each result)"
)


def _permutation(map: AffineMap) -> str | None:
    """`verifyPermutationMap`."""
    seen = [False] * map.num_inputs
    for expr in map.results:
        if isinstance(expr, ConstantExpr):
            if expr.value != 0:
                return _PROJECTED
            continue
        if not isinstance(expr, DimExpr):
            return _PROJECTED
        if seen[expr.position]:
            return "requires a permutation_map that is a permutation (found one dim used more than once)"
        seen[expr.position] = True
    return None


def _transfer(
    op: Operation, source: Buffer, vector: VectorType, mask: Type | None, map: AffineMap
) -> str | None:
    """`verifyTransferOp` (the base is a memref or ranked tensor, as `buffer_type` reads)."""
    if op.get_attr("masked") is not None:
        return "masked attribute has been removed. Use in_bounds instead."
    element = vector_type(source.element)
    if element is not None:
        source_bits = bits(element.element) * (element.shape[-1] if element.rank else 1)
        result_bits = bits(vector.element) * (vector.shape[-1] if vector.rank else 1)
        if source_bits and result_bits % source_bits:
            return (
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                "bitwidth of the minor 1-D vector of the source"
            )
        if element.rank > vector.rank:
            return "requires source vector element and vector result ranks to match."
        if len(map.results) != vector.rank - element.rank:
            return "requires a permutation_map with result dims of the same rank as the vector type"
        if mask is not None:
            return "does not support masks with vector element type"
    else:
        result_bits = bits(vector.element) * (vector.shape[-1] if vector.rank else 1)
        element_bits = bits(source.element)
        if element_bits and result_bits % element_bits:
            return (
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                "bitwidth of the source element type"
            )
        if len(map.results) != vector.rank:
            return "requires a permutation_map with result dims of the same rank as the vector type"
    if map.num_symbols:
        return "requires permutation_map without symbols"
    if map.num_inputs != source.rank:
        return "requires a permutation_map with input dims of the same rank as the source type"
    attr = op.get_attr("permutation_map")
    if mask is not None and attr is not None:
        inferred = mask_type(vector.type(), attr)
        if inferred != mask.text:
            return (
                f"inferred mask type ('{inferred}') and mask operand type ('{mask.text}') "
                "don't match"
            )
    in_bounds = op.get_attr("in_bounds")
    count = len(in_bounds.elements) if isinstance(in_bounds, ArrayAttr) else 0
    if len(map.results) != count:
        return (
            "expects the in_bounds attr of same rank as permutation_map results: "
            f"{attr.text if attr else ''} vs inBounds of size: {count}"
        )
    return None


def _transfer_parts(
    op: Operation, base: int, vector: Type, indices: int
) -> tuple[Buffer, VectorType, AffineMap, Type | None] | str | None:
    """A transfer's base, vector, map and mask, or its index count error (`indices`: the
    operand segment of its indices)."""
    source, vector_parts = buffer_type(op.operands[base].type), vector_type(vector)
    map = map_of(op.get_attr("permutation_map"))
    sizes = segment_sizes(op, "operandSegmentSizes")
    if source is None or vector_parts is None or map is None or sizes is None:
        return None
    if sizes[indices] != source.rank:
        return f"requires {source.rank} indices"
    mask = op.operands[-1].type if sizes[-1] else None
    return source, vector_parts, map, mask


def verify_transfer_read(op: Operation) -> str | None:
    """`TransferReadOp::verify`."""
    parts = _transfer_parts(op, 0, op.results[0].type, 1)
    if parts is None or isinstance(parts, str):
        return parts
    source, vector, map, mask = parts
    found = _transfer(op, source, vector, mask, map)
    if found:
        return found
    padding = op.operands[1 + source.rank].type
    if vector_type(source.element) is not None:
        if not same(source.element, padding):
            return "requires source element type and padding type to match."
    elif not same(padding, source.element):
        return "requires formal padding and source of the same elemental type"
    return _permutation(map)


def verify_transfer_write(op: Operation) -> str | None:
    """`TransferWriteOp::verify`."""
    parts = _transfer_parts(op, 1, op.operands[0].type, 2)
    if parts is None or isinstance(parts, str):
        return parts
    source, vector, map, mask = parts
    if any(isinstance(expr, ConstantExpr) and expr.value == 0 for expr in map.results):
        return "should not have broadcast dimensions"
    return _transfer(op, source, vector, mask, map) or _permutation(map)
