"""`affine.delinearize_index` and `affine.linearize_index` folders (AffineOps.cpp's
`fold` methods and `foldCstValueToCstAttrBasis`)."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array
from ...ir import Attribute, IntegerAttr, Operation
from ...rewrite.folding import FoldResult
from .index_basis import (
    DYNAMIC,
    SEGMENTS,
    STATIC_BASIS,
    constant_int,
    dynamic_basis,
    has_outer_bound,
    mixed_basis,
    multi_index,
    static_basis,
)


def _fold_constant_basis(op: Operation, basis_constants: list[Attribute | None]) -> bool:
    """`foldCstValueToCstAttrBasis`: constant basis operands moved into the static basis, in
    place (False: none is constant)."""
    constant = [isinstance(c, IntegerAttr) and c.value != DYNAMIC for c in basis_constants]
    if not any(constant):
        return False
    static = [DYNAMIC if (v := constant_int(b)) is None else v for b in mixed_basis(op)]
    # A constant equal to the dynamic marker stays an operand (MLIR would make the op
    # invalid).
    constant_operands = {id(v) for v, c in zip(dynamic_basis(op), constant) if c}
    first_basis = len(op.operands) - len(basis_constants)
    kept = [
        v for i, v in enumerate(op.operands) if i < first_basis or id(v) not in constant_operands
    ]
    properties = {**op.properties, STATIC_BASIS: dense_array("i64", static)}
    if SEGMENTS in properties:
        indices = len(multi_index(op))
        properties[SEGMENTS] = dense_array("i32", [indices, len(kept) - indices])
    op.set_operands(kept)
    op.properties = properties
    return True


def fold_delinearize(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineDelinearizeIndexOp::fold`: constant basis operands made static; one result the
    index; a constant index over a static basis split into its constant parts."""
    if _fold_constant_basis(op, constants[1:]):
        return []
    if len(op.results) == 1:
        return [op.operands[0]]
    index = constants[0]
    if not isinstance(index, IntegerAttr) or len(op.operands) > 1:
        return None
    high = index.value
    basis = static_basis(op)[1:] if has_outer_bound(op) else static_basis(op)
    parts: list[int] = []
    for modulus in reversed(basis):
        parts.append(high % modulus)
        high //= modulus
    parts.append(high)
    type = op.operands[0].type
    return [IntegerAttr(value, type) for value in reversed(parts)]


def fold_linearize(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`AffineLinearizeIndexOp::fold`: constant basis operands made static; no index zero;
    one index itself; constant indices over a static basis their linear index."""
    indices = multi_index(op)
    if _fold_constant_basis(op, constants[len(indices) :]):
        return []
    type = op.results[0].type
    if not indices:
        return [IntegerAttr(0, type)]
    if len(indices) == 1:
        return [indices[0]]
    index_constants = constants[: len(indices)]
    if not all(isinstance(c, IntegerAttr) for c in index_constants):
        return None
    if len(indices) < len(op.operands):
        return None
    values = [c.value for c in index_constants]  # type: ignore[union-attr]
    result, stride = 0, 1
    for length, value in zip(reversed(static_basis(op)), reversed(values)):
        result += value * stride
        stride *= length
    if not has_outer_bound(op):
        result += values[0] * stride
    return [IntegerAttr(result, type)]
