"""The positions of `vector.extract` and `vector.insert`: static ones in `static_position`,
`DYNAMIC` there for each one an index operand gives (MLIR's `ShapedType::kDynamic`), and
folding constant index operands into the static positions (`extractInsertFoldConstantOp`)."""

from __future__ import annotations

from ...ir import Attribute, IntegerAttr, Operation
from .op_attrs import dense_ints, i64_dense_array

STATIC_POSITION = "static_position"
DYNAMIC = -(2**63)
POISON_INDEX = -1


def static_position(op: Operation) -> list[int]:
    return dense_ints(op, STATIC_POSITION) or []


def has_dynamic_position(op: Operation) -> bool:
    return DYNAMIC in static_position(op)


def fold_constant_indices(
    op: Operation, vector_shape: tuple[int, ...], leading: int, constants: list[Attribute | None]
) -> bool:
    """Move the in-bounds (or poison) constant index operands (those after the `leading`
    operands) into the static position; True when some moved (the op updated in place)."""
    position = static_position(op)
    dynamic = iter(zip(op.operands[leading:], constants[leading:]))
    kept = list(op.operands[:leading])
    changed = False
    for dim, index in enumerate(position):
        if index != DYNAMIC:
            continue
        value, attr = next(dynamic)
        if isinstance(attr, IntegerAttr) and POISON_INDEX <= attr.value < vector_shape[dim]:
            position[dim] = attr.value
            changed = True
            continue
        kept.append(value)
    if changed:
        op.properties[STATIC_POSITION] = i64_dense_array(position)
        op.set_operands(kept)
    return changed
