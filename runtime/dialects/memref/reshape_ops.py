"""`memref.collapse_shape` and `memref.expand_shape`'s folders and canonicalization
patterns (MLIR's `foldReshapeOp`, `ComposeReassociativeReshapeOps`,
`ComposeCollapseOfExpandOp`, `CollapseShapeOpMemRefCastFolder`,
`ExpandShapeOpMemRefCastFolder`, with `composeReassociationIndices`,
`CollapseShapeOp::computeCollapsedType` and `ExpandShapeOp::computeExpandedType`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import I64, INDEX, ArrayAttr, Attribute, IntegerAttr, Location, Operation, Type, Value
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..arith.overflow_flags import NO_OVERFLOW_FLAGS
from ..reassociation import Reassociation, collapsing_reassociation, compose, cover
from .cast_folding import can_fold_into_consumer
from .memref_types import DYNAMIC, MemRefType, Strided, has_identity_layout, memref_type
from .static_values import (
    Mixed,
    constant_int,
    dispatch,
    i64_array,
    mixed_values,
    saturated_mul,
    static_array,
)

COLLAPSE, EXPAND = "memref.collapse_shape", "memref.expand_shape"
INVERSE = {COLLAPSE: EXPAND, EXPAND: COLLAPSE}


def reassociation(op: Operation) -> Reassociation | None:
    """`getReassociationIndices`: None on malformed IR (the groups must cover the dims of
    the expanded type in order, none empty, or be none at all)."""
    attr = op.get_attr("reassociation")
    expanded = memref_type((op.operands[0] if op.name.name == COLLAPSE else op.results[0]).type)
    if not isinstance(attr, ArrayAttr) or expanded is None:
        return None
    groups: Reassociation = []
    for group in attr.elements:
        if not isinstance(group, ArrayAttr) or not group.elements:
            return None
        if not all(isinstance(index, IntegerAttr) for index in group.elements):
            return None
        groups.append([index.value for index in group.elements])  # type: ignore[attr-defined]
    flat = [index for group in groups for index in group]
    return groups if not groups or flat == list(range(expanded.rank)) else None


def reassociation_attr(groups: Reassociation) -> ArrayAttr:
    """`getReassociationIndicesAttribute`."""
    return ArrayAttr(ArrayAttr(IntegerAttr(index, I64) for index in group) for group in groups)


def output_shape(op: Operation) -> list[Mixed] | None:
    """`ExpandShapeOp::getMixedOutputShape` (None unless one size per result dim)."""
    static = static_array(op, "static_output_shape")
    result = memref_type(op.results[0].type)
    if static is None or result is None or len(static) != result.rank:
        return None
    return mixed_values(static, op.operands[1:])


def fold_reshape(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`foldReshapeOp`: an identity reshape is its source, and so is the inverse of a
    reshape (to the type it reshaped) when dynamic sizes cannot be told apart wrongly."""
    if op.operands[0].type == op.results[0].type:
        return [op.operands[0]]
    inner = defining_op(op.operands[0], INVERSE[op.name.name])
    if inner is None or inner.operands[0].type != op.results[0].type:
        return None
    source = memref_type(inner.operands[0].type)
    middle = memref_type(inner.results[0].type)
    if source is None or middle is None:
        return None
    if source.shape.count(DYNAMIC) < 2:
        return [inner.operands[0]]
    groups = reassociation(op)
    if groups is None or groups != reassociation(inner):
        return None
    if source.rank < middle.rank:
        return [inner.operands[0]]
    if all(sum(source.shape[i] == DYNAMIC for i in group) < 2 for group in groups):
        return [inner.operands[0]]
    return None


def create_reshape(
    builder: OpBuilder,
    name: str,
    result: Type,
    source: Value,
    groups: Reassociation,
    location: Location,
    shape: Sequence[Mixed] = (),
) -> Operation:
    """A collapse_shape, or an expand_shape with output shape `shape`."""
    properties: dict[str, Attribute] = {"reassociation": reassociation_attr(groups)}
    static, dynamic = dispatch(shape)
    if name == EXPAND:
        properties["static_output_shape"] = i64_array(static)
    return builder.create(
        name, [source, *dynamic], [result], properties=properties, location=location
    )


def _has_non_identity_layout(value: Value) -> bool:
    """`hasNonIdentityLayout`."""
    type = memref_type(value.type)
    return type is not None and bool(type.layout)


class ComposeReassociativeReshapeOps(RewritePattern):
    """A collapse of a collapse (an expansion of an expansion) of identity layouts is one
    reshape by the composed reassociation."""

    def __init__(self, name: str):
        super().__init__(name)
        kind = "CollapseShapeOp, mlir::ReshapeOpKind::kCollapse"
        if name == EXPAND:
            kind = "ExpandShapeOp, mlir::ReshapeOpKind::kExpand"
        self.debug_name = f"mlir::ComposeReassociativeReshapeOps<mlir::memref::{kind}>"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], op.name.name)
        if inner is None:
            return False
        if any(
            _has_non_identity_layout(value)
            for value in (inner.operands[0], op.operands[0], op.results[0])
        ):
            return False
        outer_groups, inner_groups = reassociation(op), reassociation(inner)
        shape = output_shape(op) if op.name.name == EXPAND else []
        if outer_groups is None or inner_groups is None or shape is None:
            return False
        groups = compose(inner_groups, outer_groups)
        if groups is None:
            return False
        made = create_reshape(
            rewriter,
            op.name.name,
            op.results[0].type,
            inner.operands[0],
            groups,
            op.location,
            shape,
        )
        rewriter.replace_op(op, made.results)
        return True


class ComposeCollapseOfExpandOp(RewritePattern):
    """A collapse of an expansion to an identity layout (mlir-opt 22 does not look at the
    expansion's source) when the groups of the higher-rank reshape cover those of the
    other: one collapse to a lower rank, one expansion to a higher rank (its output shape
    the products of the collapsed sizes), a cast to the same rank."""

    def __init__(self) -> None:
        super().__init__(COLLAPSE)
        self.debug_name = (
            "mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, "
            "mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, "
            "mlir::MemRefType>"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        expand = defining_op(op.operands[0], EXPAND)
        if expand is None:
            return False
        if _has_non_identity_layout(op.operands[0]):
            return False
        source, result = memref_type(expand.operands[0].type), memref_type(op.results[0].type)
        collapse_groups, expand_groups = reassociation(op), reassociation(expand)
        if source is None or result is None or collapse_groups is None or expand_groups is None:
            return False
        if expand.operands[0].type == op.results[0].type:
            return False
        higher, lower = (
            (expand_groups, collapse_groups)
            if source.rank > result.rank
            else (collapse_groups, expand_groups)
        )
        composed = cover(higher, lower)
        if composed is None:
            return False
        if source.rank > result.rank:
            made = create_reshape(
                rewriter, COLLAPSE, op.results[0].type, expand.operands[0], composed, op.location
            )
            rewriter.replace_op(op, made.results)
        elif source.rank < result.rank:
            shape = output_shape(expand)
            if shape is None:
                return False
            new_shape = [_group_size(rewriter, shape, group, op) for group in collapse_groups]
            made = create_reshape(
                rewriter,
                EXPAND,
                op.results[0].type,
                expand.operands[0],
                composed,
                op.location,
                new_shape,
            )
            rewriter.replace_op(op, made.results)
        else:
            rewriter.replace_op_with_new_op(
                op, "memref.cast", [expand.operands[0]], [op.results[0].type], location=op.location
            )
        return True


def _group_size(
    rewriter: PatternRewriter, shape: Sequence[Mixed], group: list[int], op: Operation
) -> Mixed:
    """The size of the expanded dims `group` of `shape`: their static product, or the
    `arith.muli` of their dynamic sizes (times that product when it is not 1)."""
    static, dynamic = 1, list[Value]()
    for index in group:
        size = shape[index]
        constant = constant_int(size)
        if constant is not None:
            static *= constant
        elif isinstance(size, Value):
            dynamic.append(size)
    if not dynamic:
        return static
    product = dynamic[0]
    for value in dynamic[1:]:
        product = _multiply(rewriter, product, value, op)
    if static != 1:
        factor = rewriter.create(
            "arith.constant",
            [],
            [INDEX],
            properties={"value": IntegerAttr(static, INDEX)},
            location=op.location,
        ).results[0]
        product = _multiply(rewriter, product, factor, op)
    return product


def _multiply(rewriter: PatternRewriter, lhs: Value, rhs: Value, op: Operation) -> Value:
    return rewriter.create(
        "arith.muli",
        [lhs, rhs],
        [INDEX],
        properties={"overflowFlags": NO_OVERFLOW_FLAGS},
        location=op.location,
    ).results[0]


def collapsed_layout(source: MemRefType, groups: Reassociation) -> Strided | None:
    """`computeCollapsedLayoutMap` (not strict): each group's stride is that of its last
    non-unit dim (dynamic for a dynamic size); None when a group is not contiguous."""
    layout = source.strides_and_offset()
    if layout is None:
        return None
    shape, strides = source.shape, layout.strides
    result: list[int] = []
    for group in groups:
        ref = list(group)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        static = shape[ref[-1]] != DYNAMIC or len(ref) == 1
        result.append(strides[ref[-1]] if static else DYNAMIC)
    for group, group_stride in zip(reversed(groups), reversed(result)):
        stride = group_stride
        for index in reversed(group[1:]):
            stride = saturated_mul(stride, shape[index])
            if shape[index - 1] == 1:
                continue
            source_stride = strides[index - 1]
            if DYNAMIC not in (stride, source_stride) and stride != source_stride:
                return None
    return Strided(tuple(result), layout.offset)


def collapsed_type(source: MemRefType, groups: Reassociation) -> MemRefType | None:
    """`CollapseShapeOp::computeCollapsedType`."""
    shape = []
    for group in groups:
        size = 1
        for index in group:
            size = DYNAMIC if DYNAMIC in (size, source.shape[index]) else size * source.shape[index]
        shape.append(size)
    if not source.layout:
        return source.with_shape(shape)
    layout = collapsed_layout(source, groups)
    return None if layout is None else source.with_shape(shape).with_strided(layout)


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """A collapse of a cast that only loosens the type collapses the cast's source (cast to
    the old type when the collapsed type differs)."""

    def __init__(self) -> None:
        super().__init__(COLLAPSE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "memref.cast")
        groups = reassociation(op)
        if cast is None or groups is None or not can_fold_into_consumer(cast):
            return False
        source = memref_type(cast.operands[0].type)
        new_type = None if source is None else collapsed_type(source, groups)
        if new_type is None:
            return False
        if new_type.type == op.results[0].type:
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, cast.operands[0]))
            return True
        made = create_reshape(
            rewriter, COLLAPSE, new_type.type, cast.operands[0], groups, op.location
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


def expanded_layout(
    source: MemRefType, shape: Sequence[int], groups: Reassociation
) -> Strided | None:
    """`computeExpandedLayoutMap`: each source stride runs over its group's dims, multiplied
    by the sizes after them in the group."""
    layout = source.strides_and_offset()
    if layout is None or len(layout.strides) != len(groups):
        return None
    strides: list[int] = []
    index = len(shape) - 1
    for group, stride in zip(reversed(groups), reversed(layout.strides)):
        for _ in group:
            strides.append(stride)
            stride = saturated_mul(stride, shape[index])
            index -= 1
    strides.reverse()
    strides += [1] * (len(shape) - len(strides))
    return Strided(tuple(strides[: len(shape)]), layout.offset)


def expanded_type(
    source: MemRefType, shape: Sequence[int], groups: Reassociation
) -> MemRefType | None:
    """`ExpandShapeOp::computeExpandedType` (an identity layout expands to none)."""
    if has_identity_layout(source):
        return MemRefType(tuple(shape), source.element, "", source.memory_space)
    layout = expanded_layout(source, shape, groups)
    return None if layout is None else source.with_shape(shape).with_strided(layout)


class ExpandShapeOpMemRefCastFolder(RewritePattern):
    """An expansion of a cast that only loosens the type expands the cast's source, its
    constant output sizes made static, cast to the old type; not when a group's dynamism
    would differ from its source dim's (mlir-opt 22's behaviour: the pattern's source was
    not at hand, its checks are those mlir-opt shows)."""

    def __init__(self) -> None:
        super().__init__(EXPAND)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "memref.cast")
        groups, shape = reassociation(op), output_shape(op)
        if cast is None or groups is None or shape is None or not can_fold_into_consumer(cast):
            return False
        source = memref_type(cast.operands[0].type)
        if source is None or len(groups) != source.rank:
            return False
        mixed: list[Mixed] = []
        for size in shape:
            constant = constant_int(size)
            mixed.append(size if constant is None else constant)
        static = dispatch(mixed)[0]
        for group, dim in zip(groups, source.shape):
            if (dim == DYNAMIC) != any(static[index] == DYNAMIC for index in group):
                return False
        new_type = expanded_type(source, static, groups)
        if new_type is None:
            return False
        made = create_reshape(
            rewriter, EXPAND, new_type.type, cast.operands[0], groups, op.location, mixed
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


def _collapsing_reassociation(
    source_groups: Reassociation,
    result_groups: Reassociation,
    source: Sequence[int],
    result: Sequence[int],
) -> Reassociation | None:
    """`findCollapsingReassociation`: how to collapse `source` into `result` group by
    group of the two reshapes."""
    if not source_groups:
        return collapsing_reassociation(source, result)
    composed: Reassociation = []
    for source_group, result_group in zip(source_groups, result_groups):
        source_sizes = [source[index] for index in source_group]
        result_sizes = [result[index] for index in result_group]
        if source_sizes.count(DYNAMIC) >= 2 and result_sizes.count(DYNAMIC) >= 2:
            return None
        if len(source_sizes) == len(result_sizes):
            if source_sizes != result_sizes:
                return None
            composed += [[index] for index in source_group]
            continue
        sub = collapsing_reassociation(source_sizes, result_sizes)
        if sub is None:
            return None
        composed += [[source_group[0] + index for index in group] for group in sub]
    return composed


def cast_compatible(a: MemRefType, b: MemRefType) -> bool:
    """`CastOp::areCastCompatible` of two ranked memref types."""
    if a.element != b.element or a.memory_space != b.memory_space or a.rank != b.rank:
        return False
    if a.layout != b.layout:
        first, second = a.strides_and_offset(), b.strides_and_offset()
        if first is None or second is None or len(first.strides) != len(second.strides):
            return False
        pairs = [(first.offset, second.offset), *zip(first.strides, second.strides)]
        if any(DYNAMIC not in pair and pair[0] != pair[1] for pair in pairs):
            return False
    return all(DYNAMIC in pair or pair[0] == pair[1] for pair in zip(a.shape, b.shape))


class ComposeExpandOfCollapseOp(RewritePattern):
    """An expansion of a collapse of identity layouts: one collapse (to a lower rank) or one
    expansion (to a higher rank) when the groups compose; with another layout, a cast when
    the source's static type is cast compatible with the result."""

    def __init__(self) -> None:
        super().__init__(EXPAND)
        self.debug_name = (
            "mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, "
            "mlir::memref::CollapseShapeOp>"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        collapse = defining_op(op.operands[0], COLLAPSE)
        if collapse is None:
            return False
        source, result = memref_type(collapse.operands[0].type), memref_type(op.results[0].type)
        source_groups, result_groups = reassociation(collapse), reassociation(op)
        if source is None or result is None or source_groups is None or result_groups is None:
            return False
        if any(
            _has_non_identity_layout(value)
            for value in (op.operands[0], collapse.operands[0], collapse.results[0])
        ):
            if DYNAMIC not in source.shape and cast_compatible(source, result):
                rewriter.replace_op_with_new_op(
                    op,
                    "memref.cast",
                    [collapse.operands[0]],
                    [op.results[0].type],
                    location=op.location,
                )
                return True
            return False
        if source.rank == result.rank:
            return False
        if source.rank > result.rank:
            composed = _collapsing_reassociation(
                source_groups, result_groups, source.shape, result.shape
            )
            if composed is None:
                return False
            made = create_reshape(
                rewriter, COLLAPSE, op.results[0].type, collapse.operands[0], composed, op.location
            )
        else:
            composed = _collapsing_reassociation(
                result_groups, source_groups, result.shape, source.shape
            )
            shape = output_shape(op)
            if composed is None or shape is None:
                return False
            made = create_reshape(
                rewriter,
                EXPAND,
                op.results[0].type,
                collapse.operands[0],
                composed,
                op.location,
                shape,
            )
        rewriter.replace_op(op, made.results)
        return True
