"""Folders of the `arith` float ops (MLIR's `ArithOps.cpp`): constant folding with the
IEEE semantics of each float type, and the identities MLIR folds (`x + -0.0`, `x - 0.0`,
`x * 1.0`, `x / 1.0`, `maximumf(x, -inf)`, `maxnumf(x, NaN)`, `negf(negf(x))`, ...)."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Attribute, BoolAttr, Operation
from ...rewrite.folding import FoldResult, defining_op
from .. import floats
from ..elements import element_type_or_self, float_semantics, fold_elementwise, read
from ..floats import FloatMath

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]
FloatPredicate = Callable[[int, floats.FloatSemantics], bool]


def _semantics(op: Operation) -> floats.FloatSemantics | None:
    """The float format of the op's result elements."""
    return float_semantics(element_type_or_self(op.results[0].type))


def _fold_constants(
    op: Operation, constants: Constants, math: Callable[..., int]
) -> FoldResult | None:
    """`math(bits..., semantics)` on constant operands, element-wise, rounding to nearest
    even (MLIR 22's float ops have no rounding mode; a `roundingmode` attribute is inert)."""
    sem = _semantics(op)
    attr = fold_elementwise(
        constants,
        op.results[0].type,
        None if sem is None else lambda *bits: math(*bits, sem),
    )
    return None if attr is None else [attr]


def _rhs_is(constants: Constants, predicate: FloatPredicate) -> bool:
    """MLIR's float matchers (`m_OneFloat`, `m_NegZeroFloat`, ...): the rhs is a float
    scalar or splat satisfying `predicate`."""
    constant = read(constants[1])
    sem = float_semantics(constant.element) if constant is not None else None
    return sem is not None and constant.splat is not None and predicate(constant.splat, sem)  # type: ignore[union-attr]


def _is_one(bits: int, sem: floats.FloatSemantics) -> bool:
    return (
        not floats.is_nan(bits, sem)
        and not floats.is_inf(bits, sem)
        and floats.value(bits, sem) == 1
    )


def _is_pos_zero(bits: int, sem: floats.FloatSemantics) -> bool:
    return bits == 0


def _is_neg_zero(bits: int, sem: floats.FloatSemantics) -> bool:
    return bits == floats.sign_bit(sem)


def _is_pos_inf(bits: int, sem: floats.FloatSemantics) -> bool:
    return floats.is_inf(bits, sem) and not floats.is_negative(bits, sem)


def _is_neg_inf(bits: int, sem: floats.FloatSemantics) -> bool:
    return floats.is_inf(bits, sem) and floats.is_negative(bits, sem)


def _binary_folder(
    math: FloatMath, identity: FloatPredicate | None = None, idempotent: bool = False
) -> Folder:
    """A folder returning the lhs when the rhs is the `identity` (and for `x op x` when
    `idempotent`), else folding constants with `math`."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        lhs, rhs = op.operands
        if idempotent and lhs is rhs:
            return [rhs]
        if identity is not None and _rhs_is(constants, identity):
            return [lhs]
        return _fold_constants(op, constants, math)

    return fold


def has_fastmath(op: Operation, *flags: str) -> bool:
    """Whether the op's fastmath flags include all of `flags` (`fast` has them all)."""
    attr = op.get_attr("fastmath")
    if attr is None:
        return False
    words = set(
        attr.text.removeprefix("#arith.fastmath<").removesuffix(">").replace(",", " ").split()
    )
    return "fast" in words or all(flag in words for flag in flags)


def fold_mulf(op: Operation, constants: Constants) -> FoldResult | None:
    if _rhs_is(constants, _is_one):
        return [op.operands[0]]
    if has_fastmath(op, "nnan", "nsz") and _rhs_is(constants, lambda b, s: floats.is_zero(b, s)):
        return [op.operands[1]]
    return _fold_constants(op, constants, floats.multiply)


def fold_negf(op: Operation, constants: Constants) -> FoldResult | None:
    inner = defining_op(op.operands[0], "arith.negf")
    if inner is not None:  # negf(negf(x)) -> x
        return [inner.operands[0]]
    return _fold_constants(op, constants, floats.negate)


# cmpf predicates by their number in the `predicate` property, as the comparison
# results (`floats.compare`: lt, eq, gt, un) each is true for.
_CMPF_TRUE_FOR: tuple[frozenset[str], ...] = tuple(
    frozenset(s.split())
    for s in (
        "",
        "eq",
        "gt",
        "gt eq",
        "lt",
        "lt eq",
        "lt gt",
        "lt gt eq",  # false oeq ogt oge olt ole one ord
        "un eq",
        "un gt",
        "un gt eq",
        "un lt",
        "un lt eq",
        "un lt gt",
        "un",
        "un lt gt eq",  # ueq ... true
    )
)


def cmpf_holds(predicate: int, lhs: int, rhs: int, sem: floats.FloatSemantics) -> bool:
    """`applyCmpPredicate` of a cmpf predicate on two floats."""
    return floats.compare(lhs, rhs, sem) in _CMPF_TRUE_FOR[predicate]


def fold_cmpf(op: Operation, constants: Constants) -> FoldResult | None:
    """Scalar constants only, as MLIR; a NaN operand makes the comparison unordered."""
    lhs, rhs = (read(c) for c in constants)
    predicate = op.get_attr("predicate")
    sem = float_semantics(op.operands[0].type)
    if sem is None or predicate is None:
        return None
    lhs_bits = lhs.values[0] if lhs is not None and lhs.shape is None else None
    rhs_bits = rhs.values[0] if rhs is not None and rhs.shape is None else None
    if lhs_bits is not None and floats.is_nan(lhs_bits, sem):
        rhs_bits = lhs_bits
    if rhs_bits is not None and floats.is_nan(rhs_bits, sem):
        lhs_bits = rhs_bits
    if lhs_bits is None or rhs_bits is None:
        return None
    return [BoolAttr(cmpf_holds(predicate.value, lhs_bits, rhs_bits, sem))]  # type: ignore[attr-defined]


def fold_remf(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_constants(op, constants, floats.remainder)


FLOAT_FOLDERS: dict[str, Folder] = {
    "addf": _binary_folder(floats.add, identity=_is_neg_zero),
    "subf": _binary_folder(floats.subtract, identity=_is_pos_zero),
    "mulf": fold_mulf,
    "divf": _binary_folder(floats.divide, identity=_is_one),
    "remf": fold_remf,
    "negf": fold_negf,
    "maximumf": _binary_folder(floats.maximum, identity=_is_neg_inf, idempotent=True),
    "minimumf": _binary_folder(floats.minimum, identity=_is_pos_inf, idempotent=True),
    "maxnumf": _binary_folder(floats.maxnum, identity=floats.is_nan, idempotent=True),
    "minnumf": _binary_folder(floats.minnum, identity=floats.is_nan, idempotent=True),
    "cmpf": fold_cmpf,
}
"""Folder per `arith` float op name (without the dialect prefix)."""
