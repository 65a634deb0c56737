"""Offsets, sizes and strides with what a memref type tells of them (MLIR's
`constifyIndexValues`, `getConstifiedMixed*` of `memref.extract_strided_metadata` and
`memref.reinterpret_cast`), and `ExtractStridedMetadataOp::fold`: results the source's type
makes constant are replaced by constants, and a cast of a ranked memref is looked through."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import INDEX, Attribute, IntegerAttr, Operation, Value
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult, defining_op
from .memref_types import DYNAMIC, MemRefType, memref_type
from .static_values import Mixed, constant_int


def constify(values: Sequence[Mixed], known: Sequence[int]) -> list[Mixed]:
    """`constifyIndexValues`: the entries `known` gives statically, the constant values as
    integers, the others as they are."""
    result: list[Mixed] = []
    for value, static in zip(values, known, strict=True):
        if static != DYNAMIC:
            result.append(static)
        else:
            constant = constant_int(value)
            result.append(value if constant is None else constant)
    return result


def constified_metadata(
    type: MemRefType, offset: Mixed, sizes: Sequence[Mixed], strides: Sequence[Mixed]
) -> tuple[Mixed, list[Mixed], list[Mixed]] | None:
    """The offset, sizes and strides of a memref of `type`, constified (None when the type
    is not strided or the lists do not fit its rank)."""
    layout = type.strides_and_offset()
    if layout is None or not len(sizes) == len(strides) == type.rank:
        return None
    return (
        constify([offset], [layout.offset])[0],
        constify(sizes, type.shape),
        constify(strides, layout.strides),
    )


def metadata_of_extract(op: Operation) -> tuple[Mixed, list[Mixed], list[Mixed]] | None:
    """`getConstifiedMixedOffset/Sizes/Strides` of a `memref.extract_strided_metadata`."""
    type = memref_type(op.operands[0].type)
    if type is None or len(op.results) != 2 + 2 * type.rank:
        return None
    sizes = list(op.results[2 : 2 + type.rank])
    strides = list(op.results[2 + type.rank :])
    return constified_metadata(type, op.results[1], sizes, strides)


def _replace_constant_uses(
    op: Operation, results: Sequence[Value], constants: Sequence[Mixed]
) -> bool:
    """`replaceConstantUsesOf`: the uses of each result that became a constant read an
    `arith.constant` made before the op."""
    replaced = False
    builder = OpBuilder(op.context)
    builder.set_insertion_point(op)
    for result, constant in zip(results, constants):
        if not result.has_uses or constant is result:
            continue
        assert isinstance(constant, int)
        made = builder.create(
            "arith.constant",
            [],
            [INDEX],
            properties={"value": IntegerAttr(constant, INDEX)},
            location=op.location,
        ).results[0]
        for user in list(result.users):
            for index, operand in enumerate(user.operands):
                if operand is result:
                    user.set_operand(index, made)
            replaced = True
    return replaced


def fold_extract_strided_metadata(
    op: Operation, constants: list[Attribute | None]
) -> FoldResult | None:
    """`ExtractStridedMetadataOp::fold`."""
    metadata = metadata_of_extract(op)
    if metadata is None:
        return None
    offset, sizes, strides = metadata
    rank = len(sizes)
    replaced = _replace_constant_uses(op, [op.results[1]], [offset])
    replaced |= _replace_constant_uses(op, op.results[2 : 2 + rank], sizes)
    replaced |= _replace_constant_uses(op, op.results[2 + rank :], strides)
    cast = defining_op(op.operands[0], "memref.cast")
    if cast is not None and memref_type(cast.operands[0].type) is not None:
        op.set_operand(0, cast.operands[0])
        replaced = True
    return [] if replaced else None
