"""Folders of the `complex` ops (MLIR's `ComplexOps.cpp` `fold` methods): the constant's
value; `bitcast` to its own type; `create(re(x), im(x)) -> x`; `re` / `im` of a constant
or of a `create`; `add(sub(a, b), b)`, `add(b, sub(a, b))` and `sub(add(a, b), b) -> a`;
`add` and `sub` of a zero constant; `mul` and `div` by a one constant; and the
involutions `neg(neg(x))`, `conj(conj(x))`, `log(exp(x))`, `exp(log(x)) -> x`.

A folder gets the op and each operand's constant (or None); it returns None (no fold) or
one attribute or value per result.
"""

from __future__ import annotations

from collections.abc import Callable

from ...ir import ArrayAttr, Attribute, FloatAttr, Operation, Value
from ...rewrite.folding import FoldResult, defining_op
from .. import floats
from ..elements import float_semantics, read

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]


def fold_constant(op: Operation, constants: Constants) -> FoldResult | None:
    """`ConstantOp::fold`: the constant's value."""
    value = op.get_attr("value")
    return None if value is None else [value]


def fold_bitcast(op: Operation, constants: Constants) -> FoldResult | None:
    """`BitcastOp::fold`: a cast to the operand's own type is the operand."""
    operand = op.operands[0]
    return [operand] if operand.type == op.results[0].type else None


def fold_create(op: Operation, constants: Constants) -> FoldResult | None:
    """`CreateOp::fold`: `create(re(x), im(x)) -> x`."""
    re = defining_op(op.operands[0], "complex.re")
    im = defining_op(op.operands[1], "complex.im")
    if re is None or im is None or re.operands[0] is not im.operands[0]:
        return None
    return [re.operands[0]]


def _component(index: int) -> Folder:
    """`ReOp::fold` (index 0) and `ImOp::fold` (1): the part of a constant, else the
    operand of a `create` that defines it."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        value = constants[0]
        if isinstance(value, ArrayAttr) and len(value) == 2:
            return [value[index]]
        create = defining_op(op.operands[0], "complex.create")
        return None if create is None else [create.operands[index]]

    return fold


def _parts(value: Attribute | None) -> tuple[int, int, floats.FloatSemantics] | None:
    """The bit patterns of the real and imaginary parts of a float complex constant and
    their format, else None."""
    if not isinstance(value, ArrayAttr) or len(value) != 2:
        return None
    real, imag = value.elements
    if not isinstance(real, FloatAttr) or not isinstance(imag, FloatAttr):
        return None
    sem = float_semantics(real.type)
    real_bits, imag_bits = read(real), read(imag)
    if sem is None or real_bits is None or imag_bits is None:
        return None
    return real_bits.values[0], imag_bits.values[0], sem


def _constant_value(value: Value) -> Attribute | None:
    """The value of the `complex.constant` that defines `value` (`getDefiningOp`)."""
    constant = defining_op(value, "complex.constant")
    return None if constant is None else constant.get_attr("value")


def _is_zero(value: Attribute | None) -> bool:
    """Both parts are zeros (of either sign)."""
    parts = _parts(value)
    return parts is not None and all(floats.is_zero(bits, parts[2]) for bits in parts[:2])


def _is_one(value: Attribute | None) -> bool:
    """The imaginary part is a zero, the real part exactly 1 (`APFloat::operator==`)."""
    parts = _parts(value)
    if parts is None:
        return False
    real, imag, sem = parts
    return floats.is_zero(imag, sem) and real == floats.from_integer(1, sem)


def fold_add(op: Operation, constants: Constants) -> FoldResult | None:
    """`AddOp::fold`: `add(sub(a, b), b)`, `add(b, sub(a, b))` and `add(a, 0) -> a`."""
    lhs, rhs = op.operands
    sub = defining_op(lhs, "complex.sub")
    if sub is not None and rhs is sub.operands[1]:
        return [sub.operands[0]]
    sub = defining_op(rhs, "complex.sub")
    if sub is not None and lhs is sub.operands[1]:
        return [sub.operands[0]]
    return [lhs] if _is_zero(_constant_value(rhs)) else None


def fold_sub(op: Operation, constants: Constants) -> FoldResult | None:
    """`SubOp::fold`: `sub(add(a, b), b)` and `sub(a, 0) -> a`."""
    lhs, rhs = op.operands
    add = defining_op(lhs, "complex.add")
    if add is not None and rhs is add.operands[1]:
        return [add.operands[0]]
    return [lhs] if _is_zero(_constant_value(rhs)) else None


def fold_mul(op: Operation, constants: Constants) -> FoldResult | None:
    """`MulOp::fold`: `mul(a, (1, 0)) -> a`, the one a `complex.constant`."""
    return [op.operands[0]] if _is_one(_constant_value(op.operands[1])) else None


def fold_div(op: Operation, constants: Constants) -> FoldResult | None:
    """`DivOp::fold`: `div(a, (1, 0)) -> a`, the one any constant."""
    return [op.operands[0]] if _is_one(constants[1]) else None


def _cancelling(inverse: str) -> Folder:
    """`op(inverse(x)) -> x` (`NegOp::fold`, `ConjOp::fold`, `LogOp::fold`,
    `ExpOp::fold`)."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        inner = defining_op(op.operands[0], f"complex.{inverse}")
        return None if inner is None else [inner.operands[0]]

    return fold


FOLDERS: dict[str, Folder] = {
    "constant": fold_constant,
    "bitcast": fold_bitcast,
    "create": fold_create,
    "re": _component(0),
    "im": _component(1),
    "add": fold_add,
    "sub": fold_sub,
    "mul": fold_mul,
    "div": fold_div,
    "neg": _cancelling("neg"),
    "conj": _cancelling("conj"),
    "log": _cancelling("exp"),
    "exp": _cancelling("log"),
}
"""Folder per `complex` op mnemonic."""
