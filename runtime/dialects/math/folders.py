"""Folders of the `math` ops (MLIR's `MathOps.cpp` `fold` methods), on scalar, splat and
elements constants (`CommonFolders.h`):

- exact on every float type, as APFloat computes: `absf`, `copysign`, `ceil`, `floor`,
  `roundeven`, and the classes `isnan`, `isinf`, `isfinite`, `isnormal` (of a scalar or a
  splat only);
- through the host's C library on f32 and f64 only, as MLIR calls it (`libm`): the
  exponentials, logarithms (of non-negative values), roots, trigonometric and hyperbolic
  functions, `erf`, `erfc`, `round`, `trunc`, `powf` and `atan2`;
- on integers: `absi`, `ctlz`, `cttz`, `ctpop` and `ipowi`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult
from .. import floats
from ..elements import (
    element_type_or_self,
    float_semantics,
    fold_elementwise,
    int_width,
    make,
    read,
    to_signed,
)
from ..integers import to_unsigned
from . import libm

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]
ElementFold = Callable[..., int | None]
"""Operand elements (float bit patterns, or integers) and their format or width -> the
result element, None: no fold."""

_LIBM_WIDTHS = {"f32": 32, "f64": 64}


def _folder(compute: Callable[[Operation], ElementFold | None]) -> Folder:
    """A folder applying, element-wise, the computation `compute` gives for the op (None:
    types it does not compute on, where only a poison operand folds, to itself)."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        attr = fold_elementwise(constants, op.results[0].type, compute(op))
        return None if attr is None else [attr]

    return fold


def _exact(math_: Callable[..., int]) -> Folder:
    """`math_(bits..., semantics)` on any float type with a sign."""

    def compute(op: Operation) -> ElementFold | None:
        sem = float_semantics(element_type_or_self(op.results[0].type))
        return None if sem is None else (lambda *bits: math_(*bits, sem))

    return _folder(compute)


def _libm(name: str, domain: Callable[[int, floats.FloatSemantics], bool] | None = None) -> Folder:
    """C function `name` on f32 and f64 values (those `domain` accepts)."""

    def compute(op: Operation) -> ElementFold | None:
        type = element_type_or_self(op.results[0].type)
        bits, sem = _LIBM_WIDTHS.get(type.text), float_semantics(type)
        if bits is None or sem is None:
            return None
        return lambda *operands: (
            None
            if domain is not None and not domain(operands[0], sem)
            else libm.call(name, list(operands), bits)
        )

    return _folder(compute)


def _not_negative(bits: int, sem: floats.FloatSemantics) -> bool:
    return not floats.is_negative(bits, sem)


def _above_minus_one(bits: int, sem: floats.FloatSemantics) -> bool:
    """`log1p`'s domain: `x + 1` is not negative (in the float's own arithmetic)."""
    return not floats.is_negative(floats.add(bits, floats.from_integer(1, sem), sem), sem)


def _atan2_of(op: Operation) -> ElementFold | None:
    """`atan2(±0, ±0)` is the default NaN on any float type; the rest is the C library's on
    f32 and f64."""
    type = element_type_or_self(op.results[0].type)
    bits, sem = _LIBM_WIDTHS.get(type.text), float_semantics(type)
    if sem is None:
        return None

    def element(lhs: int, rhs: int) -> int | None:
        if floats.is_zero(lhs, sem) and floats.is_zero(rhs, sem):
            return floats.default_nan(sem)
        return None if bits is None else libm.call("atan2", [lhs, rhs], bits)

    return element


def _absf(bits: int, sem: floats.FloatSemantics) -> int:
    return floats.negate(bits, sem) if floats.is_negative(bits, sem) else bits


def _copysign(lhs: int, rhs: int, sem: floats.FloatSemantics) -> int:
    same = floats.is_negative(lhs, sem) == floats.is_negative(rhs, sem)
    return lhs if same else floats.negate(lhs, sem)


def _half_even(exact: Fraction) -> int:
    return round(exact)


def _rounding(rounding: floats.Rounding) -> Folder:
    return _exact(lambda bits, sem: floats.round_to_integral(bits, sem, rounding))


def _class_test(test: Callable[[int, floats.FloatSemantics], bool]) -> Folder:
    """`isnan`, ...: of a float scalar or splat (not of other elements), an `i1` or a splat
    of them."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        constant = read(constants[0])
        sem = None if constant is None else float_semantics(constant.element)
        if constant is None or sem is None or constant.splat is None:
            return None
        return [make(op.results[0].type, [int(test(constant.splat, sem))])]

    return fold


def _integer(compute: Callable[..., int | None]) -> Folder:
    """`compute(values..., width)` on the unsigned bit patterns of integer elements."""

    def element(op: Operation) -> ElementFold | None:
        width = int_width(element_type_or_self(op.results[0].type))
        if width is None:
            return None
        return lambda *values: compute(*(to_unsigned(v, width) for v in values), width)

    return _folder(element)


def _ctlz(value: int, width: int) -> int:
    return width - value.bit_length()


def _cttz(value: int, width: int) -> int:
    return width if value == 0 else (value & -value).bit_length() - 1


def _ipowi(base: int, power: int, width: int) -> int | None:
    """`IPowIOp::fold` (MLIR 22's, which folds `i1` too): no fold of zero to a negative
    power; a negative power of anything but ±1 is 0; else the power wraps."""
    base, power = to_signed(base, width), to_signed(power, width)
    if power >= 0:
        return pow(base, power, 1 << width)
    if base == 0:
        return None
    if base in (1, -1):
        return base if power % 2 else 1
    return 0


FOLDERS: dict[str, Folder] = {
    "absf": _exact(_absf),
    "copysign": _exact(_copysign),
    "ceil": _rounding(math.ceil),
    "floor": _rounding(math.floor),
    "roundeven": _rounding(_half_even),
    "isnan": _class_test(floats.is_nan),
    "isinf": _class_test(floats.is_inf),
    "isfinite": _class_test(lambda b, sem: not (floats.is_nan(b, sem) or floats.is_inf(b, sem))),
    "isnormal": _class_test(floats.is_normal),
    **{
        name: _libm(name)
        for name in (
            "acos acosh asin asinh atan atanh cos cosh sin sinh tan tanh erf erfc exp exp2 "
            "expm1 round trunc"
        ).split()
    },
    **{name: _libm(name, _not_negative) for name in ("log", "log2", "log10", "sqrt")},
    "log1p": _libm("log1p", _above_minus_one),
    "powf": _libm("pow"),
    "atan2": _folder(_atan2_of),
    "absi": _integer(lambda value, width: abs(to_signed(value, width))),
    "ctlz": _integer(_ctlz),
    "cttz": _integer(_cttz),
    "ctpop": _integer(lambda value, width: value.bit_count()),
    "ipowi": _integer(_ipowi),
}
"""Folder per `math` op mnemonic."""
