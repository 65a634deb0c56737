"""Masks as the vector folders see them (MLIR's VectorOps.cpp): a mask's format
(`getMaskFormat`: all set, all clear, or unknown) and the `vector.mask` that masks an op
(`MaskableOpInterface::getMaskingOp`)."""

from __future__ import annotations

from enum import Enum

from ...ir import IntegerAttr, Operation, Value
from ...rewrite.folding import constant_operand, defining_op
from ..elements import read
from .masks import MASK_SIZES
from .op_attrs import dense_ints
from .vector_type import vector_type


class MaskFormat(Enum):
    ALL_TRUE = 0
    ALL_FALSE = 1
    UNKNOWN = 2


def mask_format(mask: Value) -> MaskFormat:
    """`getMaskFormat`: a constant of all set or all clear bits, a `vector.constant_mask`
    covering all or nothing, a `vector.create_mask` with a non-positive constant size."""
    if defining_op(mask, "arith.constant") is not None:
        constant = read(constant_operand(mask))
        if constant is None or constant.shape is None:
            return MaskFormat.UNKNOWN
        bits = set(constant.values)
        if bits == {1}:
            return MaskFormat.ALL_TRUE
        return MaskFormat.ALL_FALSE if bits == {0} else MaskFormat.UNKNOWN
    constant_mask = defining_op(mask, "vector.constant_mask")
    if constant_mask is not None:
        bounds, vector = dense_ints(constant_mask, MASK_SIZES), vector_type(mask.type)
        if bounds is None or vector is None:
            return MaskFormat.UNKNOWN
        if all(bound >= size for bound, size in zip(bounds, vector.shape)):
            return MaskFormat.ALL_TRUE
        if all(bound <= 0 for bound in bounds):
            return MaskFormat.ALL_FALSE
        return MaskFormat.UNKNOWN
    create_mask = defining_op(mask, "vector.create_mask")
    if create_mask is not None:
        for size in create_mask.operands:
            if defining_op(size, "arith.constant") is None:
                continue
            attr = constant_operand(size)
            if isinstance(attr, IntegerAttr) and attr.value <= 0:
                return MaskFormat.ALL_FALSE
    return MaskFormat.UNKNOWN


def masking_op(op: Operation) -> Operation | None:
    """The `vector.mask` whose region holds `op`, else None."""
    parent = op.parent_op
    return parent if parent is not None and parent.name.name == "vector.mask" else None


def maskable_op(mask: Operation) -> Operation | None:
    """The op a `vector.mask` masks: the first of its region's ops, unless that is its
    terminator."""
    block = mask.regions[0].blocks[0] if mask.regions and mask.regions[0].blocks else None
    first = block.first_op if block is not None else None
    return None if first is None or first is block.terminator else first  # type: ignore[union-attr]
