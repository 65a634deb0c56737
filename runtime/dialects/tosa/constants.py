"""TOSA's constants as its folders and patterns see them: the dialect's constant
materializer (`TosaDialect::materializeConstant`), dense elements constants read into
element values (`DenseElementsAttr`, through `dialects.elements`), splats built for
another type (`SplatElementsAttr::get`), `tosa.const_shape` values (`getConstShapeValues`)
and the `tosa.const_shape` a pattern creates (`getTosaConstShape`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Attribute, IndexType, IntegerType, Location, OpaqueAttr, Operation, Type, Value
from ...ir.types import FloatType, OpaqueType, keyword_type
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_operand, defining_op
from ..elements import Constant, make, read
from ..tensor.constants import reshaped_splat
from ..tensor.tensor_types import DYNAMIC, TensorType, ranked_tensor_type


def is_elements(attr: Attribute | None) -> bool:
    """An `ElementsAttr` (a dense or sparse elements constant)."""
    return isinstance(attr, OpaqueAttr) and attr.text.startswith(("dense<", "sparse<"))


def dense(attr: Attribute | None) -> Constant | None:
    """The values of a `DenseElementsAttr` of integers, indices or floats, else None."""
    return read(attr) if isinstance(attr, OpaqueAttr) and attr.text.startswith("dense<") else None


def dense_operand(value: Value) -> Constant | None:
    """`matchPattern(value, m_Constant(&denseAttr))`: the values of a dense constant."""
    return dense(constant_operand(value))


def splat_as(attr: Attribute | None, type: Type) -> Attribute | None:
    """`SplatElementsAttr::get(type, splat)` of a splat constant, for a static `type`."""
    return reshaped_splat(attr, type) if dense(attr) is not None else None


def element_of(type: Type) -> Type | None:
    """The element type of a ranked tensor type, as a builtin type if it is one."""
    parsed = ranked_tensor_type(type)
    if parsed is None:
        return None
    return keyword_type(parsed.element) or OpaqueType(parsed.element)


def is_int_index_or_float(element: Type | None) -> bool:
    """`Type::isIntOrIndexOrFloat`."""
    return isinstance(element, (IntegerType, IndexType, FloatType))


def ranked(value: Value | Type) -> TensorType | None:
    """The parts of a ranked tensor type (of a value), else None."""
    return ranked_tensor_type(value if isinstance(value, Type) else value.type)


def const_shape_values(value: Value) -> list[int] | None:
    """`getConstShapeValues`: the values of the `tosa.const_shape` defining `value`."""
    shape = defining_op(value, "tosa.const_shape")
    constant = None if shape is None else dense(shape.get_attr("values"))
    return None if constant is None else constant.elements()


def create_const_shape(builder: OpBuilder, location: Location, values: Sequence[int]) -> Value:
    """`getTosaConstShape`: a `tosa.const_shape` of `values`, dynamic sizes as -1
    (`convertFromMlirShape`)."""
    values = [-1 if value == DYNAMIC else value for value in values]
    count = len(values)
    values_type = OpaqueType(f"tensor<{count}xindex>")
    return builder.create(
        "tosa.const_shape",
        [],
        [OpaqueType(f"!tosa.shape<{count}>")],
        properties={"values": make(values_type, values)},
        location=location,
    ).results[0]


def materialize_constant(
    builder: OpBuilder, value: Attribute, type: Type, location: Location
) -> Operation | None:
    """`TosaDialect::materializeConstant`: a `tosa.const_shape` of integers for a shape
    type, a `tosa.const` of any other elements constant."""
    constant = dense(value)
    if (
        type.text.startswith("!tosa.shape<")
        and constant is not None
        and isinstance(constant.element, (IntegerType, IndexType))
    ):
        name = "tosa.const_shape"
    elif is_elements(value):
        name = "tosa.const"
    else:
        return None
    return builder.create(name, [], [type], properties={"values": value}, location=location)
