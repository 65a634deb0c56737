"""Folders of the `tosa` element-wise arithmetic (MLIR's `TosaCanonicalizations.cpp`):
`add` / `sub` of a splat of zeros, `mul` by a splat of zeros or ones (ones shifted left by
the `i32` shift), `intdiv` of zero or by one, `equal(x, x)` on integers, `argmax` over a
unit axis, and, on splat constants of one element type (`binaryFolder`), the sums and
differences (wrapping, as MLIR 22's do), products (`mulBinaryFolder`, the TOSA-rounded
shift on `i32`), quotients, compares and reciprocals."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Attribute, IntegerType, Operation, Type
from ...ir.types import FloatType
from ...rewrite.folding import FoldResult
from .. import floats
from ..elements import Constant, float_semantics, make, to_signed
from .constants import dense, dense_operand, element_of, is_int_index_or_float, ranked, splat_as

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]
IntegerFold = Callable[[int, int], int]
"""`(lhs, rhs) -> result` on signed values (wrapped to the element type later)."""
FloatFold = Callable[[int, int, floats.FloatSemantics], int]
Fold = tuple[IntegerFold, FloatFold]


def _float_compare(*outcomes: str) -> FloatFold:
    return lambda lhs, rhs, sem: int(floats.compare(lhs, rhs, sem) in outcomes)


_ADD: Fold = (lambda a, b: a + b, floats.add)
_SUB: Fold = (lambda a, b: a - b, floats.subtract)
_GREATER: Fold = (lambda a, b: int(a > b), _float_compare(floats.GREATER))
_GREATER_EQUAL: Fold = (lambda a, b: int(a >= b), _float_compare(floats.GREATER, floats.EQUAL))
_EQUAL: Fold = (lambda a, b: int(a == b), _float_compare(floats.EQUAL))


def _splats(lhs: Attribute | None, rhs: Attribute | None) -> tuple[Constant, int, int] | None:
    """Two splat constants of one element type and their values."""
    left, right = dense(lhs), dense(rhs)
    if left is None or right is None or left.element != right.element:
        return None
    if left.splat is None or right.splat is None:
        return None
    return left, left.splat, right.splat


def binary_fold(
    lhs: Attribute | None,
    rhs: Attribute | None,
    result_type: Type,
    fold: Fold,
) -> FoldResult | None:
    """`binaryFolder` on two splats of signless integers or floats, into `result_type`."""
    splats = _splats(lhs, rhs)
    shape = ranked(result_type)
    if splats is None or shape is None or not shape.static:
        return None
    constant, left, right = splats
    sem = float_semantics(constant.element)
    if sem is not None:
        value = fold[1](left, right, sem)
    elif isinstance(constant.element, IntegerType):
        value = fold[0](left, right)
    else:
        return None
    return [make(result_type, [value])]


def _is_splat(element: Type | None, constant: Constant | None, integer: int, real: int) -> bool:
    """`isSplatZero` (0, 0.0) and `isSplatOne` (`1 << shift`, 1.0): a splat of the value,
    read as the `element` type (of the result) says: a float or an integer."""
    if constant is None or constant.splat is None:
        return False
    sem = float_semantics(constant.element)
    if isinstance(element, FloatType) and sem is not None:
        if real == 0:
            return floats.is_zero(constant.splat, sem)
        return constant.splat == floats.from_integer(real, sem)
    return isinstance(element, IntegerType) and constant.splat == integer


def _operand_types(op: Operation) -> tuple[Type, Type, Type] | None:
    """The ranked tensor types of both operands and the result, if all are."""
    lhs, rhs, result = op.operands[0].type, op.operands[1].type, op.results[0].type
    if ranked(lhs) is None or ranked(rhs) is None or ranked(result) is None:
        return None
    return lhs, rhs, result


def _additive(fold: Fold, commutes: bool) -> Folder:
    """`AddOp::fold` (`commutes`) and `SubOp::fold`: `x + 0`, `0 + x`, `x - 0` to the
    other operand's type, then splats computed."""

    def folder(op: Operation, constants: Constants) -> FoldResult | None:
        types = _operand_types(op)
        if types is None:
            return None
        lhs_type, rhs_type, result_type = types
        if not all(is_int_index_or_float(element_of(t)) for t in (lhs_type, rhs_type)):
            return None
        lhs, rhs = (dense(attr) for attr in constants[:2])
        element = element_of(result_type)
        if lhs_type == result_type and _is_splat(element, rhs, 0, 0):
            return [op.operands[0]]
        if commutes and rhs_type == result_type and _is_splat(element, lhs, 0, 0):
            return [op.operands[1]]
        return binary_fold(constants[0], constants[1], result_type, fold)

    return folder


def _shift(op: Operation, result_type: Type) -> int | None:
    """The `i32` shift of a `mul` (0 for other types and without one), None when it is not
    a constant."""
    element = element_of(result_type)
    if not (isinstance(element, IntegerType) and element.width == 32) or len(op.operands) < 3:
        return 0
    constant = dense_operand(op.operands[2])
    return None if constant is None or not constant.elements() else constant.elements()[0]


def _tosa_multiply(lhs: int, rhs: int, shift: int) -> int | None:
    """`mulInt`: the 64-bit product, rounded and shifted right by `shift`, when it fits
    `i32`; without a shift, the product (wrapped to the element type later)."""
    product = to_signed(lhs * rhs, 64)
    if shift == 0:
        return product
    product = to_signed(product + (1 << (shift - 1)), 64) >> shift
    return product if -(1 << 31) <= product < 1 << 31 else None


def fold_mul(op: Operation, constants: Constants) -> FoldResult | None:
    """`MulOp::fold`: by a splat of zeros (static result) or of ones, then splats."""
    types = _operand_types(op)
    if types is None:
        return None
    lhs_type, rhs_type, result_type = types
    shift = _shift(op, result_type)
    if shift is None:
        return None
    lhs, rhs = (dense(attr) for attr in constants[:2])
    shape = ranked(result_type)
    static = shape is not None and shape.static
    element = element_of(result_type)
    for index, splat, other_type in ((0, lhs, rhs_type), (1, rhs, lhs_type)):
        if other_type != result_type:
            continue
        if _is_splat(element, splat, 0, 0) and static:
            return _listed(splat_as(constants[index], result_type))
        if _is_splat(element, splat, 1 << shift, 1):
            return [op.operands[1 - index]]
    splats = _splats(constants[0], constants[1])
    if splats is None or not static:
        return None
    _, left, right = splats
    sem = float_semantics(element) if element is not None else None
    if isinstance(element, IntegerType):
        value = _tosa_multiply(left, right, shift)
    elif sem is not None:
        value = floats.multiply(left, right, sem)
    else:
        return None
    return None if value is None else [make(result_type, [value])]


def _listed(attr: Attribute | None) -> FoldResult | None:
    return None if attr is None else [attr]


def fold_intdiv(op: Operation, constants: Constants) -> FoldResult | None:
    """`IntDivOp::fold`: `0 / x -> 0`, `x / 1 -> x`, and splats divided (toward zero)."""
    types = _operand_types(op)
    if types is None or types[0] != types[1]:
        return None
    result_type = types[2]
    if not isinstance(element_of(result_type), IntegerType):
        return None
    lhs, rhs = (dense(attr) for attr in constants[:2])
    if lhs is not None and lhs.splat == 0:
        return [constants[0]]  # type: ignore[list-item]
    if rhs is not None and rhs.splat == 1:
        return [op.operands[0]]
    if lhs is None or rhs is None or lhs.splat is None or not rhs.splat:
        return None
    quotient = abs(lhs.splat) // abs(rhs.splat)
    if (lhs.splat < 0) != (rhs.splat < 0):
        quotient = -quotient
    return [make(result_type, [quotient])]


def _compare(fold: Fold, reflexive: bool) -> Folder:
    """`GreaterOp::fold`, `GreaterEqualOp::fold`, `EqualOp::fold` (`reflexive`: an
    integer equals itself)."""

    def folder(op: Operation, constants: Constants) -> FoldResult | None:
        result_type = op.results[0].type
        shape = ranked(result_type)
        lhs, rhs = op.operands[:2]
        if (
            reflexive
            and isinstance(element_of(lhs.type), IntegerType)
            and shape is not None
            and shape.static
            and lhs is rhs
        ):
            return [make(result_type, [1])]
        if constants[0] is None or constants[1] is None:
            return None
        return binary_fold(constants[0], constants[1], result_type, fold)

    return folder


def fold_argmax(op: Operation, constants: Constants) -> FoldResult | None:
    """`ArgMaxOp::fold`: over a unit axis of a static input, a splat of zeros."""
    input_type, output_type = ranked(op.operands[0]), ranked(op.results[0].type)
    if input_type is None or output_type is None:
        return None
    if not input_type.static or not output_type.static:
        return None
    axis = op.get_attr("axis")
    index = getattr(axis, "value", -1)
    if not 0 <= index < input_type.rank or input_type.dims[index] != 1:
        return None
    if not isinstance(element_of(op.results[0].type), IntegerType):
        return None
    return [make(op.results[0].type, [0])]


def fold_reciprocal(op: Operation, constants: Constants) -> FoldResult | None:
    """`ReciprocalOp::fold`: `1 / x` of a float splat."""
    constant = dense(constants[0])
    result = op.results[0]
    shape = ranked(result.type)
    sem = None if constant is None else float_semantics(constant.element)
    if constant is None or constant.splat is None or sem is None:
        return None
    if shape is None or not shape.static:
        return None
    one = floats.from_integer(1, sem)
    return [make(result.type, [floats.divide(one, constant.splat, sem)])]


ARITH_FOLDERS: dict[str, Folder] = {
    "add": _additive(_ADD, commutes=True),
    "sub": _additive(_SUB, commutes=False),
    "mul": fold_mul,
    "intdiv": fold_intdiv,
    "greater": _compare(_GREATER, reflexive=False),
    "greater_equal": _compare(_GREATER_EQUAL, reflexive=False),
    "equal": _compare(_EQUAL, reflexive=True),
    "argmax": fold_argmax,
    "reciprocal": fold_reciprocal,
}
"""Folder per `tosa` arithmetic op mnemonic."""
