"""`tensor.expand_shape` and `tensor.collapse_shape` (MLIR's `TensorOps.cpp` and
`ReshapeOpsUtils.h`): `foldReshapeOp` (identity reshapes, reshaped constants, a reshape
undoing its producer) and building reshapes; their patterns are `reshape_patterns`'."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import I64, ArrayAttr, Attribute, IntegerAttr, Location, Operation, Type, Value
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult, defining_op
from .constants import dense_of, read_elements, reshaped_splat
from .mixed import Mixed, constant_int, dispatch, i64_array, mixed_values, static_array
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type

Reassociation = list[list[int]]
INVERSE = {
    "tensor.expand_shape": "tensor.collapse_shape",
    "tensor.collapse_shape": "tensor.expand_shape",
}


def reassociation(op: Operation) -> Reassociation:
    attr = op.get_attr("reassociation")
    assert isinstance(attr, ArrayAttr), f"'{op.op_name}' has no reassociation"
    return [[item.value for item in group.elements] for group in attr.elements]  # type: ignore[attr-defined]


def reassociation_attr(groups: Sequence[Sequence[int]]) -> Attribute:
    return ArrayAttr(ArrayAttr(IntegerAttr(i, I64) for i in group) for group in groups)


def output_shape(op: Operation) -> list[Mixed]:
    """`ExpandShapeOp::getMixedOutputShape`."""
    return mixed_values(static_array(op, "static_output_shape"), op.operands[1:])


def create_reshape(
    builder: OpBuilder,
    location: Location,
    name: str,
    result: Type,
    source: Value,
    groups: Sequence[Sequence[int]],
    shape: Sequence[Mixed] = (),
) -> Operation:
    """A collapse, or an expand with output shape `shape`."""
    properties = {"reassociation": reassociation_attr(groups)}
    operands = [source]
    if name == "tensor.expand_shape":
        static, dynamic = dispatch(shape)
        properties["static_output_shape"] = i64_array(static)
        operands += dynamic
    return builder.create(name, operands, [result], properties=properties, location=location)


def _ranked(value: Value) -> TensorType:
    parsed = ranked_tensor_type(value.type)
    assert parsed is not None, "reshapes are of ranked tensors"
    return parsed


def fold_reshape(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`foldReshapeOp`."""
    source = op.operands[0]
    result = op.results[0].type
    if source.type == result:
        return [source]
    reshaped = _reshaped_constant(constants[0], result)
    if reshaped is not None:
        return [reshaped]
    producer = defining_op(source, INVERSE[op.name.name])
    if producer is None or producer.operands[0].type != result:
        return None
    original = _ranked(producer.operands[0])
    if original.num_dynamic < 2:
        return [producer.operands[0]]
    groups = reassociation(op)
    if groups != reassociation(producer):
        return None
    if original.rank < _ranked(source).rank:
        return [producer.operands[0]]
    if all(
        sum(size == DYNAMIC for size in original.dims[group[0] : group[0] + len(group)]) < 2
        for group in groups
    ):
        return [producer.operands[0]]
    return None


def _reshaped_constant(attr: Attribute | None, result: Type) -> Attribute | None:
    """`DenseElementsAttr::reshape`: the constant's elements in the result shape."""
    constant = read_elements(attr)
    if constant is None or constant.sparse is not None:
        return None
    if constant.splat is not None:
        return reshaped_splat(attr, result)
    return dense_of(result, constant.values)


def fold_tensor_reshape(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`ReshapeOp::fold`: a reshape of a splat constant, of a reshape (read from its source,
    in place), of a 1-D tensor to its own type, or to its source's own sizes."""
    reshaped = reshaped_splat(constants[0], op.results[0].type)
    if reshaped is not None:
        return [reshaped]
    producer = defining_op(op.operands[0], "tensor.reshape")
    if producer is not None:
        op.set_operand(0, producer.operands[0])
        return []
    source = op.operands[0]
    parsed = ranked_tensor_type(source.type)
    if parsed is None or source.type != op.results[0].type:
        return None
    if parsed.rank == 1:
        return [source]
    elements = defining_op(op.operands[1], "tensor.from_elements")
    if elements is None or len(elements.operands) != parsed.rank:
        return None
    for position, element in enumerate(elements.operands):
        if not _is_own_size(element, source, parsed, position):
            return None
    return [source]


def _is_own_size(element: Value, source: Value, parsed: TensorType, position: int) -> bool:
    """Whether `element` is the size of `source` along `position`: the static size, or a
    `tensor.dim` of `source` at that constant index."""
    constant = constant_int(element)
    if constant is not None:
        return constant == parsed.dims[position]
    dim = defining_op(element, "tensor.dim")
    return (
        dim is not None and dim.operands[0] is source and constant_int(dim.operands[1]) == position
    )
