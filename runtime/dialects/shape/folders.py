"""Folders of the `shape` ops on constants (MLIR's `Shape.cpp` `fold` methods) and the
dialect's constant materializer (`ShapeDialect::materializeConstant`): the constants
(`const_shape`, `const_size`, `const_witness`); `add`, `mul` and flooring `div` of
constant sizes or indices; conversions between sizes and indices; `from_extents` of
constants; `shape_eq`, `cstr_eq` and `cstr_require` of constants; the shape of a static
value; the rank, element count and extents of constant shapes; `max` / `min` of a value
with itself; `any` of a constant.

Sizes and indices are both `IntegerAttr`s of `index`; shapes are dense `index` tensors.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import prod

from ...ir import (
    INDEX,
    Attribute,
    BoolAttr,
    IntegerAttr,
    Location,
    OpaqueAttr,
    Operation,
    Type,
    Value,
)
from ...ir.types import IndexType, OpaqueType
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import FoldResult
from ..arith.patterns import materialize_constant as materialize_arith_constant
from ..elements import make, read
from ..integers import int_attr
from ..tensor.tensor_types import ranked_tensor_type
from ..ub.poison import first_poison, is_poison, materialize_poison

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]


def _is_extent_tensor(type: Type) -> bool:
    """`isExtentTensorType`: a ranked tensor of rank 1 of `index`."""
    parsed = ranked_tensor_type(type)
    return parsed is not None and parsed.rank == 1 and parsed.element == "index"


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`ShapeDialect::materializeConstant`: a `const_shape` of a shape or an extent
    tensor, a `const_size` of a size, a `const_witness` of a witness, else an
    `arith.constant` (`arith::ConstantOp::materialize`); a poison is a `ub.poison`."""
    if is_poison(value):
        return materialize_poison(builder, value, type, location)
    if type.text == "!shape.shape" or _is_extent_tensor(type):
        if _shape(value) is None:
            return None
        name, property = "shape.const_shape", "shape"
    elif type.text == "!shape.size":
        if not isinstance(value, IntegerAttr):
            return None
        name, property = "shape.const_size", "value"
    elif type.text == "!shape.witness":
        if not isinstance(value, BoolAttr):
            return None
        name, property = "shape.const_witness", "passing"
    else:
        return (
            None if is_poison(value) else materialize_arith_constant(builder, value, type, location)
        )
    return builder.create(name, [], [type], properties={property: value}, location=location)


def _property(name: str) -> Folder:
    """`ConstShapeOp::fold`, `ConstSizeOp::fold`, `ConstWitnessOp::fold`: the value."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        value = op.get_attr(name)
        return None if value is None else [value]

    return fold


def _integer(attr: Attribute | None) -> int | None:
    return attr.value if isinstance(attr, IntegerAttr) and not isinstance(attr, BoolAttr) else None


def _index(value: int) -> Attribute:
    return int_attr(value, INDEX)


def fold_add(op: Operation, constants: Constants) -> FoldResult | None:
    """`AddOp::fold`: `add(x, 0) -> x`, then constants added (`constFoldBinaryOp`: a
    poison operand is the result)."""
    lhs, rhs = (_integer(attr) for attr in constants)
    if rhs == 0:
        return [op.operands[0]]
    return _binary(constants, lhs, rhs, lambda a, b: a + b)


def fold_mul(op: Operation, constants: Constants) -> FoldResult | None:
    """`MulOp::fold`: constants multiplied (`constFoldBinaryOp`)."""
    lhs, rhs = (_integer(attr) for attr in constants)
    return _binary(constants, lhs, rhs, lambda a, b: a * b)


def _binary(
    constants: Constants, lhs: int | None, rhs: int | None, compute: Callable[[int, int], int]
) -> FoldResult | None:
    """`constFoldBinaryOp<IntegerAttr>`: a poison operand, else both constants computed."""
    poison = first_poison(constants)
    if poison is not None:
        return [poison]
    return None if lhs is None or rhs is None else [_index(compute(lhs, rhs))]


def fold_div(op: Operation, constants: Constants) -> FoldResult | None:
    """`DivOp::fold`: constants divided, rounding toward negative infinity."""
    lhs, rhs = (_integer(attr) for attr in constants)
    if lhs is None or not rhs:
        return None
    return [_index(lhs // rhs)]


def fold_index_to_size(op: Operation, constants: Constants) -> FoldResult | None:
    """`IndexToSizeOp::fold`: a constant index is a constant size."""
    return None if constants[0] is None else [constants[0]]


def fold_size_to_index(op: Operation, constants: Constants) -> FoldResult | None:
    """`SizeToIndexOp::fold`: a constant size is a constant index; an index already is."""
    if constants[0] is not None:
        return [constants[0]]
    operand = op.operands[0]
    return [operand] if isinstance(operand.type, IndexType) else None


def fold_from_extents(op: Operation, constants: Constants) -> FoldResult | None:
    """`FromExtentsOp::fold`: constant extents are a constant shape."""
    extents = [_integer(attr) for attr in constants]
    if any(extent is None for extent in extents):
        return None
    return [_extents(extents)]  # type: ignore[arg-type]


def fold_shape_eq(op: Operation, constants: Constants) -> FoldResult | None:
    """`ShapeEqOp::fold`: whether constant shapes are all the same."""
    shapes = [None if attr is None else attr.text for attr in constants]
    if any(shape is None for shape in shapes):
        return None
    return [BoolAttr(all(shape == shapes[0] for shape in shapes))]


def fold_cstr_eq(op: Operation, constants: Constants) -> FoldResult | None:
    """`CstrEqOp::fold`: a passing witness when all shapes are one constant."""
    first = constants[0] if constants else None
    if first is None or any(attr is None or attr.text != first.text for attr in constants):
        return None
    return [BoolAttr(True)]


def fold_cstr_require(op: Operation, constants: Constants) -> FoldResult | None:
    """`CstrRequireOp::fold`: the constant predicate is the witness."""
    return None if constants[0] is None else [constants[0]]


def fold_shape_of(op: Operation, constants: Constants) -> FoldResult | None:
    """`ShapeOfOp::fold`: the shape of a statically shaped value."""
    parsed = ranked_tensor_type(op.operands[0].type)
    if parsed is None or not parsed.static:
        return None
    return [_extents(parsed.dims)]


def _extents(values: Sequence[int]) -> Attribute:
    """`Builder::getIndexTensorAttr`."""
    return make(OpaqueType(f"tensor<{len(values)}xindex>"), values)


def _shape(attr: Attribute | None) -> list[int] | None:
    """The extents of a constant shape (a dense `index` tensor, maybe empty), else None."""
    if isinstance(attr, OpaqueAttr) and attr.text.startswith("dense<> : "):
        return []
    constant = read(attr)
    return None if constant is None or constant.shape is None else constant.elements()


def fold_rank(op: Operation, constants: Constants) -> FoldResult | None:
    """`RankOp::fold`: the number of extents of a constant shape."""
    shape = _shape(constants[0])
    return None if shape is None else [_index(len(shape))]


def fold_num_elements(op: Operation, constants: Constants) -> FoldResult | None:
    """`NumElementsOp::fold`: the product of the extents of a constant shape."""
    shape = _shape(constants[0])
    return None if shape is None else [_index(prod(shape) % (1 << 64))]


def _constant_dim(value: Value) -> int | None:
    """`GetExtentOp::getConstantDim`: the value of the `const_size` or `arith.constant`
    defining `value`."""
    op = getattr(value, "op", None)
    if op is None or op.name.name not in ("shape.const_size", "arith.constant"):
        return None
    return _integer(op.get_attr("value"))


def fold_get_extent(op: Operation, constants: Constants) -> FoldResult | None:
    """`GetExtentOp::fold`: the extent of a constant shape at a constant dimension."""
    shape = _shape(constants[0])
    dim = _constant_dim(op.operands[1])
    if shape is None or dim is None or not 0 <= dim < len(shape):
        return None
    return [_index(shape[dim])]


def fold_to_extent_tensor(op: Operation, constants: Constants) -> FoldResult | None:
    """`ToExtentTensorOp::fold`: an extent tensor of its own type is itself; a constant
    shape is a constant extent tensor."""
    if op.operands[0].type == op.results[0].type:
        return [op.operands[0]]
    shape = _shape(constants[0])
    return None if shape is None else [_extents(shape)]


def fold_same_operands(op: Operation, constants: Constants) -> FoldResult | None:
    """`MaxOp::fold`, `MinOp::fold`: of a value with itself, the value."""
    lhs, rhs = op.operands
    return [lhs] if lhs is rhs else None


def fold_any(op: Operation, constants: Constants) -> FoldResult | None:
    """`AnyOp::fold`: the last input when it is a constant (constants move last)."""
    return None if not constants or constants[-1] is None else [constants[-1]]


FOLDERS: dict[str, Folder] = {
    "const_shape": _property("shape"),
    "const_size": _property("value"),
    "const_witness": _property("passing"),
    "add": fold_add,
    "mul": fold_mul,
    "div": fold_div,
    "index_to_size": fold_index_to_size,
    "size_to_index": fold_size_to_index,
    "from_extents": fold_from_extents,
    "shape_eq": fold_shape_eq,
    "cstr_eq": fold_cstr_eq,
    "cstr_require": fold_cstr_require,
    "shape_of": fold_shape_of,
    "rank": fold_rank,
    "num_elements": fold_num_elements,
    "get_extent": fold_get_extent,
    "to_extent_tensor": fold_to_extent_tensor,
    "max": fold_same_operands,
    "min": fold_same_operands,
    "any": fold_any,
}
"""Folder per `shape` op mnemonic."""
