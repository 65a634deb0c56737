"""The `complex` ops' own verifiers (MLIR's mlir/lib/Dialect/Complex/IR/ComplexOps.cpp
`ConstantOp::verify`, `BitcastOp::verify`), with mlir-opt's messages."""

from __future__ import annotations

from ...ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from ...ir.context import Verifier
from ...ir.operation import Operation
from ...ir.types import FloatType, IntegerType, Type


def _element(type: Type) -> str | None:
    """The element type's text of a `complex<T>` type, else None."""
    text = type.text
    return text[len("complex<") : -1] if text.startswith("complex<") else None


def verify_constant(op: Operation) -> str | None:
    """`ConstantOp::verify`."""
    value = op.get_attr("value")
    if not isinstance(value, ArrayAttr) or len(value) != 2:
        return "requires 'value' to be a complex constant, represented as array of two values"
    if not all(isinstance(part, (FloatAttr, IntegerAttr)) for part in value.elements):
        return "requires attribute's elements to be float or integer attributes"
    element = _element(op.results[0].type) if op.results else None
    re, im = (
        part.type.text for part in value.elements if isinstance(part, (FloatAttr, IntegerAttr))
    )
    if element is not None and (re != element or im != element):
        return (
            f"requires attribute's element types ('{re}', '{im}') to match the element type of "
            f"the op's return type ('{element}')"
        )
    return None


def _int_or_float(type: Type) -> bool:
    return isinstance(type, (IntegerType, FloatType))


def verify_bitcast(op: Operation) -> str | None:
    """`BitcastOp::verify`."""
    operand, result = op.operands[0].type, op.results[0].type
    if operand == result:
        return None
    if not _int_or_float(operand) and _element(operand) is None:
        return "operand must be int/float/complex"
    if not _int_or_float(result) and _element(result) is None:
        return "result must be int/float/complex"
    if (_element(operand) is None) == (_element(result) is None):
        return "requires that either input or output has a complex type"
    return None


VERIFIERS: dict[str, Verifier] = {
    "complex.constant": verify_constant,
    "complex.bitcast": verify_bitcast,
}
