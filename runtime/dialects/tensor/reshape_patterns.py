"""The canonicalization patterns of `tensor.expand_shape` and `tensor.collapse_shape`
(MLIR's `TensorOps.cpp` and `ReshapeOpsUtils.h`): reshapes of splat constants, of
`tensor.splat` and of `from_elements` made anew in the result shape, two reshapes of a kind
composed (`ComposeReassociativeReshapeOps`), an expand of a collapse and a collapse of an
expand composed, and casts absorbed (`FoldCollapseOfCastOp`,
`ConvertToStaticExpandShape`)."""

from __future__ import annotations

from math import prod

from ...ir import INDEX, IntegerAttr, Operation, Value
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.rewriter import PatternRewriter
from ..reassociation import Reassociation, collapsing_reassociation, compose, cover
from .casts import can_fold_into_consumer
from .constants import reshaped_splat
from .mixed import Mixed, constant_int, mixed_values
from .op_pattern import OpPattern, TemplatePattern
from .reshapes import create_reshape, output_shape, reassociation
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type

EXPAND, COLLAPSE = "tensor.expand_shape", "tensor.collapse_shape"


def _ranked(value: Value) -> TensorType:
    parsed = ranked_tensor_type(value.type)
    assert parsed is not None, "reshapes are of ranked tensors"
    return parsed


class FoldReshapeWithConstant(TemplatePattern):
    """A reshape of a splat constant: the constant in the result shape."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshaped = reshaped_splat(constant_operand(op.operands[0]), op.results[0].type)
        if reshaped is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.constant",
            [],
            [op.results[0].type],
            properties={"value": reshaped},
            location=op.location,
        )
        return True


class FoldReshapeWithSplat(TemplatePattern):
    """A reshape of a statically shaped `tensor.splat`: the splat of the result type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        splat = defining_op(op.operands[0], "tensor.splat")
        if splat is None or not _ranked(splat.results[0]).static:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.splat", splat.operands[:1], [op.results[0].type], location=op.location
        )
        return True


class FoldReshapeWithFromElements(TemplatePattern):
    """A reshape of `from_elements` to a static shape: `from_elements` of that shape."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        elements = defining_op(op.operands[0], "tensor.from_elements")
        if elements is None or not _ranked(op.results[0]).static:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "tensor.from_elements",
            elements.operands,
            [op.results[0].type],
            location=op.location,
        )
        return True


class ComposeReassociativeReshapeOps(TemplatePattern):
    """Two expands (or two collapses) in a row: one."""

    def __init__(self, root: str) -> None:
        kind = "kExpand" if root == "expand_shape" else "kCollapse"
        self.TEMPLATE = (
            "mlir::ComposeReassociativeReshapeOps<mlir::tensor::{op}, mlir::ReshapeOpKind::"
            + kind
            + ">"
        )
        super().__init__(root)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = defining_op(op.operands[0], op.name.name)
        if producer is None:
            return False
        groups = compose(reassociation(producer), reassociation(op))
        if groups is None:
            return False
        shape = output_shape(op) if op.name.name == EXPAND else []
        new = create_reshape(
            rewriter,
            op.location,
            op.name.name,
            op.results[0].type,
            producer.operands[0],
            groups,
            shape,
        )
        rewriter.replace_op(op, new)
        return True


class ComposeCollapseOfExpandOp(OpPattern):
    """`collapse(expand(x))`: one collapse, one expand or a cast of `x`."""

    ROOT = "collapse_shape"
    CPP_NAME = (
        "mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, "
        "mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, "
        "mlir::RankedTensorType>"
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        expand = defining_op(op.operands[0], EXPAND)
        if expand is None:
            return False
        source, result = _ranked(expand.operands[0]), _ranked(op.results[0])
        if source == result:
            return False
        higher, lower = reassociation(expand), reassociation(op)
        if source.rank < result.rank:
            higher, lower = lower, higher
        groups = cover(higher, lower)
        if groups is None:
            return False
        result_type = op.results[0].type
        if source.rank > result.rank:
            new = create_reshape(
                rewriter, op.location, COLLAPSE, result_type, expand.operands[0], groups
            )
        elif source.rank < result.rank:
            shape = _collapsed_output_shape(rewriter, op, output_shape(expand))
            new = create_reshape(
                rewriter, op.location, EXPAND, result_type, expand.operands[0], groups, shape
            )
        else:
            new = rewriter.create(
                "tensor.cast", expand.operands[:1], [result_type], location=op.location
            )
        rewriter.replace_op(op, new)
        return True


def _collapsed_output_shape(
    rewriter: PatternRewriter, op: Operation, shape: list[Mixed]
) -> list[Mixed]:
    """Each collapsed group's size: its static product, or `arith.muli`s of its dynamic
    sizes (times the static product)."""
    result: list[Mixed] = []
    for group in reassociation(op):
        static, dynamic = 1, []
        for index in group:
            size = shape[index]
            constant = constant_int(size)
            if constant is not None:
                static *= constant
            else:
                dynamic.append(size)
        if not dynamic:
            result.append(static)
            continue
        value: Value = dynamic[0]  # type: ignore[assignment]
        for other in dynamic[1:]:
            value = _muli(rewriter, op, value, other)  # type: ignore[arg-type]
        if static != 1:
            constant_op = rewriter.create(
                "arith.constant",
                [],
                [INDEX],
                properties={"value": IntegerAttr(static, INDEX)},
                location=op.location,
            )
            value = _muli(rewriter, op, value, constant_op.results[0])
        result.append(value)
    return result


def _muli(rewriter: PatternRewriter, op: Operation, lhs: Value, rhs: Value) -> Value:
    return rewriter.create("arith.muli", [lhs, rhs], [INDEX], location=op.location).results[0]


class ComposeExpandOfCollapseOp(OpPattern):
    """`expand(collapse(x))`: one collapse or one expand of `x`."""

    ROOT = "expand_shape"
    CPP_NAME = (
        "mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, "
        "mlir::tensor::CollapseShapeOp>"
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        collapse = defining_op(op.operands[0], COLLAPSE)
        if collapse is None:
            return False
        source, result = _ranked(collapse.operands[0]), _ranked(op.results[0])
        if source.rank == result.rank:
            return False
        source_groups, result_groups = reassociation(collapse), reassociation(op)
        if source.rank > result.rank:
            groups = _collapsing(source_groups, result_groups, source.dims, result.dims)
            shape: list[Mixed] = []
            name = COLLAPSE
        else:
            groups = _collapsing(result_groups, source_groups, result.dims, source.dims)
            shape = output_shape(op)
            name = EXPAND
        if groups is None:
            return False
        new = create_reshape(
            rewriter, op.location, name, op.results[0].type, collapse.operands[0], groups, shape
        )
        rewriter.replace_op(op, new)
        return True


def _collapsing(
    source_groups: Reassociation,
    result_groups: Reassociation,
    source: tuple[int, ...],
    result: tuple[int, ...],
) -> Reassociation | None:
    """`findCollapsingReassociation`."""
    if not source_groups:
        return collapsing_reassociation(source, result)
    composed: Reassociation = []
    for source_indices, result_indices in zip(source_groups, result_groups):
        source_sub = source[source_indices[0] : source_indices[0] + len(source_indices)]
        result_sub = result[result_indices[0] : result_indices[0] + len(result_indices)]
        if source_sub.count(DYNAMIC) >= 2 and result_sub.count(DYNAMIC) >= 2:
            return None
        if len(source_sub) == len(result_sub):
            if source_sub != result_sub:
                return None
            composed += [[source_indices[0] + i] for i in range(len(source_sub))]
            continue
        sub = collapsing_reassociation(source_sub, result_sub)
        if sub is None:
            return None
        composed += [[source_indices[0] + i for i in group] for group in sub]
    return composed


def collapsed_type(source: TensorType, groups: Reassociation) -> TensorType:
    """`CollapseShapeOp::inferCollapsedType` (no encoding)."""
    shape, start = [], 0
    for group in groups:
        band = source.dims[start : start + len(group)]
        shape.append(DYNAMIC if DYNAMIC in band else prod(band))
        start += len(group)
    return TensorType(tuple(shape), source.element)


class FoldCollapseOfCastOp(OpPattern):
    """A collapse of a cast that loses static sizes: the collapse of the cast's source."""

    ROOT = "collapse_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        source = cast.operands[0]
        new_type = collapsed_type(_ranked(source), reassociation(op)).type()
        if new_type == op.results[0].type:
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, source))
            return True
        new = create_reshape(rewriter, op.location, COLLAPSE, new_type, source, reassociation(op))
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True


class ConvertToStaticExpandShape(OpPattern):
    """An expand of a cast that loses static sizes, with constant output sizes: the
    expand of a cast to the sizes they give, cast back."""

    ROOT = "expand_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        cast_source = _ranked(cast.operands[0]).dims
        groups = reassociation(op)
        result = _ranked(op.results[0])
        new_shape = list(result.dims)
        dynamic_values: list[Value] = []
        values = iter(op.operands[1:])
        for input_dim, group in enumerate(groups):
            for out_dim in group:
                if new_shape[out_dim] != DYNAMIC:
                    continue
                value = next(values)
                constant = constant_operand(value)
                if cast_source[input_dim] == DYNAMIC or not isinstance(constant, IntegerAttr):
                    dynamic_values.append(value)
                    continue
                new_shape[out_dim] = constant.value
        if len(op.operands) - 1 == len(dynamic_values):
            return False
        input_shape = []
        for group in groups:
            size = 1
            for out_dim in group:
                if new_shape[out_dim] == DYNAMIC:
                    size = DYNAMIC
                    break
                size *= new_shape[out_dim]
            input_shape.append(size)
        element = _ranked(op.operands[0]).element
        input_cast = rewriter.create(
            "tensor.cast",
            op.operands[:1],
            [TensorType(tuple(input_shape), element).type()],
            location=op.location,
        )
        new = create_reshape(
            rewriter,
            op.location,
            EXPAND,
            TensorType(tuple(new_shape), element).type(),
            input_cast.results[0],
            groups,
            mixed_values(new_shape, dynamic_values),
        )
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True
