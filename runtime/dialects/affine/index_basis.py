"""The mixed bases of `affine.delinearize_index` and `affine.linearize_index` (AffineOps.cpp's
`getMixedBasis`, `getPaddedBasis`, `hasOuterBound` and the builders taking `OpFoldResult`
bases): a basis element is a constant `int`, a `Value`, or None (no outer bound)."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import INDEX, UNIT, IntegerAttr, OpaqueAttr, Operation, Type, UnitAttr, Value
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_operand

DYNAMIC = -(1 << 63)
STATIC_BASIS, DISJOINT, SEGMENTS = "static_basis", "disjoint", "operandSegmentSizes"
DELINEARIZE, LINEARIZE = "affine.delinearize_index", "affine.linearize_index"

Basis = int | Value | None


def static_basis(op: Operation) -> list[int]:
    found = dense_array_values(op.get_attr(STATIC_BASIS))
    assert found is not None
    return found


def dynamic_basis(op: Operation) -> list[Value]:
    """The basis operands: a delinearize's after its index, a linearize's after its indices."""
    count = sum(1 for b in static_basis(op) if b == DYNAMIC)
    return op.operands[len(op.operands) - count :]


def multi_index(op: Operation) -> list[Value]:
    """A linearize's indices."""
    return op.operands[: len(op.operands) - len(dynamic_basis(op))]


def is_disjoint(op: Operation) -> bool:
    return isinstance(op.get_attr(DISJOINT), UnitAttr)


def has_outer_bound(op: Operation) -> bool:
    """`hasOuterBound`: a basis element for every result (delinearize) or index
    (linearize)."""
    count = len(op.results) if op.name.name == DELINEARIZE else len(multi_index(op))
    return count == len(static_basis(op))


def mixed_basis(op: Operation) -> list[Basis]:
    """`getMixedBasis`: static elements as ints, dynamic ones as their values."""
    dynamic = iter(dynamic_basis(op))
    return [next(dynamic) if b == DYNAMIC else b for b in static_basis(op)]


def padded_basis(op: Operation) -> list[Basis]:
    """`getPaddedBasis`: the mixed basis, None in front without an outer bound."""
    basis = mixed_basis(op)
    return basis if has_outer_bound(op) else [None, *basis]


def constant_int(value: Basis) -> int | None:
    """`getConstantIntValue` of a basis element."""
    if value is None or isinstance(value, int):
        return value
    found = constant_operand(value)
    return found.value if isinstance(found, IntegerAttr) else None


def _dispatch(basis: Sequence[Basis]) -> tuple[list[Value], list[int]]:
    """`dispatchIndexOpFoldResults`: values dynamic, ints static."""
    dynamic: list[Value] = []
    static: list[int] = []
    for element in basis:
        if isinstance(element, int):
            static.append(element)
        else:
            assert element is not None
            dynamic.append(element)
            static.append(DYNAMIC)
    return dynamic, static


def create_delinearize(
    builder: OpBuilder, op: Operation, index: Value, basis: Sequence[Basis], outer: bool = True
) -> Operation:
    """`AffineDelinearizeIndexOp::build(linearIndex, ArrayRef<OpFoldResult>, hasOuterBound)`
    at `op`'s location."""
    if outer and basis and basis[0] is None:
        outer, basis = False, basis[1:]
    dynamic, static = _dispatch(basis)
    count = len(static) if outer else len(static) + 1
    return builder.create(
        DELINEARIZE,
        [index, *dynamic],
        [index.type] * count,
        properties={STATIC_BASIS: dense_array("i64", static)},
        location=op.location,
    )


def create_linearize(
    builder: OpBuilder,
    op: Operation,
    indices: Sequence[Value],
    basis: Sequence[Basis],
    disjoint: bool,
    result_type: Type,
) -> Operation:
    """`AffineLinearizeIndexOp::build(multiIndex, ArrayRef<OpFoldResult>, disjoint)` at
    `op`'s location."""
    if basis and basis[0] is None:
        basis = basis[1:]
    dynamic, static = _dispatch(basis)
    properties = {
        STATIC_BASIS: dense_array("i64", static),
        SEGMENTS: OpaqueAttr(f"array<i32: {len(indices)}, {len(dynamic)}>"),
    }
    if disjoint:
        properties[DISJOINT] = UNIT
    return builder.create(
        LINEARIZE, [*indices, *dynamic], [result_type], properties=properties, location=op.location
    )


def constant_index(builder: OpBuilder, op: Operation, value: int) -> Value:
    """`arith::ConstantIndexOp` at `op`'s location."""
    constant = builder.create(
        "arith.constant",
        [],
        [INDEX],
        properties={"value": IntegerAttr(value, INDEX)},
        location=op.location,
    )
    return constant.results[0]
