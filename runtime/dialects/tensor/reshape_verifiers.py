"""The verifiers of `tensor.expand_shape` and `tensor.collapse_shape`, with mlir-opt's
messages: `ExpandShapeOp::verify`, `CollapseShapeOp::verify` and `verifyTensorReshapeOp`
(mlir/lib/Dialect/Tensor/IR/TensorOps.cpp), `verifyReshapeLikeTypes`
(mlir/include/mlir/Dialect/Utils/ReshapeOpsUtils.h), `isReassociationValid` and
`reshapeLikeShapesAreCompatible` (mlir/lib/Dialect/Utils/ReshapeOpsUtils.cpp)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...ir.operation import Operation
from .mixed import static_array
from .reshapes import Reassociation, reassociation
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type


def _map_dims(groups: Reassociation) -> int:
    """The dim count of each of `getReassociationMaps`: the largest index plus one."""
    return max((index for group in groups for index in group), default=0) + 1


def _invalid_group(groups: Reassociation) -> int | None:
    """`isReassociationValid` of the groups' maps: the index of the first group that is
    not the next dims in order (None: all are, and they cover the maps' dims)."""
    if not groups:
        return None
    expected = 0
    for position, group in enumerate(groups):
        for index in group:
            if index != expected:
                return position
            expected += 1
    return None if expected == _map_dims(groups) else len(groups) - 1


def _shapes_compatible(
    collapsed: Sequence[int], expanded: Sequence[int], groups: Reassociation
) -> str | None:
    """`reshapeLikeShapesAreCompatible`: each collapsed dim dynamic where its group has a
    dynamic dim, else the product of the group's sizes."""
    start = 0
    for position, group in enumerate(groups):
        band = expanded[start : start + len(group)]
        if DYNAMIC in band:
            if collapsed[position] != DYNAMIC:
                return (
                    f"expected dimension {position} of collapsed type to be dynamic since one "
                    "or more of the corresponding dimensions in the expanded type is dynamic"
                )
        else:
            product = math.prod(band)
            if collapsed[position] != product:
                return (
                    f"expected dimension {position} of collapsed type to be static value of "
                    f"{product}"
                )
        start += len(group)
    return None


def _collapsed_shape(expanded: Sequence[int], groups: Reassociation) -> list[int]:
    """The shape of `computeTensorReshapeCollapsedType`."""
    shape, start = [], 0
    for group in groups:
        band = expanded[start : start + len(group)]
        shape.append(DYNAMIC if DYNAMIC in band else math.prod(band))
        start += len(group)
    return shape


def _verify_reshape(op: Operation, expanded: TensorType, collapsed: TensorType) -> str | None:
    """`verifyTensorReshapeOp` (with `verifyReshapeLikeTypes`)."""
    if expanded.rank < collapsed.rank:
        return (
            f"expected the expanded type, '{expanded.type()}' to have a higher (or same) rank "
            f"than the collapsed type, '{collapsed.type()}'."
        )
    groups = reassociation(op)
    if collapsed.rank != len(groups):
        return (
            f"expected collapsed rank ({collapsed.rank}) to equal the number of reassociation "
            f"maps ({len(groups)})."
        )
    dims = _map_dims(groups)
    if groups and dims != expanded.rank:
        return (
            "expected reassociation map #0 to have size equal to the expanded rank "
            f"({expanded.rank}), but it is  {dims}."
        )
    invalid = _invalid_group(groups)
    if invalid is not None:
        return f"expected reassociation map #{invalid} to be valid and contiguous."
    error = _shapes_compatible(collapsed.dims, expanded.dims, groups)
    if error is not None:
        return error
    expected = TensorType(tuple(_collapsed_shape(expanded.dims, groups)), expanded.element)
    if expected.dims != collapsed.dims or expected.element != collapsed.element:
        return f"expected collapsed type to be '{expected.type()}', but got '{collapsed.type()}'"
    return None


def verify_expand_shape(op: Operation) -> str | None:
    """`ExpandShapeOp::verify`."""
    source, result = ranked_tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
    if source is None or result is None:
        return None  # the ODS constraints report these
    static = static_array(op, "static_output_shape")
    if len(static) != result.rank:
        return (
            "expected number of static shape dims to be equal to the output rank "
            f"({result.rank}) but found {len(static)} inputs instead"
        )
    dynamic = static.count(DYNAMIC)
    if len(op.operands) - 1 != dynamic:
        return (
            "mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {dynamic} dynamic dims while output_shape has "
            f"{len(op.operands) - 1} values"
        )
    return _verify_reshape(op, result, source)


def verify_collapse_shape(op: Operation) -> str | None:
    """`CollapseShapeOp::verify`."""
    source, result = ranked_tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
    if source is None or result is None:
        return None  # the ODS constraints report these
    return _verify_reshape(op, source, result)
